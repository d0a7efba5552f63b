import Foundation

/// Hides credentials in text shown to people: the values of query parameters whose names say
/// they are secret (`token`, `api_key`, `sig`, `password`, …) and the password of a URL's user
/// information become `…`.
///
/// Error cards end up in screenshots, bug reports and files (`phasekit` writes its card to
/// `--out`), so the URL they name must not carry an access token with it. The parameter's name
/// stays, so the person still sees which one the request had.
///
/// ```swift
/// SecretRedaction.apply(to: "HTTP 404 — https://api.example.com/a.csv?token=abc&day=1")
/// // "HTTP 404 — https://api.example.com/a.csv?token=…&day=1"
/// ```
public enum SecretRedaction {
  /// Name parts that mark a query parameter as secret (compared without case, `-` and `_`).
  static let secretNameParts = [
    "token", "key", "secret", "password", "passwd", "pwd", "signature", "sig", "auth", "session",
    "credential", "jwt", "bearer",
  ]

  /// Whether a query parameter called `name` holds a secret.
  ///
  /// - Parameter name: The parameter's name, as written.
  /// - Returns: `true` for names such as `token`, `access_token`, `apiKey`, `X-Amz-Signature`.
  public static func isSecret(parameter name: String) -> Bool {
    let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
    return secretNameParts.contains { folded.contains($0) }
  }

  /// `text` with the secrets of every URL in it replaced by `…`; text without any is returned
  /// as it is.
  ///
  /// This is the one redaction for every place PhaseKit writes a URL a person or a program may
  /// read: error cards and messages, the events log (labels, cache details, failures), the
  /// `phasekit watch` screen and the chart's description. A parameter after `#` counts as one
  /// after `?`, so the `#credentials=` digest of an ``HTTPSource/identity`` is hidden too.
  ///
  /// - Parameter text: Any text, such as an error's detail line.
  /// - Returns: The text with secret query values and URL passwords hidden.
  public static func apply(to text: String) -> String {
    replacingSecrets(in: text) { _ in "…" }
  }

  /// `text` with each secret found by ``apply(to:)`` (a secret parameter's value, a URL's
  /// password) replaced by what `replacement` makes of it: `…` for people, a keyed digest for
  /// the disk cache's keys, so that two secrets still make two keys and neither can be read back.
  package static func replacingSecrets(in text: String, with replacement: (Substring) -> String) -> String {
    let utf8 = text.utf8
    guard utf8.contains(Byte.equals) || utf8.contains(Byte.at) else { return text }
    var result = ""
    var copied = utf8.startIndex
    var index = utf8.startIndex
    let end = utf8.endIndex
    /// Moves `position` on while `keepsGoing` holds for its byte.
    func skip(from position: String.Index, while keepsGoing: (UInt8) -> Bool) -> String.Index {
      var position = position
      while position < end, keepsGoing(utf8[position]) { position = utf8.index(after: position) }
      return position
    }
    func replace(_ range: Range<String.Index>) {
      result += text[copied..<range.lowerBound]
      result += replacement(text[range])
      copied = range.upperBound
    }
    // Inside a URL's query or fragment: after "?" or "#" in a run of text without spaces.
    var inQuery = false
    while index < end {
      let byte = utf8[index]
      if byte == Byte.space || byte == Byte.newline || byte == Byte.tab { inQuery = false }
      if byte == Byte.question || byte == Byte.hash { inQuery = true }
      if inQuery, byte == Byte.question || byte == Byte.ampersand || byte == Byte.hash {
        let nameStart = utf8.index(after: index)
        let nameEnd = skip(from: nameStart) {
          $0 != Byte.equals && $0 != Byte.ampersand && $0 != Byte.hash && $0 != Byte.space && $0 != Byte.newline
        }
        guard nameEnd < end, utf8[nameEnd] == Byte.equals else {
          index = nameEnd
          continue
        }
        let valueStart = utf8.index(after: nameEnd)
        let valueEnd = skip(from: valueStart) {
          $0 != Byte.ampersand && $0 != Byte.hash && $0 != Byte.space && $0 != Byte.newline && $0 != Byte.tab
        }
        if valueEnd > valueStart, isSecret(parameter: String(text[nameStart..<nameEnd])) {
          replace(valueStart..<valueEnd)
        }
        index = valueEnd
        continue
      }
      // user:password@ right after "://".
      if byte == Byte.colon, text[index...].utf8.starts(with: "://".utf8) {
        let authorityStart = utf8.index(index, offsetBy: 3)
        let authorityEnd = skip(from: authorityStart) {
          $0 != Byte.slash && $0 != Byte.question && $0 != Byte.hash && $0 != Byte.space && $0 != Byte.newline
        }
        let authority = utf8[authorityStart..<authorityEnd]
        if let at = authority.lastIndex(of: Byte.at), let colon = utf8[authorityStart..<at].firstIndex(of: Byte.colon) {
          replace(utf8.index(after: colon)..<at)
          index = authorityEnd
        } else {
          index = authorityStart
        }
        continue
      }
      index = utf8.index(after: index)
    }
    guard copied > utf8.startIndex else { return text }
    result += text[copied...]
    return result
  }

  /// The bytes the scan looks for.
  private enum Byte {
    static let equals = UInt8(ascii: "=")
    static let at = UInt8(ascii: "@")
    static let question = UInt8(ascii: "?")
    static let ampersand = UInt8(ascii: "&")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")
    static let tab = UInt8(ascii: "\t")
  }
}
