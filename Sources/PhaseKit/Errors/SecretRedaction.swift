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
  /// - Parameter text: Any text, such as an error's detail line.
  /// - Returns: The text with secret query values and URL passwords hidden.
  public static func apply(to text: String) -> String {
    guard text.contains("=") || text.contains("@") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var characters = text[...]
    // Inside a URL's query: after "?" in a run of text without spaces.
    var inQuery = false
    while let character = characters.first {
      if character == " " || character == "\n" || character == "\t" { inQuery = false }
      if character == "?" { inQuery = true }
      if inQuery, character == "?" || character == "&" {
        result.append(character)
        characters = characters.dropFirst()
        let name = characters.prefix { $0 != "=" && $0 != "&" && $0 != "#" && $0 != " " && $0 != "\n" }
        result += name
        characters = characters.dropFirst(name.count)
        guard characters.first == "=" else { continue }
        result.append("=")
        characters = characters.dropFirst()
        let value = characters.prefix { $0 != "&" && $0 != "#" && $0 != " " && $0 != "\n" && $0 != "\t" }
        result += isSecret(parameter: String(name)) && !value.isEmpty ? "…" : String(value)
        characters = characters.dropFirst(value.count)
        continue
      }
      // user:password@ right after "://".
      if character == ":", characters.hasPrefix("://") {
        result += "://"
        characters = characters.dropFirst(3)
        let authority = characters.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != " " && $0 != "\n" }
        if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
          result += authority[..<colon] + ":…" + authority[at...]
          characters = characters.dropFirst(authority.count)
        }
        continue
      }
      result.append(character)
      characters = characters.dropFirst()
    }
    return result
  }
}
