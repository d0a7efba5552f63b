import Foundation
import PhaseKit

/// Which columns of a table become x, the series values and the series names, and how x is read:
/// resolved once from the header and a sample of rows, then shared by the CSV and JSON decoders.
struct ColumnPlan: Sendable {
  /// How x values are turned into numbers.
  enum XReader: Sendable, Hashable {
    case number
    case date(DateFormat)
  }

  /// How many sample rows detection looks at for a column's first non-blank value.
  static let sampleRows = 64

  var names: [String]
  var x: Int
  var xReader: XReader
  var ys: [Int]
  var group: Int?
  var missingValues: DecodeOptions.MissingValuePolicy
  /// Columns holding words (neither numbers nor dates) that no role uses: the columns that may
  /// name the series when x repeats (long format).
  var textColumns: [Int] = []
  /// The UTC offset written in the first x date, if any (see ``Dataset/utcOffset``).
  var utcOffset: Int? = nil
  /// Every column's role, as inferred from its name and sample values (``ColumnRole``).
  var roles: [ColumnRole] = []
  /// Whether nothing in the table orders its rows, so that x is the row number: the column
  /// read as x (a row index, or the first measure) only keeps the rows aligned, and
  /// ``ChartDecoder`` decides the chart from the measures themselves (``ChartChoice``).
  var xIsRowNumber = false
  /// The column of quarters or months that was read together with x, a column of years, once
  /// the decoded rows were combined into dates (``ChartDecoder/combiningPeriods(_:options:)``);
  /// nil before that, and for any other table.
  var periodColumn: Int? = nil
  /// The column of days of the month read together with x and ``periodColumn`` (`Day`
  /// beside `Month` and `Year`, ChartDecoder+DayParts.swift); nil for any other table.
  var dayColumn: Int? = nil
  /// The column of hours read together with x, ``periodColumn`` and ``dayColumn``.
  var hourColumn: Int? = nil
  /// The column of minutes read together with x, ``periodColumn``, ``dayColumn`` and
  /// ``hourColumn`` (`Minute` of a half-hourly NSRDB year).
  var minuteColumn: Int? = nil
  /// Whether x is a column of the times of one day, read as hours after midnight
  /// (``ChartDecoder/overTimeOfDay(_:options:)``).
  var xReadsTimeOfDay = false
  /// Whether the table has no measure and no time, only words or codes that repeat: the rows
  /// are counted per category of ``group`` (split by ``ys``' first column when it is another
  /// column of codes), and drawn as bars (``ChartChoice/counts(_:plan:choice:)``).
  var countsCategories = false
  /// Whether the table holds many 0/1 flags and no measure: the share of rows with 1 of each
  /// is drawn (``ChartChoice/flagShares(_:)``).
  var sharesFlags = false
  /// The factors and the response of a designed experiment or a table of counts per cell,
  /// drawn from every row by ``ChartChoice/designed(_:design:)``; nil for any other table.
  var design: DesignPlan? = nil
  /// A measure that is another shifted down a few rows, found on the sample rows of a table read
  /// over its row number: proof that the rows are in time order (ChartChoice+LaggedCopies.swift).
  var laggedCopy: ChartChoice.LaggedCopy? = nil
  /// The columns computed from x on every sample row (`yesterday` = `day` − 1, `daysq` =
  /// `day`²), skipped as copies of it (ColumnRole+ShiftedCopies.swift).
  var computedFromX: [Int] = []
  /// The numeric columns that hold the year, month or day of a column of dates beside them,
  /// each with that column (``ColumnRole/partsOfDates(names:values:numeric:isDate:)``): never
  /// drawn, not even when nothing else is.
  var partsOfDates: [Int: Int] = [:]

  var xKind: Dataset.XKind {
    if periodColumn != nil { return .date }
    if case .date = xReader { return .date }
    return .number
  }

  /// The x axis's label: the x column's name, or `year, quarter` when a column of quarters or
  /// months was read with it.
  var xLabel: String {
    (periodColumn.map { "\(names[x]), \(names[$0])" } ?? names[x])
      + ([dayColumn, hourColumn, minuteColumn].compactMap { $0 }.map { ", \(names[$0])" }.joined())
  }

  /// Resolves `options` against the column `names` and up to ``sampleRows`` sample rows, whose
  /// cells are the raw text of each value or `nil` when blank or null; `lines` holds the line
  /// of each sample row when known, for messages.
  ///
  /// Repeated column names are made distinct first (`a`, `a (2)`, `a (3)`), so that two columns
  /// never draw as one series. Without ``DecodeOptions/x``, x is the first date-like column,
  /// else the first numeric one whose name says time (``namesTime(_:)``), else the first
  /// numeric one — never a text column, the series column or a chosen y column.
  /// A column's kind comes from its first values with missing-value markers (``missingMarkers``)
  /// left out, so `NA` on the first row does not make a column of numbers text.
  static func make(
    names rawNames: [String], samples: [[String?]], lines: [Int] = [], options: DecodeOptions
  ) throws(DataError) -> ColumnPlan {
    let names = distinctNames(rawNames)
    func resolve(_ selector: ColumnSelector, role: DataError.DecodingFailure.Reason.Role) throws(DataError) -> Int {
      guard let index = selector.resolve(in: names) else {
        let sameButCase = selector.caseInsensitiveMatches(in: names)
        let asked = selector.description
        if sameButCase.count > 1 {
          throw .decodingError(
            .init(.columnNameAmbiguous(role: role, selector: asked, matches: sameButCase.map { names[$0] }), path: asked))
        }
        if let near = selector.suggestion(in: names) {
          throw .decodingError(
            .init(
              .columnNotFoundSuggesting(role: role, selector: asked, suggestion: near, columns: names), path: asked))
        }
        throw .decodingError(.init(.columnNotFound(role: role, selector: asked, columns: names), path: asked))
      }
      return index
    }
    guard !names.isEmpty else {
      throw .decodingError(.init(.noColumns))
    }
    let group = try options.series.map { selector throws(DataError) in
      try resolve(selector, role: .series)
    }
    let columns = names.indices.map { values(of: $0, in: samples) }
    let numeric = columns.map(isNumeric)
    let isDate = names.indices.map { column in
      guard !numeric[column], let form = dateForm(columns[column]) else { return false }
      return 2 * form.count >= columns[column].head.count
    }
    let roles = ColumnRole.infer(
      names: names, values: columns.map(\.texts), numeric: numeric, isDate: isDate)
    let partsOfDates = ColumnRole.partsOfDates(
      names: names, values: columns.map(\.texts), numeric: numeric, isDate: isDate)
    // Nothing named: the roles choose, and a table with nothing that orders its rows is read
    // over the row number, its chart decided from the measures (``ChartChoice``).
    let choosesColumns = options.x == nil && options.y.isEmpty && options.series == nil
    if options.x == nil && options.y.isEmpty && options.series == nil,
      let failure = yearsAsColumns(names: names, columns: columns, numeric: numeric)
    {
      throw .decodingError(failure)
    }
    // A designed experiment, counts per cell, or cases described by words: drawn by the factors.
    if choosesColumns, !samples.isEmpty, options.allowsRowGroups, options.allowsDesigns,
      let design = DesignPlan.detect(names: names, columns: columns, numeric: numeric, roles: roles),
      let plan = design.columnPlan(
        names: names, columns: columns, numeric: numeric, roles: roles, missingValues: options.missingValues)
    {
      return plan
    }
    // No measure and no time, but words or codes that repeat (a survey, a contingency table):
    // the chart is the count of rows per category.
    if choosesColumns, !samples.isEmpty, options.allowsRowGroups,
      let counted = countedCategories(names: names, columns: columns, roles: roles, ignoring: Set(partsOfDates.keys))
    {
      if let flags = flagColumns(names: names, columns: columns, group: counted.group) {
        return flagSharesPlan(names: names, flags: flags, roles: roles, missingValues: options.missingValues)
      }
      var plan = ColumnPlan(
        names: names, x: counted.group, xReader: .number, ys: [counted.split ?? counted.group],
        group: counted.group, missingValues: options.missingValues)
      plan.roles = roles
      plan.partsOfDates = partsOfDates
      plan.xIsRowNumber = true
      plan.countsCategories = true
      return plan
    }
    // Nothing to draw or count (ids and names of rows only): refused, with no column to name.
    if choosesColumns, let failure = nothingToChart(names: names, columns: columns, numeric: numeric, roles: roles) {
      throw .decodingError(failure)
    }
    var ys: [Int] = []
    for selector in options.y {
      // Naming a column twice (by name and by index, or a repeated --y) charts it once.
      let column = try resolve(selector, role: .y)
      if !ys.contains(column) { ys.append(column) }
    }
    var x: Int
    var xIsRowNumber = false
    if let selector = options.x {
      x = try resolve(selector, role: .x)
    } else {
      x = try defaultX(
        names: names, columns: columns, numeric: numeric, roles: roles,
        excluding: Set([group].compactMap { $0 } + ys), hasSamples: !samples.isEmpty,
        format: options.xFormat, lines: lines)
      // A first measure that only grows and repeats, beside a column of words, is the x of a
      // long table (`minute,value,kind`): read over it, to be split by the words.
      let isLongOverX =
        roles.contains(.category)
        && {
          let values = columns[x].texts.compactMap(Double.init)
          return values.count >= 4 && Set(values).count < values.count
            && zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
        }()
      if choosesColumns, !samples.isEmpty, case .auto = options.xFormat, numeric[x],
        roles[x] != .time, roles[x] != .counter, !looksLikeCompactDates(name: names[x], values: columns[x]), !isLongOverX
      {
        // Nothing orders the rows: read them in order, the row index (if any) as x.
        xIsRowNumber = true
        // A column that numbers the rows under a name of its own before the export's row names.
        if let index = ColumnRole.rowNumbering(roles, names: names, isFilled: { !columns[$0].isEmpty }) { x = index }
        // Unless the words are numbers or dates in a form that is not read (`2,5`, `2024.01.01`):
        // then they are the data, and drawing them as labels would hide that they were not read.
        // Dates always (the time the rows would be drawn over) unless they are one date for
        // every row (a release date stamped on a catalogue: nothing to draw over); numbers when
        // nothing else is a measure.
        // Years written as dates that group the rows (``ColumnRole/waves``) were read and set aside.
        // Dates that are read but for a few, or written with a day `00` (`1985-12-00`, known to
        // the month), are not in a form that is not read (``holdsUnreadDates(_:)``).
        let otherMeasures = names.indices.filter { $0 != x && roles[$0] == .measure }
        if let words = names.indices.first(where: { column in
          !numeric[column] && !columns[column].isEmpty && roles[column] != .waves
            && ((holdsUnreadDates(columns[column]) && Set(columns[column].texts).count > 1)
              || (otherMeasures.isEmpty && columns[column].head.allSatisfy(looksUnread)))
        }), let error = unreadable(column: words, names: names, columns: columns, lines: lines) {
          throw error
        }
      }
    }
    if options.y.isEmpty {
      // Row numbers and ids are never y; parts of a date beside it, coded values and constants
      // are not measures. Named columns (--y) are drawn whatever their role.
      // Quarters or months beside x, a column of years, are read with it as dates
      // (``ChartDecoder/combiningPeriods(_:options:)``), which needs them as y first.
      let xIsYears = words(of: names[x]).contains("year")
      ys = names.indices.filter { column in
        (column != x || (xIsRowNumber && roles[column] == .measure)) && column != group
          && (!isIndexName(rawNames[column]) || cyclesWithYears(column, columns: columns, numeric: numeric)) && numeric[column]
          && (roles[column] == .measure
            || (xIsYears && roles[column] == .datePart && (isPeriodName(names[column]) || isDayOrHourName(names[column])))
            // The hour beside dates, read into them (``ChartDecoder/joiningHoursToDates(_:options:)``).
            || (!xIsYears && roles[x] == .time && roles[column] == .datePart && ChartDecoder.isHourOfDayName(names[column])))
      }
      if ys.isEmpty, !samples.isEmpty {
        // No measure: the numbers there are (codes, date parts, even a column counting the
        // rows beside a date), rather than nothing at all or an error that calls them unreadable.
        // The parts of a date beside it are left out while anything else is left: `date, y` with
        // `y` the day of the month on every row still draws `y` rather than nothing.
        let numbers = names.indices.filter { column in
          column != x && column != group && !isIndexName(rawNames[column]) && numeric[column]
            && ([.code, .datePart, .time, .measure, .rowIndex].contains(roles[column])
              || (roles[column] == .ignored && !columns[column].isEmpty))
        }
        let besideParts = numbers.filter { partsOfDates[$0] == nil }
        ys = besideParts.isEmpty ? numbers : besideParts
      }
      if ys.isEmpty, samples.isEmpty || !choosesColumns {
        ys = names.indices.filter { column in
          column != x && column != group && !isIndexName(rawNames[column]) && numeric[column]
        }
      }
      // A header with no rows: every other column is a (still empty) series.
      if samples.isEmpty { ys = names.indices.filter { $0 != x && $0 != group } }
      // Rows whose other columns hold only blanks and missing-value markers (`n/a`, `NA`) have
      // points, every one of them missing: charted as such, the report says so ("All 89 points
      // were invalid: 89 missing"); with no series they read as "No data available".
      if ys.isEmpty, !samples.isEmpty {
        let others = names.indices.filter { $0 != x && $0 != group && !isIndexName(rawNames[$0]) }
        if others.allSatisfy({ columns[$0].isEmpty }) { ys = others }
      }
      // Columns of nothing but sentinels and gaps are never drawn: with no other, the chart
      // says "no data", and the choice says why each was skipped.
      let sentinelsOnly =
        ys.isEmpty && !samples.isEmpty
        && names.indices.contains { roles[$0] == .sentinels }
        && names.indices.allSatisfy { $0 == x || $0 == group || columns[$0].isEmpty || roles[$0] == .sentinels }
      // They are read all the same, so that the report counts their points as sentinels (all
      // invalid), while the choice lists them as skipped (``ChartChoice/droppingSentinels()``).
      if sentinelsOnly { ys = names.indices.filter { roles[$0] == .sentinels && $0 != x && $0 != group } }
      // Rows whose other columns all hold text would chart as "no data", which they are not.
      // The column named is one of words: row numbers and ids hold numbers, readable ones.
      if ys.isEmpty, !sentinelsOnly,
        let text = names.indices.first(where: {
          $0 != x && $0 != group && !columns[$0].isEmpty && !numeric[$0] && !isIndexName(rawNames[$0])
            && roles[$0] != .sentinels
        }) ?? names.indices.first(where: { $0 != x && $0 != group && !columns[$0].isEmpty && roles[$0] != .sentinels })
      {
        throw unreadable(column: text, names: names, columns: columns, lines: lines)
          ?? .decodingError(
            .init(
              .noNumericColumn(column: names[text], sample: columns[text].first ?? "", columns: names),
              path: names[text]))
      }
      // One column of values is not "no data" either: there is nothing to plot it against.
      if ys.isEmpty, names.count == 1, !columns[x].isEmpty {
        throw .decodingError(.init(.onlyOneColumn(column: names[x]), path: names[x]))
      }
    }
    let xReader = try detectXReader(
      name: names[x], values: columns[x], format: options.xFormat, column: x, lines: lines)
    // Columns of words (not numbers, not dates) that no role uses: what may name the series of
    // a long-format table whose x repeats.
    // Numbers that name things (ids, codes: a firm's number in a panel) may name them too.
    let textColumns = names.indices.filter { column in
      guard column != x, column != group, !ys.contains(column), !columns[column].isEmpty
      else { return false }
      return (!numeric[column] && dateForm(columns[column]) == nil)
        || (numeric[column] && [.id, .code, .unit].contains(roles[column]))
    }
    var plan = ColumnPlan(
      names: names, x: x, xReader: xReader, ys: ys, group: group,
      missingValues: options.missingValues, textColumns: textColumns)
    plan.roles = roles
    plan.partsOfDates = partsOfDates
    plan.xIsRowNumber = xIsRowNumber
    if xIsRowNumber { plan.laggedCopy = ChartChoice.laggedCopy(columns: columns, numeric: numeric, roles: roles) }
    plan.computedFromX = ColumnRole.computedCopies(names: names, values: columns.map(\.texts), roles: roles)
      .filter { $0.original == x }.map(\.copy)
    // One measure over the row number, beside a column of words: a number per word (bars), or
    // values per category (points at each). The rows are grouped by the words as they are read.
    // Not words written in a few rows only (a `comment` column): they name no group.
    // A block beside the treatment is a nuisance: grouped by the treatment (`gen`, not `block`).
    func filledWords(_ role: ColumnRole) -> Int? {
      DesignPlan.groupingWords(
        roles.indices.filter { roles[$0] == role && 4 * columns[$0].texts.count >= samples.count }, names: names)
    }
    if xIsRowNumber, ys.count == 1, options.allowsRowGroups, let words = filledWords(.label) ?? filledWords(.category) {
      plan.group = words
      plan.textColumns.removeAll { $0 == words }
    }
    if xReader == .date(.iso8601) {
      plan.utcOffset = columns[x].texts.first { DateFormat.iso8601.seconds(from: $0) != nil }
        .flatMap(DateParser.utcOffset)
    }
    return plan
  }

  /// The x column when none is named: the first date-like column, else the first numeric one
  /// whose name says time (``namesTime(_:)``: `year`, `fiscal_year`), else the first numeric one,
  /// skipping `excluded` (the series and y columns) and index columns (``isIndexName(_:)``). A
  /// header without rows keeps the first column; a table with neither dates nor numbers to use
  /// fails, naming its columns.
  private static func defaultX(
    names: [String], columns: [ColumnValues], numeric: [Bool], roles: [ColumnRole],
    excluding excluded: Set<Int>, hasSamples: Bool, format: DecodeOptions.XFormat, lines: [Int]
  ) throws(DataError) -> Int {
    // A data-frame index column (0, 1, 2, …) is x only when nothing else can be.
    let usable = names.indices.filter { !excluded.contains($0) }
    let candidates =
      // R's row names may be the dates themselves (`"Jan 1980"`): then they are the time.
      usable.filter {
        (!isIndexName(names[$0]) || roles[$0] == .time) && !ColumnRole.neverX.contains(roles[$0])
      }.nilIfEmpty
      ?? usable
    guard hasSamples else { return candidates.first ?? 0 }
    // A panel with no time but a counter named for occasions that restarts with each unit
    // (`Days` 0…9 of each `Subject`, `wave`, `visit`): the time within the unit, x, and the
    // units split the series. A run number (`Run` 1…20 of each `Expt`) stays a counter.
    let occasionWords: Set<String> = ["day", "days", "week", "weeks", "month", "months", "wave", "visit", "period", "occasion", "t"]
    if !roles.contains(.time), roles.contains(.unit),
      let counter = usable.first(where: {
        roles[$0] == .counter && !columns[$0].isEmpty && words(of: names[$0]).contains(where: occasionWords.contains)
      })
    {
      return counter
    }
    // Index columns are x only when nothing else can be, which includes columns with no value.
    let filled = candidates.filter { !columns[$0].isEmpty }.nilIfEmpty ?? usable.filter { !columns[$0].isEmpty }
    for column in filled {
      switch format {
      case .number: continue
      case .date(let dateFormat):
        if columns[column].head.contains(where: { dateFormat.seconds(from: $0) != nil }) {
          return column
        }
      case .auto:
        // Most of its first values are dates (a bad date or two become missing values).
        guard !numeric[column], let form = dateForm(columns[column]),
          2 * form.count >= columns[column].head.count
        else { continue }
        if form.isAmbiguous, dateOrder(named: names[column]) == nil {
          // One date stamped on every row (a catalogue's release date) orders nothing: whichever
          // way it reads, not a reason to refuse the table.
          if columns[column].texts.count >= 2, Set(columns[column].texts).count == 1 { continue }
          throw ambiguousDates(
            name: names[column], values: columns[column], column: column, lines: lines)
        }
        return column
      }
    }
    if case .date = format {
      // Every column was tried in the requested date form; name them.
    } else if let column = filled.first(where: { numeric[$0] && namesTime(names[$0]) && !words(of: names[$0]).contains("time") })
      ?? filled.first(where: { numeric[$0] && (namesTime(names[$0]) || roles[$0] == .time) })
      ?? filled.first(where: { numeric[$0] && looksLikeCompactDates(name: names[$0], values: columns[$0]) })
      ?? filled.first(where: { numeric[$0] && roles[$0] == .measure })
      ?? filled.first(where: { numeric[$0] && roles[$0] != .sentinels })
    {
      return column
    }
    // No row at all in the sample holds a value: keep the first column, the rows decide.
    if filled.isEmpty { return candidates.first ?? 0 }
    let text = filled[0]
    if let error = unreadable(column: text, names: names, columns: columns, lines: lines) {
      throw error
    }
    let reason: DataError.DecodingFailure.Reason =
      filled.contains(where: { numeric[$0] })
      ? .noXBesideY(columns: names)
      : .noXColumn(column: names[text], sample: columns[text].first ?? "", columns: names)
    throw .decodingError(.init(reason, path: names[text]))
  }

  /// The most categories a column counted per category may have in the sample rows.
  static let maxCountedCategories = 30

  /// The column whose categories are counted, and a column of codes to split the counts by,
  /// when a table has no measure and no time but words or codes that repeat (at most
  /// ``maxCountedCategories`` of them in the sample): a survey's answers, a contingency
  /// table's class, age, sex and survival. Words are counted before codes; nil for any other
  /// table.
  static func countedCategories(
    names: [String], columns: [ColumnValues], roles: [ColumnRole], ignoring ignored: Set<Int> = []
  ) -> (group: Int, split: Int?)? {
    // The parts of a date beside it (``ColumnRole/partsOfDates(names:values:numeric:isDate:)``)
    // are the date again: neither counted nor numbers drawn over it.
    let filled = names.indices.filter { !columns[$0].isEmpty && !ignored.contains($0) }
    guard !filled.contains(where: { roles[$0] == .measure }) else { return nil }
    // Dates beside words and ids only (campaigns and their start dates): nothing is drawn over
    // them, and the rows are counted.
    let numbersOverTime: Set<ColumnRole> = [.code, .datePart, .waves, .counter, .sentinels]
    if filled.contains(where: { roles[$0] == .time }), filled.contains(where: { numbersOverTime.contains(roles[$0]) }) {
      return nil
    }
    // Categories repeat: a row or two of different words has nothing to count; nor has one
    // value over a whole short table (one bar).
    let few = filled.filter {
      let distinct = Set(columns[$0].texts).count
      return distinct <= maxCountedCategories && distinct < columns[$0].texts.count
        && (distinct >= 2 || columns[$0].texts.count >= sampleRows)
    }
    let words = few.filter { roles[$0] == .category }
    let codes = few.filter { roles[$0] == .code }
    // Ids that repeat (a campaign's number on each of its households' rows): rows per id, the
    // id with the fewest values first.
    let ids = few.filter { roles[$0] == .id || roles[$0] == .unit }.sorted { Set(columns[$0].texts).count < Set(columns[$1].texts).count }
    guard let group = words.first ?? codes.first ?? ids.first else { return nil }
    // The split is read as numbers: a code with a word among them (household sizes 1 to 4 and
    // `5+`) would count its `5+` rows as having no code, so it does not split the bars.
    // A code of one value (a constant, ColumnRole+Codes.swift) splits nothing.
    let split = codes.first { code in
      code != group && Set(columns[code].texts).count >= 2 && columns[code].texts.allSatisfy { Double(trimmedText($0)) != nil }
    }
    return (group, split)
  }

  /// Whether a column is a row index written by a data-frame library rather than data: an
  /// empty name (pandas' `to_csv`) or `Unnamed: 0` (pandas reading such a file back). It is not
  /// charted unless named with ``DecodeOptions/y``.
  static func isIndexName(_ name: String) -> Bool {
    name.isEmpty || (name.hasPrefix("Unnamed: ") && Int(name.dropFirst("Unnamed: ".count)) != nil)
  }

  /// Whether a value is a number or a date written in a form the reader does not take: a
  /// decimal comma or grouped digits (`2,5`, `4.824,14`, `1'000`), or digits with two or more
  /// separators (`2024.01.01`, `1.1.24`). Age bands (`0-9`, `50+`) are words.
  static func looksUnread(_ text: String) -> Bool {
    guard looksLikeNumber(text) else { return false }
    let bytes = text.utf8
    let dots = bytes.lazy.filter { $0 == 46 }.count
    return bytes.contains(44) || bytes.contains(39) || dots >= 2 || (looksUnreadDate(text) && !isPartialDate(text))
  }

  /// Whether a value is a date in a form the reader does not take: digits in three parts
  /// joined by `.` or `/` (`1.1.24`), or by `-` with a year of four digits at one end
  /// (`2024-1-1` in a form not read). A chemical's CAS number (`7440-29-1`) is not a date.
  static func looksUnreadDate(_ text: String) -> Bool {
    guard looksLikeDate(text) else { return false }
    if text.contains(".") || text.contains("/") { return true }
    let parts = text.split(separator: "-")
    guard parts.count == 3 else { return false }
    func isYear(_ part: Substring) -> Bool { part.count == 4 && (1000...2999).contains(Int(part) ?? 0) }
    return isYear(parts[0]) || isYear(parts[2])
  }

  /// The order of slashed or dashed dates a column's name spells out (`Date (MM/DD/YYYY)`,
  /// `datum_dd/mm/yyyy`, `Date (DD-MM-YYYY)`), for dates that read both ways; nil when it says none.
  static func dateOrder(named name: String) -> DateFormat? {
    let lower = name.prefix(maxJudgedNameCharacters).lowercased()
    if lower.contains("mm/dd") || lower.contains("mm-dd-yy") { return .monthDayYearSlashed }
    if lower.contains("dd/mm") || lower.contains("dd-mm-yy") { return .dayMonthYearSlashed }
    return nil
  }

  /// Whether a column's name says quarters or months: `quarter`, `qtr`, `q`, `month`, `mon`.
  static func isPeriodName(_ name: String) -> Bool {
    monthsPerPeriod(named: name) != nil
  }

  /// The months in one period a column's name says it counts: 3 for `quarter`, `qtr` or `q`,
  /// 1 for `month` or `mon`; nil for any other name.
  static func monthsPerPeriod(named name: String) -> Int? {
    let words = words(of: name)
    if words == ["q"] || words.contains(where: { $0 == "quarter" || $0 == "qtr" }) { return 3 }
    if words.contains(where: { $0 == "month" || $0 == "mon" }) { return 1 }
    return nil
  }

  /// The names with repeats made distinct: the second `a` becomes `a (2)`, the third `a (3)`,
  /// skipping any name the table already has.
  static func distinctNames(_ names: [String]) -> [String] {
    guard Set(names).count < names.count else { return names }
    var taken = Set(names)
    var seen: Set<String> = []
    var result: [String] = []
    result.reserveCapacity(names.count)
    for name in names {
      if seen.insert(name).inserted {
        result.append(name)
        continue
      }
      var n = 2
      while taken.contains("\(name) (\(n))") { n += 1 }
      let distinct = "\(name) (\(n))"
      taken.insert(distinct)
      result.append(distinct)
    }
    return result
  }

  static func trimmedText(_ text: String) -> String {
    String(decoding: trimmed(Array(text.utf8)), as: UTF8.self)
  }

  static func isNumber(_ text: String) -> Bool {
    var text = text
    // Read in place: planning asks this of up to 16 values of each of thousands of columns.
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return false }
      var start = 0
      var end = buffer.count
      while start < end && (base[start] == 32 || base[start] == 9) { start += 1 }
      while end > start && (base[end - 1] == 32 || base[end - 1] == 9) { end -= 1 }
      return DecimalParser.parse(base + start, count: end - start) != nil
    }
  }

  static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var slice = bytes[...]
    while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
    while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
    return slice
  }

  /// Whether a column's name has a word that says it holds time: `year` (or `yr`, as panels of
  /// states by year write it: `YR`), `date`, `time`, `datetime`, `timestamp`, `epoch` or `ts`,
  /// as a whole word of the name (`Year`, `fiscal_year`, `timeStamp`, `report date`), not
  /// inside another (`yearly_total`, `runtime_ms`). A numeric column so named is x before the
  /// numeric columns left of it: in `yield,variety,year,site` the years are x, not the yields.
  /// A span counted ahead (`TenYearCHD`, `10year`: ``ChartChoice/namesSpan(_:)``) holds no time.
  static func namesTime(_ name: String) -> Bool {
    words(of: name).contains { timeNameWords.contains($0) } && !ChartChoice.namesSpan(name)
  }

  /// The words of a column name, lowercased: split at anything that is not a letter and where
  /// a lowercase letter or digit meets an uppercase one (`fiscal_year`, `fiscalYear`, `Fiscal
  /// Year` → `fiscal`, `year`).
  ///
  /// Only the first ``maxJudgedNameCharacters`` characters are read: no name says what it
  /// holds past them, and a header of megabyte names is then judged in time linear in those
  /// few hundred characters, not in the megabytes (thirty 1 MB names took 66 s of CPU here).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in name.prefix(maxJudgedNameCharacters) {
      let startsWord =
        character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
      if !character.isLetter || startsWord {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
      if character.isLetter { word.append(contentsOf: character.lowercased()) }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// How many characters of a column's name its judges read (``words(of:)``): a name says
  /// what it holds within its first few hundred.
  static let maxJudgedNameCharacters = 256

  private static let timeNameWords: Set<String> = [
    "year", "yr", "date", "time", "datetime", "timestamp", "epoch", "ts",
  ]

  /// Whether whole numbers in a column so named may be Unix times: a word of the name says
  /// time (``namesTime(_:)``) or is one run together with its unit or kind (`unixtime`,
  /// `epochms`, `timestampms`, `timems`). Words that end in "time" but mean a duration
  /// (`runtime`, `uptime`, `lifetime`) do not: a run time of 1,600,000,000 ms is not a date.
  static func namesUnixTime(_ name: String) -> Bool {
    words(of: name).contains { word in
      timeNameWords.contains(word)
        || ["unix", "epoch", "timestamp", "datetime", "time"].contains { word.hasPrefix($0) }
    }
  }

  /// How the x column is read, from its non-missing sample `values`: numbers when most of them
  /// are numbers (Unix times when the name says time and the size fits), else the date form
  /// most of them are written in.
  static func detectXReader(
    name: String, values: ColumnValues, format: DecodeOptions.XFormat, column: Int = 0,
    lines: [Int] = []
  ) throws(DataError) -> XReader {
    switch format {
    case .number: return .number
    case .date(let dateFormat): return .date(dateFormat)
    case .auto: break
    }
    guard let sample = values.first else { return .number }
    if isNumeric(values) {
      let number = values.texts.lazy.compactMap { DecimalParser.parse(Array($0.utf8)) }.first ?? 0
      if namesUnixTime(name) && number == number.rounded() {
        if (1e8..<1e10).contains(number) { return .date(.unixSeconds) }
        if (1e11..<1e13).contains(number) { return .date(.unixMilliseconds) }
      }
      return .number
    }
    if let form = dateForm(values) {
      if form.isAmbiguous {
        guard let ordered = dateOrder(named: name) else {
          throw ambiguousDates(name: name, values: values, column: column, lines: lines)
        }
        return .date(ordered)
      }
      return .date(form.format)
    }
    let row = values.rows.first
    if looksLikeDate(sample) {
      throw unsupportedFormat(
        "date", value: sample, name: name, column: column, row: row, lines: lines)
    }
    throw .decodingError(
      .init(
        .xColumnUnreadable(column: name, sample: sample),
        line: row.flatMap { lines.indices.contains($0) ? lines[$0] : nil },
        column: column + 1, path: name))
  }

  /// `"text"` for an error message, shortened to 40 characters, with control characters shown
  /// as `\u{1B}`: the text comes from the data and the message may reach a terminal, where an
  /// escape sequence would act instead of being read.
  static func quoted(_ text: String) -> String {
    DataError.DecodingFailure.quoted(text)
  }

  /// A failure for a table whose columns are years (`"1960","1961",…`, as the World Bank and
  /// many statistics offices publish) and whose rows are series named by words (countries):
  /// read a series per column, it charted one year against the others. Nil for any other table.
  static func yearsAsColumns(names: [String], columns: [ColumnValues], numeric: [Bool])
    -> DataError.DecodingFailure?
  {
    let years = names.indices.filter { column in
      let name = names[column]
      return name.utf8.count == 4 && name.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
        && (1000...2999).contains(Int(name) ?? 0)
    }
    guard years.count >= 3 else { return nil }
    let others = names.indices.filter { !years.contains($0) }
    // Every other column holds words (or nothing): no x to read the rows against.
    guard others.allSatisfy({ !numeric[$0] && dateForm(columns[$0]) == nil }),
      let label = others.first(where: { !columns[$0].isEmpty }), let first = columns[label].first
    else { return nil }
    return .init(
      .yearsAsColumns(
        firstYear: names[years[0]], lastYear: names[years[years.count - 1]], label: names[label], sample: first))
  }
}

extension Array {
  fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
