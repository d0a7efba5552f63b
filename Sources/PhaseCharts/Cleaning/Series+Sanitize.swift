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
  /// The same result as ``sanitized(_:)``, but the points are compacted in the series' own
  /// buffers (no second copy when nothing else shares them) unless x has to be sorted.
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The report of what changed.
  @discardableResult
  public mutating func sanitize(_ options: SanitizationOptions = SanitizationOptions())
    -> SanitizationReport
  {
    let incoming = breaks
    let result = Sanitizer.runInPlace(xs: &xs, ys: &ys, breaks: incoming, options: options)
    breaks = result.breaks
    return result.report
  }

  /// Adds a break after every step in x larger than `maxGap` to a sanitized series, in place;
  /// see ``Sanitizer/addGapBreaks(_:_:breaks:maxGap:)``.
  ///
  /// - Returns: How many breaks were added for gaps.
  mutating func addGapBreaks(maxGap: Double) -> Int {
    let incoming = breaks
    let result = Sanitizer.addGapBreaks(&xs, &ys, breaks: incoming, maxGap: maxGap)
    breaks = result.breaks
    return result.added
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
  /// A dataset drawn as ``Dataset/Mark/points`` is never sorted, merged or broken: its points
  /// are observations (see ``ChartPipeline/prepare(_:)-(Dataset)``); invalid values are
  /// dropped as `options` says.
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The sanitized dataset (same series, same order, possibly empty ones) and the
  ///   summed report, as a ``SanitizedDataset``; ``Series/sanitized(_:)`` gives a report per
  ///   series.
  public func sanitized(_ options: SanitizationOptions = SanitizationOptions()) -> SanitizedDataset {
    let options = mark == .line ? options : ChartPipeline.pointOptions(options)
    // Into new arrays, series by series: sanitizing a copy in place would copy every array first.
    var copy = self
    var total = SanitizationReport(inputCount: 0, keptCount: 0)
    for index in copy.series.indices {
      let (clean, report) = copy.series[index].sanitized(options)
      copy.series[index] = clean
      total.merge(report)
    }
    return SanitizedDataset(dataset: copy, report: total)
  }

  /// Sanitizes every series in place; see ``sanitized(_:)->_`` (points are never sorted, merged
  /// or broken).
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The summed report.
  @discardableResult
  public mutating func sanitize(_ options: SanitizationOptions = SanitizationOptions())
    -> SanitizationReport
  {
    let options = mark == .line ? options : ChartPipeline.pointOptions(options)
    var total = SanitizationReport(inputCount: 0, keptCount: 0)
    for index in series.indices {
      total.merge(series[index].sanitize(options))
    }
    return total
  }

  /// Adds a break after every step in x larger than `maxGap` to every series of a sanitized
  /// dataset, in place; the same breaks as sanitizing the raw dataset with `maxGap`.
  ///
  /// - Returns: How many breaks were added for gaps.
  mutating func addGapBreaks(maxGap: Double) -> Int {
    var added = 0
    for index in series.indices { added += series[index].addGapBreaks(maxGap: maxGap) }
    return added
  }
}
