import Foundation

extension DataError.DecodingFailure {
  /// The most characters a name or other word of a failure keeps; a longer one is shortened to
  /// its start and end around `…` (see ``shortenedWords(_:)``).
  package static let longestWord = 200

  /// `text` with every word longer than ``longestWord`` characters cut to its first 80 and last
  /// 20 characters around `…`; words end at white space and at double quotes, so a quoted name is
  /// one word. Text without such a word is returned unchanged.
  ///
  /// A column name, JSON key or value of a megabyte would otherwise be echoed whole into every
  /// message, log line and card that names it. Linear in the length of `text`.
  ///
  /// - Parameter text: A message, name or path.
  /// - Returns: The text with its long words shortened.
  package static func shortenedWords(_ text: String) -> String {
    // No word can be longer than the text: the common case costs one count of its bytes.
    guard text.utf8.count > longestWord else { return text }
    var result = ""
    var wordStart = text.startIndex
    var headEnd = text.startIndex
    var length = 0
    var index = text.startIndex
    func endWord(at end: String.Index) {
      if length > longestWord {
        result += text[wordStart..<headEnd]
        result += "…"
        result += text[text.index(end, offsetBy: -20)..<end]
      } else {
        result += text[wordStart..<end]
      }
    }
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character.isWhitespace || character == "\"" {
        endWord(at: index)
        result.append(character)
        wordStart = next
        length = 0
      } else {
        length += 1
        if length == 80 { headEnd = next }
      }
      index = next
    }
    endWord(at: text.endIndex)
    return result
  }

  /// Whether ``description`` leaves the place's name out: a shortened name the message already
  /// quotes is said once.
  var messageQuotesShortenedPath: Bool {
    guard let path, !path.hasPrefix("$"), path.contains("…") else { return false }
    return message.contains("\"" + path + "\"")
  }
}
