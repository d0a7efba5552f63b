import Foundation

/// Dates written as day numbers: Python's `date.toordinal()` (736,389 is 2017-03-01), an Excel
/// serial date (45,000 is 2023-03-15), R's `Date` as a number (19,000 is 2022-01-08). Drawn as
/// numbers, the axis read `736.4k … 736.9k`.
extension ChartChoice {
  /// How a column of day numbers counts its days.
  public enum DayCount: String, Sendable, Hashable, CaseIterable {
    /// Python's `date.toordinal()`: day 1 is 0001-01-01 (values 690,000 to 770,000, the years
    /// 1890 to 2109).
    case ordinal
    /// An Excel (1900 system) serial date: day 25,569 is 1970-01-01 (values 30,000 to 60,000,
    /// the years 1982 to 2064).
    case excel
    /// Days since 1970-01-01, as R writes a `Date` stored as a number (values 3,000 to 25,000,
    /// the years 1978 to 2038).
    case unixDays

    /// The day number of 1970-01-01 in this count.
    var epochDay: Double {
      switch self {
      case .ordinal: 719_163
      case .excel: 25_569
      case .unixDays: 0
      }
    }

    /// The values this count is believed for.
    var range: ClosedRange<Double> {
      switch self {
      case .ordinal: 690_000...770_000
      case .excel: 30_000...60_000
      case .unixDays: 3_000...25_000
      }
    }
  }

  /// The count of a numeric x whose name says date (a word `date`) and whose every value is a
  /// whole day number in one count's range (``DayCount/range``); nil for any other x. Only
  /// the name and the range tell: `ordinal_date` of 736,389 to 736,888 is read as the days of
  /// 2017 and 2018.
  static func dayCount(of name: String, _ dataset: Dataset) -> DayCount? {
    guard dataset.xKind == .number, ColumnPlan.words(of: name).contains("date") else { return nil }
    var count: DayCount?
    for series in dataset.series {
      for x in series.xs where !x.isNaN {
        guard x == x.rounded() else { return nil }
        if let count {
          guard count.range.contains(x) else { return nil }
        } else {
          guard let found = DayCount.allCases.first(where: { $0.range.contains(x) }) else { return nil }
          count = found
        }
      }
    }
    return count
  }

  /// `dataset` with its x, day numbers in `count`, as dates (seconds since 1970, UTC).
  static func readingDays(_ dataset: Dataset, as count: DayCount) -> Dataset {
    var dated = dataset
    dated.xKind = .date
    dated.series = dataset.series.map { series in
      Series(name: series.name, xs: series.xs.map { ($0 - count.epochDay) * 86_400 }, ys: series.ys, breaks: series.breaks)
    }
    return dated
  }
}
