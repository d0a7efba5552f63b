import Foundation
import PhaseCharts
import PhaseKit

/// A chart resolved into data-space geometry: series with colours, lines, points, bars, rules
/// and annotations, and the x and y domains. Both renderers draw from this one model, each
/// mapping it onto its own pixels or terminal cells.
struct ChartScene: Sendable {
  enum XKind: Sendable, Hashable {
    case linear
    case time
    case category([String])
  }

  struct SeriesStyle: Sendable, Hashable {
    var name: String
    /// An explicit colour; nil takes the theme's palette colour for the series index.
    var color: ChartColor?
  }

  /// A polyline (or the top edge of an area down to zero) in data units.
  struct Line: Sendable {
    var series: Int
    var xs: [Double]
    var ys: [Double]
    var breaks: [Int]
    var isArea: Bool
    /// The lower edge of a band (`AreaMark(x:yStart:yEnd:)`), one per point; nil for lines and
    /// areas down to zero.
    var lows: [Double]? = nil
    /// The stroke from `lineStyle(_:)`; nil for the default 2-pixel solid line.
    var stroke: StrokeStyle? = nil
    /// How the points are connected; straight unless `interpolationMethod(_:)` says otherwise.
    var interpolation = InterpolationMethod.linear
    /// Whether the points are drawn as separate dots, not joined: a dataset whose
    /// ``Dataset/mark`` is ``Dataset/Mark/points``. Breaks mean nothing then.
    var isPoints = false
  }

  struct Point: Sendable, Hashable {
    var series: Int
    var x: Double
    var y: Double
    var symbol = ChartSymbolShape.circle
  }

  struct Bar: Sendable, Hashable {
    var series: Int
    var x: Double
    var width: Double
    var y0: Double
    var y1: Double
  }

  struct Rule: Sendable, Hashable {
    var isHorizontal: Bool
    var value: Double
    /// The series index, or -1 for a plain reference line drawn in the axis colour.
    var series: Int
    var color: ChartColor?
    var stroke: StrokeStyle? = nil
    /// For a vertical rule from `RuleMark(x:yStart:yEnd:)`, the y range it spans.
    var span: ClosedRange<Double>? = nil
  }

  struct Annotation: Sendable, Hashable {
    /// Where the annotated mark is; nil along an axis means "the middle of the plot".
    var x: Double?
    var y: Double?
    var text: Text
    var position: AnnotationPosition
  }

  var title: String?
  var xLabel: String
  var yLabel: String
  var xKind: XKind
  var xDomain: ClosedRange<Double>
  var yDomain: ClosedRange<Double>
  /// Whether `yDomain` should be widened to nice ticks (false when the user fixed it).
  var nicesY: Bool
  var series: [SeriesStyle]
  /// Whether anything has an x value; when not (a lone horizontal rule), the x axis has no ticks.
  var hasXValues = true
  /// Whether the x axis shows tick labels and vertical gridlines (`chartXAxis(_:)`).
  var showsXAxis = true
  /// Whether the y axis shows tick labels and horizontal gridlines (`chartYAxis(_:)`).
  var showsYAxis = true
  var showsLegend: Bool
  var lines: [Line] = []
  /// The finite x and y range of each line, computed once by `fitDomains`.
  var lineExtents: [(x: Extent, y: Extent)] = []
  var points: [Point] = []
  var bars: [Bar] = []
  /// The cells of a dataset drawn as a heatmap (``Dataset/Mark/heatmap``); nil otherwise.
  var heat: Heat?
  var rules: [Rule] = []
  var annotations: [Annotation] = []
  /// Whether the series share the plot or get one panel each (a dataset's ``Dataset/layout``,
  /// for more than one line).
  var layout = Dataset.Layout.overlay
  /// The series a dataset does not draw one by one, drawn as one band behind the others and
  /// named `+N` in the legend; never in panels.
  var others: SeriesEnvelope?
  /// In panels, the band behind each series, by series index (a dataset's
  /// ``Dataset/bands``): drawn in that series' panel, whose y range it widens.
  var panelBands: [SeriesEnvelope?] = []
  /// Whether the bars are a dataset's categories (``Dataset/Mark/bars`` over words): drawn
  /// standing or lying as ``CategoryBarLayout`` decides, with every name kept readable.
  var isDatasetBars = false
  /// The bin width of a dataset drawn as a histogram: its x ticks go on bin edges.
  var binWidth: Double?
  /// Whether every x value is a whole number in 1000…2999, a year: ticks are never between years.
  var hasYearXs = false
  /// Whether the chart is bars alone whose ends are whole numbers (counts, a histogram): y
  /// ticks are never between them.
  var hasWholeBarYs = false
  /// The UTC offset (seconds) the dataset's dates were written in, if they carried one.
  var dataUTCOffset: Int?
  /// Whether the x dates come from a dataset (decoded text or seconds since 1970) rather than
  /// from `Date` values in marks. Decoders read a date without a zone as UTC, so such dates
  /// are shown on the UTC clock, as written, whatever zone the viewer is in.
  var hasDatasetDates = false
  /// The zone date ticks are shown in; set by ``prepare(timeZone:language:)``.
  var timeZone = TimeZone.gmt
  /// The language of date tick labels.
  var language = Language.english
  /// Whether x is a log axis: every x value drawn is its base-10 logarithm, the ticks are
  /// powers of ten (``ChartScene+LogScale``).
  var xIsLog = false
  /// Whether y is a log axis.
  var yIsLog = false
  /// In panels, the series whose panels have a log y of their own (`Dataset.panelYScales`):
  /// their y values are base-10 logarithms (``placePanelsOnLogScales(_:)``).
  var panelYIsLog: Set<Int> = []
  /// Whether x holds times of day in hours after midnight, ticked `00:00 06:00`
  /// (`Dataset.xIsTimeOfDay`, ``ClockTicks``).
  var xIsClock = false
  /// The points and line vertices beyond an axis cut to the bulk of the values
  /// (`Dataset.xAxisRange`), moved to its edge: each drawn there with an open triangle pointing
  /// out (``ChartScene+Beyond``).
  var beyond: [Beyond] = []
  /// How many values lie beyond the x axis, and the farthest, for the description.
  var xBeyond = BeyondTally()
  /// How many values lie beyond the y axis, and the farthest.
  var yBeyond = BeyondTally()

  /// Chooses the zone date ticks are shown in and names it after the x label
  /// (`date (UTC+01:00)`), so the reader knows which clock the ticks follow.
  ///
  /// The zone is `explicit` when given; else the data's own UTC offset; else UTC for dates
  /// from a dataset, which the decoders read as UTC when they carry no zone (`2024-03-10
  /// 00:00` must read 00:00 in Shanghai and in Los Angeles alike); else, for `Date` values
  /// given in marks, the local zone, as Swift Charts shows them.
  mutating func prepare(timeZone explicit: TimeZone?, language: Language) {
    self.language = language
    timeZone =
      explicit ?? dataUTCOffset.flatMap { TimeZone(secondsFromGMT: $0) }
      ?? (hasDatasetDates ? TimeZone.gmt : TimeZone.current)
    if xIsLog && showsXAxis { xLabel = Dataset.Scale.log.axisTitle(xLabel, in: language) }
    if yIsLog && showsYAxis { yLabel = Dataset.Scale.log.axisTitle(yLabel, in: language) }
    guard xKind == .time, hasXValues, showsXAxis else { return }
    let zone = TimeTicks.zoneName(timeZone)
    xLabel = xLabel.isEmpty ? zone : "\(xLabel) (\(zone))"
  }

  /// The x ticks for about `count` labels.
  func xTicks(count: Int) -> [Tick] {
    guard hasXValues, showsXAxis else { return [] }
    switch xKind {
    case .linear:
      if xIsLog { return LogTicks.ticks(in: xDomain, count: count) }
      if xIsClock { return ClockTicks.ticks(in: xDomain, count: count).map { Tick(value: $0.value, label: $0.label) } }
      if let binWidth {
        let values = HistogramTicks.values(in: xDomain, binWidth: binWidth, maximumCount: count)
        // One tick names the one number a single bin holds.
        if values.count >= 2 || values.count == 1 && binWidth == 1 {
          let step = zip(values.dropFirst(), values).map { $0 - $1 }.min() ?? binWidth
          return zip(values, ChartNumberFormat.tickLabels(values, step: step)).map(Tick.init)
        }
      }
      // Years are whole numbers: a two-year axis reads 1999, 2000, 2001, never 1999.5.
      let step = LinearTicks.step(in: xDomain, count: count)
      return LinearTicks.ticks(in: xDomain, step: hasYearXs ? max(step, 1) : step)
    case .time: return TimeTicks.ticks(in: xDomain, count: count, zone: timeZone, language: language)
    case .category(let names):
      let every = max(1, (names.count + max(count, 1) - 1) / max(count, 1))
      return stride(from: 0, to: names.count, by: every).map {
        Tick(value: Double($0), label: names[$0])
      }
    }
  }

  /// The y domain to draw and its ticks, widened to whole steps unless the user fixed it.
  func yAxis(count: Int) -> (domain: ClosedRange<Double>, ticks: [Tick]) {
    if yIsLog {
      let (domain, ticks) = nicesY ? LogTicks.nicedAxis(yDomain, count: count) : (yDomain, LogTicks.ticks(in: yDomain, count: count))
      return (domain, showsYAxis ? ticks : [])
    }
    var (domain, ticks) =
      nicesY
      ? LinearTicks.nicedAxis(yDomain, count: count)
      : (yDomain, LinearTicks.ticks(in: yDomain, count: count))
    // Counts are whole: bars of 0 to 2 read 0, 1, 2 on the axis, never 0.5.
    if hasWholeBarYs, ticks.count >= 2, ticks[1].value - ticks[0].value < 1 {
      if nicesY { domain = domain.lowerBound.rounded(.down)...max(domain.upperBound.rounded(.up), domain.lowerBound.rounded(.down) + 1) }
      ticks = LinearTicks.ticks(in: domain, step: 1)
    }
    return (domain, showsYAxis ? ticks : [])
  }
}
