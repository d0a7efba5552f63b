import Foundation

/// Numbers that code a column of names: the MIT election returns' `state_fips`, `state_cen`
/// (the census's state number) and `state_ic` (ICPSR's) beside `state` and `state_po`. Each is
/// one number per state, a different one in each system; read as measures, two of them were
/// scattered against each other, 3 629 rows on 50 dots that say only how two numbering schemes
/// differ. A number named after a column of names and held 1:1 with it is an id.
extension ColumnRole {
  /// Last words of a name that say a code: `fips`, `cen` (census), `ic`/`icpsr`, `po` (postal),
  /// `code`, `id`, `no`, `num`, `nr`, `abbr`, `iso`, `cd`, `key`, `idx`.
  static let codeSuffixWords: Set<String> = [
    "fips", "cen", "census", "ic", "icpsr", "po", "code", "cd", "id", "no", "num", "nr", "abbr", "iso", "key", "idx",
    "number",
  ]

  /// The fewest distinct names a code must map 1:1 onto in the sample rows.
  static let minCodedNames = 3

  /// Marks as ids the numeric columns (``measure``, ``code`` or ``unit``) that code a column of
  /// names (``codesNames(_:of:names:values:roles:)``).
  ///
  /// - Parameters:
  ///   - names: The column names, made distinct.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - roles: The roles inferred so far, refined in place.
  static func markCodesOfNames(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    let named = names.indices.filter { roles[$0] == .category || roles[$0] == .label }
    guard !named.isEmpty else { return }
    for column in names.indices where [.measure, .code, .unit].contains(roles[column]) {
      if named.contains(where: { codesNames(column, of: $0, names: names, values: values, roles: roles) }) {
        roles[column] = .id
      }
    }
  }

  /// Whether `column` codes the names of `other`: its name is `other`'s words and one more that
  /// says a code (``codeSuffixWords``: `state_cen` beside `state`), every sample value is a
  /// whole number, and the two map 1:1 over the sample rows, ``minCodedNames`` names or more,
  /// each row's number the same wherever its name comes back. `state_population` beside
  /// `state` is no code by its name; a `state_code` that differs on rows of one state is no
  /// code of the states.
  static func codesNames(_ column: Int, of other: Int, names: [String], values: [[String]], roles: [ColumnRole]) -> Bool {
    guard column != other, values[column].count == values[other].count, !values[column].isEmpty else { return false }
    let words = ColumnPlan.words(of: names[column])
    let otherWords = ColumnPlan.words(of: names[other])
    guard let last = words.last, codeSuffixWords.contains(last), !otherWords.isEmpty,
      Array(words.dropLast()) == otherWords
    else { return false }
    var forward: [String: String] = [:]
    var backward: [String: String] = [:]
    for (code, name) in zip(values[column], values[other]) {
      guard let number = Double(code), number == number.rounded(), abs(number) < 1e15 else { return false }
      if let seen = forward[name], seen != code { return false }
      if let seen = backward[code], seen != name { return false }
      forward[name] = code
      backward[code] = name
    }
    return forward.count >= minCodedNames
  }
}

/// Keys named as the Lahman baseball tables and their copies name them: `playerID`, `teamID`,
/// `lgID`, `franchID`, and another system's team number `teamIDfg` (FanGraphs'), `teamIDBR`,
/// `teamIDretro`, beside `yearID`, the season. ``ColumnPlan/words(of:)`` splits `teamIDfg`
/// into `team` and `idfg`, so the FanGraphs number 1 to 1 090 was drawn as a measure, while
/// `yearID` (`year`, `id`) was called an id: a histogram of team numbers on a log axis, the
/// seasons unused.
extension ColumnRole {
  /// Whether `name` writes `ID` in capitals right after a letter in lower case, at its end or
  /// followed by more (`playerID`, `teamIDfg`, `teamIDBR`, `teamID2`): camelCase for an id,
  /// whatever comes after it. `IDaho`-like words in capitals from the start (`ID`, `GEOID`) and
  /// `Idle` are not.
  static func writesCapitalID(_ name: String) -> Bool {
    var previous: Character?
    var beforePrevious: Character?
    for character in name.prefix(ColumnPlan.maxJudgedNameCharacters) {
      if character == "D", previous == "I", beforePrevious?.isLowercase == true { return true }
      beforePrevious = previous
      previous = character
    }
    return false
  }

  /// The whole-year range a `yearID` must stay in to be read as the year.
  static let yearIDRange: ClosedRange<Double> = 1000...2999

  /// Gives back the time to ids named `yearID` (``ColumnPlan/words(of:)`` `year`, `id`) whose
  /// every sample value is a whole year 1000 to 2999, in a table of keys without a measure (a
  /// crosswalk of team ids per season): a season, ordered as any column of years is
  /// (``timeOrder(of:names:values:roles:)``: the time when it orders the rows, the waves of a
  /// long table when a few years are shared by many rows). A `year_id` of 1 to 40 (a school
  /// year's number) stays an id; so does a `yearID` beside measures (a Lahman batting table:
  /// player seasons, drawn as the cross-section they are, as before).
  static func markYearIDs(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    guard !roles.contains(.measure) else { return }
    for column in names.indices where roles[column] == .id && ColumnPlan.words(of: names[column]) == ["year", "id"] {
      let numbers = values[column].compactMap(Double.init)
      guard !numbers.isEmpty, numbers.count == values[column].count,
        numbers.allSatisfy({ $0 == $0.rounded() && yearIDRange.contains($0) })
      else { continue }
      roles[column] = .time
      roles[column] = timeOrder(of: column, names: names, values: values, roles: roles)
    }
  }
}
