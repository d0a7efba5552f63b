import Foundation
import PhaseKit
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Axes as good as Swift Charts' and Vega-Lite's defaults: tight nice y domains, as many ticks
/// as the plot has room for, dates labelled by their boundary in the data's own zone, and a lone
/// point that stays visible.
@Suite(.timeLimit(.minutes(6))) struct AxisTests {
  static func svg(
    _ dataset: Dataset, width: Double = 800, height: Double = 400, zone: TimeZone? = .gmt
  ) -> SVGParseResult {
    expectValidSVG(
      SVGRenderer(width: width, height: height, language: .english, timeZone: zone)
        .render(Chart(dataset: dataset)))
  }

  @Test func theSampleRangeGetsATightNiceDomain() {
    // −10.7…33.4, the embedded sample's range: ticks every 10 inside −15…35, never −20 or 40.
    let xs = (0..<100).map { 0.5 + Double($0) / 1000 }  // x labels cannot look like y labels
    let ys = (0..<100).map { -10.7 + 44.1 * Double($0) / 99 }
    let parsed = Self.svg(Dataset(series: [Series(name: "t", xs: xs, ys: ys)]))
    let labels = parsed.texts
    #expect(labels.contains("30") && labels.contains("-10"))
    #expect(!labels.contains("40") && !labels.contains("-20"))
    let (domain, _) = LinearTicks.nicedAxis(-10.7...33.4, count: 7)
    #expect(domain == -15...35)
  }

  @Test func tickCountFollowsThePlotSize() {
    let xs = (0..<1000).map(Double.init)
    let data = Dataset(series: [Series(name: "s", xs: xs, ys: xs.map { sin($0 / 50) * 100 })])
    func gridlines(_ width: Double, _ height: Double) -> (vertical: Int, horizontal: Int) {
      let parsed = Self.svg(data, width: width, height: height)
      let grid =
        parsed.attributes.first { $0["stroke-width"] == "1" && ($0["d"] ?? "").contains("H") }?["d"] ?? ""
      return (grid.filter { $0 == "V" }.count, grid.filter { $0 == "H" }.count)
    }
    let small = gridlines(640, 400)
    let wide = gridlines(3000, 400)
    let tall = gridlines(640, 3000)
    #expect(wide.vertical > 12, "a 3,000 px chart gets more than 12 x ticks, got \(wide.vertical)")
    #expect(wide.vertical > 3 * small.vertical)
    #expect(tall.horizontal > 12, "a 3,000 px tall chart gets more than 12 y ticks, got \(tall.horizontal)")
  }

  @Test func datesKeepTheirOffsetAndTheAxisSaysWhichZone() throws {
    let csv =
      "time,temp\n"
      + (0..<72).map { hour in
        "2025-06-\(String(format: "%02d", 1 + hour / 24))T\(String(format: "%02d", hour % 24)):00+01:00,\(hour % 24)"
      }.joined(separator: "\n")
    let dataset = try ChartDecoder.decode(csv)
    #expect(dataset.utcOffset == 3600)
    #expect(dataset.series[0].xs[0] == 1_748_732_400, "2025-06-01T00:00+01:00 is 23:00 UTC the day before")
    let parsed = Self.svg(dataset, zone: nil)
    #expect(parsed.texts.contains("time (UTC+01:00)"))
    // Midnight ticks on the data's clock: Jun 2 and Jun 3, not 01:00.
    #expect(parsed.texts.contains("Jun 2") && parsed.texts.contains("Jun 3"))
    #expect(!parsed.texts.contains("01:00"))
    var scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: nil, language: .english)
    let june2 = scene.xTicks(count: 12).first { $0.label == "Jun 2" }
    let localMidnight = 1_748_732_400 + 86_400  // 2025-06-02T00:00+01:00 = 06-01T23:00Z
    #expect(june2.map { Int($0.value) } == localMidnight)
    // An explicit zone wins.
    let utc = Self.svg(dataset, zone: .gmt)
    #expect(utc.texts.contains("time (UTC)"))
    scene = ChartScene(Chart(dataset: dataset))
    scene.prepare(timeZone: .gmt, language: .english)
    #expect(scene.xTicks(count: 12).first { $0.label == "Jun 2" }.map { Int($0.value) } == 1_748_822_400)
  }

  @Test(
    arguments: [
      ("2025-06-01T12:00:00Z", 0), ("2025-06-01T12:00+01:00", 3600), ("2025-06-01 12:00-0530", -19800),
      ("2025-06-01T12:00:00.5+09", 32400), ("2025-06-01", nil), ("2025-06-01T12:00", nil),
    ] as [(String, Int?)])
  func utcOffsetIsReadFromTheText(text: String, offset: Int?) {
    #expect(DateParser.utcOffset(text) == offset)
  }

  @Test func datesWithoutAnOffsetAreShownAsWrittenOnTheUTCClock() throws {
    // The decoder reads them as UTC; the axis must not move them to the viewer's zone (the
    // child-process tests in DateAxisZoneCLITests run this under several TZ values).
    let dataset = try ChartDecoder.decode("date,v\n2025-01-01,1\n2025-03-01,2\n")
    #expect(dataset.utcOffset == nil)
    let parsed = Self.svg(dataset, zone: nil)
    #expect(parsed.texts.contains("date (UTC)"))
    #expect(parsed.texts.contains("Jan 6, 2025"))
    // Date values given in marks are instants: they follow the local zone, as in Swift Charts.
    let marks = Chart {
      LineMark(x: .value("day", Date(timeIntervalSince1970: 1_735_689_600)), y: .value("v", 1))
      LineMark(x: .value("day", Date(timeIntervalSince1970: 1_740_787_200)), y: .value("v", 2))
    }.chartXAxisLabel("day")
    let local = TimeTicks.zoneName(TimeZone.current)
    #expect(SVGRenderer(language: .english).render(marks).contains("day (\(local))"))
  }

  @Test func aSinglePointIsDrawnAsAVisiblePoint() {
    let one = Dataset(series: [Series(name: "one", xs: [5], ys: [7])])
    let parsed = Self.svg(one)
    let dots = parsed.elements.indices.filter {
      parsed.elements[$0] == "circle" && parsed.attributes[$0]["r"] != "4.5"
    }
    #expect(dots.count == 1)
    #expect(Double(parsed.attributes[dots[0]]["r"] ?? "0")! >= 3)
    // A lone reading between two gaps, too; a segment of two points is a line, not a dot.
    let gappy = Series(name: "g", xs: [0, 1, 2, 3, 4, 5], ys: [1, 2, 3, 4, 5, 6], breaks: [2, 3])
    let gapped = Self.svg(Dataset(series: [gappy]))
    #expect(gapped.elements.filter { $0 == "circle" }.count == 1)
    // In the terminal the point is a dot too.
    let text = TerminalRenderer(width: 40, height: 10, language: .english).render(Chart(dataset: one))
    #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  @Test func minimumSizesArePublicAndEnforced() {
    #expect(SVGRenderer(width: 10, height: 10).width == SVGRenderer.minimumWidth)
    #expect(SVGRenderer(width: 10, height: 10).height == SVGRenderer.minimumHeight)
    // A terminal is as narrow as it is: the renderer keeps the width and fits its output to it
    // (NarrowAndCrowdedChartTests); only a chart's height has a floor (state cards fit any height).
    #expect(TerminalRenderer(width: 1, height: 1).width == 1)
    #expect(TerminalRenderer(width: 0, height: 1).width == 1)
    #expect(TerminalRenderer(width: 1, height: 1).height == 1)
    #expect(
      TerminalRenderer(width: 40, height: 1).render(Chart { RuleMark(y: .value("y", 0)) }).split(separator: "\n", omittingEmptySubsequences: false)
        .count - 1 == TerminalRenderer.minimumHeight)
  }
}
