import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Hostile numbers and shapes: every renderer must produce valid output, fit its size and never
/// crash or hang, whatever the data.
@Suite(.timeLimit(.minutes(6))) struct ChartRobustnessTests {
  /// A small deterministic generator, so a failure reproduces from its seed.
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  static let awkward: [Double] = [
    0, -0.0, 1, -1, 0.1, 1e-300, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, .nan,
    .infinity, -.infinity, 1_767_225_600, 42,
  ]

  static func value(_ random: inout SplitMix) -> Double {
    random.below(3) == 0
      ? awkward[random.below(awkward.count)] : Double(Int64(bitPattern: random.next()) % 2000) / 7
  }

  static func randomChart(seed: UInt64) -> Chart {
    var random = SplitMix(state: seed)
    let count = [0, 1, 2, 3, 50, 3000][random.below(6)]
    let xs = (0..<count).map { _ in value(&random) }
    let ys = (0..<count).map { _ in value(&random) }
    let breaks = (0..<random.below(4)).map { _ in random.below(count + 3) - 1 }
    let series = Series(name: "s\(seed)", xs: xs, ys: ys, breaks: breaks)
    let isDate = random.below(2) == 0
    let marks = (0..<random.below(6)).map { _ in (value(&random), value(&random), random.below(5)) }
    var chart = Chart(dataset: Dataset(xKind: isDate ? .date : .number, series: [series, series])) {
      for (x, y, kind) in marks {
        switch kind {
        case 0: PointMark(x: .value("x", x), y: .value("y", y))
        case 1: BarMark(x: .value("x", x), y: .value("y", y))
        case 2: RuleMark(y: .value("y", y)).annotation { Text("rule \(y)") }
        case 3: AreaMark(x: .value("x", x), y: .value("y", y))
        default: RuleMark(x: .value("x", x))
        }
      }
    }
    if random.below(4) == 0 {
      let lower = xs.first.map { $0.isNaN ? 0 : min($0, 0) } ?? 0
      chart = chart.chartYScale(domain: lower...1)
    }
    return chart
  }

  @Test(arguments: 0..<80)
  func randomHostileChartsRenderValidSVGAndFittingText(seed: Int) {
    let chart = Self.randomChart(seed: UInt64(seed))
    let svg = SVGRenderer(width: 400, height: 240, language: .english).render(chart)
    let parsed = SVGParseResult(svg)
    #expect(parsed.error == nil, "seed \(seed): \(parsed.error ?? "")")
    let numbers = parsed.attributes.flatMap { $0.values }.map { $0.lowercased() }
    #expect(!numbers.contains { $0.contains("nan") || $0.contains("inf") }, "seed \(seed): non-finite number")
    for style in [TerminalRenderer.Style.braille, .ascii] {
      let text = TerminalRenderer(width: 50, height: 12, style: style, language: .english).render(chart)
      for line in text.split(separator: "\n") {
        #expect(TextMetrics.columns(String(line)) <= 50, "seed \(seed): \(line)")
      }
    }
  }

  @Test(arguments: [(24, 8), (30, 9), (200, 60)])
  func tinyAndLargeTerminalsKeepTheirSize(width: Int, height: Int) {
    let chart = GoldenTests.multiSeries.chartXAxisLabel("date").chartYAxisLabel("°C")
    let renderer = TerminalRenderer(width: width, height: height, usesColor: true, language: .english)
    let lines = renderer.render(chart).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == height)
    let escapes = try! Regex("\u{1B}\\[[0-9;]*m")
    for line in lines {
      #expect(TextMetrics.columns(String(line).replacing(escapes, with: "")) <= width)
    }
  }
}
