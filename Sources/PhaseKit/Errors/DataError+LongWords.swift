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
    // Walked by Unicode scalars, ASCII answered without a property lookup: a megabyte is one
    // quick pass. (A cut between scalars of one character is moved to a character boundary by
    // the slicing below.)
    let scalars = text.unicodeScalars
    var result = ""
    var wordStart = scalars.startIndex
    var headEnd = scalars.startIndex
    var length = 0
    var index = scalars.startIndex
    func endWord(at end: String.Index) {
      if length > longestWord {
        result += text[wordStart..<headEnd]
        result += "…"
        result += text[scalars.index(end, offsetBy: -20)..<end]
      } else {
        result += text[wordStart..<end]
      }
    }
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let endsWord =
        scalar.isASCII
        ? scalar == " " || scalar == "\"" || (0x09...0x0D).contains(scalar.value)
        : scalar.properties.isWhitespace
      if endsWord {
        endWord(at: index)
        result.unicodeScalars.append(scalar)
        wordStart = next
        length = 0
      } else {
        length += 1
        if length == 80 { headEnd = next }
      }
      index = next
    }
    endWord(at: scalars.endIndex)
    return result
  }

  /// Whether ``description`` leaves the place's name out: a shortened name the message already
  /// quotes is said once.
  var messageQuotesShortenedPath: Bool {
    guard let path, !path.hasPrefix("$"), path.contains("…") else { return false }
    return message.contains("\"" + path + "\"")
  }
}
