import Foundation

/// Appends each event as one line of JSON to a file or file handle: a log that `jq`, `grep` and
/// log shippers read directly.
///
/// Lines are written whole under a lock, so concurrent loads never interleave within a line.
/// Dates are ISO 8601 with milliseconds (see ``LoadEvent``'s JSON form).
///
/// ```swift
/// let sink = try JSONLinesEventSink(url: URL(fileURLWithPath: "loads.jsonl"))
/// let loader = Loader(configuration: .init(events: sink)) { ... }
/// ```
public final class JSONLinesEventSink: LoadEventSink {
  private let handle: Lock<FileHandle>
  private let closesHandle: Bool

  /// Opens (creating if needed) a file and appends to it.
  ///
  /// A file made here is `0600`, readable by its owner alone, whatever the umask: a log names
  /// what was loaded and from where. An existing file keeps its mode.
  ///
  /// - Parameter url: The file's URL.
  /// - Throws: ``DataError/fileUnavailable(_:)`` when the file cannot be created or opened.
  public init(url: URL) throws(DataError) {
    if !FileManager.default.fileExists(atPath: url.path) {
      PrivateFiles.createFileIfMissing(atPath: url.path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw .fileUnavailable(
          .init(
            domain: NSPOSIXErrorDomain, code: Int(EACCES), message: "cannot create the file",
            location: url.path))
      }
    }
    do {
      let handle = try FileHandle(forWritingTo: url)
      try handle.seekToEnd()
      self.handle = Lock(handle)
      self.closesHandle = true
    } catch {
      throw DataError.classify(error, url: url)
    }
  }

  /// Writes to an open file handle, such as `FileHandle.standardError`. The handle is not closed.
  ///
  /// - Parameter fileHandle: The handle to write to.
  public init(fileHandle: FileHandle) {
    self.handle = Lock(fileHandle)
    self.closesHandle = false
  }

  deinit {
    if closesHandle { handle.withLock { try? $0.close() } }
  }

  /// Writes the event as one JSON line. Write failures are ignored: logging never breaks a load.
  public func record(_ event: LoadEvent) {
    guard var line = try? Self.encoder.encode(event) else { return }
    line.append(UInt8(ascii: "\n"))
    handle.withLock { try? $0.write(contentsOf: line) }
  }

  /// Writes any other record as one JSON line in the same log, such as what a program did with
  /// the data it loaded. Write failures are ignored, as for events.
  ///
  /// - Parameter record: The record; its keys are written sorted.
  public func record<Record: Encodable>(_ record: Record) {
    guard var line = try? Self.encoder.encode(record) else { return }
    line.append(UInt8(ascii: "\n"))
    handle.withLock { try? $0.write(contentsOf: line) }
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
