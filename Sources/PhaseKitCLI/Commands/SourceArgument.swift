import Foundation
import PhaseKit

#if canImport(PhaseKitSocket)
  import PhaseKitSocket
#endif

/// The largest download the command-line tool accepts: 1 GiB. An app's default (64 MiB) guards a
/// phone's memory against a runaway server; here a person named the URL, the body is held once
/// (the disk cache keeps up to 100 MB), and a local file of any size is charted (a 10M-row,
/// 408 MB CSV peaked at 326 MB when mapped). A larger body ends in a clear `tooLarge`.
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
/// - Throws: ``PhaseKit/DataError/invalidURL(_:)`` for any other URL (another scheme, no host).
func dataSource(forArgument text: String, relativeTo directory: URL? = nil) throws(DataError) -> any DataSource {
  guard text.contains("://") else {
    return FileSource(url: URL(fileURLWithPath: text, relativeTo: directory))
  }
  guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
    throw .invalidURL(text)
  }
  switch scheme {
  case "http" where url.host?.isEmpty == false, "https" where url.host?.isEmpty == false:
    return HTTPSource(url: url, maximumBodySize: commandLineBodyLimit, client: commandLineClient)
  case "file" where url.isFileURL:
    return FileSource(url: url)
  default:
    throw .invalidURL(text)
  }
}
