import Foundation
import PhaseKit

extension ChartChoice {
  /// The fewest rows a table of events needs before it is counted per date.
  static let minimumEventRows = 200
  /// The fewest rows per date, on average, that make the rows events rather than readings.
  static let minimumRowsPerDate = 3.0
  /// The rows per date, on average, past which the rows are counted whatever their measure.
  static let manyRowsPerDate = 20.0
  /// The fewest dates a count per date is drawn over: fewer (cars of 13 model years) are
  /// groups of observations, whose measures say more than their count.
  static let minimumCountedDates = 30
  /// The most dates a count per date keeps before the count is made per day.
  static let maxCountedDates = 2_000

  /// A table of events over a date (one row per sale, per flight, per coupon redeemed:
  /// `date,time,name,price`) as the number of rows per date, a line; nil for any other table.
  ///
  /// The rows are events when there are many per date (``manyRowsPerDate``), or a few
  /// (``minimumRowsPerDate``) and the first measure repeats its values (under a third of them
  /// distinct: a price list, a coupon code) rather than measuring each row (a penguin's
  /// culmen, the people affected by a breach), whose strips over the dates say more.
  ///
  /// Such a table repeats its dates in most rows with nothing to split them by
  /// (``DecodedTable/unsplitRepeats``): drawn as points, the measures were strips over the
  /// dates that showed neither how many events there were nor how they changed. When the
  /// dates carry times and are more than ``maxCountedDates``, the rows are counted per day.
  /// The first measure over the dates, as points, is named as the alternative.
  static func countingRowsPerDate(_ table: DecodedTable) -> DecodedTable? {
    guard table.unsplitRepeats > 0, table.dataset.xKind == .date, table.columns.series == nil,
      let first = table.dataset.series.first, first.count >= minimumEventRows
    else { return nil }
    var xs = first.xs.filter { $0.isFinite }
    guard !xs.isEmpty else { return nil }
    xs.sort()
    var dates: [Double] = []
    var counts: [Double] = []
    func count(_ bucket: (Double) -> Double) {
      dates = []
      counts = []
      for x in xs {
        let key = bucket(x)
        if dates.last == key {
          counts[counts.count - 1] += 1
        } else {
          dates.append(key)
          counts.append(1)
        }
      }
    }
    // Rows a finer part of the date tells apart (a day beside a year and a month) are
    // readings at each step of that part, not events that share a month.
    if hasFinerDatePart(table.columns.choice, dates: xs) { return nil }
    count { $0 }
    let perDate = Double(xs.count) / Double(dates.count)
    guard dates.count >= minimumCountedDates, perDate >= minimumRowsPerDate,
      perDate >= manyRowsPerDate || repeatsItsValues(first.ys)
    else { return nil }
    // The same rows at every date (regions × types of a price panel): their count is a
    // constant, and what changes is their measure.
    if let balanced = balancedPanel(table, counts: counts) { return balanced }
    var perDay = false
    if dates.count > maxCountedDates {
      count { ($0 / 86_400).rounded(.down) * 86_400 }
      perDay = true
    }
    // Items counted into noise (births per birthday): their measures (ChartChoice+CountedItems.swift).
    if let items = countedItems(table, counts: counts) { return items }
    var result = table
    var choice = table.columns.choice
    let measures = choice.y
    result.dataset.series = [Series(name: "", xs: dates, ys: counts)]
    result.dataset.yLabel = ""
    result.dataset.others = nil
    result.columns.y = []
    choice.y = []
    choice.decidedMark = .line
    choice.notes.removeAll { if case .xRepeats = $0 { true } else { false } }
    choice.notes.append(.rowsPerDate(rows: xs.count, dates: dates.count, perDay: perDay))
    if let measure = measures.first, let x = choice.x {
      choice.alternatives = [Alternative(x: x, y: [measure], mark: .points)]
    }
    result.columns.choice = choice
    return result
  }

  /// The least share of dates holding the most common number of rows for the rows to be a
  /// balanced panel, the same units at every date.
  static let balancedShare = 0.9

  /// `table`'s first measure as its median over the dates, with the band from the 10th to the
  /// 90th percentile, when its rows are a balanced panel: ``balancedShare`` of the dates or
  /// more hold the same number of rows, ``manyRowsPerDate`` or more (`counts`, per date); nil
  /// otherwise. A few events a date in equal numbers (ten sales a day, each with its time)
  /// stay counted.
  ///
  /// Counted, such rows drew a flat line at that number on an axis of one or two rows (107 to
  /// 108), where a date with a missing row looked like a crash; the units' measure is what
  /// changes over the dates.
  static func balancedPanel(_ table: DecodedTable, counts: [Double]) -> DecodedTable? {
    var frequency: [Double: Int] = [:]
    for count in counts { frequency[count, default: 0] += 1 }
    guard counts.count >= minimumCountedDates, let top = frequency.max(by: { $0.value < $1.value }),
      top.key >= manyRowsPerDate, Double(top.value) >= balancedShare * Double(counts.count),
      let first = table.dataset.series.first, let measure = table.columns.choice.y.first,
      let median = medianWithBand([first], language: .current)
    else { return nil }
    var result = table
    var choice = table.columns.choice
    let perDate = Int(top.key)
    var band = median.band
    band.count = perDate
    band.label = PhaseChartsText.bandMiddle.format([String(perDate)], in: .current)
    result.dataset.series = [median.series]
    result.dataset.others = band
    result.dataset.yLabel = measure
    result.dataset.mark = .line
    result.columns.y = [measure]
    choice.y = [measure]
    choice.decidedMark = .line
    choice.notes.removeAll { if case .xRepeats = $0 { true } else { false } }
    choice.notes.append(.rowsPerDateAsMedian(rows: perDate, dates: counts.count, measure: measure))
    if let x = choice.x, let second = table.columns.choice.y.dropFirst().first {
      choice.alternatives = [Alternative(x: x, y: [second], mark: .points)]
    }
    result.columns.choice = choice
    return result
  }

  /// Names the median and the band of a balanced panel (``balancedPanel(_:counts:)``) in
  /// `language`: the table is read before the language of the chart is known.
  static func nameMedianPerDate(_ dataset: inout Dataset, choice: ChartChoice, language: Language) {
    for case .rowsPerDateAsMedian(let rows, _, _) in choice.notes where dataset.series.count == 1 {
      dataset.series[0].name = PhaseChartsText.seriesMedian.text(in: language)
      dataset.others?.label = PhaseChartsText.bandMiddle.format([String(rows)], in: language)
    }
  }

  /// Whether fewer than a third of the first 5,000 values of `ys` (NaN aside) are distinct.
  static func repeatsItsValues(_ ys: [Double]) -> Bool {
    let values = ys.prefix(5_000).filter { !$0.isNaN }
    return !values.isEmpty && 3 * Set(values).count < values.count
  }

  /// Words of a column's name that say it holds a part of the date finer than a month: the
  /// day of the month, the hour (the names the decoder joins, ``ColumnPlan/dayNameWords`` and
  /// ``ColumnPlan/hourNameWords``, and a few it does not join but a column may still be named).
  static let finerDatePartWords: Set<String> = ColumnPlan.dayNameWords.union(ColumnPlan.hourNameWords)
    .union(["giorno", "hora", "heure", "stunde", "ora"])

  /// Whether the rows over the `dates` (seconds since 1970) are told apart by a part of the date
  /// finer than theirs: every date is the first instant of a month, and a column set aside as
  /// a part of the date (``ColumnRole/datePart``) is named a day or an hour
  /// (``finerDatePartWords``).
  ///
  /// Such rows (31 years of daily weather as `Day, Month, Year`; hourly readings as `year,
  /// month, day, hour`) repeated each month 28 to 744 times, and were counted per month as
  /// events, with every measure left undrawn; they are a series at the step of the finer part.
  static func hasFinerDatePart(_ choice: ChartChoice, dates: [Double]) -> Bool {
    let finer = choice.columns.contains { column in
      column.role == .datePart && !Set(ColumnPlan.words(of: column.name)).isDisjoint(with: finerDatePartWords)
    }
    guard finer else { return false }
    return dates.prefix(maxItemRowsRead).allSatisfy { date in
      !date.isFinite || (date.truncatingRemainder(dividingBy: 86_400) == 0 && civilDate(date).day == 1)
    }
  }
}
