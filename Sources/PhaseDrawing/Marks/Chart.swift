import PhaseCharts
/// A chart: marks from a ``ChartContentBuilder`` block, or line series straight from a
/// `Dataset`, plus a title and axis labels. Draw it with ``SVGRenderer`` or
/// ``TerminalRenderer``.
///
/// Shaped like Swift Charts' `Chart`, so the seed's chart code compiles on Linux by importing
/// PhaseCharts instead of Charts:
///
/// ```swift
/// let chart = Chart {
///   if data.points.isEmpty {
///     RuleMark(y: .value("平均值", 0))
///       .annotation { Text("无可用数据").font(.caption).foregroundColor(.secondary) }
///   } else {
///     ForEach(data.points) { point in
///       LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
///     }
///   }
/// }
/// .chartTitle("Temperature")
/// ```
///
/// A chart is a plain value: building one runs the content closure once and keeps the marks.
public struct Chart: Sendable {
  /// Whether a legend is drawn.
  public enum Visibility: Sendable, Hashable {
    /// Drawn when there is more than one series: the default.
    case automatic
    /// Always drawn.
    case visible
    /// Never drawn.
    case hidden
  }

  var marks: [MarkNode]
  var dataset: Dataset?
  var title: String?
  var xAxisLabel: String?
  var yAxisLabel: String?
  var xDomain: ClosedRange<Double>?
  var yDomain: ClosedRange<Double>?
  /// The scales `chartXScale(type:)` and `chartYScale(type:)` set; nil for the dataset's.
  var xScaleType: ScaleType?
  var yScaleType: ScaleType?
  var legend: Visibility = .automatic
  var xAxis: Visibility = .automatic
  var yAxis: Visibility = .automatic

  /// Creates a chart from declarative content.
  ///
  /// - Parameter content: The marks, with `if`, `for`, `ForEach` and modifiers.
  public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
    marks = content().resolvedMarks
  }

  /// Creates a chart with content for each element of a collection.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: The content for one element.
  public init<Data: RandomAccessCollection, Content: ChartContent>(
    _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
  ) {
    marks = []
    marks.reserveCapacity(data.count)
    for element in data { marks.append(contentsOf: content(element).resolvedMarks) }
  }

  /// Creates a line chart that draws every series of `dataset` from its arrays.
  ///
  /// This is the fast path for large data: no mark is built per point, and each line is
  /// reduced to the plot's pixel width before drawing. Breaks in a series leave gaps. The axis
  /// labels come from the dataset unless you set others.
  ///
  /// - Parameters:
  ///   - dataset: The series to draw as lines.
  ///   - content: Extra marks drawn over the lines (rules, annotations); none by default.
  public init<Content: ChartContent>(
    dataset: Dataset, @ChartContentBuilder content: () -> Content
  ) {
    marks = content().resolvedMarks
    self.dataset = dataset
  }

  /// Creates a line chart that draws every series of `dataset` from its arrays.
  ///
  /// - Parameter dataset: The series to draw as lines.
  public init(dataset: Dataset) {
    marks = []
    self.dataset = dataset
  }

  /// The number of data points: those of the dataset plus one per mark.
  public var pointCount: Int { (dataset?.pointCount ?? 0) + marks.count }
}

extension Chart {
  /// A copy with a title drawn above the plot.
  ///
  /// - Parameter title: The title; empty for none.
  /// - Returns: The titled chart.
  public func chartTitle(_ title: String) -> Chart {
    setting(\.title, to: title.isEmpty ? nil : title)
  }

  /// A copy with a label under the x axis, as Swift Charts' `chartXAxisLabel(_:)`.
  ///
  /// - Parameter label: The label; empty to hide it.
  /// - Returns: The relabelled chart.
  public func chartXAxisLabel(_ label: String) -> Chart {
    setting(\.xAxisLabel, to: label)
  }

  /// A copy with a label beside the y axis, as Swift Charts' `chartYAxisLabel(_:)`.
  ///
  /// - Parameter label: The label; empty to hide it.
  /// - Returns: The relabelled chart.
  public func chartYAxisLabel(_ label: String) -> Chart {
    setting(\.yAxisLabel, to: label)
  }

  /// A copy with a fixed x domain instead of one fitted to the data. For dates, give seconds
  /// since 1970.
  ///
  /// - Parameter domain: The visible x range.
  /// - Returns: The rescaled chart.
  public func chartXScale(domain: ClosedRange<Double>) -> Chart {
    setting(\.xDomain, to: domain)
  }

  /// A copy with a fixed y domain instead of one fitted to the data.
  ///
  /// - Parameter domain: The visible y range.
  /// - Returns: The rescaled chart.
  public func chartYScale(domain: ClosedRange<Double>) -> Chart {
    setting(\.yDomain, to: domain)
  }

  /// A copy that shows or hides the legend.
  ///
  /// - Parameter visibility: `.automatic` (only for several series), `.visible` or `.hidden`.
  /// - Returns: The chart.
  public func chartLegend(_ visibility: Visibility) -> Chart {
    setting(\.legend, to: visibility)
  }

  /// A copy that shows or hides the x axis labels and vertical gridlines, as Swift Charts'
  /// `chartXAxis(.hidden)`.
  ///
  /// - Parameter visibility: `.hidden` to hide them; shown otherwise.
  /// - Returns: The chart.
  public func chartXAxis(_ visibility: Visibility) -> Chart {
    setting(\.xAxis, to: visibility)
  }

  /// A copy that shows or hides the y axis labels and horizontal gridlines, as Swift Charts'
  /// `chartYAxis(.hidden)`.
  ///
  /// - Parameter visibility: `.hidden` to hide them; shown otherwise.
  /// - Returns: The chart.
  public func chartYAxis(_ visibility: Visibility) -> Chart {
    setting(\.yAxis, to: visibility)
  }

  /// A copy with one property changed: every chart modifier is this, like a SwiftUI modifier.
  private func setting<Property>(_ property: WritableKeyPath<Chart, Property>, to value: Property) -> Chart {
    var copy = self
    copy[keyPath: property] = value
    return copy
  }
}
