// A stand-in for the parts of Network that PhaseKitUI uses, declared as in Network.swiftinterface
// of iPhoneOS18.0.sdk (`NWPathMonitor` and `NWPath` are iOS 12 / macOS 10.14; `NWPathMonitor`
// became `Sendable` in iOS 17 / macOS 14). Only the declarations matter. Read in the SDK file
// (79 197 characters), offsets about 26 000-31 000: `public struct NWPath : Swift.Equatable,
// Swift.CustomDebugStringConvertible, Swift.Sendable` with `public enum Status : Swift.Sendable {
// case satisfied, unsatisfied, requiresConnection }` and `public let status`; `final public class
// NWPathMonitor` with `@preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath:
// Network.NWPath) -> Swift.Void)?`, `final public func start(queue: Dispatch.DispatchQueue)`,
// `final public func cancel()`, `public init()`; `@available(macOS 14.0, iOS 17.0, watchOS 10.0,
// tvOS 17.0, *) extension Network.NWPathMonitor : Swift.Sendable, Swift.CustomDebugStringConvertible,
// _Concurrency.AsyncSequence` (the stand-in keeps only what PhaseKitUI uses, so it is stricter).
import Dispatch

@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
public struct NWPath: Equatable, Sendable {
  public enum Status: Sendable {
    case satisfied
    case unsatisfied
    case requiresConnection
  }
  public let status: NWPath.Status
  public static func == (lhs: NWPath, rhs: NWPath) -> Bool { true }
}
@available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
final public class NWPathMonitor {
  @preconcurrency final public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { nil }
    set {}
  }
  final public func start(queue: DispatchQueue) {}
  final public func cancel() {}
  public init() {}
}
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
extension NWPathMonitor: Sendable {}
