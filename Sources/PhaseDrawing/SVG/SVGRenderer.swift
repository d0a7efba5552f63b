import Foundation
import PhaseCharts
import PhaseKit

/// Draws charts and state cards as standalone SVG documents.
///
/// Output is valid XML with every piece of text escaped, accessible (`role="img"`, a `<title>`
/// and a `<desc>` that summarizes the data), and compact: paths use one-decimal fixed-point
/// numbers written straight into a byte buffer, and lines with more points than the plot has
/// pixel columns are reduced first, by default (`DownsamplingMethod.auto`) to the first,
/// lowest, highest and last point of each pixel column, which draws the same pixels.
///
/// ```swift
/// let renderer = SVGRenderer(width: 640, height: 360, theme: .dark, language: .english)
/// let svg = renderer.render(Chart(dataset: dataset), notes: ["Dropped 3 rows with -999"])
/// ```
public struct SVGRenderer: Sendable {
  /// The smallest document width in pixels that still leaves room for a plot with its axes;
  /// smaller widths are drawn at this width.
  public static let minimumWidth = 120.0
  /// The smallest document height in pixels that still leaves room for a plot with its axes;
  /// smaller heights are drawn at this height.
  public static let minimumHeight = 90.0

  /// The document width in pixels; 640 by default, at least ``minimumWidth``.
  public var width: Double
  /// The document height in pixels; 400 by default, at least ``minimumHeight``.
  public var height: Double
  /// Colours and fonts; ``ChartTheme/light`` by default.
  public var theme: ChartTheme
  /// The language of generated text (the description, state cards); `Language.current` by
  /// default.
  public var language: Language
  /// How lines with more points than the plot has pixel columns are reduced;
  /// `DownsamplingMethod.auto` (the same pixels as every point) by default.
  public var downsampling: DownsamplingMethod
  /// The zone date ticks are shown in; nil (the default) takes the data's own UTC offset when
  /// its dates carried one (`Dataset.utcOffset`), else UTC for a dataset's dates (written
  /// without a zone, they are shown as written), else the local zone for `Date` values in
  /// marks. The x axis label names the zone used.
  public var timeZone: TimeZone?
  /// The most vertices one `<path>` element holds; a longer straight line continues, without a
  /// gap, in further elements, so that no attribute passes the 10 MB XML parsers accept
  /// (librsvg refuses longer ones). 20,000 (about 240 KB of path data) by default.
  var maximumPathVertices = 20_000

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: The document width in pixels; 640 by default.
  ///   - height: The document height in pixels; 400 by default.
  ///   - theme: Colours and fonts; ``ChartTheme/light`` by default.
  ///   - language: The language of generated text; `Language.current` by default.
  ///   - downsampling: How long lines are reduced; `DownsamplingMethod.auto` by default.
  ///   - timeZone: The zone of date ticks; nil (the data's offset, else UTC for a
  ///     dataset, else local) by default.
  public init(
    width: Double = 640, height: Double = 400, theme: ChartTheme = .light,
    language: Language = .current, downsampling: DownsamplingMethod = .auto,
    timeZone: TimeZone? = nil
  ) {
    self.width = width.isFinite ? min(max(width, Self.minimumWidth), 20000) : 640
    self.height = height.isFinite ? min(max(height, Self.minimumHeight), 20000) : 400
    self.theme = theme
    self.language = language
    self.downsampling = downsampling
    self.timeZone = timeZone
  }

  /// The SVG document of a chart.
  ///
  /// - Parameters:
  ///   - chart: The chart.
  ///   - notes: Lines appended to the accessible description, such as what sanitization
  ///     dropped ("Dropped 3 rows: -999 sentinel"); none by default.
  /// - Returns: The SVG document.
  public func render(_ chart: Chart, notes: [String] = []) -> String {
    String(decoding: renderBytes(chart, notes: notes), as: UTF8.self)
  }

  /// The SVG document of a chart as UTF-8 bytes, ready to write to a file.
  ///
  /// - Parameters:
  ///   - chart: The chart.
  ///   - notes: Lines appended to the accessible description; none by default.
  /// - Returns: The UTF-8 bytes of the document.
  public func renderBytes(_ chart: Chart, notes: [String] = []) -> [UInt8] {
    let scene = self.scene(chart)
    var body = SVGWriter(capacity: 16384)
    let drawn = drawChart(scene, in: PlotRect(x: 0, y: 0, width: width, height: height), into: &body)
    var description = ChartSummary.describe(scene, language: language)
    if drawn < scene.totalPointCount {
      // A dataset is drawn as lines or as dots, never both: say which was reduced.
      description.append(
        scene.lines.contains(where: \.isPoints)
          ? PhaseKitText.reducedDotsForDrawing.format(
            [String(scene.totalPointCount), String(drawn)], in: language)
          : PhaseKitText.reducedForDrawing.format(
            [String(drawn), String(scene.totalPointCount)], in: language))
    }
    description.append(contentsOf: notes)
    return document(
      title: chart.title ?? ChartSummary.title(scene, language: language),
      description: description.joined(separator: " "), body: body)
  }

  /// The chart resolved for drawing, with date ticks in this renderer's zone and language.
  func scene(_ chart: Chart) -> ChartScene {
    var scene = ChartScene(chart)
    scene.prepare(timeZone: timeZone, language: language)
    return scene
  }

  /// Wraps drawn content in the `<svg>` root with its title, description and background.
  func document(title: String, description: String, body: SVGWriter) -> [UInt8] {
    var out = SVGWriter(capacity: body.bytes.count + 1024)
    out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    out.attribute("width", width)
    out.attribute("height", height)
    out.raw(" viewBox=\"0 0 ")
    out.number(width)
    out.byte(UInt8(ascii: " "))
    out.number(height)
    out.raw("\" role=\"img\" aria-labelledby=\"pk-title pk-desc\"")
    out.attribute("font-family", theme.fontFamily)
    out.raw(">\n<title id=\"pk-title\">")
    out.text(title)
    out.raw("</title>\n<desc id=\"pk-desc\">")
    out.text(description)
    out.raw("</desc>\n<rect width=\"100%\" height=\"100%\"")
    out.attribute("fill", theme.background.hexString(in: theme))
    out.raw("/>\n")
    out.append(body)
    out.raw("</svg>\n")
    return out.bytes
  }
}
