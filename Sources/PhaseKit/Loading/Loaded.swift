import Foundation

/// Where a value came from, for display ("updated from the network") and for logs.
public enum Origin: String, Sendable, Hashable, Codable, CaseIterable {
  /// Fetched over the network.
  case network
  /// Read from a local file.
  case file
  /// Produced in memory (tests, previews, a memory cache).
  case memory
  /// Read from the on-disk cache.
  case disk
}

/// A value together with when it was obtained and where from.
///
/// A ``Loader`` keeps the last good `Loaded` value while it refreshes, so a screen can say "showing
/// data from 10:42, from the cache".
public struct Loaded<Value> {
  /// The value.
  public var value: Value
  /// When the value was obtained (fetched, or originally fetched for a cached copy).
  public var date: Date
  /// Where the value came from.
  public var origin: Origin

  /// Creates a loaded value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - date: When it was obtained; now by default.
  ///   - origin: Where it came from; ``Origin/network`` by default.
  public init(value: Value, date: Date = Date(), origin: Origin = .network) {
    self.value = value
    self.date = date
    self.origin = origin
  }

  /// The same date and origin with the value transformed.
  ///
  /// - Parameter transform: A function applied to the value.
  /// - Returns: The transformed loaded value.
  public func map<NewValue, E: Error>(_ transform: (Value) throws(E) -> NewValue) throws(E)
    -> Loaded<NewValue>
  {
    Loaded<NewValue>(value: try transform(value), date: date, origin: origin)
  }
}

extension Loaded: Sendable where Value: Sendable {}
extension Loaded: Equatable where Value: Equatable {}
extension Loaded: Hashable where Value: Hashable {}
