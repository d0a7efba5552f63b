import Foundation
import Testing
import _PhaseKitTestSupport

/// The real `phasekit` binary on a state × year panel with several measures (Cornwell and
/// Trumbull's crime data as the probe writes it): the report says a panel per measure, the unit
/// column and how many units, the split counts units, and no hint says the measures share one
/// axis; the SVG's description and its bands say the same.
@Suite(.timeLimit(.minutes(6))) struct PanelMeasuresCLITests {
  let files = ChartFiles("panel")

  @Test func aStatePanelWithSeveralMeasuresIsReportedAsAPanelPerMeasure() async throws {
    var text = "state,year,crmrte,prbarr,polpc\n"
    var state: UInt64 = 3
    func next() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 33) / Double(1 << 31)
    }
    for unit in 1...30 {
      let level = 2 + 6 * next()
      for year in 1981...1987 {
        text += "\(unit),\(year),\(level + next()),\(20 + 20 * next()),\(80 + 60 * next())\n"
      }
    }
    let result = try await files.chart("crime.csv", text)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("y: crmrte, prbarr, polpc · series: state"), "\(result)")
    #expect(
      result.stdout.contains(
        "A panel per measure (crmrte, prbarr, polpc), each the median over 30 units (state)"), "\(result)")
    #expect(result.stdout.contains("Split into 30 series by \"state\""), "\(result)")
    #expect(!result.stdout.contains("all on one axis"), "\(result)")
    let svg = try String(contentsOfFile: files.path("crime.csv.svg"), encoding: .utf8)
    #expect(svg.contains("each the median over 30 units (state)"))
    #expect(svg.components(separatedBy: "aria-label=\"10–90% of 30 units\"").count - 1 == 3)
  }
}
