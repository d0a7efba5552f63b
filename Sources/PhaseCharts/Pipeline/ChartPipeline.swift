import Foundation
import PhaseKit

/// Decoding and sanitization in one step: bytes in, a clean ``Dataset`` and its report out.
///
/// This is what a `Loader` runs on the bytes it fetched, so that a decoding error surfaces as a
/// typed `DataError.decodingError(_:)` of the load and the sanitization report travels with the
/// value. Drawing downsamples to the pixel width later, when the width is known.
///
/// ```swift
/// let pipeline = ChartPipeline(decoding: DecodeOptions(x: "date", y: ["temp_max", "temp_min"]))
/// let loader = Loader(source: HTTPSource(url: url)) { data throws(DataError) in
///   try pipeline.prepare(data)
/// }
/// ```
public struct ChartPipeline: Sendable, Hashable {
  /// How a break in the line over missing data is decided.
  public enum GapDetection: Sendable, Hashable {
    /// Never break the line (unless ``SanitizationOptions/maxGap`` is set).
    case off
    /// Break where a step in x is more than `factor` times the median step of the series; for
    /// daily data with the default factor 5, a gap of six days or more. The default.
    case automatic(factor: Double)
  }

  /// How the bytes are decoded; detected format and columns by default.
  public var decoding: DecodeOptions
  /// What sanitization drops; -999 and -9999 sentinels, NaN and infinities by default.
  public var sanitization: SanitizationOptions
  /// How line breaks over gaps are found when ``SanitizationOptions/maxGap`` is not set;
  /// `.automatic(factor: 5)` by default.
  public var gapDetection: GapDetection
  /// Whether the data is drawn as a line or as points; `.automatic` (points for rows in no
  /// order of a numeric x) by default. See ``MarkChoice``.
  public var marks: MarkChoice
  /// Whether the series share one plot or get a panel each; nil (the default) decides: panels
  /// when two or more measures have scales that differ
  /// (``ChartChoice/panelsAreNeeded(_:bySizeOnly:)``), else one plot.
  public var layout: Dataset.Layout?
  /// The language of the names the chart gives what it draws in place of the table's
  /// columns (a median, its band); nil (the default) follows `Language.current`.
  public var language: Language?

  /// Creates a pipeline; every parameter has the default documented on its property.
  public init(
    decoding: DecodeOptions = DecodeOptions(),
    sanitization: SanitizationOptions = SanitizationOptions(),
    gapDetection: GapDetection = .automatic(factor: 5),
    marks: MarkChoice = .automatic,
    layout: Dataset.Layout? = nil
  ) {
    self.decoding = decoding
    self.sanitization = sanitization
    self.gapDetection = gapDetection
    self.marks = marks
    self.layout = layout
  }

  /// Decodes and sanitizes.
  ///
  /// A dataset with no valid point is returned, not thrown: its report's ``SanitizationReport/outcome``
  /// says whether there was no data or every point was invalid, so the screen can say which.
  ///
  /// - Parameter data: CSV or JSON bytes.
  /// - Returns: The clean dataset and what sanitization did.
  /// - Throws: `DataError.decodingError(_:)` naming line and column or JSON path.
  public func prepare(_ data: Data) throws(DataError) -> PreparedChart {
    prepare(try decodeTable(data))
  }

  /// Sanitizes a table decoded with ``decoding``, keeping its columns; see
  /// ``prepare(_:)-(Data)``.
  ///
  /// For a caller that lets go of the bytes between decoding and sanitizing, so that they and
  /// the decoded columns are never held with the sanitized result:
  ///
  /// ```swift
  /// var bytes: Data? = try Data(contentsOf: url)
  /// let table = try ChartDecoder.decodeTable(bytes!, options: pipeline.decoding)
  /// bytes = nil
  /// let prepared = pipeline.prepare(table)
  /// ```
  ///
  /// - Parameter table: The decoded table, handed over: its columns are sanitized in their own
  ///   buffers when nothing else holds them.
  /// - Returns: The clean dataset, what sanitization did, and the table's columns.
  public func prepare(_ table: consuming DecodedTable) -> PreparedChart {
    var columns = table.columns
    var prepared = prepare((consume table).dataset, choice: &columns.choice)
    prepared.columns = columns
    return prepared
  }

  /// Sanitizes an already decoded dataset; see ``prepare(_:)-(Data)``.
  ///
  /// The dataset is sanitized in its own buffers when the caller hands over the last reference
  /// to it (and x needs no sorting): no raw copy is kept, not even for the gap pass, which only
  /// adds breaks to the clean points.
  ///
  /// The mark is chosen first, on the rows in the order they came (see ``MarkChoice``). Points
  /// are sanitized without sorting, without merging points that share an x and without gap
  /// breaks, none of which means anything for observations; NaN, sentinels and out-of-range
  /// values are still dropped and counted.
  ///
  /// - Parameter raw: The dataset as decoded.
  /// - Returns: The clean dataset and what sanitization did.
  public func prepare(_ raw: consuming Dataset) -> PreparedChart {
    var choice = ChartChoice()
    return prepare(raw, choice: &choice)
  }

  /// ``prepare(_:)-(Dataset)``, keeping a mark the decoder chose (``ChartChoice/decidedMark``)
  /// and saying in `choice` how the series were laid out.
  func prepare(_ raw: consuming Dataset, choice: inout ChartChoice) -> PreparedChart {
    var prepared = sanitized(raw, decidedMark: choice.decidedMark)
    if prepared.dataset.mark == .line {
      // A line was asked for: no note may say the rows are drawn as points.
      choice.notes.removeAll { $0.saysPoints }
    }
    ChartChoice.arrange(&prepared.dataset, choice: &choice, layout: layout, language: language ?? .current)
    ChartChoice.chooseScales(&prepared.dataset, choice: &choice)
    choice.mark = prepared.dataset.mark
    choice.layout = prepared.dataset.layout
    return prepared
  }

  /// The dataset with its mark chosen and sanitized as that mark is.
  private func sanitized(_ raw: consuming Dataset, decidedMark: Dataset.Mark?) -> PreparedChart {
    var dataset = consume raw
    // Bars and histograms are what the table is; points of one measure against another stay
    // points unless a line is asked for.
    if let decidedMark, decidedMark != .line, decidedMark != .points || marks != .line {
      dataset.mark = decidedMark
      let report = dataset.sanitize(sanitization)
      return PreparedChart(dataset: dataset, report: report, pointsReason: decidedMark == .points ? .chosen : nil)
    }
    let reason = pointsReason(for: dataset)
    if let reason {
      dataset.mark = .points
      // A points dataset is sanitized with ``pointOptions(_:)``: nothing sorted, merged or broken.
      let report = dataset.sanitize(sanitization)
      return PreparedChart(dataset: dataset, report: report, pointsReason: reason)
    }
    dataset.mark = .line
    var report = dataset.sanitize(sanitization)
    if sanitization.maxGap == nil, case .automatic(let factor) = gapDetection,
      let threshold = Self.gapThreshold(of: dataset, factor: factor)
    {
      // Sanitizing again with this threshold would keep the same points and add these breaks;
      // a pass over the clean points gives them without the raw dataset. It only runs when a
      // gap really exists.
      report.breaksAdded += dataset.addGapBreaks(maxGap: threshold)
    }
    return PreparedChart(dataset: dataset, report: report)
  }

  /// The step above which the line breaks, or nil when no step in any series exceeds it.
  ///
  /// The typical step is the median of at most 4,097 evenly spaced steps: exact for ordinary
  /// series, and for millions of points a sample keeps this a small fraction of decoding.
  /// Series sampled irregularly have no typical step and are never broken for their spacing.
  static func gapThreshold(of dataset: Dataset, factor: Double) -> Double? {
    var threshold: Double?
    for series in dataset.series where series.count >= 3 {
      let xs = series.xs
      var largest = 0.0
      for index in 1..<xs.count { largest = max(largest, xs[index] - xs[index - 1]) }
      let stride = max(1, (xs.count - 1) / 4_096)
      var sample = Swift.stride(from: 1, to: xs.count, by: stride).map { xs[$0] - xs[$0 - 1] }
      sample.sort()
      let median = sample[sample.count / 2]
      guard median > 0 else { continue }
      // Only a regularly sampled series has a usual step to miss (days, months of 28 to 31
      // days). Irregular sampling (ice cores, field notes) has no such step, and breaking it at
      // its longer steps shreds it.
      guard Self.isRegularlySampled(xs) else { continue }
      let candidate = median * factor
      if largest > candidate { threshold = min(threshold ?? candidate, candidate) }
    }
    return threshold
  }
}

/// A clean dataset with the report of what sanitization did to it (together, its
/// ``sanitized`` value, a ``SanitizedDataset``), and the columns it was read from.
public struct PreparedChart: Sendable, Hashable {
  /// The points left after sanitization, with breaks over gaps.
  public var dataset: Dataset
  /// What was dropped, merged, sorted and broken, and whether anything is left.
  public var report: SanitizationReport
  /// The columns the data was read from, and whether a long-format table was split into series
  /// without being asked; empty when the dataset did not come from ``ChartPipeline/prepare(_:)-(Data)``.
  public var columns: DecodedTable.Columns
  /// Why the dataset is drawn as points (its ``Dataset/mark`` is ``Dataset/Mark/points``); nil
  /// when it is drawn as a line.
  public var pointsReason: ChartPipeline.PointsReason?
  /// For points, how many of them repeat an x value an earlier point of their series has: what
  /// a line, which keeps one point per x value, would merge away. 0 for a line.
  ///
  /// Counted when asked (a sort of a copy of x for points in no order), not by every prepare.
  public var repeatedX: Int {
    dataset.mark == .points ? ChartDecoder.repeatedXCount(dataset) : 0
  }

  /// The rows ``repeatedX`` is out of: the points of each distinct x array (the series of a
  /// wide table share one, counted once), NaN x not counted.
  package var xRows: Int {
    ChartDecoder.distinctXArrays(dataset).reduce(0) { $0 + $1.lazy.filter { !$0.isNaN }.count }
  }

  /// Creates a prepared chart.
  ///
  /// - Parameters:
  ///   - dataset: The clean dataset.
  ///   - report: What sanitization did.
  ///   - columns: The columns it was read from; none named by default.
  ///   - pointsReason: Why it is drawn as points; nil (a line, or not known) by default.
  public init(
    dataset: Dataset, report: SanitizationReport, columns: DecodedTable.Columns = .init(),
    pointsReason: ChartPipeline.PointsReason? = nil
  ) {
    self.dataset = dataset
    self.report = report
    self.columns = columns
    self.pointsReason = pointsReason
  }
}
