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
  static func combiningPeriods(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable {
    guard options.x == nil, options.y.isEmpty, options.series == nil, var plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, plan.xKind == .number,
      ColumnPlan.words(of: plan.names[plan.x]).contains("year"),
      let years = table.dataset.series.first?.xs
    else { return table }
    for (k, column) in plan.ys.enumerated() where k < table.dataset.series.count {
      guard let monthsPerStep = ColumnPlan.monthsPerPeriod(named: plan.names[column]) else { continue }
      guard
        let dates = Self.dates(
          years: years, periods: table.dataset.series[k].ys, monthsPerStep: monthsPerStep)
      else { continue }
      plan.ys.remove(at: k)
      plan.periodColumn = column
      var series = table.dataset.series
      series.remove(at: k)
      // One x array, shared by every series as the decoder shares it.
      series = series.map { Series(name: $0.name, xs: dates, ys: $0.ys, breaks: $0.breaks) }
      let yNames = plan.ys.map { plan.names[$0] }
      var combined = table
      combined.dataset = Dataset(
        xKind: .date, xLabel: plan.xLabel, yLabel: yNames.count == 1 ? yNames[0] : "",
        series: series)
      combined.plan = plan
      combined.columns.y = yNames
      // The years repeat; whether the dates grow is counted by the long-format check.
      combined.xStrictlyGrows = false
      return combined
    }
    return table
  }

  /// The first day of each row's quarter or month, in seconds since 1970 (UTC), NaN where the
  /// year or the period is missing; nil when a value is not a whole year 1...9999 or a whole
  /// period, or when no row has both.
  private static func dates(years: [Double], periods: [Double], monthsPerStep: Int) -> [Double]? {
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
