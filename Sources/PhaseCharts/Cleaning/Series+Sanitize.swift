import Foundation

extension Series {
  /// A copy with invalid points dropped, duplicates merged, x sorted and long gaps broken, plus
  /// a report of what changed and why.
  ///
  /// One pass over the points when x is already sorted (the common case); see
  /// ``SanitizationOptions`` for what is dropped by default.
  ///
  /// ```swift
  /// let raw = Series(name: "temp", xs: [1, 2, 3], ys: [12, -999, .nan])
  /// let (clean, report) = raw.sanitized()
  /// // clean.ys == [12]; report[.sentinel] == 1; report[.missing] == 1
  /// ```
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The sanitized series and the report. An empty result is never padded with a
  ///   placeholder point: check ``SanitizationReport/outcome``.
  public func sanitized(_ options: SanitizationOptions = SanitizationOptions()) -> (
    Series, SanitizationReport
  ) {
    let result = Sanitizer.run(xs: xs, ys: ys, breaks: breaks, options: options)
    return (Series(name: name, xs: result.xs, ys: result.ys, breaks: result.breaks), result.report)
  }

  /// Sanitizes the series in place; see ``sanitized(_:)``.
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The report of what changed.
  @discardableResult
  public mutating func sanitize(_ options: SanitizationOptions = SanitizationOptions())
    -> SanitizationReport
  {
    let (clean, report) = sanitized(options)
    self = clean
    return report
  }
}

extension Dataset {
  /// A copy with every series sanitized, and one report that adds up all of them.
  ///
  /// ```swift
  /// let (clean, report) = try ChartDecoder.decode(data).sanitized()
  /// switch report.outcome {
  /// case .noData: print("No data available")
  /// case .allInvalid: print("Every point was invalid: \(report.summary)")
  /// case .cleaned, .clean: draw(clean)
  /// }
  /// ```
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The sanitized dataset (same series, same order, possibly empty ones) and the
  ///   summed report, as a ``SanitizedDataset``; ``Series/sanitized(_:)`` gives a report per
  ///   series.
  public func sanitized(_ options: SanitizationOptions = SanitizationOptions()) -> SanitizedDataset {
    var copy = self
    let report = copy.sanitize(options)
    return SanitizedDataset(dataset: copy, report: report)
  }

  /// Sanitizes every series in place; see ``sanitized(_:)``.
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The summed report.
  @discardableResult
  public mutating func sanitize(_ options: SanitizationOptions = SanitizationOptions())
    -> SanitizationReport
  {
    var total = SanitizationReport(inputCount: 0, keptCount: 0)
    for index in series.indices {
      total.merge(series[index].sanitize(options))
    }
    return total
  }
}
