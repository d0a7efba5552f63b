import Foundation
import PhaseKit

/// The data source a command-line argument names: an HTTP source for an http(s) URL with a host,
/// a file for a `file://` URL or a plain path. Shared by `chart` and `watch`, so both accept the
/// same arguments.
///
/// - Throws: ``PhaseKit/DataError/invalidURL(_:)`` for any other URL (another scheme, no host).
func dataSource(forArgument text: String) throws(DataError) -> any DataSource {
  guard text.contains("://") else { return FileSource(url: URL(fileURLWithPath: text)) }
  guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
    throw .invalidURL(text)
  }
  switch scheme {
  case "http" where url.host?.isEmpty == false, "https" where url.host?.isEmpty == false:
    return HTTPSource(url: url)
  case "file" where url.isFileURL:
    return FileSource(url: url)
  default:
    throw .invalidURL(text)
  }
}
