import Foundation
import PhaseKit

/// The names of a date's parts that ``ChartDecoder/combiningPeriods(_:options:)`` reads beside
/// a column of years: days of the month, and quarters or months named in a few languages.
extension ColumnPlan {
  /// The one-word names of a column of days of the month: `day`, `dd`, `mday`, and the word in
  /// German, Spanish and French (`Tag`, `día`, `jour`).
  static let dayNameWords: Set<String> = ["day", "dd", "mday", "tag", "dia", "día", "jour"]

  /// Whether a column's name is a day of the month's and nothing else (`Day`, `DD`, `día`):
  /// `days`, `day_of_week` and `days_in_hospital` are not.
  static func isDayName(_ name: String) -> Bool {
    let words = words(of: name)
    return words.count == 1 && dayNameWords.contains(words[0])
  }

  /// The months in one period a column's name says it counts, as ``monthsPerPeriod(named:)``
  /// and also in German, Spanish and French: 3 for `Quartal`, `trimestre`, 1 for `Monat`,
  /// `mes`, `mois`, `mm`; nil for any other name.
  static func monthsPerNamedPeriod(_ name: String) -> Int? {
    if let months = monthsPerPeriod(named: name) { return months }
    let words = words(of: name)
    guard words.count == 1 else { return nil }
    if ["quartal", "trimestre"].contains(words[0]) { return 3 }
    if ["monat", "mes", "mois", "mm"].contains(words[0]) { return 1 }
    return nil
  }

  /// Whether a column's name says nothing: blank, or as spreadsheets and data-frame writers
  /// name a column without a header (`Unnamed: 1`, `...2`, `X.1`, `V2`).
  static func isUnnamedColumn(_ name: String) -> Bool {
    let text = trimmedText(name)
    if text.isEmpty { return true }
    let lower = text.lowercased()
    for prefix in ["unnamed: ", "unnamed:", "unnamed_", "...", "x.", "v"] where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count)
      if !rest.isEmpty, rest.count <= 4, rest.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    }
    return false
  }
}

extension ColumnPlan {
  /// Whether `periods` count up by one within each of `years` and start again, lower, when
  /// the year changes (`2017,1` `2017,2` … `2017,4` `2018,1`), at least once: the shape of a
  /// year's quarters or months, one row each. Rows missing either value break the cycle.
  static func periodsCycle(years: [Double], periods: [Double]) -> Bool {
    guard years.count == periods.count, years.count >= ChartDecoder.minCyclingRows else { return false }
    var restarts = 0
    for i in periods.indices.dropFirst() {
      if years[i] == years[i - 1] {
        guard periods[i] == periods[i - 1] + 1 else { return false }
      } else {
        guard years[i] > years[i - 1], periods[i] < periods[i - 1] else { return false }
        restarts += 1
      }
    }
    return restarts >= 1
  }

  /// Whether an unnamed column (``isIndexName(_:)``, which is never y) holds the periods of
  /// x's years on the sample rows (``periodsCycle(years:periods:)``, whole periods 1 to 12,
  /// years 1000 to 2999): then it is read as y, for ``ChartDecoder/combiningPeriods(_:options:)``
  /// to join with x.
  static func cyclesWithYears(_ periods: ColumnValues, years: ColumnValues) -> Bool {
    guard periods.rows == years.rows, periods.texts.count >= ChartDecoder.minCyclingRows else { return false }
    let p = periods.texts.compactMap(Double.init)
    let y = years.texts.compactMap(Double.init)
    guard p.count == periods.texts.count, y.count == years.texts.count,
      p.allSatisfy({ $0 == $0.rounded() && $0 >= 1 && $0 <= 12 }),
      y.allSatisfy({ $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 })
    else { return false }
    return periodsCycle(years: y, periods: p)
  }
}

extension ChartDecoder {
  /// The fewest rows of whole years and periods that make an unnamed column of 1 to 4 (or 12)
  /// the periods of the years: a table of two or three rows proves no cycle.
  static let minCyclingRows = 6

  /// The day of each row's month joined to `monthDates` (the first day of each row's month, in
  /// seconds since 1970, UTC) when one of the y columns beside them is named for days of the
  /// month (``ColumnPlan/isDayName(_:)``) and every value is a day of its month (1 to 28, 29,
  /// 30 or 31): the y column's position and the dates; nil for any other table. A row missing
  /// its day has no x.
  static func joiningDays(
    _ table: DecodedTable, plan: ColumnPlan, years: [Double], months: [Double], besides period: Int
  ) -> (day: Int, xs: [Double])? {
    for (k, column) in plan.ys.enumerated()
    where k != period && k < table.dataset.series.count && ColumnPlan.isDayName(plan.names[column]) {
      let days = table.dataset.series[k].ys
      var xs = [Double](repeating: .nan, count: years.count)
      var dated = 0
      var valid = true
      for i in years.indices where i < days.count {
        let (year, month, day) = (years[i], months[i], days[i])
        if year.isNaN || month.isNaN || day.isNaN { continue }
        guard year == year.rounded(), year >= 1, year <= 9999, month == month.rounded(), month >= 1, month <= 12,
          day == day.rounded(), day >= 1, day <= 31,
          let seconds = DateParser.seconds(year: Int(year), month: Int(month), day: Int(day))
        else {
          valid = false
          break
        }
        xs[i] = seconds
        dated += 1
      }
      if valid, dated > 0 { return (k, xs) }
    }
    return nil
  }

  /// The y column that holds the periods of x's years without a name to say so: an unnamed
  /// column (``ColumnPlan/isUnnamedColumn(_:)``) or one named for quarters or months in another
  /// language, whose whole values 1 to 4 (or 12) count up by one within each year and start
  /// again when the year grows (`2017,1` `2017,2` … `2017,4` `2018,1`), with the months in
  /// one of its steps (3 when its values stay within 1 to 4, else 1); nil for any other table.
  ///
  /// Every year must be a whole number from 1000 to 2999, never falling from row to row, and
  /// the periods must start again at least once, over ``minCyclingRows`` rows or more.
  static func cyclingPeriod(_ table: DecodedTable, plan: ColumnPlan, years: [Double]) -> (k: Int, monthsPerStep: Int)? {
    guard years.count >= minCyclingRows, plan.ys.count >= 2,
      years.allSatisfy({ $0 == $0.rounded() && $0 >= 1000 && $0 <= 2999 }),
      zip(years, years.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return nil }
    for (k, column) in plan.ys.enumerated() where k < table.dataset.series.count {
      let name = plan.names[column]
      guard ColumnPlan.isUnnamedColumn(name) || ColumnPlan.monthsPerNamedPeriod(name) != nil else { continue }
      let periods = table.dataset.series[k].ys
      guard periods.count == years.count, let top = periods.max(),
        periods.allSatisfy({ $0 == $0.rounded() && $0 >= 1 && $0 <= 12 })
      else { continue }
      guard ColumnPlan.periodsCycle(years: years, periods: periods) else { continue }
      let named = ColumnPlan.monthsPerNamedPeriod(name)
      let monthsPerStep = named ?? (top <= 4 ? 3 : 1)
      guard top <= Double(12 / monthsPerStep) else { continue }
      return (k, monthsPerStep)
    }
    return nil
  }
}
