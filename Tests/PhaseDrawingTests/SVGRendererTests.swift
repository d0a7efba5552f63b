import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct SVGRendererTests {
  static let hostileLabels = [
    "<script>alert(1)</script>",
    "\" onload=\"alert(1)",
    "' onmouseover='x",
    "Fish & Chips &amp; <b>",
    "bell\u{07}null\u{00}esc\u{1B}[31m del\u{7F} c1\u{85}",
    "]]><![CDATA[x",
    "<!-- comment -->",
    "\u{202E}evil\u{2066}",
    "line\nbreak\ttab\r",
    "\u{FFFE}\u{FFFF}",
  ]

  @Test(arguments: hostileLabels)
  func hostileTextComesOutInertEverywhereItAppears(label: String) {
    let chart = Chart {
      LineMark(x: .value(label, 1), y: .value(label, 2))
        .foregroundStyle(by: .value(label, label))
      LineMark(x: .value(label, 2), y: .value(label, 3))
        .foregroundStyle(by: .value(label, label))
      RuleMark(y: .value(label, 1)).annotation { Text(label) }
      BarMark(x: .value(label, 3), y: .value(label, 1))
    }
    .chartTitle(label).chartXAxisLabel(label).chartYAxisLabel(label)
    let svg = SVGRenderer(language: .english).render(chart, notes: [label])
    let parsed = expectValidSVG(svg)
    // No element or attribute was smuggled in: only the renderer's own vocabulary exists.
    let allowed: Set = ["svg", "title", "desc", "rect", "defs", "clipPath", "path", "g", "text", "circle"]
    #expect(Set(parsed.elements).isSubset(of: allowed))
    #expect(!parsed.attributes.contains { $0.keys.contains { $0.hasPrefix("on") } })
    #expect(!svg.contains("<script"))
    for scalar in svg.unicodeScalars {
      #expect(scalar.value >= 0x20 || scalar == "\n", "control character \(scalar.value) in output")
      #expect(!(0x7F...0x9F).contains(scalar.value) && !(0x202A...0x202E).contains(scalar.value))
    }
  }

  @Test func escapedTextReadsBackAsTheOriginalMinusControls() {
    var writer = SVGWriter()
    writer.text("a<b>&\"c'\u{07}\nd")
    #expect(writer.string == "a&lt;b&gt;&amp;&quot;c&#39; d")
  }

  @Test(arguments: [
    (0.0, "0"), (12.0, "12"), (12.25, "12.3"), (-3.14, "-3.1"), (-0.04, "0"), (1e12, "10000000"),
    (Double.nan, "0"), (0.95, "1"), (100.05, "100.1"), (7.5, "7.5"),
  ])
  func coordinatesUseOneDecimalFixedPoint(value: Double, expected: String) {
    var writer = SVGWriter()
    writer.number(value)
    #expect(writer.string == expected)
  }

  @Test func documentIsAccessibleAndSummarizesTheDataAndNotes() {
    let dataset = Dataset(
      xKind: .date, xLabel: "date",
      series: [Series(name: "temp_max", xs: [0, 86400, 172_800], ys: [1.5, -2, 30])])
    let svg = SVGRenderer(language: .english).render(
      Chart(dataset: dataset), notes: ["Dropped 2 rows: -999 sentinel."])
    let parsed = expectValidSVG(svg)
    #expect(
      parsed.texts.contains {
        $0.contains("temp_max: 3 points, x from 1970-01-01 to 1970-01-03, y from -2 to 30.")
      })
    #expect(parsed.allText.contains("Dropped 2 rows: -999 sentinel."))
    #expect(parsed.values(of: "aria-label") == ["temp_max"])
    let chinese = SVGParseResult(SVGRenderer(language: .simplifiedChinese).render(Chart(dataset: dataset)))
    #expect(chinese.allText.contains("temp_max：3 个数据点"))
  }

  @Test func aMillionPointLineIsReducedToThePixelWidth() {
    let count = 1_000_000
    var xs = [Double](repeating: 0, count: count)
    var ys = [Double](repeating: 0, count: count)
    for index in 0..<count {
      xs[index] = Double(index)
      ys[index] = sin(Double(index) / 5000) * 100 + Double(index % 7)
    }
    ys[500_000] = 10_000  // a spike must survive reduction
    let chart = Chart(dataset: Dataset(series: [Series(name: "big", xs: xs, ys: ys, breaks: [250_000])]))
    // How long it takes: WallClockTests.aMillionPointLineIsDrawnAsSVGQuickly.
    let svg = SVGRenderer(width: 800, height: 400, language: .english).render(chart)
    let parsed = expectValidSVG(svg)
    #expect(svg.utf8.count < 100_000, "reduced path should be small, got \(svg.utf8.count) bytes")
    #expect(parsed.allText.contains("Lines drawn from"))
    // The spike is the y maximum, so the y axis reaches 10,000.
    #expect(parsed.texts.contains("10k"))
    // The break leaves two subpaths in the line.
    let lineData = parsed.attributes.filter { $0["stroke-width"] == "2" }.compactMap { $0["d"] }
    #expect(lineData.first?.filter { $0 == "M" }.count == 2)
  }

  @Test func reductionKeepsFirstExtremesAndLastOfEveryPixelColumn() {
    let xs = (0..<1000).map(Double.init)
    var ys = xs.map { sin($0 / 40) }
    ys[500] = 50
    let line = ChartScene.Line(series: 0, xs: xs, ys: ys, breaks: [], isArea: false)
    let grid = PixelColumns(xDomain: 0...999, pixels: 100)
    let reduced = line.reduced(to: grid, pixels: 100, method: .auto)
    let expected = Series(name: "", xs: xs, ys: ys).downsampled(to: grid)
    #expect(reduced.xs == expected.xs)
    #expect(reduced.xs.count <= 8 * 101)
    #expect(reduced.ys.contains(50))
    #expect(reduced.xs.first == 0 && reduced.xs.last == 999)
    // Every column's extremes are kept, whatever the column: the spike and each bucket's ends.
    var columns: [Int: [Int]] = [:]
    for index in xs.indices { columns[grid.column(of: xs[index]), default: []].append(index) }
    let kept = Set(reduced.xs.map { Int($0) })
    for (_, members) in columns {
      let values = members.map { ys[$0] }
      #expect(kept.contains(members.first!) && kept.contains(members.last!))
      #expect(members.contains { kept.contains($0) && ys[$0] == values.max()! })
      #expect(members.contains { kept.contains($0) && ys[$0] == values.min()! })
    }
    #expect(
      line.reduced(to: PixelColumns(xDomain: 0...999, pixels: 1000), pixels: 1000, method: .auto).xs.count
        == 1000)
    #expect(line.reduced(to: grid, pixels: 100, method: .none).xs.count == 1000)
    // The older methods are still there: about one point per column for the LTTB family.
    #expect(line.reduced(to: grid, pixels: 100, method: .minMaxLTTB()).xs.count <= 100)
  }

  @Test func reductionKeepsBreaksAndDropsNonFinitePoints() {
    var xs = (0..<100).map(Double.init)
    var ys = xs.map { $0.truncatingRemainder(dividingBy: 3) }
    ys[10] = .nan
    xs[20] = .infinity
    let line = ChartScene.Line(series: 0, xs: xs, ys: ys, breaks: [50], isArea: false)
    for method in [DownsamplingMethod.auto, .minMaxLTTB()] {
      let reduced = line.reduced(to: PixelColumns(xDomain: 0...99, pixels: 10), pixels: 10, method: method)
      #expect(!reduced.ys.contains { $0.isNaN })
      #expect(!reduced.xs.contains { $0.isInfinite })
      #expect(reduced.breaks.count == 3)
      #expect(reduced.xs.count < 100)
    }
  }

  @Test func manySeriesWrapTheLegendIntoAtMostThreeRowsThatFit() {
    let series = (0..<30).map { index in
      Series(name: "station-\(index)", xs: [0, 1], ys: [Double(index), Double(index + 1)])
    }
    let svg = SVGRenderer(width: 480, height: 360, language: .english)
      .render(Chart(dataset: Dataset(series: series)).chartTitle(String(repeating: "long title ", count: 20)))
    let parsed = expectValidSVG(svg)
    let legend = parsed.attributes.enumerated().filter { parsed.elements[$0.offset] == "circle" }
    let rows = Set(legend.compactMap { $0.element["cy"] })
    #expect(rows.count == 3)
    #expect(parsed.texts.contains { $0.hasPrefix("+") })
    for (_, attributes) in legend {
      #expect(Double(attributes["cx"] ?? "") ?? 0 < 480)
    }
    #expect(parsed.texts.contains { $0.hasPrefix("long title") && $0.hasSuffix("…") })
  }

  @Test(arguments: [InterpolationMethod.stepStart, .stepCenter, .stepEnd])
  func stepsMoveOnlyHorizontallyOrVertically(method: InterpolationMethod) throws {
    let chart = Chart {
      for (x, y) in [(0, 1), (1, 3), (2, 2), (4, 5)] {
        LineMark(x: .value("x", x), y: .value("y", y)).interpolationMethod(method)
      }
    }
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    let path = try #require(parsed.attributes.first { $0["stroke-width"] == "2" }?["d"])
    let numbers = path.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }
    let vertices = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    #expect(vertices.count == (method == .stepCenter ? 10 : 7))
    for (a, b) in zip(vertices, vertices.dropFirst()) {
      #expect(a.0 == b.0 || a.1 == b.1, "diagonal move from \(a) to \(b)")
    }
  }

  @Test func monotoneCurvesNeverOvershootTheirPoints() throws {
    let chart = Chart {
      for (x, y) in [(0, 0), (1, 10), (2, 10), (3, 0)] {
        LineMark(x: .value("x", x), y: .value("y", y)).interpolationMethod(.monotone)
      }
    }
    let parsed = expectValidSVG(SVGRenderer(language: .english).render(chart))
    let path = try #require(parsed.attributes.first { $0["stroke-width"] == "2" }?["d"])
    #expect(path.contains("C"))
    // Every other number is a y; y grows downward, so the plateau at 10 is the smallest y.
    let numbers = path.split(whereSeparator: { "MC ".contains($0) }).compactMap { Double($0) }
    let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
    let plateau = try #require(ys.min())
    // Catmull-Rom would bulge above the plateau between the two 10s; monotone stays flat there.
    #expect(ys.filter { $0 == plateau }.count >= 4)
  }
}
