import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The earlier spellings still compile (with a deprecation warning naming the replacement) and
/// mean what their replacements mean. The tests are deprecated themselves, so that using the old
/// names here warns nobody.
@Suite struct DeprecatedSpellingsTests {
  @available(*, deprecated)
  @Test func theEmptyCardIsTheNoDataCard() {
    let report = SanitizationReport(inputCount: 4, keptCount: 0, dropped: [.missing: 4])
    #expect(StateCard.Kind.empty == .noData)
    let old = StateCard.empty(invalidPointCount: 4, language: .english)
    let new = StateCard.noData(invalidPointCount: 4, language: .english)
    #expect(old.kind == .empty && old.title == new.title)
    let fromReport = StateCard.empty(report: report, language: .simplifiedChinese)
    #expect(fromReport.title == StateCard.noData(report: report, language: .simplifiedChinese).title)
    // A switch that names the old case still matches the card.
    let matched: Bool
    switch old.kind {
    case .empty: matched = true
    default: matched = false
    }
    #expect(matched)
  }

  @available(*, deprecated)
  @Test func theSeedStatesIsLoadingStillMeansLoadingWithNothingShown() {
    #expect(LoadingState<Int>.loading.isLoading)
    #expect(!LoadingState<Int>.success(1).isLoading)
    #expect(!LoadingState<Int>.idle.isLoading)
  }

  @Test func theSanitizedTupleAndItsChartStateStillWork() {
    let dataset = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [-999, -999, -999])])
    let (clean, report): (Dataset, SanitizationReport) = dataset.sanitized()
    #expect(clean.isEmpty && report.outcome == .allInvalid)
    let display = LoadDisplay(loaded: Loaded(value: (clean, report)))
    guard case .card(let card, nil) = display.chartState(in: .english) else {
      Issue.record("expected the no-data card")
      return
    }
    #expect(card.kind == .noData)
    #expect(card.title == StateCard.removalReason(report, language: .english))
  }
}
