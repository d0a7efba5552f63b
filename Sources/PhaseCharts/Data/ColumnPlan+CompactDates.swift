import Foundation

/// Dates written as whole numbers under a name in no language the reader knows (`날짜`,
/// `측정일자`: Korean for date): `199701` (`YYYYMM`) and `20140101` (`YYYYMMDD`), as statistics
/// portals export them. The values alone tell, when they are many and unlike an id or an amount.
extension CompactDate {
  /// The fewest values that may tell dates without a name that says so.
  static let unnamedMinimumCount = 8

  /// Whether `values` are `YYYYMM` or `YYYYMMDD` dates without a name that says so: at least
  /// ``unnamedMinimumCount`` of them, all of one width, each a valid date in the years 1800 to
  /// 2100 (month 01–12, a day the month has), three or more distinct; and for `YYYYMM`, whose
  /// look-alikes are more common (a six-digit id or amount), four or more distinct months.
  /// An id column `100001, 100002, …` (month 00) and postcodes fail the calendar; amounts fail
  /// it on the first value over `…12`.
  ///
  /// - Parameter values: The column's numbers (a pandas float `199701.0` read as a number).
  /// - Returns: Whether they are such dates.
  static func areUnnamedDates(_ values: some Sequence<Double>) -> Bool {
    var count = 0
    var width = 0
    var distinct = Set<Int>()
    var months = Set<Int>()
    for value in values where !value.isNaN {
      guard value == value.rounded(), value >= 180_001, value <= 21_001_231 else { return false }
      let whole = Int(value)
      let digits = whole >= 10_000_000 ? 8 : whole >= 100_000 && whole <= 999_999 ? 6 : 0
      guard digits != 0, width == 0 || width == digits else { return false }
      width = digits
      let year = digits == 8 ? whole / 10_000 : whole / 100
      let month = digits == 8 ? whole / 100 % 100 : whole % 100
      guard (1800...2100).contains(year), seconds(from: value) != nil else { return false }
      count += 1
      if distinct.count < 64 { distinct.insert(whole) }
      if months.count < 12 { months.insert(month) }
    }
    return count >= unnamedMinimumCount && distinct.count >= 3 && (width == 8 || months.count >= 4)
  }

  /// As ``areUnnamedDates(_:)`` for a column's sample texts; nil for a text that is no number.
  static func areUnnamedDates(texts: [String]) -> Bool {
    var numbers: [Double] = []
    numbers.reserveCapacity(texts.count)
    for text in texts {
      guard let number = DecimalParser.parse(Array(text.utf8)) else { return false }
      numbers.append(number)
    }
    return areUnnamedDates(numbers)
  }
}

/// Whole-number dates under a name that says date in another language (`측정일자`, Korean for
/// the date of a reading, of `20120107`): read as dates when the values alone are too few to
/// tell (``CompactDate/areUnnamedDates(_:)`` needs eight), or beside another column that says
/// when. Korean, Chinese and Japanese run the word for date into the name, so it is read from
/// the name's end.
extension CompactDate {
  /// Words that say date in Spanish, Portuguese, Italian, French, German and Dutch, and in
  /// Korean, Chinese and Japanese (`날짜`, `일자`, `日期`, `日付`), besides ``nameWords``.
  static let nameWordsAbroad: Set<String> = [
    "fecha", "data", "datum", "날짜", "일자", "일시", "연월", "년월", "연월일", "년월일", "기준일", "日期", "年月",
    "年月日", "日付", "日時", "时间",
  ]

  /// Whether a column's name says its whole numbers may be dates: a word of it is one of
  /// ``nameWords`` or ``nameWordsAbroad``, or a word in Korean, Chinese or Japanese ends with
  /// one of the latter (`조사시작일자`, `측정일자`).
  static func namesDate(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { word in
      nameWords.contains(word) || nameWordsAbroad.contains(word)
        || (word.count >= 3 && word.unicodeScalars.first.map { $0.value >= 0x1100 } == true
          && nameWordsAbroad.contains { $0.count >= 2 && word.hasSuffix($0) })
    }
  }

  /// Whether a numeric column holds whole-number dates under a name that says date in another
  /// language (``namesDate(_:)``): every sample value (one at least) a `YYYYMMDD` date of the
  /// years 1800 to 2100 (``areNamedDates(texts:)``), three dates or more, however few rows.
  ///
  /// Two dates at most are left to the other rules: a survey's weeks (`기준일` of `20210203`
  /// and `20210407`, `조사시작일자`) read as the time became the x, with every measure two
  /// strips on it.
  static func areDatesNamedSo(name: String, texts: [String]) -> Bool {
    namesDate(name) && areNamedDates(texts: texts)
      && Set(texts.lazy.map { $0.hasSuffix(".0") ? String($0.dropLast(2)) : $0 }).count >= 3
  }

  /// Whether every one of `texts` (one at least) is a `YYYYMMDD` date of the years 1800 to 2100,
  /// however few distinct dates the rows hold.
  static func areNamedDates(texts: [String]) -> Bool {
    !texts.isEmpty
      && texts.allSatisfy { text in
        guard let seconds = seconds(from: text), text.count >= 8 else { return false }
        return (-5_364_662_400...4_133_980_800).contains(seconds)
      }
  }
}
