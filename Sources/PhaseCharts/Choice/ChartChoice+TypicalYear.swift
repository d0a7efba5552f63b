import Foundation
import PhaseKit

/// A typical meteorological year (TMY, TMY3, NSRDB PSM "tmy" files, EPW): one year of hourly
/// readings stitched from months of different source years (January of 2009, February of
/// 2015, …), each row stamped with its month's true year. Drawn over those stamps, twelve
/// slivers of a month each were spread over 15 to 25 years with nothing between them; a person
/// draws the 8 760 hours over one year, month by month, and says that the months come from
/// different years.
extension ChartChoice {
  /// The fewest rows of a typical year: a year of days (365) or more; fewer are no year.
  static let minimumTypicalYearRows = 360

  /// The most rows of a typical year: one a minute through a leap year. None is finer, so a
  /// longer table is not one and is not read through (the choice runs on every decoded table).
  static let maximumTypicalYearRows = 366 * 1_440

  /// The fewest and most blocks of rows of one source year: a typical year has a block per
  /// month, fewer where two neighbouring months came from the same year.
  static let typicalYearBlocks = 3...13

  /// `table`, drawn over dates that are a typical year (``typicalYear(_:)-([Double])``), with
  /// each row moved onto one year and a note (``Note/typicalYear(first:last:)``); nil for
  /// any other table, and when a column was named.
  static func typicalYear(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = table.plan, !plan.xIsRowNumber, table.dataset.xKind == .date,
      let first = table.dataset.series.first, first.count >= minimumTypicalYearRows,
      table.dataset.series.allSatisfy({ $0.xs.count == first.xs.count && $0.xs.first == first.xs.first }),
      let year = typicalYear(first.xs)
    else { return nil }
    var result = table
    result.dataset.series = table.dataset.series.map { series in
      Series(name: series.name, xs: year.xs, ys: series.ys, breaks: series.breaks)
    }
    result.columns.choice.notes.append(.typicalYear(first: year.first, last: year.last))
    return result
  }

  /// The dates `xs` (seconds since 1970, UTC, in row order) moved onto one year, with the
  /// first and last source years, when they are a typical year; nil for any other dates.
  ///
  /// They are when, read in row order, the month, day and time of day never go back (but once,
  /// for the last rows on 1 January of the next year: a `24:00` of 31 December, or the last
  /// hours of a year stamped in a time zone west of UTC), and the year changes only between
  /// blocks (``typicalYearBlocks``) that each start on a month's first or last day, falls at
  /// least once (the years are not a time that runs on), and every month is there. A run of
  /// years (a station's ten-year record), stations one after another (the days go back at each),
  /// a table sorted by month and then year (a block per row) and one true year (one block) are not.
  static func typicalYear(_ xs: [Double]) -> (xs: [Double], first: Int, last: Int)? {
    guard (minimumTypicalYearRows...maximumTypicalYearRows).contains(xs.count) else { return nil }
    // Its source years change from month to month, so 64 rows spread over the table see two of
    // them; one year's rows (most tables of a year or less) are left before the full read.
    var probed: Int?
    var probeSeesTwoYears = false
    for i in stride(from: 0, to: xs.count, by: max(1, xs.count / 64)) where xs[i].isFinite && abs(xs[i]) < 1e12 {
      let seconds = Int(xs[i].rounded(.down))
      let year = LocalTime.civilDate(daysSince1970: LocalTime.days(since1970: seconds)).year
      if let probed, probed != year {
        probeSeesTwoYears = true
        break
      }
      probed = year
    }
    guard probeSeesTwoYears else { return nil }
    var blocks: [(year: Int, month: Int, day: Int)] = []
    var previousKey = -1
    var wrapped = false
    var wrapRow = xs.count
    var months = Set<Int>()
    var leapDayYear: Int?
    for (i, x) in xs.enumerated() {
      guard x.isFinite, abs(x) < 1e12 else { return nil }
      let seconds = Int(x.rounded(.down))
      let days = LocalTime.days(since1970: seconds)
      let secondOfDay = seconds - days * 86_400
      let (year, month, day) = LocalTime.civilDate(daysSince1970: days)
      let key = (month * 32 + day) * 86_400 + secondOfDay
      if key < previousKey {
        // Once, onto 1 January: the last rows of the year, stamped in the next one.
        guard !wrapped, month == 1, day == 1 else { return nil }
        wrapped = true
        wrapRow = i
      }
      previousKey = key
      if wrapped {
        guard month == 1, day == 1 else { return nil }
        continue
      }
      months.insert(month)
      // A 29 February past its midnight (not the `24:00` of the 28th) is a leap day's readings.
      if month == 2, day == 29, secondOfDay > 0 { leapDayYear = year }
      if blocks.last?.year != year {
        // A new source year starts a month (its first day, or the last of the month before
        // when stamped east of UTC).
        if !blocks.isEmpty, day != 1, day < 28 { return nil }
        blocks.append((year, month, day))
        guard blocks.count <= typicalYearBlocks.upperBound else { return nil }
      }
    }
    guard typicalYearBlocks.contains(blocks.count), months.count == 12,
      zip(blocks, blocks.dropFirst()).contains(where: { $1.year < $0.year })
    else { return nil }
    // The year the rows are drawn on: the one that gave February when a 29 February is among
    // them, else the first source year without one (a leap year would leave a day's gap).
    let nominal =
      leapDayYear ?? blocks.first(where: { DateParser.daysInMonth(year: $0.year, month: 2) == 28 })?.year
      ?? blocks[0].year - 1
    var moved = [Double](repeating: .nan, count: xs.count)
    for (i, x) in xs.enumerated() {
      let seconds = Int(x.rounded(.down))
      let days = LocalTime.days(since1970: seconds)
      let (_, month, day) = LocalTime.civilDate(daysSince1970: days)
      // The rows past the step back stay past the year's end: 1 January of the year after.
      // A 29 February on a year without one is 1 March (the `24:00` of 28 February).
      let start = Double(DateParser.daysFromCivil(year: i >= wrapRow ? nominal + 1 : nominal, month: month, day: day)) * 86_400
      moved[i] = start + Double(seconds - days * 86_400) + (x - x.rounded(.down))
    }
    let years = blocks.map(\.year)
    return (moved, years.min() ?? nominal, years.max() ?? nominal)
  }
}
