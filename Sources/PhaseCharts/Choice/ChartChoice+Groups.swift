import Foundation

/// A scatter of a cross-section coloured by the group of each row: what seaborn's
/// `relplot(hue=)` and ggplot2's `colour =` draw. Flies by their activity, houses before and
/// after insulation, patients by the test's result: two measures against each other say less
/// when the group the table was gathered by is left out.
///
/// The group is a column of words or codes of 2 to ``maxGroupColours`` levels (codes: up to
/// ``maxCodeColours``), each level with at least ``minGroupRows`` rows, recorded row by row as
/// the table is read (``ColumnPlan/scatterGroupCandidates(samples:)``). Never a unit, a block
/// or a subject (the rows of one person are not a group to compare), and never a column of
/// many levels (40 customer types are no colours). Of several, the one named as the treatment,
/// then as a group, then as the outcome, then words before codes, then the fewest levels.
extension ChartChoice {
  /// The most levels a column of words colouring a scatter has.
  static let maxGroupColours = 8
  /// The most levels a column of codes colouring a scatter has: more numbers are a score.
  static let maxCodeColours = 5
  /// The fewest rows of each level: a level of one or two rows is not a group to compare.
  static let minGroupRows = 3

  /// The scatter of `y` against `x` (two measures of `table`, every row) split into a series
  /// per level of the table's group (``scatterGroup(_:rows:)``), with the note and the choice's
  /// series that say so; nil when no column is such a group.
  static func colouredScatter(_ table: DecodedTable, x: Series, y: Series, choice: inout ChartChoice) -> [Series]? {
    guard let group = scatterGroup(table, rows: x.ys.count) else { return nil }
    return coloured(by: group, x: x, y: y, choice: &choice)
  }

  /// The scatter of `y` against `x` split into a series per level of `group` (rows with no
  /// level in a `–` series), with the note and the choice's series that say so.
  static func coloured(by group: Factor, x: Series, y: Series, choice: inout ChartChoice) -> [Series] {
    let parts = group.levels.count
    var xs = [[Double]](repeating: [], count: parts + 1)
    var ys = [[Double]](repeating: [], count: parts + 1)
    for row in x.ys.indices {
      let part = group.rows[row] >= 0 ? group.rows[row] : parts
      xs[part].append(x.ys[row])
      ys[part].append(y.ys[row])
    }
    let drawn = (0...parts).filter { !xs[$0].isEmpty }.map { part in
      Series(name: "\(group.name) = \(part < parts ? group.levels[part] : "–")", xs: xs[part], ys: ys[part])
    }
    choice.series = group.name
    choice.notes.append(.pointsColoured(column: group.name, groups: parts))
    return drawn
  }

  /// The column a scatter of `table`'s rows is coloured by, its levels over every one of its
  /// `rows` (numbers ascending, words as they first come); nil when none qualifies.
  static func scatterGroup(_ table: DecodedTable, rows: Int) -> Factor? {
    guard let plan = table.plan, let candidates = table.candidates, rows >= 4 * minGroupRows else { return nil }
    var groups: [(factor: Factor, isCode: Bool)] = []
    for column in candidates.columns {
      guard plan.roles.indices.contains(column), mayColour(name: plan.names[column], role: plan.roles[column]),
        let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == rows,
        keys.names.count <= 2 * maxGroupColours
      else { continue }
      let isCode = plan.roles[column] == .code
      let factor = withExtendedLifetime(candidates) {
        sortedIfNumbers(wordFactor(keys, name: plan.names[column], column: column))
      }
      guard (2...(isCode ? maxCodeColours : maxGroupColours)).contains(factor.levels.count) else { continue }
      // More than three codes with no name that says a group are a rating (`rate_marriage`
      // 1…5, `religious` 1…4): another measure, not groups.
      if isCode, factor.levels.count > 3, groupRank(name: factor.name, isCode: true).0 == 4 { continue }
      var sizes = [Int](repeating: 0, count: factor.levels.count)
      for level in factor.rows where level >= 0 { sizes[level] += 1 }
      guard sizes.allSatisfy({ $0 >= minGroupRows }) else { continue }
      groups.append((factor, isCode))
    }
    func rank(_ group: (factor: Factor, isCode: Bool)) -> (Int, Int, Int, Int) {
      let named = groupRank(name: group.factor.name, isCode: group.isCode)
      return (named.0, named.1, group.factor.levels.count, group.factor.column)
    }
    return groups.min { rank($0) < rank($1) }?.factor
  }

  /// How strongly a column's name and kind say it is the rows' group, smaller first: named as
  /// the treatment, as a group, as the outcome, as sex, then any other; words before codes.
  static func groupRank(name: String, isCode: Bool) -> (Int, Int) {
    // Sex is a group of almost any table of people: after the table's own group or outcome.
    let named =
      DesignPlan.isTreatmentName(name)
      ? 0
      : isGroupName(name) ? 1 : DesignPlan.isOutcomeName(name) || isClassName(name) ? 2 : isSexName(name) ? 3 : 4
    return (named, isCode ? 1 : 0)
  }

  /// Whether a column may colour a scatter by its name and role: words or codes, never a
  /// subject, a block or a part of the date.
  static func mayColour(name: String, role: ColumnRole) -> Bool {
    (role == .category || role == .code) && !DesignPlan.isBlock(ColumnPlan.words(of: name)) && !isDatePartName(name)
  }

  /// `factor` with its levels in ascending order when every level is a number (codes `0`, `1`;
  /// `3`, `4`, `5` cylinders), as a legend lists them.
  static func sortedIfNumbers(_ factor: Factor) -> Factor {
    let values = factor.levels.map { Double($0) }
    guard values.allSatisfy({ $0 != nil }) else { return factor }
    let order = factor.levels.indices.sorted { values[$0]! < values[$1]! }
    var rank = [Int](repeating: -1, count: order.count)
    for (position, level) in order.enumerated() { rank[level] = position }
    var sorted = factor
    sorted.levels = order.map { factor.levels[$0] }
    sorted.rows = factor.rows.map { $0 >= 0 ? rank[$0] : -1 }
    return sorted
  }

  /// Whether a column's name says it sorts the rows into groups: `group`, `grp`, `type`,
  /// `species`, `sex`.
  static func isGroupName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { groupWords.contains($0) }
  }

  private static let groupWords: Set<String> = [
    "group", "groups", "grp", "type", "kind", "species", "class", "category", "cultivar", "variety", "arm",
    "cohort", "shop", "origin", "region", "insul",
  ]

  /// Whether a column's name says it is a person's sex: `sex`, `gender`, `male`.
  static func isSexName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { ["sex", "gender", "male", "female"].contains($0) }
  }

  /// Whether a column's name says it is a part of a date (`quarter`, `month`, `year`): a
  /// moment, not a group to compare. A name that counts a span ahead (``namesSpan(_:)``:
  /// Framingham's `TenYearCHD`) names an outcome's horizon, not a part of a date.
  static func isDatePartName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { datePartWords.contains($0) } && !namesSpan(name)
  }

  /// Whether `name` counts a span of time, a number right before a unit of time: `TenYearCHD`,
  /// `30_day_mortality`, `5yr_survival`, `two-year-recid`: the horizon of an outcome measured
  /// after it, not a year, a day or a month of the row's date (`Year 2`, `day_of_year` are).
  static func namesSpan(_ name: String) -> Bool {
    let lower = Array(name.prefix(ColumnPlan.maxJudgedNameCharacters).lowercased())
    let words = ColumnPlan.words(of: name)
    for (index, word) in words.enumerated().dropFirst() where spanUnitWords.contains(word) {
      if spanNumberWords.contains(words[index - 1]) { return true }
    }
    // Digits, at most one separator, then a unit of time: `30_day`, `5yr`, `10-year`.
    var index = 0
    while index < lower.count {
      guard lower[index].isASCII, lower[index].isNumber else {
        index += 1
        continue
      }
      while index < lower.count, lower[index].isASCII, lower[index].isNumber { index += 1 }
      var start = index
      if start < lower.count, " _-.".contains(lower[start]) { start += 1 }
      var end = start
      while end < lower.count, lower[end].isLetter { end += 1 }
      if end > start, spanUnitWords.contains(where: { String(lower[start..<end]).hasPrefix($0) }) { return true }
      index = max(end, index + 1)
    }
    return false
  }

  private static let spanUnitWords: Set<String> = ["year", "yr", "month", "week", "day"]

  private static let spanNumberWords: Set<String> = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fifteen", "twenty",
    "thirty", "ninety",
  ]

  private static let datePartWords: Set<String> = [
    "year", "quarter", "qtr", "month", "week", "day", "weekday", "hour", "wave", "period", "time", "date",
  ]

  /// Whether a column's name says it is the label a model of the rows predicts: `test`,
  /// `diagnosis`, `label`, `y`.
  static func isClassName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { classWords.contains($0) } || isConditionName(name)
  }

  private static let classWords: Set<String> = ["test", "label", "y", "class", "diabetes", "malignant", "benign"]
}

extension ColumnPlan {
  /// The most distinct values a column shows in the sample rows to be recorded as a group that
  /// may colour a scatter (``ChartChoice/scatterGroup(_:rows:)``).
  static let maxSampleGroupLevels = 12

  /// The most columns recorded to colour a scatter: each costs a lookup per row.
  static let maxScatterGroupCandidates = 2

  /// The columns a table read over its row number records row by row, to colour its scatter
  /// by one of them: of its words and codes (``textColumns``, no unit, no id) that show at
  /// most ``maxSampleGroupLevels`` values in the sample rows and may colour
  /// (``ChartChoice/mayColour(name:role:)``), the ``maxScatterGroupCandidates`` ranked first
  /// (``ChartChoice/groupRank(name:isCode:)``, then the fewest values).
  func scatterGroupCandidates(samples: [[String?]]) -> [Int] {
    var ranked: [(column: Int, rank: (Int, Int), levels: Int)] = []
    for column in textColumns where roles.indices.contains(column) {
      guard ChartChoice.mayColour(name: names[column], role: roles[column]) else { continue }
      var seen = Set<String>()
      for row in samples where row.indices.contains(column) {
        guard let text = row[column] else { continue }
        seen.insert(text)
        if seen.count > Self.maxSampleGroupLevels { break }
      }
      guard seen.count <= Self.maxSampleGroupLevels else { continue }
      let rank = ChartChoice.groupRank(name: names[column], isCode: roles[column] == .code)
      // One of a numbered run of flags or codes (`reg661`…`reg669`, `pixel_0_2`…) splits the
      // rows by an arbitrary one of them, unless its name says it is the group.
      if rank.0 == 4, isNumberedRunMember(column) { continue }
      ranked.append((column, rank, seen.count))
    }
    ranked.sort { ($0.rank.0, $0.rank.1, $0.levels, $0.column) < ($1.rank.0, $1.rank.1, $1.levels, $1.column) }
    var chosen = ranked.prefix(Self.maxScatterGroupCandidates).map(\.column)
    // The outcome named (`Outcome` behind `AreaType` and `HouseType`) is recorded too: the
    // scatter is coloured by it, not by a group (ChartChoice+ClassOutcome.swift).
    if let outcome = ChartChoice.tableOutcomeCandidate(ranked.map(\.column), plan: self), !chosen.contains(outcome) {
      chosen.append(outcome)
    }
    // So is the column that names the rows' units: their curves (ChartChoice+PooledUnits.swift).
    if let unit = unitCandidate(), !chosen.contains(unit) { chosen.append(unit) }
    return chosen
  }
}

extension ColumnPlan {
  /// The fewest columns of one stem that make a numbered run: two flags `nearc2`, `nearc4` are
  /// parallel already.
  static let numberedRunLength = 2

  /// Whether `column`'s name is a stem and a number (`reg663`, `pixel_0_2`, `Q7`) shared with at
  /// least ``numberedRunLength`` columns in all: one of nine region flags, one pixel of 64, one
  /// of two college-distance flags.
  func isNumberedRunMember(_ column: Int) -> Bool {
    guard let stem = Self.numberedStem(names[column]) else { return false }
    var count = 0
    for name in names where Self.numberedStem(name) == stem {
      count += 1
      if count >= Self.numberedRunLength { return true }
    }
    return false
  }

  /// The stem of a name that ends in a number (`reg663` → `reg`, `pixel_0_2` → `pixel`,
  /// `Q7` → `q`), lowercased; nil when it does not end in a digit or has no letter before it.
  static func numberedStem(_ name: String) -> String? {
    let trimmed = ColumnPlan.trimmedText(name)
    guard let last = trimmed.unicodeScalars.last, CharacterSet.decimalDigits.contains(last) else { return nil }
    var scalars = Substring(trimmed).unicodeScalars
    while let end = scalars.last, CharacterSet.decimalDigits.contains(end) || end == "_" || end == "." || end == "-" {
      scalars.removeLast()
    }
    let stem = String(scalars).lowercased()
    return stem.unicodeScalars.contains(where: CharacterSet.letters.contains) ? stem : nil
  }
}

extension ChartChoice.Note {
  /// Whether the note says a scatter's points are coloured by groups: one measure against
  /// another on one pair of axes, never a panel per group however their ranges differ.
  var coloursAScatter: Bool {
    if case .pointsColoured = self { return true }
    // Curves of units keep one pair of axes too, however far apart (ChartChoice+PooledUnits.swift).
    if case .curvesPerUnit = self { return true }
    if case .tracksOfUnits = self { return true }
    return false
  }
}
