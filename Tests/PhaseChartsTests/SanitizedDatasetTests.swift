import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

@Suite struct SanitizedDatasetTests {
  let raw = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [-999, .nan, -999])])

  @Test func sanitizedReturnsANamedValueAndTheTupleStillDestructures() {
    let named: SanitizedDataset = raw.sanitized()
    #expect(named.isEmpty)
    #expect(named.report.outcome == .allInvalid)
    #expect(named.invalidPointCount == 3)
    #expect(named.points.isEmpty)
    let (clean, report) = raw.sanitized()
    #expect(clean == named.dataset)
    #expect(report == named.report)
  }

  @Test func theSeedsPointsAreEveryPointLeft() {
    let data = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [10, -999, 12])]).sanitized()
    #expect(data.points.map(\.y) == [10, 12])
    #expect(data.invalidPointCount == 0)  // some points are left: not "all invalid"
  }

  @Test func aLoaderOfSanitizedDataSaysEveryPointWasInvalid() {
    let display = LoadDisplay(loaded: Loaded(value: raw.sanitized() as SanitizedDataset))
    guard case .card(let card, _) = display.chartState(in: .english) else {
      Issue.record("expected the empty card")
      return
    }
    #expect(card.kind == .noData)
    // The title says what removed them, not only how many there were.
    #expect(
      card.title == "All 3 points were removed: missing or not a number (1), sentinel value such as -999 (2)")
  }
}
