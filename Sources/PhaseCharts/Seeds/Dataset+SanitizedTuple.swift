import PhaseKit

// The seeds' spellings live in this folder (Sources/PhaseCharts/Seeds), and only here: thin
// shims that let code written from the seeds, or from PhaseCharts before `sanitized()` returned a
// `SanitizedDataset`, keep compiling. Each forwards to the one type it stands for: the clean data
// and its report are a `SanitizedDataset`.

extension Dataset {
  /// The dataset and report as a tuple, as ``sanitized(_:)`` returned them before it returned a
  /// ``SanitizedDataset``: `let (clean, report) = dataset.sanitized()` keeps compiling.
  ///
  /// - Parameter options: What to drop, merge, sort and break; the defaults by default.
  /// - Returns: The sanitized dataset and the report.
  @_disfavoredOverload
  public func sanitized(_ options: SanitizationOptions = SanitizationOptions()) -> (
    Dataset, SanitizationReport
  ) {
    let result: SanitizedDataset = sanitized(options)
    return (result.dataset, result.report)
  }
}
