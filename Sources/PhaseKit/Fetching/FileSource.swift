import Foundation

/// A local file, read by PhaseKit itself (URLSession cannot load `file://` URLs on Linux).
///
/// The file is read in 1 MiB chunks with progress and cancellation checks between them. Its size
/// and modification time form a validator, so a revalidation of an unchanged file answers
/// ``FetchResponse/isNotModified`` without reading it.
///
/// ```swift
/// let source = FileSource(url: URL(fileURLWithPath: "weather.csv"))
/// ```
public struct FileSource: DataSource {
  /// The file's URL.
  public var url: URL
  /// The largest file accepted, in bytes; 256 MiB by default.
  public var maximumSize: Int

  /// Creates a file source.
  ///
  /// - Parameters:
  ///   - url: A `file://` URL.
  ///   - maximumSize: The largest file accepted, in bytes; 256 MiB by default.
  public init(url: URL, maximumSize: Int = 256 << 20) {
    self.url = url
    self.maximumSize = maximumSize
  }

  /// The file's path.
  public var identity: String { url.path }

  /// ``Origin/file``.
  public var origin: Origin { .file }

  /// Reads the file, or answers "not modified" when the request's validators still match.
  ///
  /// - Throws: ``DataError/invalidURL(_:)`` for a URL that is not a file URL,
  ///   ``DataError/fileUnavailable(_:)`` naming the path when it cannot be read (a permission
  ///   problem is recognisable with ``DataError/requiresAction``), ``DataError/tooLarge(limit:)``,
  ///   or ``DataError/cancelled``.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    guard url.isFileURL else { throw .invalidURL(url.absoluteString) }
    let path = url.path
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw DataError.classify(error, url: url)
    }
    if attributes[.type] as? FileAttributeType == .typeDirectory {
      throw .fileUnavailable(
        .init(domain: NSPOSIXErrorDomain, code: Int(EISDIR), message: "is a directory", location: path))
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    if size > maximumSize { throw .tooLarge(limit: maximumSize) }
    let modified = attributes[.modificationDate] as? Date
    let validators = Self.validators(size: size, modified: modified)
    if let sent = request.validators, sent.etag != nil, sent.etag == validators.etag {
      return FetchResponse(data: Data(), isNotModified: true, validators: validators, url: url)
    }
    let data = try read(path: path, expected: size, progress: request.progress)
    return FetchResponse(data: data, validators: validators, url: url)
  }

  private func read(path: String, expected: Int64, progress: (LoadProgress) -> Void)
    throws(DataError) -> Data
  {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw DataError.classify(error, url: url)
    }
    defer { try? handle.close() }
    var data = Data()
    data.reserveCapacity(Int(expected))
    while true {
      if Task.isCancelled { throw .cancelled }
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 20) ?? Data()
      } catch {
        throw DataError.classify(error, url: url)
      }
      if chunk.isEmpty { break }
      data.append(chunk)
      // The file may grow while it is read; the limit holds for what is actually read.
      if data.count > maximumSize { throw .tooLarge(limit: maximumSize) }
      progress(LoadProgress(receivedBytes: Int64(data.count), expectedBytes: expected))
    }
    return data
  }

  /// A validator from size and modification time: enough to tell an edited file from the same one.
  static func validators(size: Int64, modified: Date?) -> Validators {
    guard let modified else { return Validators(etag: "\"\(size)\"") }
    let micros = (modified.timeIntervalSince1970 * 1_000_000).rounded()
    // A date beyond ±292,000 years (tmpfs keeps one) has no Int64 microsecond count.
    let stamp = Int64(exactly: micros).map(String.init) ?? "\(micros)"
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return Validators(etag: "\"\(size)-\(stamp)\"", lastModified: formatter.string(from: modified))
  }
}
