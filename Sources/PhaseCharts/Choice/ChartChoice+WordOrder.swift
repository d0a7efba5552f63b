import Foundation

/// The order words have of their own: age bands (`19-24`, `25-34`, …, `65+`), sizes (`1`, `2`,
/// `5+`), incomes (`Under 15K`, `15-24K`, …, `250K+`), month and weekday names. A table lists
/// them in the order its rows happen to come (the first household is 65+), and bars drawn in
/// that order read as a shuffled axis; drawn by their number or their place in the calendar they
/// read as a scale.
extension ChartChoice {
  /// The positions of `words` in their own order, or nil when they have none.
  ///
  /// Words that each start with a number (after an optional `Under`, `Less than`, `Below` or
  /// `<`, which put it just before that number: `Under 15K` before `15-24K`) are ordered by that
  /// number; month names (their first three letters) and weekday names by the calendar, Monday
  /// first. Ties keep the order they came in.
  ///
  /// ```swift
  /// ChartChoice.ownOrder(of: ["65+", "45-54", "19-24"])  // [2, 1, 0]
  /// ChartChoice.ownOrder(of: ["Mar", "Jan", "Feb"])      // [1, 2, 0]
  /// ChartChoice.ownOrder(of: ["red", "blue"])            // nil
  /// ```
  ///
  /// - Parameter words: Category names, as they came.
  /// - Returns: A permutation of `words.indices`, or nil.
  static func ownOrder(of words: [String]) -> [Int]? {
    guard words.count >= 2 else { return words.isEmpty ? nil : [0] }
    let keys: [(Double, Int)]
    let numbered = words.compactMap(numberedKey)
    if numbered.count == words.count {
      keys = numbered
    } else if let calendar = calendarKeys(words) {
      keys = calendar.map { (Double($0), 0) }
    } else {
      return nil
    }
    return words.indices.sorted { a, b in
      if keys[a].0 != keys[b].0 { return keys[a].0 < keys[b].0 }
      if keys[a].1 != keys[b].1 { return keys[a].1 < keys[b].1 }
      return a < b
    }
  }

  /// A word's number and which side of it the word sits: `65+` → (65, 0), `Under 15K` →
  /// (15, −1); nil when the word does not start with a number, or holds more than two
  /// (``numberRuns(in:)``: a CAS number `7440-29-1`). Thousands separators are read
  /// (`1,000-1,999`), and a currency sign before the number is passed over (`$10,000+`).
  static func numberedKey(_ word: String) -> (Double, Int)? {
    var text = Substring(word.trimmingCharacters(in: .whitespaces))
    var side = 0
    let lowered = text.lowercased()
    for prefix in ["under ", "less than ", "below ", "<=", "≤", "<"] where lowered.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count).drop(while: \.isWhitespace)
      side = -1
      break
    }
    if let first = text.first, "$€£¥".contains(first) { text = text.dropFirst() }
    var digits = ""
    var seenPoint = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if character == ",", !digits.isEmpty, !seenPoint,
        text[text.index(after: index)...].prefix(3).allSatisfy({ $0.isASCII && $0.isNumber }),
        text[text.index(after: index)...].count >= 3
      {
        // A thousands separator: three digits follow.
      } else if character == ".", !digits.isEmpty, !seenPoint,
        text.index(after: index) < text.endIndex, text[text.index(after: index)].isNumber
      {
        digits.append(".")
        seenPoint = true
      } else {
        break
      }
      index = text.index(after: index)
    }
    guard let number = Double(digits), numberRuns(in: text) <= 2 else { return nil }
    return (number, side)
  }

  /// How many numbers a word holds, digits grouped by thousands counted once: `19-24` and
  /// `$1,000-$1,999` hold two, a chemical's CAS number `7440-29-1` three. A band or a size holds
  /// at most two; a word of more is a code whose numbers order nothing.
  static func numberRuns(in text: Substring) -> Int {
    var runs = 0
    var previous: Character = " "
    for character in text {
      let digit = character.isASCII && character.isNumber
      if digit && !(previous.isASCII && previous.isNumber) && previous != "," && previous != "." { runs += 1 }
      previous = character
    }
    return runs
  }

  /// Each word's place in the year (months, `jan` = 0) or the week (weekdays, `mon` = 0), read
  /// from its first three letters; nil unless every word is one kind.
  static func calendarKeys(_ words: [String]) -> [Int]? {
    let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    let prefixes = words.map { String($0.trimmingCharacters(in: .whitespaces).lowercased().prefix(3)) }
    for names in [months, days] {
      let places = prefixes.compactMap { names.firstIndex(of: $0) }
      if places.count == prefixes.count { return places }
    }
    return nil
  }
}
