import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite struct ChartStateTests {
  private let utc = TimeZone(identifier: "UTC")!
  private let now = Date(timeIntervalSince1970: 1_795_977_000)
  private let points = Dataset(series: [Series(name: "t", xs: [1, 2], ys: [3, 4])])
  private let empty = Dataset(series: [Series(name: "t", xs: [], ys: [])])

  private func state(_ display: LoadDisplay<Dataset>, invalid: Int = 0) -> ChartState {
    display.chartState(in: .english, invalidPointCount: invalid, now: now, timeZone: utc)
  }

  private func card(_ state: ChartState) -> StateCard? {
    if case .card(let card, _) = state { return card }
    return nil
  }

  @Test func nothingLoadedShowsTheLoadingCard() {
    #expect(card(state(LoadDisplay(isLoading: true)))?.kind == .loading)
    #expect(card(state(LoadDisplay(isLoading: true)))?.title == "Loading…")
  }

  @Test func aFailureShowsTheErrorCardWithRetry() {
    let card = card(state(LoadDisplay(error: .httpStatus(503))))
    #expect(card?.kind == .error)
    #expect(card?.title == "Failed to load")
    #expect(card?.actionTitle == "Retry")
  }

  @Test func anErrorARetryCannotFixHasNoRetry() {
    let card = card(state(LoadDisplay(error: .decodingError(.init(message: "bad", line: 2)))))
    #expect(card?.kind == .error)
    #expect(card?.actionTitle == nil)
  }

  @Test(arguments: [(0, "No data available"), (12, "All 12 points were invalid")])
  func anEmptyDatasetShowsTheEmptyCard(invalid: Int, title: String) {
    let loaded = Loaded(value: empty, date: now, origin: .network)
    let card = card(state(LoadDisplay(loaded: loaded), invalid: invalid))
    #expect(card?.kind == .noData)
    #expect(card?.title == title)
  }

  @Test func aDatasetWithPointsShowsTheChart() {
    let result = state(LoadDisplay(loaded: Loaded(value: points, date: now)))
    guard case .chart(let dataset, nil, nil) = result else {
      Issue.record("expected a chart without a notice, got \(result)")
      return
    }
    #expect(dataset == points)
  }

  @Test func aStaleChartKeepsItsNotice() {
    let loaded = Loaded(value: points, date: now - 300, origin: .disk)
    let result = state(LoadDisplay(loaded: loaded, error: .timedOut(after: .seconds(15)), isStale: true))
    guard case .chart(_, _, let notice?) = result else {
      Issue.record("expected a chart with a notice, got \(result)")
      return
    }
    #expect(notice.title == "Showing data from 18:25")
    #expect(notice.error != nil)
    #expect(result.notice == notice)
  }

  @Test func aStaleEmptyDatasetKeepsItsNoticeOnTheEmptyCard() {
    let loaded = Loaded(value: empty, date: now - 300)
    let result = state(LoadDisplay(loaded: loaded, isStale: true))
    #expect(card(result)?.kind == .noData)
    #expect(result.notice != nil)
  }

  @Test func aSanitizedLoadWhoseEveryPointWasInvalidSaysSo() {
    let raw = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [-999, .nan, -999])])
    let sanitized = raw.sanitized()
    let display = LoadDisplay(loaded: Loaded(value: sanitized, date: now))
    let result = display.chartState(in: .english, now: now, timeZone: utc)
    #expect(card(result)?.kind == .noData)
    // The title says what removed them, not only how many there were.
    #expect(
      card(result)?.title
        == "All 3 points were removed: missing or not a number (1), sentinel value such as -999 (2)")
  }

  @Test func aSanitizedLoadWithNoRowsSaysThereIsNoData() {
    let sanitized = empty.sanitized()
    let display = LoadDisplay(loaded: Loaded(value: sanitized, date: now))
    #expect(card(display.chartState(in: .english, now: now, timeZone: utc))?.title == "No data available")
  }

  @Test func aSanitizedLoadWithPointsShowsTheCleanChart() {
    let raw = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [5, -999, 7])])
    let display = LoadDisplay(loaded: Loaded(value: raw.sanitized(), date: now), isLoading: true)
    let result = display.chartState(in: .english, now: now, timeZone: utc)
    guard case .chart(let dataset, let report?, nil) = result else {
      Issue.record("expected the chart with its report, got \(result)")
      return
    }
    #expect(dataset.series[0].ys == [5, 7])
    // The chart carries what sanitization dropped, for VoiceOver's description.
    #expect(report[.sentinel] == 1)
    #expect(result.report == report)
  }

  @Test func aStaleSanitizedChartKeepsBothItsReportAndItsNotice() {
    let raw = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [5, .nan, 7])])
    let loaded = Loaded(value: raw.sanitized(), date: now - 300, origin: .disk)
    let display = LoadDisplay(loaded: loaded, error: .timedOut(after: .seconds(15)), isStale: true)
    let result = display.chartState(in: .english, now: now, timeZone: utc)
    guard case .chart(_, let report?, let notice?) = result else {
      Issue.record("expected a chart with a report and a notice, got \(result)")
      return
    }
    #expect(report == raw.sanitized().report)
    #expect(report.droppedCount == 1)
    #expect(notice.title == "Showing data from 18:25")
  }

  @Test func theTupleLoadCarriesItsReportToo() {
    let raw = Dataset(series: [Series(name: "t", xs: [1, 2, 3], ys: [5, -999, 7])])
    let sanitized = raw.sanitized()
    let tuple: (Dataset, SanitizationReport) = (sanitized.dataset, sanitized.report)
    let display = LoadDisplay(loaded: Loaded(value: tuple, date: now))
    #expect(display.chartState(in: .english, now: now, timeZone: utc).report == sanitized.report)
  }

  @Test func aChartOfAPlainDatasetHasNoReport() {
    let result = state(LoadDisplay(loaded: Loaded(value: points, date: now)))
    #expect(result.report == nil)
    // Cards never carry one: the empty card says what was removed in its own texts.
    let emptyLoad = LoadDisplay(loaded: Loaded(value: Dataset(series: []).sanitized(), date: now))
    #expect(emptyLoad.chartState(in: .english, now: now, timeZone: utc).report == nil)
  }

  @Test func aChartMadeWithoutAReportStillCompilesAndHasNone() {
    // The spelling from before `report:` was added.
    let state = ChartState.chart(points, notice: nil)
    #expect(state.report == nil)
    #expect(state.notice == nil)
  }
}
