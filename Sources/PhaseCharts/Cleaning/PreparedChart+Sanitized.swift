extension PreparedChart {
  /// The clean data and its report as the one type that holds them, a ``SanitizedDataset``: a
  /// prepared chart is a sanitized dataset plus where it came from (``columns``,
  /// ``pointsReason``).
  ///
  /// Reading it copies nothing but two references; setting it sets ``dataset`` and ``report``.
  ///
  /// ```swift
  /// let prepared = try ChartPipeline().prepare(data)
  /// showChart(prepared.sanitized)   // the same value a `Loader<SanitizedDataset>` shows
  /// ```
  public var sanitized: SanitizedDataset {
    get { SanitizedDataset(dataset: dataset, report: report) }
    set {
      dataset = newValue.dataset
      report = newValue.report
    }
  }

  /// Creates a prepared chart from clean data and its report.
  ///
  /// - Parameters:
  ///   - sanitized: The clean dataset and the report of its sanitization.
  ///   - columns: The columns it was read from; none named by default.
  ///   - pointsReason: Why it is drawn as points; nil (a line, or not known) by default.
  public init(
    _ sanitized: SanitizedDataset, columns: DecodedTable.Columns = .init(),
    pointsReason: ChartPipeline.PointsReason? = nil
  ) {
    self.init(
      dataset: sanitized.dataset, report: sanitized.report, columns: columns,
      pointsReason: pointsReason)
  }
}
