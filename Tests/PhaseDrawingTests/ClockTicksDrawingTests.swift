import Foundation
import PhaseCharts
import Testing

@testable import PhaseDrawing

/// An x of times of day (hours after midnight, read from `00:15` or `00:00-00:15`) ticked as a
/// clock reads, `00:00 06:00 12:00`, never `0 5 10`.
@Suite(.timeLimit(.minutes(6))) struct ClockTicksDrawingTests {
  /// A load profile: 96 quarter hours of one day.
  static func profile() -> Dataset {
    let xs = (0..<96).map { Double($0) * 0.25 }
    var dataset = Dataset(
      xLabel: "time", series: [Series(name: "load", xs: xs, ys: xs.map { 40 + 20 * sin($0 / 24 * 2 * .pi) })])
    dataset.xIsTimeOfDay = true
    return dataset
  }

  @Test func clockTicksFallOnWholeStepsOfTheDay() {
    let ticks = ClockTicks.ticks(in: 0...23.75, count: 5)
    #expect(ticks.map(\.label) == ["00:00", "06:00", "12:00", "18:00"])
    #expect(ClockTicks.ticks(in: 0...24, count: 9).map(\.label) == ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "24:00"])
    #expect(ClockTicks.ticks(in: 7.9...9.1, count: 6).map(\.label) == ["08:00", "08:15", "08:30", "08:45", "09:00"])
    #expect(ClockTicks.label(6.5) == "06:30")
    #expect(ClockTicks.label(-1) == "-01:00")
  }

  @Test func theSVGAndTheTerminalLabelTheAxisAsAClock() {
    let svg = SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: Self.profile()))
    #expect(svg.contains(">06:00<"))
    #expect(svg.contains(">12:00<"))
    #expect(!svg.contains(">10<"))
    let text = TerminalRenderer(width: 80, height: 16, language: .english).render(Chart(dataset: Self.profile()))
    #expect(text.contains("00:00"))
    #expect(text.contains("12:00"))
    var plain = Self.profile()
    plain.xIsTimeOfDay = false
    #expect(!SVGRenderer(width: 640, height: 400, language: .english).render(Chart(dataset: plain)).contains(">12:00<"))
  }
}
