import Foundation
import PhaseKit

/// Deciding each column's ``NumberForm`` from its sampled values, never from one of them.
///
/// Every non-missing value of a column votes on the forms that read it (a decimal point or
/// comma, each with no grouping or with a grouping separator): `0,5` is read only with a comma,
/// `12,345,678` only with a point, `1,234` both ways. A column whose values all read one way is
/// decided; one whose values read both ways (only `1,234`, `1.000`) takes what the other columns
/// decided, then what the delimiter says (a `;` file is written where a comma is the decimal
/// separator; a `,` file had to quote `"1,234"`, which Excel and banks do for thousands), and
/// fails, naming the column and a value, when nothing decides. A column whose values do not
/// all read the same way is not read as numbers at all.
extension NumberForm {
  /// The forms of a table's columns, as detection decided them.
  struct Table: Sendable {
    /// Each column's form, nil for a column written plainly or not of numbers.
    var forms: [NumberForm?] = []
    /// What the report says: nil when every column of numbers is written plainly.
    var notation: NumberNotation?
    /// How a cell that is not a plain number is read in a column written plainly in the
    /// sample (`"1,234.50"` on row 900 below amounts under 1,000): grouped, with the table's
    /// decimal separator.
    var fallback = NumberForm(decimal: 46, grouping: 44)

    var hasForms: Bool { notation != nil }
  }

  /// The forms tried, in order of preference for each decimal separator.
  private static let candidates: [NumberForm] = [
    NumberForm(decimal: 46, grouping: 0), NumberForm(decimal: 46, grouping: 44),
    NumberForm(decimal: 46, grouping: spaceGroup), NumberForm(decimal: 46, grouping: 39),
    NumberForm(decimal: 44, grouping: 0), NumberForm(decimal: 44, grouping: 46),
    NumberForm(decimal: 44, grouping: spaceGroup), NumberForm(decimal: 44, grouping: 39),
  ]

  /// What one column's values say.
  private struct Vote {
    /// The form read with a point, and with a comma; nil when that separator cannot read the
    /// column.
    var point: NumberForm?
    var comma: NumberForm?
    /// Whether a value groups its digits in the form read with a point, and with a comma.
    var pointGroups = false
    var commaGroups = false
    /// Whether the two readings give different values (`1,234` is 1234 or 1.234).
    var differs = false
    var sample = ""
    var row = 0
  }

  /// Decides the form of every column from `samples` (trimmed cell texts, nil when blank), and
  /// rewrites the sampled values of each column that is not written plainly as plain numbers,
  /// so that planning sees numbers. `delimiter` is the table's (0 for JSON); `asked` is
  /// ``DecodeOptions/decimalSeparator``.
  ///
  /// - Throws: ``PhaseKit/DataError/DecodingFailure/Reason/undecidedDecimalSeparator(column:sample:)``
  ///   when a column's values read both ways and neither the other columns nor the delimiter
  ///   decide.
  static func detect(
    names: [String], samples: inout [[String?]], lines: [Int], delimiter: UInt8,
    asked: DecodeOptions.DecimalSeparator?
  ) throws(DataError) -> Table {
    let columnCount = names.count
    var votes = [Vote?](repeating: nil, count: columnCount)
    var pointVotes = 0
    var commaVotes = 0
    for column in 0..<columnCount {
      guard let vote = self.vote(column: column, samples: samples, asked: asked) else { continue }
      votes[column] = vote
      if vote.differs || (vote.point == nil) != (vote.comma == nil) {
        if vote.point != nil && vote.comma == nil { pointVotes += 1 }
        if vote.comma != nil && vote.point == nil { commaVotes += 1 }
      }
    }
    // The table's decimal separator, for the columns their values do not decide.
    let tableDecimal: UInt8?
    switch asked {
    case .point: tableDecimal = 46
    case .comma: tableDecimal = 44
    case nil:
      if commaVotes != pointVotes {
        tableDecimal = commaVotes > pointVotes ? 44 : 46
      } else if delimiter == UInt8(ascii: ";") {
        tableDecimal = 44
      } else if delimiter == UInt8(ascii: ",") {
        tableDecimal = 46
      } else {
        tableDecimal = nil
      }
    }
    var table = Table(forms: [NumberForm?](repeating: nil, count: columnCount))
    if tableDecimal == 44 { table.fallback = NumberForm(decimal: 44, grouping: 46) }
    var decided: [(form: NumberForm, groups: Bool)] = []
    for column in 0..<columnCount {
      guard let vote = votes[column] else { continue }
      let form: NumberForm?
      switch (vote.point, vote.comma) {
      case (let point?, nil): form = point
      case (nil, let comma?): form = comma
      case (let point?, let comma?):
        if !vote.differs {
          // The separators do not matter here (`12%`, `$1234`): the table's, for later rows.
          form = tableDecimal == 44 ? comma : point
        } else if point.isPlain {
          // `1.000` alone reads as a plain number, as it always did, unless a comma was asked
          // for or the other columns write one.
          form = asked == .comma || (asked == nil && commaVotes > pointVotes) ? comma : point
        } else if let tableDecimal {
          form = tableDecimal == 44 ? comma : point
        } else {
          let line = lines.indices.contains(vote.row) ? lines[vote.row] : nil
          throw .decodingError(
            .init(
              .undecidedDecimalSeparator(column: names[column], sample: vote.sample), line: line,
              column: column + 1, path: names[column]))
        }
      case (nil, nil): form = nil
      }
      guard let form, !form.isPlain else { continue }
      table.forms[column] = form
      decided.append((form, form.decimal == 44 ? vote.commaGroups : vote.pointGroups))
      rewrite(column: column, in: &samples, as: form)
    }
    guard !decided.isEmpty else { return Table(fallback: table.fallback) }
    table.notation = notation(of: decided, asked: asked != nil)
    return table
  }

  /// What the values of `column` say, nil when it is written plainly (every value a plain
  /// number, none that a comma table would read otherwise) or is not a column of numbers.
  private static func vote(column: Int, samples: [[String?]], asked: DecodeOptions.DecimalSeparator?)
    -> Vote?
  {
    var texts: [String] = []
    var rows: [Int] = []
    for (row, sample) in samples.enumerated() {
      guard column < sample.count, let text = sample[column],
        !ColumnPlan.isMissingMarker(text)
      else { continue }
      texts.append(text)
      rows.append(row)
    }
    guard !texts.isEmpty else { return nil }
    // Plain numbers without a point (`12`, `-3`) read the same in every form: nothing to do.
    // With a point, a comma table may read them as grouped (`1.000`).
    let isPlain = texts.allSatisfy(ColumnPlan.isNumber)
    if isPlain && asked != .comma && !texts.contains(where: { $0.utf8.contains(46) }) { return nil }
    // Bit k: candidates[k] reads the value.
    var masks: [UInt8] = []
    masks.reserveCapacity(texts.count)
    var junk = 0
    var units: [Unit] = []
    for text in texts {
      var mask: UInt8 = 0
      var unit = Unit.none
      for (k, form) in candidates.enumerated() {
        if asked == .point && form.decimal == 44 { continue }
        if asked == .comma && form.decimal == 46 && form.grouping != 0 { continue }
        if let reading = form.read(text) {
          mask |= 1 << k
          unit = reading.unit
        }
      }
      if asked == .comma, mask & 1 != 0, text.utf8.contains(46) {
        mask &= ~1  // a point is not a decimal separator when a comma was asked for
      }
      masks.append(mask)
      if mask == 0 {
        junk += 1
      } else if unit != .none {
        units.append(unit)
      }
      // Words, not numbers, on the terms planning uses (``ColumnPlan/isNumeric(_:)``: half of
      // the first values): a column of plain numbers with many `inf` is one of numbers, so it
      // must be one in every form.
      if masks.count == ColumnPlan.kindSampleSize || masks.count == texts.count,
        masks.count <= ColumnPlan.kindSampleSize, 2 * junk > masks.count
      {
        return nil
      }
    }
    // One unit per column (or none written): a column of `$` and `€` is not read one way.
    let unit = units.first ?? .none
    if units.contains(where: { $0 != unit }) { return nil }
    let readable = masks.filter { $0 != 0 }
    func best(_ range: Range<Int>) -> (NumberForm, groups: Bool)? {
      // The first form of the range that reads every readable value.
      for k in range where readable.allSatisfy({ $0 & (1 << k) != 0 }) {
        var form = candidates[k]
        // A grouping that no value uses yet: the other separator (`1.234,5` later in a comma
        // column), so that rows past the sample read too.
        if form.grouping == 0 && form.decimal == 44 { form.grouping = 46 }
        form.unit = unit
        return (form, candidates[k].grouping != 0)
      }
      return nil
    }
    var vote = Vote()
    (vote.point, vote.pointGroups) = best(0..<4).map { ($0.0, $0.groups) } ?? (nil, false)
    (vote.comma, vote.commaGroups) = best(4..<8).map { ($0.0, $0.groups) } ?? (nil, false)
    if isPlain && vote.comma == nil { return nil }
    if let first = masks.firstIndex(where: { $0 != 0 }) {
      vote.sample = texts[first]
      vote.row = rows[first]
    }
    if let point = vote.point, let comma = vote.comma {
      vote.differs = texts.contains { text in
        let a = point.read(text)?.value
        let b = comma.read(text)?.value
        return a != b
      }
      if vote.differs, let index = texts.firstIndex(where: { point.read($0)?.value != comma.read($0)?.value }) {
        vote.sample = texts[index]
        vote.row = rows[index]
      }
    }
    return vote
  }

  /// Whether a CSV file is one column of numbers with a decimal comma (`heartrate` over `84,5`,
  /// as `df.to_csv(sep=";", decimal=",")` writes a single column): the first line holds no
  /// delimiter at all, and each of the next lines (up to eight) is a number read with a decimal
  /// comma, at least two of them with one comma between digits. Such a file has no `;`
  /// to detect, and read with commas it would be two columns of whole numbers.
  static func isOneColumnOfDecimalCommas(_ base: UnsafePointer<UInt8>, count: Int, start: Int) -> Bool {
    var position = start
    var lines = 0
    var commas = 0
    let form = NumberForm(decimal: 44, grouping: 0)
    while position < count, lines <= 8 {
      var end = position
      while end < count, base[end] != 10, base[end] != 13 { end += 1 }
      let next = end < count && base[end] == 13 && end + 1 < count && base[end + 1] == 10 ? end + 2 : end + 1
      defer { position = next }
      let line = UnsafeBufferPointer(start: base + position, count: end - position)
      if lines == 0 {
        if line.contains(where: { $0 == 44 || $0 == 59 || $0 == 9 || $0 == 124 || $0 == 34 }) { return false }
        lines = 1
        continue
      }
      if line.allSatisfy({ $0 == 32 }) { continue }
      guard form.value(base + position, count: end - position) != nil else { return false }
      lines += 1
      guard let comma = line.firstIndex(of: 44) else { continue }
      guard line.lazy.filter({ $0 == 44 }).count == 1, comma > 0, comma < line.count - 1,
        line[comma - 1] &- 48 <= 9, line[comma + 1] &- 48 <= 9
      else { return false }
      commas += 1
    }
    return commas >= 2
  }

  /// The column names with the unit their values carry, for the axis title: `revenue` of `$`
  /// values becomes `revenue ($)`; a name that already says it (`rate %`, `price_usd`) stays.
  static func namesWithUnits(_ names: [String], forms: [NumberForm?]) -> [String] {
    names.indices.map { column in
      let name = names[column]
      guard column < forms.count, let unit = forms[column]?.unit, unit != .none,
        !name.lowercased().contains(unit.text.lowercased())
      else { return name }
      let named = name.isEmpty ? unit.text : "\(name) (\(unit.text))"
      return names.contains(named) ? name : named
    }
  }

  /// Rewrites the sampled values of `column` that `form` reads as plain numbers.
  private static func rewrite(column: Int, in samples: inout [[String?]], as form: NumberForm) {
    for row in samples.indices where column < samples[row].count {
      guard let text = samples[row][column], let value = form.read(text)?.value else { continue }
      samples[row][column] = plainText(value)
    }
  }

  /// A value as a plain number: whole numbers without a fraction (`1234`, not `1234.0`), so
  /// that planning sees the integers it would have seen written plainly.
  static func plainText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// The report of the forms decided: the decimal separator most columns use and the grouping
  /// separator most of those that group use.
  private static func notation(of decided: [(form: NumberForm, groups: Bool)], asked: Bool) -> NumberNotation {
    let forms = decided.map(\.form)
    let commas = forms.filter { $0.decimal == 44 }.count
    let decimal: DecodeOptions.DecimalSeparator = 2 * commas > forms.count ? .comma : .point
    let byte: UInt8 = decimal == .comma ? 44 : 46
    let groupings = decided.filter { $0.form.decimal == byte && $0.groups }.map(\.form.grouping)
    // The most common grouping separator among the columns that group.
    var counts: [UInt8: Int] = [:]
    for g in groupings { counts[g, default: 0] += 1 }
    let grouping = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    let units = Array(Set(forms.map(\.unit).filter { $0 != .none })).sorted { $0.rawValue < $1.rawValue }
    return NumberNotation(
      decimal: decimal,
      grouping: grouping.map { $0 == spaceGroup ? " " : String(UnicodeScalar($0)) },
      columns: forms.count, units: units.map(\.text), wasAsked: asked)
  }
}
