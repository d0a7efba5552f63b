import Foundation
import PhaseKit

/// What a chart says to someone who cannot see it: a title, a summary, both axes and every
/// series, in one language.
///
/// Platform-neutral, so the SwiftUI chart's `AXChartDescriptor` (Audio Graphs in VoiceOver) and
/// the SVG's description say the same thing. An empty dataset is described as "No data
/// available" (or "All 12 points were invalid"), never as a chart with an invented point.
///
/// ```swift
/// let description = ChartDescription(sanitized, language: .english)
/// description.summary   // "Chart with 1 series and 3 points. AAPL: … Sanitization: kept 3 of 4 points …"
/// ```
public struct ChartDescription: Sendable, Hashable {
  /// One axis: its title and the range of its values (seconds since 1970 for dates).
  public struct Axis: Sendable, Hashable {
    /// The axis title: the dataset's label, or "x" / "y" when it has none.
    public var title: String
    /// The smallest and largest value; `0...0` when there is no point.
    public var range: ClosedRange<Double>
    /// Whether the values are dates (seconds since 1970).
    public var isDate: Bool
  }

  /// One series: its name and its finite points, in order.
  public struct SeriesDescription: Sendable, Hashable {
    /// The series name, or "Series" when it has none.
    public var name: String
    /// The points as (x, y).
    public var points: [PlotPoint]
  }

  /// The chart's title: its series names, or "No data available" when it is empty.
  public var title: String
  /// Sentences for the whole chart: series and point counts, then one per series, "Drawn as
  /// points." for a dataset drawn as points, then what sanitization dropped.
  public var summary: String
  /// The x axis.
  public var xAxis: Axis
  /// The y axis.
  public var yAxis: Axis
  /// Every series with at least one point.
  public var series: [SeriesDescription]
  /// Whether there is nothing to plot.
  public var isEmpty: Bool { series.isEmpty }

  /// Describes a sanitized dataset, with what sanitization dropped.
  ///
  /// - Parameters:
  ///   - data: The dataset and its report.
  ///   - language: The language; `Language.current` by default.
  public init(_ data: SanitizedDataset, language: Language = .current) {
    self.init(data.dataset, report: data.report, language: language)
  }

  /// Describes a dataset.
  ///
  /// Counts and ranges are those of every finite point; ``series`` holds at most
  /// `pointsPerSeries` points per series (downsampled, keeping the extremes), since a listener
  /// cannot step through a million.
  ///
  /// - Parameters:
  ///   - dataset: The data.
  ///   - report: What sanitization did, if known; `nil` by default.
  ///   - language: The language; `Language.current` by default.
  ///   - pointsPerSeries: The most points per series in ``series``; `nil` (every point) by
  ///     default.
  public init(
    _ dataset: Dataset, report: SanitizationReport? = nil, language: Language = .current,
    pointsPerSeries: Int? = nil
  ) {
    let isDate = dataset.xKind == .date
    let drawn = pointsPerSeries.map { dataset.downsampled(to: max(2, $0)) } ?? dataset
    let drawnPoints = drawn.plotPoints()
    var sentences: [String] = []
    var described: [SeriesDescription] = []
    var xRange: ClosedRange<Double>?
    var yRange: ClosedRange<Double>?
    var total = 0
    func widen(_ range: ClosedRange<Double>?, _ other: ClosedRange<Double>) -> ClosedRange<Double> {
      range.map { min($0.lowerBound, other.lowerBound)...max($0.upperBound, other.upperBound) } ?? other
    }
    for series in dataset.series {
      guard let extent = Self.extent(series) else { continue }
      let name = series.name.isEmpty ? PhaseKitText.series.text(in: language) : series.name
      described.append(
        SeriesDescription(name: name, points: drawnPoints.filter { $0.series == series.name }))
      total += extent.count
      xRange = widen(xRange, extent.x)
      yRange = widen(yRange, extent.y)
      func xText(_ value: Double) -> String {
        isDate ? Self.isoDate(value) : Self.number(value)
      }
      sentences.append(
        PhaseKitText.seriesSummary.format(
          [
            name, String(extent.count), xText(extent.x.lowerBound), xText(extent.x.upperBound),
            Self.number(extent.y.lowerBound), Self.number(extent.y.upperBound),
          ], in: language))
    }
    let invalid = report.map { SanitizedDataset(dataset: dataset, report: $0).invalidPointCount } ?? 0
    let emptyTitle =
      invalid > 0
      ? PhaseKitText.allPointsInvalid.format([String(invalid)], in: language)
      : PhaseKitText.noDataAvailable.text(in: language)
    if described.isEmpty {
      sentences = [emptyTitle]
    } else {
      sentences.insert(
        PhaseKitText.chartSummary.format([String(described.count), String(total)], in: language),
        at: 0)
    }
    if dataset.mark == .points && !described.isEmpty {
      // Points are observations, not a line through them: a listener should know.
      sentences.append(PhaseKitText.drawnAsPoints.text(in: language))
    }
    if let report, report.inputCount > 0 {
      sentences.append(Self.sanitizationSentence(report, language: language))
    }
    self.title = described.isEmpty ? emptyTitle : described.map(\.name).joined(separator: ", ")
    self.summary = sentences.joined(separator: " ")
    self.series = described
    self.xAxis = Axis(
      title: dataset.xLabel.isEmpty ? "x" : dataset.xLabel, range: xRange ?? 0...0, isDate: isDate)
    self.yAxis = Axis(
      title: dataset.yLabel.isEmpty ? "y" : dataset.yLabel, range: yRange ?? 0...0, isDate: false)
  }

  /// The finite points of a series: how many, and the range of x and of y; `nil` when none.
  static func extent(_ series: Series) -> (count: Int, x: ClosedRange<Double>, y: ClosedRange<Double>)? {
    var count = 0
    var xMin = Double.infinity, xMax = -Double.infinity, yMin = Double.infinity, yMax = -Double.infinity
    for index in 0..<series.count {
      let x = series.xs[index]
      let y = series.ys[index]
      guard x.isFinite, y.isFinite else { continue }
      count += 1
      xMin = min(xMin, x)
      xMax = max(xMax, x)
      yMin = min(yMin, y)
      yMax = max(yMax, y)
    }
    return count == 0 ? nil : (count, xMin...xMax, yMin...yMax)
  }

  /// "Sanitization: kept 3 of 4 points; dropped 1: sentinel value such as -999."
  static func sanitizationSentence(_ report: SanitizationReport, language: Language) -> String {
    var text = PhaseKitText.sanitizationKept.format(
      [String(report.keptCount), String(report.inputCount)], in: language)
    let reasons: [SanitizationReport.Reason: PhaseKitText] = [
      .missing: .reasonMissing, .infinite: .reasonInfinite, .sentinel: .reasonSentinel,
      .outOfRange: .reasonOutOfRange, .duplicateX: .reasonDuplicateX,
    ]
    for (reason, count) in report.dropped.sorted(by: { $0.key < $1.key }) {
      guard let key = reasons[reason] else { continue }
      let line = PhaseKitText.sanitizationDropped.format(
        [String(count), key.text(in: language)], in: language)
      text += "; " + line.trimmingCharacters(in: .whitespaces)
    }
    return text + "."
  }

  /// A number with at most three decimals, trailing zeros removed.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `2026-11-29` or `2026-11-29 14:05` in UTC.
  static func isoDate(_ seconds: Double) -> String {
    let date = Date(timeIntervalSince1970: seconds)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    return parts.hour == 0 && parts.minute == 0 ? day : "\(day) \(two(parts.hour)):\(two(parts.minute))"
  }
}
