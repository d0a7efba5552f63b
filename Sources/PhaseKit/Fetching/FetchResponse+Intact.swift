import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FetchResponse {
  /// Whether ``data`` is still what the source read; `true` except for a guarded file mapping
  /// (``FileSource/guardsMapping``) whose file shrank, lost pages, or was rewritten at the same
  /// size since it was mapped.
  ///
  /// Check it after decoding the bytes, not before: a file can change while it is decoded. A
  /// file that only grew counts as intact (its first bytes, the ones mapped, are unchanged).
  public var isIntact: Bool { mapping?.isIntact ?? true }
}

extension DataSource {
  /// Decodes `response`, and when its bytes turn out to have changed while they were decoded
  /// (``FetchResponse/isIntact``), fetches and decodes again: three reads in all, then
  /// ``DataError/fileUnavailable(_:)`` naming the source. A decoding error of bytes that changed
  /// is the change's fault, so it is read again too.
  func decodeIntact<Value>(
    _ response: FetchResponse, progress: @escaping @Sendable (LoadProgress) -> Void,
    decode: (Data) throws(DataError) -> Value
  ) async throws(DataError) -> (response: FetchResponse, value: Value) {
    var response = response
    for attempt in 1... {
      do throws(DataError) {
        let value = try decode(response.data)
        if response.isIntact { return (response, value) }
      } catch {
        if response.isIntact { throw error }
      }
      guard attempt < 3 else { break }
      if Task.isCancelled { throw .cancelled }
      response = try await fetch(FetchRequest(progress: progress))
    }
    throw .fileUnavailable(
      .init(
        domain: NSPOSIXErrorDomain, code: Int(EAGAIN),
        message: "changed while it was being read, three times in a row", location: identity))
  }
}
