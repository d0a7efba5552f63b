/// A sanitized dataset and the report of what sanitization did: what ``Dataset/sanitized(_:)->_``
/// returns.
///
/// A named type rather than a tuple, so that it can be a loader's value, a `LoadingState`'s
/// payload or a stored property as it is, the way the seed's view model uses it:
///
/// ```swift
/// loadingState = .success(data.sanitized())          // LoadingState<SanitizedDataset>
/// if case .success(let data) = loadingState, data.points.isEmpty { showNoData() }
/// ```
public struct SanitizedDataset: Sendable, Hashable {
  /// The dataset with invalid points dropped, duplicates merged, x sorted and long gaps broken.
  public var dataset: Dataset
  /// What was dropped and why; ``SanitizationReport/outcome`` tells "no data" apart from "every
  /// point was invalid".
  public var report: SanitizationReport

  /// Creates a sanitized dataset from its parts.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset.
  ///   - report: The report of its sanitization.
  public init(dataset: Dataset, report: SanitizationReport) {
    self.dataset = dataset
    self.report = report
  }

  /// Every point left, flattened for a chart library that draws one mark per point (the seed's
  /// `ForEach(data.points) { LineMark(…) }`), with a new ``PlotPoint/segment`` at each break.
  ///
  /// For a large dataset, draw ``Dataset/plotPoints(forWidth:method:)`` of ``dataset`` instead:
  /// it is downsampled to the chart's width first.
  public var points: [PlotPoint] { dataset.plotPoints() }

  /// Whether no point is left: nothing was there, or every point was invalid (see ``report``).
  public var isEmpty: Bool { dataset.isEmpty }

  /// How many points were dropped as invalid when none is left, else 0: what the no-data card
  /// says ("All 12 points were invalid").
  public var invalidPointCount: Int {
    report.outcome == .allInvalid ? report.droppedCount : 0
  }
}
