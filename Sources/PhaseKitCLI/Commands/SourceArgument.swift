import Foundation
import PhaseKit

#if canImport(PhaseKitSocket)
  import PhaseKitSocket
#endif

/// The largest input the command-line tool accepts by default (`--max-bytes` changes it): 1 GiB, for a download, a local file and
/// standard input alike. An app's default (64 MiB) guards a phone's memory against a runaway
/// server; here a person named the URL, the body is held once (the disk cache keeps up to
/// 100 MB), and a 10M-row, 408 MB CSV peaked at 326 MB when mapped. A larger input ends in the
/// same clear `tooLarge`, as soon as the limit is passed: before a larger file is read, and
/// as the byte past the limit arrives on standard input.
let commandLineBodyLimit = 1 << 30

/// The client of every download: on Linux, plain `http://` goes over PhaseKit's own HTTP/1.1
/// client (URLSession there is slow on loopback and cannot fetch IPv6 literals); everything else,
/// and every platform without it, on URLSession.
#if canImport(PhaseKitSocket)
  let commandLineClient = HTTPClient(transport: SocketTransport())
#else
  let commandLineClient = HTTPClient.shared
#endif

/// The data source a command-line argument names: an HTTP source for an http(s) URL with a host,
/// a file for a `file://` URL or a plain path. Shared by `chart` and `watch`, so both accept the
/// same arguments.
///
/// - Parameters:
///   - text: The argument.
///   - directory: The folder a relative path is in; nil (the default) for the working folder.
///   - maximumSize: The largest download or file accepted (`--max-bytes`);
///     ``commandLineBodyLimit`` by default.
/// - Throws: ``PhaseKit/DataError/invalidURL(_:)`` for any other URL (another scheme, no host).
func dataSource(
  forArgument text: String, relativeTo directory: URL? = nil, maximumSize: Int = commandLineBodyLimit
) throws(DataError) -> any DataSource {
  guard text.contains("://") else {
    return FileSource(url: URL(fileURLWithPath: text, relativeTo: directory), maximumSize: maximumSize)
  }
  guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
    throw .invalidURL(text)
  }
  switch scheme {
  case "http" where url.host?.isEmpty == false, "https" where url.host?.isEmpty == false:
    return HTTPSource(url: url, maximumBodySize: maximumSize, client: commandLineClient)
  case "file" where url.isFileURL:
    return FileSource(url: url, maximumSize: maximumSize)
  default:
    throw .invalidURL(text)
  }
}

/// `-`: the data piped to standard input, read to its end by the console (off Swift's cooperative
/// pool) under the same limit as a download.
struct StandardInputSource: DataSource {
  let read: @Sendable (_ limit: Int) async throws(DataError) -> Data
  /// The most bytes accepted; past it, ``PhaseKit/DataError/tooLarge(limit:)``.
  let maximumSize: Int
  var identity: String { "-" }
  var origin: Origin { .file }

  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    let data = try await read(maximumSize)
    request.progress(LoadProgress(receivedBytes: Int64(data.count), expectedBytes: Int64(data.count)))
    return FetchResponse(data: data)
  }
}

extension DataSource {
  /// Whether a second attempt can read the source again: not standard input, which a first
  /// attempt consumed (a retry would wait for bytes that never come).
  var canBeReadAgain: Bool { !(self is StandardInputSource) }
}
