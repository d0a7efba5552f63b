import Foundation

/// Texts that stay true where the generic ones would not: a server on this machine or the local
/// network that does not answer is not "offline", a local file's format is nobody else's to fix,
/// and a file's reason is said in the reader's language.
extension DataError {
  /// The English defaults of the texts this file adds to the catalog (`PhaseKitText.xcstrings`),
  /// by key; the catalog's other languages are read with ``PhaseKitText/text(forKey:default:in:)``.
  static let localPlaceTexts: [String: String] = [
    "errorNothingListening": "Nothing answered at %1$@: the server there may not be running.",
    "suggestStartServer": "Check that the server is running and listening at that address, then try again.",
    "suggestCheckFileFormat":
      "The file is not in the expected format: check that it holds the data you meant, or export it again.",
    "fileReasonNoSuchFile": "no such file",
    "fileReasonPermission": "permission denied",
    "fileReasonDirectory": "is a directory",
    "fileReasonNotRegular": "not a regular file",
  ]

  static func localPlaceText(_ key: String, in language: Language) -> String {
    PhaseKitText.text(forKey: key, default: localPlaceTexts[key] ?? key, in: language)
  }

  /// "Nothing answered at 127.0.0.1:8080: …" for a connection that failed to a host on this
  /// machine or the local network, where "You may be offline" is never the reason; nil for any
  /// other host.
  static func nothingListeningMessage(_ underlying: Underlying, in language: Language) -> String? {
    guard let place = localNetworkPlace(of: underlying.location) else { return nil }
    return localPlaceText("errorNothingListening", in: language).fillingPlaceholders(with: [place])
  }

  /// "Check that the server is running…" for the same failures; nil for any other host.
  static func localServerSuggestion(_ underlying: Underlying, in language: Language) -> String? {
    guard localNetworkPlace(of: underlying.location) != nil else { return nil }
    return localPlaceText("suggestStartServer", in: language)
  }

  /// `host:port` of a URL whose host is this machine (`localhost`, `127.0.0.1`, `::1`) or on the
  /// local network (`10.x`, `172.16–31.x`, `192.168.x`, link-local, `*.local`); nil otherwise.
  static func localNetworkPlace(of location: String?) -> String? {
    guard let location, let url = URL(string: location), let host = url.host?.lowercased(), isLocal(host: host)
    else { return nil }
    let shown = host.contains(":") ? "[\(host)]" : host
    return url.port.map { "\(shown):\($0)" } ?? shown
  }

  static func isLocal(host: String) -> Bool {
    let host = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
    if octets.count == 4 {
      switch (octets[0], octets[1]) {
      case (127, _), (10, _), (192, 168), (169, 254): return true
      case (172, 16...31): return true
      default: return false
      }
    }
    guard host.contains(":") else { return false }
    // IPv6: loopback, link-local (fe80::/10), unique local (fc00::/7).
    return host == "::1" || host.hasPrefix("fe8") || host.hasPrefix("fe9") || host.hasPrefix("fea")
      || host.hasPrefix("feb") || host.hasPrefix("fc") || host.hasPrefix("fd")
  }

  /// `/a/b.csv (no such file)`: the path, and why, in `language` when the reason is one the
  /// catalog has; the system's English words only in English (they stay in ``details``).
  static func fileSubject(_ underlying: Underlying, in language: Language) -> String {
    var key: String?
    if underlying.domain == NSPOSIXErrorDomain {
      switch Int32(underlying.code) {
      case ENOENT, ENOTDIR: key = "fileReasonNoSuchFile"
      case EACCES, EPERM: key = "fileReasonPermission"
      case EISDIR: key = "fileReasonDirectory"
      default: key = nil
      }
      if Int32(underlying.code) == EINVAL, underlying.message.hasSuffix("not a regular file") {
        key = "fileReasonNotRegular"
      }
    }
    // In English the words the reader chose (`is a FIFO (named pipe), not a regular file`) say most.
    let reason: String? =
      language == .english ? underlying.message : key.map { localPlaceText($0, in: language) }
    guard let location = underlying.location else { return reason ?? underlying.message }
    return reason.map { "\(location) (\($0))" } ?? location
  }

  /// Whether `location` names a file on this machine (a path, or a `file:` URL) rather than a
  /// web address: a file's format is the person's own to check, not a provider's.
  static func isLocalFile(_ location: String) -> Bool {
    guard !location.isEmpty else { return false }
    guard let scheme = URL(string: location)?.scheme?.lowercased(), location.contains("://") else { return true }
    return scheme == "file"
  }
}
