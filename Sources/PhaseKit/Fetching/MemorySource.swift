import Foundation

/// A source that returns bytes from memory, or from a closure: for tests, previews and
/// benchmarks.
///
/// ```swift
/// let source = MemorySource(data: Data("x,y\n1,2\n".utf8))
/// let flaky = MemorySource(identity: "flaky") { () throws(DataError) in throw .emptyData }
/// ```
public struct MemorySource: DataSource {
  /// The key given at creation; `"memory"` by default.
  public let identity: String
  private let body: @Sendable () async throws(DataError) -> Data

  /// Creates a source that always returns `data`.
  ///
  /// - Parameters:
  ///   - identity: The key; `"memory"` by default.
  ///   - data: The bytes.
  public init(identity: String = "memory", data: Data) {
    self.identity = identity
    self.body = { data }
  }

  /// Creates a source that runs `body` on every fetch.
  ///
  /// - Parameters:
  ///   - identity: The key; `"memory"` by default.
  ///   - body: Produces the bytes or throws a ``DataError``.
  public init(identity: String = "memory", _ body: @escaping @Sendable () async throws(DataError) -> Data) {
    self.identity = identity
    self.body = body
  }

  /// ``Origin/memory``.
  public var origin: Origin { .memory }

  /// Returns the bytes; reports one progress step with the full size.
  ///
  /// - Throws: Whatever the closure throws; ``DataError/cancelled`` when the task is cancelled.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    if Task.isCancelled { throw .cancelled }
    let data = try await body()
    let size = Int64(data.count)
    request.progress(LoadProgress(receivedBytes: size, expectedBytes: size))
    return FetchResponse(data: data)
  }
}
