import Foundation
import PhaseKit

/// Lists of events or cases: a row per dengue case, per hate-crime complaint, per injury, with
/// when it happened (a date, or a year and a week) and categories that say what kind of event
/// it was, and no measure taken over time (at most an attribute of the case, its age). Drawn
/// as they were, the one number stood as 171 282 ages in strips per department, or the date's
/// own year and month stood as measures against the date; what such a list tells is how many
/// events there were per period, and of which kind.
extension ChartChoice {
  /// The fewest rows a list of events needs before it is counted per period.
  static let minimumListedEvents = 200
  /// The fewest events per period, on average over the periods that hold any.
  static let minimumEventsPerPeriod = 5.0
  /// The fewest periods that hold events: fewer are groups, not a course over time.
  static let minimumEventPeriods = 8
  /// The most kinds a category may have to draw a line per kind.
  static let maxEventKinds = 6
  /// The largest share of the events one kind may hold for the category to split the count:
  /// a category that is nearly one value (93% of injuries not in the pre-season) splits off
  /// a line of zeros.
  static let maxEventKindShare = 0.9
  /// The fewest events a kind must hold to be drawn as a line of its own: a kind of one or two
  /// events among hundreds is a row shifted by a field, not a kind.
  static let minimumEventsPerKind = 5.0
  /// The most categories read again as the kind of event, in the table's order.
  static let maxEventKindColumns = 4
  /// The share of rows a measure must equal a part of the date on (its year, month, week or
  /// day) to be that part rather than a measure.
  static let datePartShare = 0.95

  /// Words of a measure's name that make it an attribute of each case rather than a quantity
  /// measured over time: a case's age.
  static let eventAttributeWords: Set<String> = ["age", "edad", "idade", "alter", "eta"]
  /// Words of a column's name that say it holds years.
  static let yearWords: Set<String> = ["year", "yr", "ano", "año", "anio", "jahr", "annee", "année", "anno"]
  /// Words of a column's name that say it holds the week of the year (an epidemiological week).
  static let weekWords: Set<String> = ["week", "wk", "semana", "epiweek", "semaine", "woche", "settimana"]
  /// Words of a column's name that say it holds the month of the year.
  static let monthWords: Set<String> = ["month", "mes", "monat", "mois", "mese"]

  /// How long the periods are that events are counted over.
  public enum EventPeriod: String, Sendable, Hashable {
    /// A calendar day.
    case day
    /// A week, from Monday; or the week numbered by the table (an epidemiological week).
    case week
    /// A calendar month.
    case month
    /// A calendar year.
    case year
  }

  /// Where a list's rows say when their event happened.
  enum EventClock: Equatable {
    /// A column of dates.
    case date(Int)
    /// A column of years and one of weeks (`isWeek`) or months numbered in the year.
    case yearAnd(year: Int, part: Int, isWeek: Bool)
  }

  /// `table`, a list of events or cases, as the number of events per period, a line, or a line
  /// per kind of event; nil for any other table.
  ///
  /// The rows are events when all of these hold:
  /// - nothing was named, and the rows say when each event happened: a column of dates, or a
  ///   column of years beside one of weeks or months (``eventClock(_:)``);
  /// - ``minimumListedEvents`` rows or more;
  /// - no measure is taken over time: every measure is a part of the date (equal to its year,
  ///   month, week or day on ``datePartShare`` of the rows) or an attribute of the case named
  ///   as such (``eventAttributeWords``: its age); a table of readings measures something;
  /// - a column of words describes the events (a category);
  /// - ``minimumEventPeriods`` periods or more hold events, ``minimumEventsPerPeriod`` on
  ///   average, and the rows per date are not the same number at most dates (a panel of units
  ///   read at every date).
  ///
  /// The period follows the span (``eventPeriod(span:)``), or is the table's own week or month.
  /// The events are split by the first of the table's categories, in its order, that has 2 to
  /// ``maxEventKinds`` kinds, none holding more than ``maxEventKindShare`` of the events, and
  /// that is no yes/no flag: a line per kind.
  ///
  /// - Parameters:
  ///   - table: The table as first read.
  ///   - options: What was asked; the rule applies only when nothing was.
  ///   - read: Reads the table again with other options.
  /// - Returns: The counts, or nil.
  static func eventsPerPeriod(
    _ table: DecodedTable, options: DecodeOptions, read: (DecodeOptions) -> DecodedTable?
  ) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.design == nil, plan.roles.count == plan.names.count, !plan.names.isEmpty,
      let clock = eventClock(plan)
    else { return nil }
    let clockColumns: [Int]
    switch clock {
    case .date(let column): clockColumns = [column]
    case .yearAnd(let year, let part, _): clockColumns = [year, part]
    }
    let measures = plan.roles.indices.filter { plan.roles[$0] == .measure && !clockColumns.contains($0) }
    let categories = plan.roles.indices.filter { plan.roles[$0] == .category && !clockColumns.contains($0) }
    // Measures of each event (the dead and the injured of a shooting, the games a concussion
    // cost): allowed in a list whose rows a column of words describes one by one, over a
    // column of dates (``perEventMeasures(_:times:)`` checks them by value).
    let perEvent = measures.filter { !isEventAttribute(plan.names[$0]) && !isEventDatePartName(plan.names[$0]) }
    // (and no second column of times: a row with a start and an end, a senator's term, is an
    // item with its own span, not an event of one day)
    let timeColumns = plan.roles.indices.filter { plan.roles[$0] == .time }
    let describes = plan.roles.contains(.label) && timeColumns.count <= 1
    guard !categories.isEmpty, perEvent.isEmpty || (describes && { if case .date = clock { true } else { false } }())
    else { return nil }
    // The rows' times, and the measures beside them to check by value.
    var again = DecodeOptions()
    again.findsSeries = false
    again.allowsRowGroups = false
    switch clock {
    case .date(let column):
      again.x = .index(column)
      again.y = measures.isEmpty ? [.index(column)] : measures.map { .index($0) }
    case .yearAnd(let year, let part, _):
      again.x = .index(year)
      again.y = [.index(part)] + measures.map { .index($0) }
    }
    guard let timed = read(again), let first = timed.dataset.series.first else { return nil }
    if first.count < minimumListedEvents, case .date(let column) = clock, describes, !perEvent.isEmpty,
      timed.dataset.xKind == .date
    {
      return eventsAsPoints(
        table, plan: plan, date: column, measures: perEvent, times: first.xs, read: read)
    }
    guard first.count >= minimumListedEvents else { return nil }
    var weekNumbered = false
    var wantsDates = true
    if case .yearAnd(_, _, let isWeek) = clock {
      weekNumbered = isWeek
      wantsDates = false
    }
    guard (timed.dataset.xKind == .date) == wantsDates else { return nil }
    let times: [Double]
    switch clock {
    case .date:
      times = first.xs
      // Each measure is a part of the date or an attribute, by its values.
      var measured = false
      for (k, column) in measures.enumerated() where !isEventAttribute(plan.names[column]) {
        guard k < timed.dataset.series.count else { return nil }
        if isDatePart(timed.dataset.series[k].ys, of: times) { continue }
        guard describes, isPerEventMeasure(timed.dataset.series[k].ys) else { return nil }
        measured = true
      }
      // Measured events repeat their dates (two shootings on a day); rows of readings, one
      // per day or per step, do not.
      if measured, !repeatsDates(times) { return nil }
    case .yearAnd(_, _, let isWeek):
      guard let joined = joinedTimes(years: first.xs, parts: first.ys, isWeek: isWeek) else { return nil }
      times = joined
      // Each measure is an attribute, or a part of the date (a day, a month, a week): whole
      // numbers up to 53.
      for (k, column) in measures.enumerated() where !isEventAttribute(plan.names[column]) {
        guard k + 1 < timed.dataset.series.count,
          timed.dataset.series[k + 1].ys.allSatisfy({ !$0.isFinite || ($0 == $0.rounded() && (0...53).contains($0)) })
        else { return nil }
      }
    }
    let finite = times.filter(\.isFinite)
    guard finite.count >= minimumListedEvents, let low = finite.min(), let high = finite.max(),
      !isBalanced(finite)
    else { return nil }
    let period: EventPeriod
    switch clock {
    case .date: period = eventPeriod(span: high - low)
    case .yearAnd(_, _, let isWeek): period = isWeek ? .week : .month
    }
    let filled = Set(finite.map { periodStart($0, period: period, weekNumbered: weekNumbered) })
    let (starts, total) = periodStarts(low: low, high: high, period: period, weekNumbered: weekNumbered, times: filled)
    guard filled.count >= minimumEventPeriods, Double(finite.count) >= minimumEventsPerPeriod * Double(filled.count),
      total <= maxCountedDates
    else { return nil }
    // A line per kind of event, when a category says what kind.
    var lines: [Series] = []
    var kindColumn: Int?
    var reads = 0
    for column in categories where reads < maxEventKindColumns {
      // The values the first reading recorded tell a category of too many kinds, or a flag,
      // without reading the table again.
      if let keys = table.candidates?.keys(of: column),
        !keys.isTracking || !(2...maxEventKinds).contains(keys.names.count) || keys.names.allSatisfy(isEventFlag)
      {
        continue
      }
      reads += 1
      var split = again
      split.series = .index(column)
      // One series per kind: the first y column only (the weeks, or the dates themselves).
      split.y = Array(again.y.prefix(1))
      // A category of more kinds fails as soon as it shows one too many.
      split.limits.maxSeries = maxEventKinds
      guard let kinds = read(split), (2...maxEventKinds).contains(kinds.dataset.series.count),
        !kinds.dataset.series.map(\.name).allSatisfy(isEventFlag)
      else { continue }
      let counted = kinds.dataset.series.map { series -> Series in
        let xs: [Double]
        switch clock {
        case .date: xs = series.xs
        case .yearAnd(_, _, let isWeek): xs = joinedTimes(years: series.xs, parts: series.ys, isWeek: isWeek) ?? []
        }
        return Series(name: series.name, xs: starts, ys: countPerPeriod(xs, starts: starts, period: period, weekNumbered: weekNumbered))
      }
      let sums = counted.map { $0.ys.reduce(0, +) }
      let all = sums.reduce(0, +)
      // (and no kind of fewer than ``minimumEventsPerKind`` events: a row shifted by a field,
      // `Personal Vehicle Driver/Passenger` in a column of yes and no, is no kind of event)
      guard all > 0, let largest = sums.max(), largest <= maxEventKindShare * all,
        let least = sums.min(), least >= minimumEventsPerKind, kindsMix(counted)
      else { continue }
      lines = counted.sorted { $0.ys.reduce(0, +) > $1.ys.reduce(0, +) }
      kindColumn = column
      break
    }
    if lines.isEmpty {
      lines = [Series(name: "", xs: starts, ys: countPerPeriod(finite, starts: starts, period: period, weekNumbered: weekNumbered))]
    }
    var kept = plan
    kept.xIsRowNumber = false
    kept.x = clockColumns[0]
    // Read as one time, the year and its week or month (`ano, semana`), as years and quarters are.
    kept.periodColumn = clockColumns.count > 1 ? clockColumns[1] : nil
    var result = table
    var choice = ChartChoice(plan: plan)
    let xName = kept.xLabel
    choice.x = xName
    choice.xColumns = clockColumns.count > 1 ? clockColumns.map { plan.names[$0] } : []
    choice.y = []
    choice.series = kindColumn.map { plan.names[$0] }
    choice.mark = .line
    choice.decidedMark = .line
    if clockColumns.count > 1 { choice.columns[clockColumns[1]].role = .datePart }
    choice.notes = [.eventsPerPeriod(rows: finite.count, periods: starts.count, period: period, kind: choice.series)]
    if let measure = perEvent.first {
      choice.notes.append(.eventMeasures(first: plan.names[measure], measures: perEvent.count))
    }
    result.dataset = Dataset(xKind: .date, xLabel: xName, yLabel: "", series: lines, mark: .line)
    result.settleEvents(x: plan.names[clockColumns[0]], choice: choice, plan: kept)
    return result
  }

  /// Where `plan`'s rows say when their event happened: a column of years beside one of
  /// weeks or months, by their names (``yearWords``, ``weekWords``, ``monthWords``: `ano` and
  /// `semana`), else the first column of times; nil when there is neither.
  static func eventClock(_ plan: ColumnPlan) -> EventClock? {
    let numeric: [ColumnRole] = [.time, .measure, .code, .datePart, .waves, .counter]
    func named(_ words: Set<String>) -> Int? {
      plan.names.indices.first { column in
        numeric.contains(plan.roles[column]) && !Set(ColumnPlan.words(of: plan.names[column])).isDisjoint(with: words)
      }
    }
    if let time = plan.roles.indices.first(where: { plan.roles[$0] == .time && !(named(yearWords) == $0) }) {
      return .date(time)
    }
    guard let year = named(yearWords) else { return nil }
    if let week = named(weekWords), week != year { return .yearAnd(year: year, part: week, isWeek: true) }
    if let month = named(monthWords), month != year { return .yearAnd(year: year, part: month, isWeek: false) }
    return nil
  }

  /// The period events spanning `span` seconds are counted over: days up to 120 days, weeks
  /// up to two years, months up to 40 years, years beyond: from about 30 to a few hundred
  /// periods.
  static func eventPeriod(span: Double) -> EventPeriod {
    let days = span / 86_400
    if days <= 120 { return .day }
    if days <= 731 { return .week }
    if days <= 40 * 366 { return .month }
    return .year
  }

  /// The least share of the periods holding events that must hold events of two kinds or
  /// more for a category to be a kind of event rather than a period of its own.
  static let minimumMixedPeriodShare = 0.25

  /// Whether the kinds of `lines` (counts per period, a line per kind) happen in the same
  /// periods: ``minimumMixedPeriodShare`` of the periods with events hold two kinds or more.
  /// A category whose kinds follow one another in time (the `Season` of a list of injuries,
  /// 2012/2013 then 2013/2014) names a stretch of the dates, not a kind of event: split by
  /// it, each line was zero outside its own season.
  static func kindsMix(_ lines: [Series]) -> Bool {
    guard let length = lines.map(\.ys.count).min() else { return false }
    var filled = 0
    var mixed = 0
    for k in 0..<length {
      let kinds = lines.reduce(0) { $0 + ($1.ys[k] > 0 ? 1 : 0) }
      if kinds > 0 { filled += 1 }
      if kinds > 1 { mixed += 1 }
    }
    return filled > 0 && Double(mixed) >= minimumMixedPeriodShare * Double(filled)
  }

  /// The fewest events a list needs to be drawn as points (``eventsAsPoints(_:plan:date:measures:times:read:)``).
  static let minimumEventPoints = 10

  /// A short list of events, each described by a column of words and measured (27
  /// announcements of tariffs by different countries on different goods, with their rate), as
  /// points of its measures over the date; nil when no date holds two events, when fewer than
  /// ``minimumItemDates`` dates hold them, or when one date holds more than
  /// ``maxEventShareOfOneDate`` of them (a table of countries as of one date).
  ///
  /// Joined by a line, the rates of unrelated announcements read as one rate that rose and
  /// fell, and the second event of a date was dropped as a duplicate x: each row is an event
  /// of its own, drawn as a point and kept whatever its date.
  ///
  /// - Parameters:
  ///   - table: The table as first read.
  ///   - plan: Its plan.
  ///   - date: The column of dates.
  ///   - measures: The measures of each event, drawn.
  ///   - times: The rows' dates, as read.
  ///   - read: Reads the table again with other options.
  /// - Returns: The points, or nil.
  static func eventsAsPoints(
    _ table: DecodedTable, plan: ColumnPlan, date: Int, measures: [Int], times: [Double],
    read: (DecodeOptions) -> DecodedTable?
  ) -> DecodedTable? {
    let dates = dateCounts(times)
    // Events happen on many dates, a few on one at most: a date that holds most rows (every
    // row's `as_of_date`) is when a table of items was written, not when events happened.
    guard dates.rows >= minimumEventPoints, dates.distinct < dates.rows, dates.distinct >= minimumItemDates,
      Double(dates.most) <= maxEventShareOfOneDate * Double(dates.rows),
      let label = plan.roles.firstIndex(of: .label)
    else { return nil }
    var options = DecodeOptions()
    options.findsSeries = false
    options.allowsRowGroups = false
    options.x = .index(date)
    options.y = measures.map { .index($0) }
    guard var result = read(options), result.dataset.xKind == .date, !result.dataset.series.isEmpty else { return nil }
    var kept = plan
    kept.xIsRowNumber = false
    kept.x = date
    var choice = ChartChoice(plan: plan)
    choice.x = plan.names[date]
    choice.y = measures.map { plan.names[$0] }
    choice.series = nil
    choice.mark = .points
    choice.decidedMark = .points
    choice.notes = [.eventsAsPoints(rows: dates.rows, column: plan.names[label])]
    result.dataset.mark = .points
    result.settleEvents(x: plan.names[date], choice: choice, plan: kept)
    return result
  }

  /// The largest share of the rows whose dates may be distinct for a list of measured events
  /// (``isPerEventMeasure(_:)``): some events share their day.
  static let maxDistinctEventDateShare = 0.9

  /// Whether `values` are what one event counts, its dead, its injured, the games it cost:
  /// whole numbers from 0, on the first ``maxItemRowsRead`` rows with a value. Readings (a
  /// temperature, a price) are not.
  static func isPerEventMeasure(_ values: [Double]) -> Bool {
    var seen = 0
    for value in values.prefix(maxItemRowsRead) where value.isFinite {
      guard value >= 0, value == value.rounded() else { return false }
      seen += 1
    }
    return seen > 0
  }

  /// The largest share of a list of measured events one date may hold: a date that holds
  /// more (691 of 1,055 breaches posted on one day) is when the list was written, not when
  /// its events happened.
  static let maxEventShareOfOneDate = 0.1

  /// Whether no more than ``maxDistinctEventDateShare`` of the finite `times` are distinct,
  /// and no one of them holds more than ``maxEventShareOfOneDate`` of them.
  static func repeatsDates(_ times: [Double]) -> Bool {
    let dates = dateCounts(times)
    guard dates.rows > 0 else { return false }
    return Double(dates.distinct) <= maxDistinctEventDateShare * Double(dates.rows)
      && Double(dates.most) <= maxEventShareOfOneDate * Double(dates.rows)
  }

  /// How many of `times` are finite (`rows`), how many distinct values they take, and how
  /// many rows the commonest holds (0 when none is finite).
  static func dateCounts(_ times: [Double]) -> (rows: Int, distinct: Int, most: Int) {
    var perTime: [Double: Int] = [:]
    var rows = 0
    for time in times where time.isFinite {
      perTime[time, default: 0] += 1
      rows += 1
    }
    return (rows, perTime.count, perTime.values.max() ?? 0)
  }

  /// Whether a measure named `name` is an attribute of each case (its age).
  static func isEventAttribute(_ name: String) -> Bool {
    !Set(ColumnPlan.words(of: name)).isDisjoint(with: eventAttributeWords)
  }

  /// Whether a measure named `name` may be a part of the date (`Complaint Year Number`,
  /// `Month Number`): its values decide (``isDatePart(_:of:)``).
  static func isEventDatePartName(_ name: String) -> Bool {
    !Set(ColumnPlan.words(of: name)).isDisjoint(with: yearWords.union(weekWords).union(monthWords).union(["day"]))
  }

  /// Whether `values` equal the year, the month or the day of the month of `times` (seconds
  /// since 1970, UTC) on ``datePartShare`` of the rows that have both.
  static func isDatePart(_ values: [Double], of times: [Double]) -> Bool {
    var both = 0
    var years = 0
    var months = 0
    var days = 0
    for (value, time) in zip(values, times) where value.isFinite && time.isFinite {
      both += 1
      let date = civilDate(time)
      if value == Double(date.year) { years += 1 }
      if value == Double(date.month) { months += 1 }
      if value == Double(date.day) { days += 1 }
    }
    let needed = datePartShare * Double(both)
    return both > 0 && Double(max(years, months, days)) >= needed
  }

  /// Whether every name is a yes or a no (`Yes`, `No`, `TRUE`, `0`): a flag, not a kind.
  static func isEventFlag(_ name: String) -> Bool {
    ["yes", "no", "y", "n", "true", "false", "0", "1", "si", "sí", "oui", "non", "ja", "nein"].contains(
      name.lowercased().trimmingCharacters(in: .whitespaces))
  }

  /// The dates of `years` and their weeks (`isWeek`: the first day of the year plus the weeks
  /// before) or months (their first day), NaN where either is missing; nil when a year is not a
  /// whole number from 1000 to 2999, or a week not 1 to 53 (0 to 53), or a month not 1 to 12.
  static func joinedTimes(years: [Double], parts: [Double], isWeek: Bool) -> [Double]? {
    var times = [Double](repeating: .nan, count: years.count)
    for i in years.indices where i < parts.count {
      let year = years[i]
      let part = parts[i]
      guard year.isFinite, part.isFinite else { continue }
      guard year == year.rounded(), (1_000...2_999).contains(year), part == part.rounded() else { return nil }
      if isWeek {
        guard (0...53).contains(part) else { return nil }
        times[i] = Double(DateParser.daysFromCivil(year: Int(year), month: 1, day: 1)) * 86_400 + max(0, part - 1) * 7 * 86_400
      } else {
        guard (1...12).contains(part) else { return nil }
        times[i] = Double(DateParser.daysFromCivil(year: Int(year), month: Int(part), day: 1)) * 86_400
      }
    }
    return times
  }

  /// Whether ``balancedShare`` of the distinct times hold the same number of rows, two or
  /// more: the same units at every date, a panel, not events.
  static func isBalanced(_ times: [Double]) -> Bool {
    var perTime: [Double: Int] = [:]
    for time in times { perTime[time, default: 0] += 1 }
    var frequency: [Int: Int] = [:]
    for count in perTime.values { frequency[count, default: 0] += 1 }
    guard let top = frequency.max(by: { $0.value < $1.value }), top.key >= 2 else { return false }
    return Double(top.value) >= balancedShare * Double(perTime.count)
  }

  /// The first instant of the period that holds `time`. Weeks start on Monday, except weeks
  /// numbered by the table (`weekNumbered`), already the start of their week.
  static func periodStart(_ time: Double, period: EventPeriod, weekNumbered: Bool) -> Double {
    let day = (time / 86_400).rounded(.down)
    switch period {
    case .day: return day * 86_400
    case .week:
      if weekNumbered { return day * 86_400 }
      // 1970-01-01 was a Thursday: three days after a Monday.
      let sinceMonday = (Int(day) + 3) % 7
      return (day - Double(sinceMonday < 0 ? sinceMonday + 7 : sinceMonday)) * 86_400
    case .month:
      let date = civilDate(time)
      return Double(DateParser.daysFromCivil(year: date.year, month: date.month, day: 1)) * 86_400
    case .year:
      return Double(DateParser.daysFromCivil(year: civilDate(time).year, month: 1, day: 1)) * 86_400
    }
  }

  /// Every period's start from the one holding `low` to the one holding `high`, and how many
  /// there are; at most ``maxCountedDates`` + 1 are listed. Weeks numbered by the table
  /// (`weekNumbered`) restart on the first day of each year: weeks 1 to 52 of each year, and a
  /// 53rd where the table has one (`times`).
  static func periodStarts(
    low: Double, high: Double, period: EventPeriod, weekNumbered: Bool, times: Set<Double> = []
  ) -> ([Double], Int) {
    var starts: [Double] = []
    if weekNumbered {
      for year in civilDate(low).year...civilDate(high).year {
        let first = Double(DateParser.daysFromCivil(year: year, month: 1, day: 1)) * 86_400
        for week in 0..<53 where starts.count <= maxCountedDates {
          let start = first + Double(week) * 7 * 86_400
          guard start >= low, start <= high, week < 52 || times.contains(start) else { continue }
          starts.append(start)
        }
      }
      return (starts, starts.count)
    }
    let last = periodStart(high, period: period, weekNumbered: false)
    var start = periodStart(low, period: period, weekNumbered: false)
    while start <= last, starts.count <= maxCountedDates {
      starts.append(start)
      switch period {
      case .day: start += 86_400
      case .week: start += 7 * 86_400
      case .month:
        let date = civilDate(start)
        let next = date.month == 12 ? (date.year + 1, 1) : (date.year, date.month + 1)
        start = Double(DateParser.daysFromCivil(year: next.0, month: next.1, day: 1)) * 86_400
      case .year:
        start = Double(DateParser.daysFromCivil(year: civilDate(start).year + 1, month: 1, day: 1)) * 86_400
      }
    }
    return (starts, starts.count)
  }

  /// How many of `times` fall in each period of `starts`.
  static func countPerPeriod(_ times: [Double], starts: [Double], period: EventPeriod, weekNumbered: Bool) -> [Double] {
    var index: [Double: Int] = [:]
    for (k, start) in starts.enumerated() { index[start] = k }
    var counts = [Double](repeating: 0, count: starts.count)
    for time in times where time.isFinite {
      if let k = index[periodStart(time, period: period, weekNumbered: weekNumbered)] { counts[k] += 1 }
    }
    return counts
  }

  /// The proleptic Gregorian year, month and day of `time`, seconds since 1970 (UTC).
  static func civilDate(_ time: Double) -> (year: Int, month: Int, day: Int) {
    LocalTime.civilDate(daysSince1970: Int((time / 86_400).rounded(.down)))
  }
}

extension DecodedTable {
  /// Makes this table say it was drawn as `choice` decided over `x`, a list of events read
  /// with `plan`: its columns are the choice's (a series chosen, not found by a repeated x, so
  /// the report does not say the rows were split), and nothing is left for the long-format
  /// split to count.
  mutating func settleEvents(x: String, choice: ChartChoice, plan: ColumnPlan) {
    columns.x = x
    columns.y = choice.y
    columns.series = choice.series
    columns.seriesWasFound = false
    columns.choice = choice
    self.plan = plan
    unsplitRepeats = 0
    candidates = nil
  }
}
