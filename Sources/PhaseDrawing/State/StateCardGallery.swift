import Foundation
import PhaseCharts
import PhaseKit

/// Every state card and a sample chart, ready to render: the images of PhaseDrawing's
/// documentation (`PhaseDrawing.docc/Resources`) and what the command-line tool's `states` command writes.
///
/// ```swift
/// for (name, svg) in StateCardGallery.svgFiles(language: .simplifiedChinese) {
///   try svg.write(toFile: "out/\(name).svg", atomically: true, encoding: .utf8)
/// }
/// try StateCardGallery.write(to: URL(fileURLWithPath: "Sources/PhaseDrawing/PhaseDrawing.docc/Resources"))
/// ```
///
/// The data and dates are fixed, so the output is the same on every run.
public enum StateCardGallery {
  /// The sample weather chart: two series over 60 days of 2026, with a gap in the minimum.
  public static func sampleChart(language: Language = .current) -> Chart {
    let start = 1_767_225_600.0  // 2026-01-01 00:00 UTC
    let days = 0..<60
    let xs = days.map { start + Double($0) * 86400 }
    let high = days.map { 6 + 7 * sin(Double($0) / 9) + Double($0 * 7 % 5) * 0.8 }
    let low = days.map { -3 + 6 * sin(Double($0) / 9) - Double($0 * 3 % 4) * 0.7 }
    let dataset = Dataset(
      xKind: .date, xLabel: "date", yLabel: "°C",
      series: [
        Series(name: "temp_max", xs: xs, ys: high),
        Series(name: "temp_min", xs: xs, ys: low, breaks: [31]),
      ])
    let title = language == .english ? "Beijing, January–February 2026" : "北京 2026年1–2月"
    return Chart(dataset: dataset).chartTitle(title)
  }

  /// The cards in display order, each with a file-friendly name: `loading`, `empty`,
  /// `empty-invalid` (every point removed, with where the first unreadable cell is), `error`,
  /// `stale`; the stale card comes with the last good chart drawn under its banner.
  ///
  /// - Parameter language: The language of every text; `Language.current` by default.
  /// - Returns: The named cards.
  public static func cards(language: Language = .current)
    -> [(name: String, card: StateCard, chart: Chart?)]
  {
    let offline = DataError.offline(
      .init(
        domain: "NSURLErrorDomain", code: -1004, message: "Could not connect to the server.",
        location: "https://api.example.com/weather.csv"))
    let timeout = DataError.timedOut(after: .seconds(15)).presentation(
      in: language, isShowingContent: true)
    let loaded = Date(timeIntervalSince1970: 1_772_287_500)  // 2026-02-28 14:05 UTC
    return [
      ("loading", .loading(language: language), nil),
      ("empty", .noData(language: language), nil),
      // What `phasekit chart` shows for a file whose every value is unreadable: why every point
      // was removed, and where the first bad cell is.
      (
        "empty-invalid",
        .noData(
          report: SanitizationReport(inputCount: 1_440, keptCount: 0, dropped: [.missing: 1_440]),
          unreadable: UnreadableCells(count: 1_440, line: 7, column: "temp", text: "n/a2"),
          language: language),
        nil
      ),
      ("error", .error(offline.presentation(in: language), language: language), nil),
      (
        "stale",
        .stale(
          from: loaded, error: timeout, language: language,
          now: loaded.addingTimeInterval(3600), timeZone: TimeZone(identifier: "UTC")!),
        sampleChart(language: language)
      ),
    ]
  }

  /// The sample chart and every card as SVG documents, named `chart`, `loading`, `empty`,
  /// `empty-invalid`, `error` and `stale`.
  ///
  /// - Parameters:
  ///   - language: The language of every text; `Language.current` by default.
  ///   - theme: The theme; ``ChartTheme/light`` by default.
  ///   - width: The width of each document; 640 by default.
  ///   - height: The height of each document; 360 by default.
  /// - Returns: The named SVG documents.
  public static func svgFiles(
    language: Language = .current, theme: ChartTheme = .light, width: Double = 640,
    height: Double = 360
  ) -> [(name: String, svg: String)] {
    // The sample's dates are UTC; the gallery shows them in UTC wherever it is generated.
    let renderer = SVGRenderer(
      width: width, height: height, theme: theme, language: language, timeZone: .gmt)
    return [("chart", renderer.render(sampleChart(language: language)))]
      + cards(language: language).map { ($0.name, renderer.render($0.card, chart: $0.chart)) }
  }

  /// Writes ``svgFiles(language:theme:width:height:)`` into `directory` as `NAME.svg`,
  /// creating the directory if needed.
  ///
  /// - Parameters:
  ///   - directory: The folder to write into.
  ///   - language: The language of every text; `Language.current` by default.
  ///   - theme: The theme; ``ChartTheme/light`` by default.
  ///   - suffix: Appended to each name before `.svg`, such as `-dark`; empty by default.
  /// - Returns: The files written.
  /// - Throws: `DataError.fileUnavailable(_:)` naming the file that could not be
  ///   written.
  @discardableResult
  public static func write(
    to directory: URL, language: Language = .current, theme: ChartTheme = .light,
    suffix: String = ""
  ) throws(DataError) -> [URL] {
    var written: [URL] = []
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .fileUnavailable(underlying(error, path: directory.path))
    }
    for (name, svg) in svgFiles(language: language, theme: theme) {
      let url = directory.appendingPathComponent(name + suffix + ".svg")
      do {
        try Data(svg.utf8).write(to: url, options: .atomic)
      } catch {
        throw .fileUnavailable(underlying(error, path: url.path))
      }
      written.append(url)
    }
    return written
  }

  private static func underlying(_ error: any Error, path: String) -> DataError.Underlying {
    let nsError = error as NSError
    return .init(
      domain: nsError.domain, code: nsError.code, message: nsError.localizedDescription,
      location: path)
  }
}
