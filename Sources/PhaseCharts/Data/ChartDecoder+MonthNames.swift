import Foundation
import PhaseKit

/// Tables that write when as a column of years and a column of month names (`Month` =
/// `January`…`December` beside `Year`, as health ministries publish cases per region and
/// month). Read as they were, the years repeated twelve times per region, the month names were
/// a column of words left out, and the measures were strips over five years.
extension ChartDecoder {
  /// The fewest distinct months that make a column of words the months of the years: a column
  /// holding only `May` names no calendar.
  static let minMonthNames = 3

  /// `table` with its x, a column of years, read together with a column of month names
  /// (`January`, `Jan`, `SEPT`) as the first day of each row's month (UTC), and that column no
  /// longer a column of words that may split the rows; `table` itself for any other table.
  ///
  /// It applies when nothing was named, x is numeric and its name has the word `year`, every
  /// year is a whole number from 1 to 9999, and a column of words (``ColumnPlan/textColumns``)
  /// holds nothing but English month names, ``minMonthNames`` of them or more, and blanks or
  /// missing-value markers. A row missing either value has no x. Numbers 1 to 12 in a column named for months are read by
  /// ``combiningPeriods(_:options:)``.
  static func combiningMonthNames(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable {
    guard options.x == nil, options.y.isEmpty, options.series == nil, var plan = table.plan,
      plan.group == nil, plan.periodColumn == nil, plan.xKind == .number, !plan.xIsRowNumber,
      ColumnPlan.words(of: plan.names[plan.x]).contains("year"),
      let candidates = table.candidates, let years = table.dataset.series.first?.xs,
      years.allSatisfy({ $0.isNaN || ($0 == $0.rounded() && $0 >= 1 && $0 <= 9999) })
    else { return table }
    for column in plan.textColumns where column != plan.x {
      guard let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == years.count,
        (minMonthNames...24).contains(keys.names.count)
      else { continue }
      // A blank or `NA` month is a row with no month; any other word is no month at all.
      let months = keys.names.map { name -> Int? in
        let text = ColumnPlan.trimmedText(name)
        return text.isEmpty || ColumnPlan.isMissingMarker(text) ? 0 : monthNumber(text)
      }
      guard months.allSatisfy({ $0 != nil }), Set(months.compactMap { $0 }.filter { $0 > 0 }).count >= minMonthNames
      else { continue }
      // The month numbers handed to the path of numbered months (ChartDecoder+Periods.swift).
      let numbers = years.indices.map { row -> Double in
        guard let month = months[Int(keys.ids[row])], month > 0 else { return .nan }
        return Double(month)
      }
      guard let xs = dates(years: years, periods: numbers, monthsPerStep: 1) else { continue }
      plan.textColumns.removeAll { $0 == column }
      return combined(table, plan: plan, periodColumn: column, xs: xs)
    }
    return table
  }

  /// The number of an English month's name, whole or cut to three letters or more (`March`,
  /// `Mar`, `Sept`, `DECEMBER`), with blanks around it; nil for anything else.
  static func monthNumber(_ name: String) -> Int? {
    let bytes = Array(ColumnPlan.trimmedText(name).utf8.prefix(16)).filter { $0 != UInt8(ascii: ".") }
    guard bytes.count >= 3, name.utf8.count <= 24 else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      DateParser.monthName(buffer.baseAddress!, 0, buffer.count).flatMap { $0.1 == buffer.count ? $0.0 : nil }
    }
  }
}
