import Foundation

/// What a column of a table is for, as a careful reader of the table would see it: the thing
/// the rows are ordered by, a measure to draw, a row number written by the program that saved
/// the table, and so on.
///
/// Roles are inferred from a column's name, its kind (numbers, dates, words) and its first
/// values, before the table is decoded; ``ChartChoice`` says which were used and why the others
/// were not.
///
/// ```swift
/// // "rownames","time","value"  ←  R's write.csv of AirPassengers
/// // rownames: .rowIndex, time: .measure (taken as x: its name says time), value: .measure
/// ```
public enum ColumnRole: String, Sendable, Hashable, Codable, CaseIterable {
  /// Dates or times, or numbers whose name says time (`year`, `time`): what orders the rows.
  case time
  /// A few years shared by many rows that they do not order (a survey asked in 1972, 1974, …;
  /// cars of model years 70 to 82): groups of rows, not a time to draw them over. Never x.
  case waves
  /// Numbers to draw.
  case measure
  /// A row number written by the program that saved the table: R's `rownames` / `""`, pandas'
  /// unnamed index, `Unnamed: 0`, `...1`, `index`, or any column counting the rows 1, 2, 3, …
  /// (or 0, 1, 2, …). Never drawn as a measure; x only when nothing else orders the rows.
  case rowIndex
  /// Identifiers: a name such as `id`, `ID`, `user_id`, `key`. Never drawn as a measure.
  case id
  /// A survey's weights (`finalwgt`, `fnlwgt`, `perwt`, `hhweight`, replicate weights `brr_1`):
  /// how much a row counts, not a measure of it. Never x or y.
  case weight
  /// The unit a row is about, in a table with several rows per unit (a panel): whole numbers
  /// named for a unit (`subject`, `patient`, `firm`, `state`, `tree`, `hospital`) or repeating
  /// in blocks (1, 1, 1, 2, 2, 2, …). Never a measure and never x; it may split the series.
  case unit
  /// Whole numbers that count up by one and start again at their least value (`Run` 1…20
  /// within each experiment, `episode` within `series`). Never a measure and never x.
  case counter
  /// The same values as a column before it: drawn once, as that column.
  case copy
  /// Nothing but sentinels (`-999`, `-9999`), infinities, `NaN` and gaps: no value to draw.
  case sentinels
  /// A part of a date beside another column that says when (`month`, `day`, `day_of_week`,
  /// `hour`): not a measure.
  case datePart
  /// A number that codes a category: a few whole values (0 and 1, or 1 to 5) over many rows.
  case code
  /// Words that name each row (a country, a car): one per row.
  case label
  /// Words that repeat over the rows: a category or the name of a series.
  case category
  /// Nothing to draw: no value in the rows looked at.
  case ignored
  /// A part of a fitted equation (a coefficient `A`, `C1`, `c0`, or a limit of the range it
  /// holds over, `Tmin`), beside properties of the same rows: numbers to put into the equation,
  /// not a measure (ColumnRole+FittedEquations.swift).
  case coefficient
  /// The uncertainty of a value (`radius_uncert`, `Tc_error`, `uncertainty`), beside the
  /// measures: how well a value is known, not a measure of its own
  /// (ColumnRole+FittedEquations.swift).
  case uncertainty
}

extension ColumnRole {
  /// The roles of columns that are x only when a table has nothing else: row numbers, ids,
  /// units, counters, copies and sentinels.
  static let neverX: Set<ColumnRole> = [
    .rowIndex, .id, .unit, .counter, .copy, .sentinels, .weight, .waves, .coefficient, .uncertainty,
  ]

  /// Infers every column's role from its `name` and its non-missing sample values.
  ///
  /// - Parameters:
  ///   - names: The column names, made distinct.
  ///   - values: Each column's non-missing sample values, as text.
  ///   - numeric: Whether each column holds numbers.
  ///   - isDate: Whether each column holds text dates.
  /// - Returns: One role per column.
  static func infer(names: [String], values: [[String]], numeric: [Bool], isDate: [Bool])
    -> [ColumnRole]
  {
    let hasDateColumn = isDate.contains(true)
    let hasYearColumn = names.indices.contains { numeric[$0] && ColumnPlan.words(of: names[$0]) == ["year"] }
    var roles = names.indices.map { column in
      // A column of years is a part of a date beside a date; beside nothing but itself, it is
      // the time.
      let isYears = ColumnPlan.words(of: names[column]) == ["year"]
      return role(
        name: names[column], values: values[column], numeric: numeric[column], isDate: isDate[column],
        besideADate: hasDateColumn || (hasYearColumn && !isYears))
    }
    // R's and pandas' row names by their name, whatever their values (a subset keeps the
    // original numbers 4, 5, 11; a sorted table; row names that repeat a `Year` column).
    if let first = names.indices.first, numeric[first], isRowIndexName(names[first]),
      roles[first] != .time, roles[first] != .ignored,
      names[first] != "X" || isRowNamesX(values[first], names: names)
    {
      roles[first] = .rowIndex
    }
    // Blocks are units when, as in a panel, another column starts again with each block (the
    // years 1976…1982 of each person); a measure that steps up beside a date (a level held
    // for a while) is left a measure.
    for column in names.indices where roles[column] == .unit && !isUnitName(ColumnPlan.words(of: names[column])) {
      let starts = blockStarts(values[column])
      let restarts = names.indices.contains { other in
        guard other != column, values[other].count == values[column].count, let first = values[other].first
        else { return false }
        return starts.allSatisfy { values[other][$0] == first } && Set(values[other]).count > 1
      }
      // And no other column changes exactly where it does: a date read date by date, with a
      // value per date, has the same blocks.
      let aligned = names.indices.contains { other in
        other != column && values[other].count == values[column].count && blockStarts(values[other]) == starts
      }
      if !restarts || aligned { roles[column] = .measure }
    }
    // Whole numbers that count up from 0 or 1 and restart each time a unit's block does
    // (`Run` 1…20 within each `Expt`) are a counter; without a unit beside them, a measure that
    // cycles is left a measure.
    if roles.contains(where: { $0 == .unit || $0 == .id }) {
      for column in names.indices where roles[column] == .measure || roles[column] == .code {
        let numbers = values[column].compactMap { Double($0) }
        if numbers.count == values[column].count,
          countsAndRestarts(numbers) || (isOccasionName(names[column]) && countsOccasions(numbers))
        {
          roles[column] = .counter
        }
      }
    }
    // A column named for time that does not order the rows: a few years shared by many rows
    // are groups, values that jump up and down (a survival time) are a measure.
    for column in names.indices where roles[column] == .time && numeric[column] && !isDate[column] {
      roles[column] = timeOrder(of: column, names: names, values: values, roles: roles)
    }
    // Dates that are all the first of January are years written as dates (vega's cars,
    // `Year` 1970-01-01 … 1982-01-01): judged as the years they are (ColumnRole+YearDates.swift).
    for column in names.indices where roles[column] == .time && isDate[column] {
      roles[column] = yearDatesOrder(of: column, names: names, values: values, roles: roles)
    }
    // Ids by their values or names, and codes of a few whole values (ColumnRole+Codes.swift).
    refineCodesAndIDs(names: names, values: values, roles: &roles)
    // `start_year`, `start_month`, `start_day`; `ageyr`, `agemo`: one date's parts, after the
    // codes, whose rules they must not turn to those of a table over time (ColumnRole+DateParts.swift).
    markDatePartColumns(names: names, values: values, numeric: numeric, roles: &roles)
    // `MON/MMM` beside `Dec year`, `측정시` beside `측정일자` (20120107): a part named so beside
    // any column that orders the rows in time (ColumnRole+DateParts.swift).
    markNamedPartsBesideTime(names: names, values: values, numeric: numeric, roles: &roles)
    // A plain `weight` among a survey's coded answers is its design weight (ColumnRole+SurveyWeight.swift).
    refineSurveyWeights(names: names, values: values, roles: &roles)
    // A column holding another's values again is drawn once, as the first; row names that
    // repeat a column leave that column its role.
    for column in names.indices where [.measure, .code, .time, .datePart].contains(roles[column]) {
      let texts = values[column]
      guard Set(texts).count >= 2,
        let first = names.indices.first(where: { $0 < column && roles[$0] != .rowIndex && values[$0] == texts })
      else { continue }
      // Drawn as the table's outcome when named so (`Outcome` after `IgG`, the test that
      // decides it: ChartChoice+Subject.swift).
      if roles[first] == roles[column], ChartChoice.keepsOutcome(names[column], over: names[first]) {
        roles[first] = .copy
      } else {
        roles[column] = .copy
      }
    }
    // A measure that is another shifted down a few rows (`Lag1` … `Lag5` beside `Today`) or
    // rescaled (`y1 = mpg / 100`, `value01`) is drawn once, as the other.
    // Among the first measures only (those drawn first): a pair check of every measure of a
    // 2,000-column table took a minute.
    let measures = Array(names.indices.filter { roles[$0] == .measure }.prefix(copySearchWidth))
    let numbers = measures.map { values[$0].compactMap(Double.init) }
    for (position, column) in measures.enumerated() where numbers[position].count == values[column].count {
      // A trend (values that only rise) is a line of any slope: two such are not copies. A
      // rescaled copy changes the unit by a power of ten (`mpg / 100`), or its name says
      // so (`value01` beside `value`); a width 0.6 times a length is a measure of its own.
      let isCopy = measures.indices.contains { other in
        guard other != position, numbers[other].count == numbers[position].count else { return false }
        let isTrend = isMonotonic(numbers[other])
        if !isTrend && isShifted(numbers[position], of: numbers[other]) { return true }
        guard other < position else { return false }
        // `20yr AGWP` beside `20yr GWP`: one quantity, rescaled and rounded (ColumnRole+Codes.swift).
        if isRoundedRescaling(numbers[position], of: numbers[other], names: (names[column], names[measures[other]])) {
          return true
        }
        guard let slope = rescaling(numbers[position], of: numbers[other]) else {
          // `lwage` beside `wage`, `agesq` beside `age`: a curved transform that keeps the order.
          return !isTrend && isMonotoneTransform(numbers[position], of: numbers[other])
        }
        // Judged on the names' first few hundred characters, as every name is: lowercasing
        // thirty 1 MB names for each pair took most of a chart's time.
        let judged = ColumnPlan.maxJudgedNameCharacters
        let namesIt = names[column].prefix(judged).lowercased()
          .hasPrefix(names[measures[other]].prefix(judged).lowercased())
        let powerOfTen = abs(log10(abs(slope)) - log10(abs(slope)).rounded()) < 1e-3
        return namesIt || (powerOfTen && !isTrend)
      }
      if isCopy { roles[column] = .copy }
    }
    // `yesterday` = `day` − 1, `daysq` = `day`²: computed from another column, whatever its
    // role (ColumnRole+ShiftedCopies.swift).
    markComputedCopies(names: names, values: values, roles: &roles)
    // `decade` beside `year`: the time again, coarser (ColumnRole+Codes.swift).
    markCoarsenedTimes(values: values, roles: &roles)
    // Coefficients of a fitted equation and uncertainties beside the measures they go with
    // (ColumnRole+FittedEquations.swift).
    refineFittedEquations(names: names, values: values, roles: &roles)
    // `Complaint Year Number`, `Month Number` beside `Record Create Date`: the date's own parts,
    // whatever their names made them (ColumnRole+DateParts.swift).
    markPartsOfDates(names: names, values: values, numeric: numeric, isDate: isDate, roles: &roles)
    return roles
  }

  /// How many of the first measures are compared pairwise for shifted or rescaled copies.
  static let copySearchWidth = 48

  /// Whether a first column named `X` is the row names R's `read.csv` gives it rather than a
  /// small table's x: distinct whole numbers in increasing order, and no `Y` beside it.
  static func isRowNamesX(_ values: [String], names: [String]) -> Bool {
    guard !names.contains(where: { $0 == "Y" || $0 == "y" }) else { return false }
    let numbers = values.compactMap { Int($0) }
    return numbers.count == values.count && zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// The role of one column; `besideADate` says whether another column says when (a date, or
  /// a `year`), which makes `month` or `day` a part of it rather than a measure.
  static func role(name: String, values: [String], numeric: Bool, isDate: Bool, besideADate: Bool)
    -> ColumnRole
  {
    if values.isEmpty { return .ignored }
    if isDate { return .time }
    let words = ColumnPlan.words(of: name)
    if isRowIndexName(name) {
      if numeric && countsRows(values) && (values.count >= 5 || name != "X") { return .rowIndex }
      // R's row names are words for a table of named rows (mtcars' cars): those are labels.
      if !numeric && (name.isEmpty || ["rownames", "rowname", "row.names"].contains(name.lowercased())) {
        return Set(values).count == values.count ? .label : .category
      }
    }
    // `inf` and `-999` are not words either, whether or not they read as numbers.
    if isSentinels(values) { return .sentinels }
    if numeric {
      let numbers = values.compactMap { Double($0) }
      if besideADate, isDatePart(words: words, numbers: numbers) { return .datePart }
      if ColumnPlan.namesTime(name) && !isIDName(words) { return .time }
      // `199701`, `20140101` under a name in another language (`날짜`): dates (ColumnPlan+CompactDates.swift),
      // when no other column says when (beside `Year`, a `value` of `200001` is a measure).
      if !besideADate, !isIDName(words), CompactDate.areUnnamedDates(texts: values) { return .time }
      // `측정일자` of `20120107`: whole-number dates under a name for date in another language
      // (ColumnPlan+CompactDates.swift).
      if !isIDName(words), CompactDate.areDatesNamedSo(name: name, texts: values) { return .time }
      // `unixtime`, `epochms`: whole numbers the x reader takes for Unix times.
      if ColumnPlan.namesUnixTime(name), !isIDName(words),
        case .date? = try? ColumnPlan.detectXReader(name: name, values: ColumnPlan.ColumnValues(texts: values), format: .auto)
      {
        return .time
      }
      if isIDName(words) { return .id }
      if isWeightName(words) { return .weight }
      if countsRows(values) && values.count >= 5 { return .rowIndex }
      let whole = numbers.count == values.count && numbers.allSatisfy { $0 == $0.rounded() && abs($0) < 1e15 }
      if whole, isUnitName(words) || repeatsInBlocks(numbers) { return .unit }
      if isCode(numbers) { return .code }
      return .measure
    }
    return Set(values).count == values.count && values.count >= 2 ? .label : .category
  }

  /// Names that data-frame programs give the row numbers they write: an empty name (R's
  /// `write.csv`, pandas' `to_csv`), `rownames` (R datasets), `Unnamed: 0` (pandas reading such
  /// a file back), `...1` (readr), `X` (R's `read.csv` of such a file), `index`, `row.names`.
  static func isRowIndexName(_ name: String) -> Bool {
    // `X` only as R writes it, upper case: `x` is the x of many a small table.
    if name == "X" { return true }
    // The longest such name, with room for spaces around it: nothing longer is read whole.
    guard name.utf8.count <= 40 else { return false }
    let lower = name.trimmingCharacters(in: .whitespaces).lowercased()
    if lower.isEmpty
      || ["rownames", "rowname", "row.names", "row_names", "index", "...1", "unnamed: 0"].contains(lower)
    {
      return true
    }
    return lower.hasPrefix("unnamed: ") && Int(lower.dropFirst("unnamed: ".count)) != nil
  }

  /// Whether the values count the rows: whole numbers from 0 or 1, each one more than the last.
  static func countsRows(_ values: [String]) -> Bool {
    guard let first = values.first.flatMap(Int.init), first == 0 || first == 1 else { return false }
    var expected = first
    for value in values {
      guard Int(value) == expected else { return false }
      expected += 1
    }
    return true
  }

  /// The values that mean "no measurement" in the tables seen: `-99`, `-999`, `-9999`,
  /// `-99999`, and their positive forms from 999 up.
  static let sentinelValues: Set<Double> = [-99, -999, -9_999, -99_999, 999, 9_999, 99_999]

  /// Whether every value is a sentinel (``sentinelValues``) or not finite (`inf`, `NaN`):
  /// a column with nothing to draw, however numeric it looks.
  static func isSentinels(_ values: [String]) -> Bool {
    !values.isEmpty
      && values.allSatisfy { text in
        guard let number = Double(text) ?? DecimalParser.parse(Array(text.utf8)) else { return false }
        return !number.isFinite || sentinelValues.contains(number)
      }
  }

  /// Words that name the unit a row of a panel is about, as the last word of a column's name
  /// (`subject`, `Subject`, `patient_no` is an id): people, firms, places, plants, and a field
  /// trial's layout (`row`, `col`, `rep`).
  static let unitWords: Set<String> = [
    "subject", "subj", "sid", "pid", "person", "individual", "respondent", "patient", "worker",
    "student", "pupil", "child", "mother", "household", "hh", "family", "firm", "company",
    "school", "hospital", "state", "county", "district", "region", "tree", "plant", "animal",
    "rat", "mouse", "dog", "unit", "batch", "block", "plot", "herd", "cow",
    // A survey's sampling units: enumeration areas, primary and secondary units, clusters.
    "ea", "psu", "ssu", "cluster", "stratum", "strata", "tract",
    // A field trial's layout: where a plot lies, not what it yields.
    "row", "col", "rep", "replicate",
  ]

  /// Whether a name says unit: its one word is one of ``unitWords`` (`Subject`, `tree`), or it
  /// ends in one after a word such as `no`/`num`/`number` (`subject_number`, `tree_no`).
  static func isUnitName(_ words: [String]) -> Bool {
    guard let last = words.last else { return false }
    if words.count == 1 { return unitWords.contains(last) }
    if ["no", "nr", "num", "number", "idx"].contains(last) { return unitWords.contains(words[words.count - 2]) }
    return false
  }

  /// Whether a column's name says its values name the rows as units or things: a unit
  /// (``isUnitName(_:)``), an id (``isIDName(_:)``) or a `station`. Counting 1…n, such a column
  /// is the rows' names, not the order they were taken in.
  static func namesUnits(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    return isUnitName(words) || isIDName(words) || words.last == "station"
  }

  /// Where each run of equal values starts.
  static func blockStarts(_ values: [String]) -> [Int] {
    values.indices.filter { $0 == 0 || values[$0] != values[$0 - 1] }
  }

  /// Whether whole numbers repeat in blocks, as a unit's number does in a panel sorted by unit:
  /// three blocks or more, each value in one block only, each block two rows or more (the last
  /// may be cut by the end of the sample), and each block's value one more than the last.
  static func repeatsInBlocks(_ numbers: [Double]) -> Bool {
    var blocks: [(value: Double, length: Int)] = []
    for number in numbers {
      if let last = blocks.last, last.value == number {
        blocks[blocks.count - 1].length += 1
      } else {
        blocks.append((number, 1))
      }
    }
    // Years in blocks (`1959.0` four times, a quarter beside it) are the time, not units.
    guard blocks.count >= 3, !blocks.allSatisfy({ (1800...2100).contains($0.value) }) else { return false }
    return blocks.dropLast().allSatisfy { $0.length >= 2 }
      && zip(blocks, blocks.dropFirst()).allSatisfy { $1.value == $0.value + 1 }
  }

  /// Whether whole numbers count up by one from 0 or 1 and start again there, each run three
  /// long or more: `Run` 1…20, 1…20 within each experiment.
  static func countsAndRestarts(_ numbers: [Double]) -> Bool {
    // From 0 or 1, as counts start: a measure cycling 10…13 is not counting anything.
    guard let least = numbers.min(), least == 0 || least == 1, numbers.first == least else { return false }
    var restarts = 0
    var run = 1
    var shortest = Int.max
    for (previous, number) in zip(numbers, numbers.dropFirst()) {
      if number == previous + 1 {
        run += 1
      } else if number == least {
        restarts += 1
        shortest = min(shortest, run)
        run = 1
      } else {
        return false
      }
    }
    return restarts >= 1 && shortest >= 3
  }

  /// Names that say identifier or code: `id`, `ID`, `user_id`, `userId`, `key`, `uuid`,
  /// `country_code`, `postcode`, `zip`, `FIPS`, `phone_number`.
  static func isIDName(_ words: [String]) -> Bool {
    guard let last = words.last else { return false }
    if ["id", "uuid", "guid", "key", "code", "postcode", "zip", "zipcode", "fips", "ids", "idno", "objectid", "polyid", "fid"]
      .contains(last)
    {
      return true
    }
    // `no.`, `nr`: a number that names a row.
    if words.count == 1, ["no", "nr"].contains(last) { return true }
    return words.count >= 2 && words[words.count - 2] == "phone" && ["number", "no"].contains(last)
  }

  /// `month`, `day`, `day_of_week`, `hour`… holding whole numbers in the part's range, named in
  /// English or in another language (`Stunde`, `mes`, `시`, `月`: ``ColumnPlan/datePartWordsAbroad``),
  /// or with the form of its values beside it (`MON/MMM`, `month_num`).
  ///
  /// A Korean, Chinese or Japanese name ends with the part's word after a stem of its own
  /// (`측정시`, the hour of a reading): such a part must also take half the values of its range
  /// or more (12 hours, 6 months, 16 days), as the hours of hourly readings do and a count
  /// that ends in the same letters (`근무일`, working days, 18 to 23) does not; a year is never
  /// read so (`출생년` is a birth year, not the row's).
  static func isDatePart(words: [String], numbers: [Double]) -> Bool {
    let ranges: [String: ClosedRange<Double>] = [
      "year": 1...9999, "quarter": 1...4, "qtr": 1...4, "month": 1...12, "mon": 1...12, "week": 0...53,
      "day": 0...31, "dow": 0...7, "weekday": 0...7, "wday": 0...7, "mday": 1...31, "yday": 0...366,
      "doy": 0...366, "hour": 0...24, "hr": 0...24, "minute": 0...60, "min": 0...60, "second": 0...61,
    ]
    var bySuffix = false
    let english = words.map { word in
      guard ranges[word] == nil, let abroad = ColumnPlan.datePartWord(word) else { return word }
      bySuffix = bySuffix || abroad.isSuffix
      return abroad.part
    }
    guard let word = english.last(where: { ranges[$0] != nil }), let range = ranges[word] else { return false }
    // `day_of_week`, `week_day`, `hour_of_day`: any word of the name may say the part; a name
    // with other words that do not (`rainy_days_count`) is a measure. `MON/MMM`, `yyyy`:
    // the form its values are written in.
    let partWords: Set<String> = [
      "of", "the", "week", "day", "year", "month", "quarter", "hour", "num", "number", "no", "nr", "mm", "mmm", "dd",
      "hh", "yyyy",
    ]
    guard english.allSatisfy({ ranges[$0] != nil || partWords.contains($0) }) else { return false }
    guard numbers.allSatisfy({ $0 == $0.rounded() && range.contains($0) }) else { return false }
    guard bySuffix else { return true }
    guard word != "year" else { return false }
    let span = Int(range.upperBound - range.lowerBound)
    return Set(numbers.prefix(ColumnPlan.sampleRows * 4)).count * 2 >= span
  }

  /// A few whole values (at most five) from 0 or 1 up, over many rows (at least 20): 0/1
  /// flags, coded levels. A narrow measure (ages 26 to 30) does not start that low.
  static func isCode(_ numbers: [Double]) -> Bool {
    guard numbers.count >= 20, let low = numbers.min(), (-1...1).contains(low),
      numbers.allSatisfy({ $0 == $0.rounded() && abs($0) < 100 })
    else { return false }
    return Set(numbers).count <= 5
  }
}

extension ColumnPlan {
  /// Whether a numeric column holds dates written as whole numbers, `YYYYMM` (`197501`) or
  /// `YYYYMMDD` (`19750131`): its name says date, month or period, and every sample value is
  /// such a date in the years 1000 to 2999; or, under any name, the values alone say so
  /// (``CompactDate/areUnnamedDates(_:)``).
  static func looksLikeCompactDates(name: String, values: ColumnValues) -> Bool {
    guard !values.isEmpty else { return false }
    guard ColumnPlan.words(of: name).contains(where: CompactDate.nameWords.contains) else {
      // Or, under any name, the values alone tell (ColumnPlan+CompactDates.swift).
      return CompactDate.areUnnamedDates(texts: values.texts)
    }
    return values.texts.allSatisfy { CompactDate.seconds(from: $0) != nil }
  }
}

/// Dates written as whole numbers: `YYYYMM` and `YYYYMMDD`.
enum CompactDate {
  /// Words of a column name that say its whole numbers may be such dates.
  static let nameWords: Set<String> = ["date", "month", "period", "yyyymm", "yyyymmdd", "ym", "yearmonth", "time"]

  /// The first second of the month or day, since 1970 (UTC); nil when `text` is not such a date.
  static func seconds(from text: String) -> Double? {
    // pandas writes a column of them with a missing value as floats: `199701.0`.
    guard let value = Int(text.hasSuffix(".0") ? String(text.dropLast(2)) : text) else { return nil }
    return seconds(from: Double(value))
  }

  /// As ``seconds(from:)-(String)`` for a number already read.
  static func seconds(from value: Double) -> Double? {
    guard value == value.rounded(), value > 0 else { return nil }
    let whole = Int(value)
    let year: Int
    let month: Int
    var day = 1
    switch whole {
    case 100_000...299_912:
      (year, month) = (whole / 100, whole % 100)
    case 10_000_000...29_991_231:
      (year, month, day) = (whole / 10_000, whole / 100 % 100, whole % 100)
    default: return nil
    }
    guard year >= 1000, (1...12).contains(month), (1...31).contains(day) else { return nil }
    return DateParser.seconds(year: year, month: month, day: day)
  }
}
