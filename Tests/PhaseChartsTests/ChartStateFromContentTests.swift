import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// `ChartState` and its `StateCard` are computed from the one read model, `LoadContent`: every
/// case of the model has one chart state, and a loader's `chartState` is that computation.
@Suite struct ChartStateFromContentTests {
  private let utc = TimeZone(identifier: "UTC")!
  /// 2026-11-29 18:30 UTC.
  private let loadedAt = Date(timeIntervalSince1970: 1_795_977_000)
  private let points = Dataset(series: [Series(name: "t", xs: [1, 2], ys: [3, 4])])
  private let noPoints = Dataset(series: [Series(name: "t", xs: [], ys: [])])
  private let allInvalid = SanitizationReport(inputCount: 12, keptCount: 0, dropped: [.sentinel: 12])

  private func state(_ content: LoadContent<Dataset>, report: SanitizationReport? = nil) -> ChartState {
    ChartState(content, report: report, in: .english, now: loadedAt, timeZone: utc)
  }

  /// The card's kind and title, the chart's point count and report, and the notice's title.
  private func summary(_ state: ChartState) -> String {
    let notice = state.notice.map { " under \"\($0.title)\"" + ($0.message.map { " (\($0))" } ?? "") } ?? ""
    switch state {
    case .card(let card, _): return "card \(card.kind): \(card.title)" + notice
    case .chart(let dataset, let report, _):
      return "chart of \(dataset.pointCount) points, report \(report.map(\.description) ?? "none")" + notice
    }
  }

  @Test func everyCaseOfTheModelHasOneChartState() {
    let offline = DataError.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused"))
    let progress = LoadProgress(receivedBytes: 1, expectedBytes: 2)
    let report = SanitizationReport(inputCount: 3, keptCount: 2, dropped: [.missing: 1])
    let cases: [(LoadContent<Dataset>, SanitizationReport?, String)] = [
      (.placeholder(progress: nil), nil, "card loading: Loading…"),
      (.placeholder(progress: progress), nil, "card loading: Loading…"),
      (
        .failure(.httpStatus(503)), nil,
        "card error: " + DataError.httpStatus(503).presentation(in: .english).title
      ),
      (.value(noPoints, notice: nil), nil, "card noData: No data available"),
      (
        .value(noPoints, notice: nil), allInvalid,
        "card noData: " + StateCard.removalReason(allInvalid, language: .english)
      ),
      (
        .value(noPoints, notice: .stale(loadedAt: loadedAt)), nil,
        "card noData: No data available under \"Showing data from 18:30\""
      ),
      (.value(points, notice: nil), report, "chart of 2 points, report \(report.description)"),
      (.value(points, notice: .partial), nil, "chart of 2 points, report none"),
      (
        .value(points, notice: .refreshFailed(offline, loadedAt: loadedAt)), nil,
        "chart of 2 points, report none under \"Showing data from 18:30\" (Couldn't refresh: "
          + offline.message(in: .english) + ")"
      ),
    ]
    for (content, report, expected) in cases {
      #expect(summary(state(content, report: report)) == expected, "\(content)")
    }
  }

  @Test func aLoadersChartStateIsTheChartStateOfItsContent() {
    let loaded = Loaded(value: points, date: loadedAt, origin: .disk)
    let displays: [LoadDisplay<Dataset>] = [
      LoadDisplay(isLoading: true), LoadDisplay(error: .emptyData),
      LoadDisplay(loaded: Loaded(value: noPoints, date: loadedAt)),
      LoadDisplay(loaded: loaded), LoadDisplay(loaded: loaded, error: .httpStatus(500), isStale: true),
    ]
    for display in displays {
      let fromLoader = display.chartState(in: .english, now: loadedAt, timeZone: utc)
      #expect(summary(fromLoader) == summary(state(display.content)))
    }
  }

  @Test func aSanitizedLoadsChartStateCarriesItsReport() {
    let clean = SanitizedDataset(dataset: noPoints, report: allInvalid)
    let display = LoadDisplay(loaded: Loaded(value: clean, date: loadedAt))
    let state = display.chartState(in: .english, now: loadedAt, timeZone: utc)
    #expect(summary(state) == summary(self.state(.value(noPoints, notice: nil), report: allInvalid)))
    #expect(summary(state).hasPrefix("card noData: All 12 points were removed"))
  }

  @Test func aProgressiveSnapshotIsAPartialValueUntilTheLastPage() async throws {
    let pages = [points, points]
    let stream = AsyncStream<Dataset> { continuation in
      for page in pages { continuation.yield(page) }
      continuation.finish()
    }
    var notices: [LoadNotice?] = []
    for try await snapshot in ProgressiveLoad(pages: stream) {
      #expect(snapshot.content.value == snapshot.dataset)
      notices.append(snapshot.content.notice)
    }
    #expect(notices == [.partial, .partial, nil])
  }

  @Test func thePreparedChartsCleanDataIsASanitizedDataset() throws {
    let prepared = try ChartPipeline().prepare(Data("x,y\n1,2\n2,-999\n3,4\n".utf8))
    #expect(prepared.sanitized == SanitizedDataset(dataset: prepared.dataset, report: prepared.report))
    #expect(prepared.sanitized.report.dropped[.sentinel] == 1)
    var copy = prepared
    copy.sanitized = SanitizedDataset(dataset: noPoints, report: allInvalid)
    #expect(copy.dataset == noPoints && copy.report == allInvalid && copy.columns == prepared.columns)
    let rebuilt = PreparedChart(
      prepared.sanitized, columns: prepared.columns, pointsReason: prepared.pointsReason)
    #expect(rebuilt == prepared)
  }

  @Test func chartDataHasDataWhenAPointIsLeft() {
    #expect(points.hasData && !noPoints.hasData)
    #expect(SanitizedDataset(dataset: points, report: allInvalid).hasData)
    #expect(!SanitizedDataset(dataset: noPoints, report: allInvalid).hasData)
    #expect(PreparedChart(dataset: points, report: allInvalid).hasData)
    #expect(!PreparedChart(dataset: noPoints, report: allInvalid).hasData)
    #expect(ResourceStore.hasData(noPoints) == false)
    #expect(ResourceStore.hasData(points))
    #expect(ResourceStore.hasData(Data()))  // not DataBearing: always has data
  }
}
