#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import PhaseKit
  import SwiftUI

  /// The seed's "no data" placeholder chart: a rule at 0 annotated "No data available" /
  /// "无可用数据" in a small secondary font.
  ///
  /// It keeps the chart's frame and axis where a chart would be, so the layout does not jump when
  /// data arrives, and it never invents a point: an empty chart says it is empty.
  ///
  /// ```swift
  /// if data.isEmpty {
  ///   NoDataChart()
  /// } else {
  ///   SeriesChart(dataset: data)
  /// }
  /// ```
  public struct NoDataChart: View {
    private let message: String?
    @Environment(\.phaseKitLanguage) private var language

    /// Creates the placeholder.
    ///
    /// - Parameter message: The annotation; "No data available" / "无可用数据" in the
    ///   environment's language by default. Pass the state card's message to say more, such as
    ///   "All 12 points were invalid".
    public init(message: String? = nil) {
      self.message = message
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let annotation = message ?? PhaseKitText.noDataAvailable.text(in: language)
      Chart {
        RuleMark(y: .value(PhaseKitText.average.text(in: language), 0))
          .foregroundStyle(.secondary)
          .annotation {
            Text(annotation)
              .font(.caption)
              .foregroundStyle(.secondary)
          }
      }
      // One element that says "No data available": the rule's own "Average, 0" is not data and
      // must not be read as if it were.
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(Text(annotation))
    }
  }
#endif
