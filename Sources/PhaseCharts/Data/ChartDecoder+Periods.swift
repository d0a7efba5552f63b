import Foundation
import PhaseKit

/// Tables that write their dates as a column of years and a column of quarters or months
/// (`year,quarter,realgdp,…`, as statsmodels' `macrodata` and many statistics offices do).
extension ChartDecoder {
  /// `table` with its x, a column of years, read together with the column of quarters or
  /// months beside it as dates (the first day of each quarter or month, UTC), and that column
  /// no longer a series; `table` itself for any other table.
  ///
  /// Read as they were, the years repeated four or twelve times, the quarters were charted as
  /// a series, and sanitization kept one row per year: 663 of `macrodata`'s 2,639 points.
  ///
  /// It applies when the columns were chosen by the decoder (no ``DecodeOptions/x``,
  /// ``DecodeOptions/y`` or ``DecodeOptions/series`` set), x is numeric and its name has the
  /// word `year`, and a y column's name has the word `quarter` or `qtr` (or is `q`), or
  /// `month` or `mon`, whose every value beside a year is a whole number from 1 to 4 (or 12),
  /// and every year a whole number from 1 to 9999. A row missing either value has no x.
  /// Names in German, Spanish and French count too (``ColumnPlan/monthsPerNamedPeriod(_:)``).
  ///
  /// A column of days of the month beside the months (`Day,Month,Year`, as daily weather
  /// files write them) is read with them as the day's date (``joiningDays(_:plan:years:months:besides:)``):
  /// read as the months alone, 31 years of daily rows were counted per month as events.
  /// An x of years beside an unnamed column of 1 to 4 that starts again each year (`Periodo`,
  /// `Unnamed: 1`) is read as quarters whatever x is named (``cyclingPeriod(_:plan:years:)``).
  static func combiningPeriods(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable {
    if let hours = combiningHours(table, options: options) { return hours }
    // `측정일자`, `측정시`: dates beside the hour of each row (ChartDecoder+DayParts.swift).
    if let hours = joiningHoursToDates(table, options: options) { return hours }
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, plan.xKind == .number,
      let years = table.dataset.series.first?.xs
    else { return table }
    let xSaysYear = ColumnPlan.words(of: plan.names[plan.x]).contains("year")
    if xSaysYear {
      for (k, column) in plan.ys.enumerated() where k < table.dataset.series.count {
        guard let monthsPerStep = ColumnPlan.monthsPerNamedPeriod(plan.names[column]) else { continue }
        let periods = table.dataset.series[k].ys
        guard let dates = Self.dates(years: years, periods: periods, monthsPerStep: monthsPerStep) else { continue }
        // `Day` beside `Month` and `Year`: daily dates (ChartDecoder+DayParts.swift).
        if monthsPerStep == 1,
          let days = joiningDays(table, plan: plan, years: years, months: periods, besides: k)
        {
          return droppingParts(
            combined(
              table, plan: plan, period: k, day: days.day, hour: days.hour, minute: days.minute, xs: days.xs, xKind: .date))
        }
        return droppingParts(combined(table, plan: plan, period: k, xs: dates, xKind: .date))
      }
    }
    // `Periodo` beside an unnamed column of 1 to 4 that starts again each year (ChartDecoder+DayParts.swift).
    if plan.xIsRowNumber == false, let cycle = cyclingPeriod(table, plan: plan, years: years),
      let dates = Self.dates(years: years, periods: table.dataset.series[cycle.k].ys, monthsPerStep: cycle.monthsPerStep)
    {
      return combined(table, plan: plan, period: cycle.k, xs: dates, xKind: .date)
    }
    // An unnamed column read as y for its cycle on the sample rows, that does not cycle on
    // every row, is dropped again: such a column is never y.
    let unnamed = plan.ys.indices.filter { k in
      k < table.dataset.series.count && ColumnPlan.isIndexName(plan.names[plan.ys[k]])
    }
    guard xSaysYear || !unnamed.isEmpty else { return table }
    return droppingDateParts(table, plan: plan, also: unnamed)
  }

  /// `table`, its dates joined, without the parts of a date left in its y columns (an `hour`
  /// read as y to be joined with a day that was not there).
  private static func droppingParts(_ table: DecodedTable) -> DecodedTable {
    guard let plan = table.plan else { return table }
    return droppingDateParts(table, plan: plan)
  }

  /// `table` without the series of its parts of a date (``ColumnRole/datePart``: a
  /// `start_month` of 0 for unknown beside `start_year`) that were read as y only to be
  /// combined with x and could not be, and of the y columns `also` (unnamed columns read for
  /// a cycle of periods that did not hold); `table` itself when nothing else would be left.
  private static func droppingDateParts(_ table: DecodedTable, plan: ColumnPlan, also: [Int] = []) -> DecodedTable {
    let parts = plan.ys.indices.filter { k in
      k < table.dataset.series.count
        && ((plan.roles.indices.contains(plan.ys[k]) && plan.roles[plan.ys[k]] == .datePart) || also.contains(k))
    }
    guard !parts.isEmpty, parts.count < plan.ys.count, plan.ys.count == table.dataset.series.count else { return table }
    var kept = plan
    kept.ys = plan.ys.indices.filter { !parts.contains($0) }.map { plan.ys[$0] }
    var result = table
    result.dataset.series = table.dataset.series.indices.filter { !parts.contains($0) }.map { table.dataset.series[$0] }
    if kept.ys.count == 1 { result.dataset.yLabel = plan.names[kept.ys[0]] }
    result.plan = kept
    result.columns.y = kept.ys.map { plan.names[$0] }
    return result
  }

  /// The first day of each row's quarter or month, in seconds since 1970 (UTC), NaN where the
  /// year or the period is missing; nil when a value is not a whole year 1...9999 or a whole
  /// period, or when no row has both.
  static func dates(years: [Double], periods: [Double], monthsPerStep: Int) -> [Double]? {
    let steps = Double(12 / monthsPerStep)
    var dates = [Double](repeating: .nan, count: years.count)
    var dated = 0
    for i in years.indices {
      let year = years[i]
      let period = periods[i]
      if year.isNaN || period.isNaN { continue }
      guard year == year.rounded(), year >= 1, year <= 9999, period == period.rounded(),
        period >= 1, period <= steps,
        let seconds = DateParser.seconds(
          year: Int(year), month: (Int(period) - 1) * monthsPerStep + 1, day: 1)
      else { return nil }
      dates[i] = seconds
      dated += 1
    }
    return dated > 0 ? dates : nil
  }
}

/// Tables that write when as a day number and an hour (`day,hr,…`, as ISLP's `Bikeshare`
/// and many loggers do: day 1 to 365, hour 0 to 23).
extension ChartDecoder {
  /// `table` with its x, a column of whole day numbers named `day`, read together with the
  /// column of hours beside it (named `hr`, `hour` or `hh`, whole numbers 0 to 23) as the day
  /// and its fraction (day 3, hour 6 → 3.25), and that column no longer a series; nil for any
  /// other table.
  ///
  /// Read as they were, the days repeated 24 times, and the measures were strips over the
  /// days with the hour drawn as one more measure.
  static func combiningHours(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard options.x == nil, options.y.isEmpty, options.series == nil, let plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, plan.xKind == .number,
      ColumnPlan.words(of: plan.names[plan.x]) == ["day"],
      let days = table.dataset.series.first?.xs,
      days.allSatisfy({ $0.isNaN || $0 == $0.rounded() })
    else { return nil }
    let hourNames: Set<String> = ["hr", "hour", "hh"]
    for (k, column) in plan.ys.enumerated() where k < table.dataset.series.count {
      guard ColumnPlan.words(of: plan.names[column]).count == 1,
        ColumnPlan.words(of: plan.names[column]).allSatisfy(hourNames.contains)
      else { continue }
      let hours = table.dataset.series[k].ys
      guard hours.allSatisfy({ $0.isNaN || ($0 == $0.rounded() && $0 >= 0 && $0 <= 23) }),
        Set(hours.prefix(1_000).filter(\.isFinite)).count >= 12
      else { continue }
      return combined(table, plan: plan, period: k, xs: zip(days, hours).map { $0 + $1 / 24 }, xKind: .number)
    }
    return nil
  }

  /// `table` over `xs`, x read together with its `period`-th y column (and its `day`-th, when
  /// given, and its `hour`-th), which is no longer a series but the plan's
  /// ``ColumnPlan/periodColumn`` (and ``ColumnPlan/dayColumn``, ``ColumnPlan/hourColumn``,
  /// ``ColumnPlan/minuteColumn``).
  static func combined(
    _ table: DecodedTable, plan: ColumnPlan, period k: Int, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
    xs: [Double], xKind: Dataset.XKind
  ) -> DecodedTable {
    var plan = plan
    plan.periodColumn = plan.ys[k]
    plan.dayColumn = day.map { plan.ys[$0] }
    plan.hourColumn = hour.map { plan.ys[$0] }
    plan.minuteColumn = minute.map { plan.ys[$0] }
    let removed = Set([k] + [day, hour, minute].compactMap { $0 })
    plan.ys = plan.ys.indices.filter { !removed.contains($0) }.map { plan.ys[$0] }
    let series = table.dataset.series.indices.filter { !removed.contains($0) }.map { table.dataset.series[$0] }
    let yNames = plan.ys.map { plan.names[$0] }
    var combined = redrawn(table, plan: plan, series: series, xs: xs, xKind: xKind, yLabel: yNames.count == 1 ? yNames[0] : "")
    combined.columns.y = yNames
    return combined
  }

  /// `table` over `xs`, dates: x read together with `periodColumn`, a column that was not a
  /// series (month names, ChartDecoder+MonthNames.swift), now the plan's
  /// ``ColumnPlan/periodColumn``; every series kept.
  static func combined(_ table: DecodedTable, plan: ColumnPlan, periodColumn: Int, xs: [Double]) -> DecodedTable {
    var plan = plan
    plan.periodColumn = periodColumn
    return redrawn(table, plan: plan, series: table.dataset.series, xs: xs, xKind: .date, yLabel: table.dataset.yLabel)
  }

  /// `table` read with `plan`: `series` over `xs`, one x array shared by every series as the
  /// decoder shares it.
  private static func redrawn(
    _ table: DecodedTable, plan: ColumnPlan, series: [Series], xs: [Double], xKind: Dataset.XKind, yLabel: String
  ) -> DecodedTable {
    var combined = table
    combined.dataset = Dataset(
      xKind: xKind, xLabel: plan.xLabel, yLabel: yLabel,
      series: series.map { Series(name: $0.name, xs: xs, ys: $0.ys, breaks: $0.breaks) })
    combined.plan = plan
    // x repeated; whether the new x grows is counted by the long-format check.
    combined.xStrictlyGrows = false
    return combined
  }
}

/// Tables that write when as a column of dates and a column of times of day (`Date
/// (MM/DD/YYYY)`, `Time (HH:MM)`, as TMY3 weather files and many loggers do).
extension ChartDecoder {
  /// The most distinct times of day combined with the dates: a grid of readings (every hour,
  /// every 5 minutes) has at most 288, each on many dates (a quarter of the rows or fewer
  /// distinct); the times of single events (a sale at 11:38:36) are not a grid, and those
  /// rows are counted per date instead.
  static let maxTimesOfDay = 288

  /// `table` with its x, a column of dates, read together with the column of times of day
  /// beside it (`01:00` … `24:00`) as one date and time per row, and that column no longer a
  /// candidate to split the rows by; `table` itself for any other table.
  ///
  /// Read as they were, the dates repeated 24 times, the times split the rows into 24 series
  /// of one hour each, drawn over the dates.
  ///
  /// It applies when nothing was named, x holds dates without times, and a column of words
  /// whose name says time or hour holds nothing but times of day (`H:MM`, `HH:MM`,
  /// `HH:MM:SS`, hours 0 to 24) on a grid (``maxTimesOfDay``).
  static func combiningTimeOfDay(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable {
    guard options.x == nil, options.y.isEmpty, options.series == nil, var plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, plan.xKind == .date, !table.xStrictlyGrows,
      let candidates = table.candidates, let days = table.dataset.series.first?.xs,
      days.allSatisfy({ $0.isNaN || $0.truncatingRemainder(dividingBy: 86_400) == 0 })
    else { return table }
    for column in plan.textColumns where column != plan.x {
      let words = ColumnPlan.words(of: plan.names[column])
      guard words.contains(where: { ["time", "hour", "hh"].contains($0) }),
        let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == days.count,
        keys.names.count <= maxTimesOfDay, 4 * keys.names.count <= days.count
      else { continue }
      let times = keys.names.map(secondsOfDay)
      guard !times.isEmpty, times.allSatisfy({ $0 != nil }) else { continue }
      let xs = days.indices.map { row in days[row] + (times[Int(keys.ids[row])] ?? .nan) }
      plan.periodColumn = column
      var combined = table
      combined.dataset = Dataset(
        xKind: .date, xLabel: plan.xLabel, yLabel: table.dataset.yLabel,
        series: table.dataset.series.map { Series(name: $0.name, xs: xs, ys: $0.ys, breaks: $0.breaks) },
        utcOffset: table.dataset.utcOffset)
      combined.plan = plan
      combined.xStrictlyGrows = false
      return combined
    }
    return table
  }

  /// `H:MM`, `HH:MM` or `HH:MM:SS` (hours 0 to 24, `24:00` the end of the day) as seconds
  /// since midnight; nil for anything else.
  static func secondsOfDay(_ text: String) -> Double? {
    let parts = ColumnPlan.trimmedText(text).split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
      parts.dropFirst().allSatisfy({ $0.count == 2 }),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, numbers[0] <= 24, numbers[1] < 60, numbers.count < 3 || numbers[2] < 60,
      numbers[0] < 24 || numbers.dropFirst().allSatisfy({ $0 == 0 })
    else { return nil }
    return Double(numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0))
  }
}
