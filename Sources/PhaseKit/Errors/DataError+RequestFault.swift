import Foundation

extension DataError.RequestFault: CustomStringConvertible {
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

  /// The English message, for logs.
  public var description: String { message(in: .english) }

  /// `text` quoted, with control characters visible (`␍␊`) and at most 100 characters.
  static func shown(_ text: String) -> String {
    let visible = TerminalSafeText.make(text)
    return "\"" + (visible.count > 100 ? visible.prefix(99) + "…" : visible) + "\""
  }
}
