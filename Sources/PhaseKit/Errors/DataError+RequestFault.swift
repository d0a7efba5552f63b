import Foundation

extension DataError {
  /// What is wrong with a request a caller built, found before anything is sent.
  ///
  /// A line break in a header name or value would add a header of the attacker's choosing; one
  /// in the method, or a space, would smuggle a second request line or change the path. Such a
  /// request is refused, whole, as ``DataError/invalidRequest(_:)``.
  public enum RequestFault: Sendable, Hashable, CustomStringConvertible {
    /// The method is empty or holds a character an HTTP token may not (a space, a line break,
    /// another separator or control character).
    case method(String)
    /// A header name is empty or holds a character an HTTP token may not.
    case headerName(String)
    /// The value of the header with this name holds a line break, NUL or another control
    /// character (a tab is allowed). The value is not kept: it may be a secret.
    case headerValue(name: String)

    /// The fault in words, in `language`; the method or name made visible and shortened.
    ///
    /// - Parameter language: The language; ``Language/current`` by default.
    /// - Returns: The text.
    public func message(in language: Language = .current) -> String {
      switch self {
      case .method(let method):
        return PhaseKitText.requestBadMethod.format([Self.shown(method)], in: language)
      case .headerName(let name):
        return PhaseKitText.requestBadHeaderName.format([Self.shown(name)], in: language)
      case .headerValue(let name):
        return PhaseKitText.requestBadHeaderValue.format([Self.shown(name)], in: language)
      }
    }

    public var description: String { message(in: .english) }

    /// `text` quoted, with control characters visible (`␍␊`) and at most 100 characters.
    static func shown(_ text: String) -> String {
      let visible = TerminalSafeText.make(text)
      return "\"" + (visible.count > 100 ? visible.prefix(99) + "…" : visible) + "\""
    }
  }
}
