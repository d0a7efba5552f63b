import Foundation

/// The order of dates alone that read both month first and day first (`1-3-2008`, `01-02-17`),
/// decided from the steps between the rows: read the right way, a series of prices on the
/// first of each month steps a month at a time; read the wrong way, it steps a day at a time
/// through the first twelve days of a January and then jumps most of a year.
extension ColumnPlan {
  /// The order whose steps between consecutive dates are regular, when the other's are not:
  /// nil when both are regular (twelve days of January read as the first of twelve months) or
  /// neither is (rows in no time order), and for dates with times (``dateOrder(byStepsOf:)``).
  ///
  /// A step is regular when it is of the kind most steps are: a few days forward or back (1 to
  /// 7: daily, working days, weekly), or a whole number of months to the same day of the month
  /// (monthly, quarterly, yearly); repeated dates (a long table's rows of one day) are not
  /// steps. One reading decides when it has at least three steps, at most a tenth of them
  /// irregular, and at most a quarter as many irregular steps as the other reading, which has
  /// at least one.
  ///
  /// - Parameter texts: A column's values in row order (the sample, then the rows the CSV
  ///   decoder read ahead, ``CSVTableDecoder/decideDateOrder(names:samples:lines:from:fields:)``).
  /// - Returns: `.monthDayYearSlashed`, `.dayMonthYearSlashed`, or nil.
  static func dateOrder(byRegularStepsOf texts: [String]) -> DateFormat? {
    var monthFirst = DateSteps()
    var dayFirst = DateSteps()
    for text in texts.prefix(400) {
      guard let a = DateFormat.monthDayYearSlashed.seconds(from: text),
        let b = DateFormat.dayMonthYearSlashed.seconds(from: text)
      else { continue }
      // Dates with a time of day are ordered by ``dateOrder(byStepsOf:)``.
      guard a.truncatingRemainder(dividingBy: 86_400) == 0 else { return nil }
      monthFirst.add(a)
      dayFirst.add(b)
    }
    func decides(_ one: DateSteps, over other: DateSteps) -> Bool {
      one.steps >= 3 && 10 * one.irregular <= one.steps && other.irregular >= 1
        && 4 * one.irregular <= other.irregular
    }
    if decides(monthFirst, over: dayFirst) { return .monthDayYearSlashed }
    if decides(dayFirst, over: monthFirst) { return .dayMonthYearSlashed }
    return nil
  }

  /// The steps between one reading's consecutive dates, counted by kind.
  struct DateSteps {
    private var last: Double?
    /// Steps by kind: few days forward, few days back, months forward, months back, other.
    private var kinds = [Int](repeating: 0, count: 5)

    /// How many steps (changes of date) were seen.
    var steps: Int { kinds.reduce(0, +) }

    /// The steps not of the kind most steps are.
    var irregular: Int { steps - (kinds[0..<4].max() ?? 0) }

    mutating func add(_ seconds: Double) {
      defer { last = seconds }
      guard let last, seconds != last else { return }
      let days = Int(((seconds - last) / 86_400).rounded())
      let forward = days > 0
      if abs(days) <= 7 {
        kinds[forward ? 0 : 1] += 1
      } else if abs(days) >= 28, Self.dayOfMonth(seconds) == Self.dayOfMonth(last) {
        kinds[forward ? 2 : 3] += 1
      } else {
        kinds[4] += 1
      }
    }

    /// The day of the month of a date at midnight UTC (Howard Hinnant's `civil_from_days`).
    static func dayOfMonth(_ seconds: Double) -> Int {
      let z = Int((seconds / 86_400).rounded(.down)) + 719_468
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let dayOfEra = z - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let monthIndex = (5 * dayOfYear + 2) / 153
      return dayOfYear - (153 * monthIndex + 2) / 5 + 1
    }
  }
}
