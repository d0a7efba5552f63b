import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite struct StateCardTests {
  @Test(arguments: Language.allCases)
  func cardsTakeEveryTextFromTheTable(language: Language) {
    #expect(StateCard.loading(language: language).title == PhaseKitText.loading.text(in: language))
    #expect(StateCard.noData(language: language).title == PhaseKitText.noDataAvailable.text(in: language))
    let error = DataError.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused"))
      .presentation(in: language)
    let card = StateCard.error(error, language: language)
    #expect(card.title == PhaseKitText.failedToLoad.text(in: language))
    #expect(card.actionTitle == PhaseKitText.retry.text(in: language))
    #expect(card.message == error.message)
    #expect(card.hint == error.recoverySuggestion)
  }

  @Test func emptyTellsNoDataApartFromAllPointsInvalid() {
    #expect(StateCard.noData(language: .english).title == "No data available")
    let invalid = StateCard.noData(invalidPointCount: 12, language: .english)
    #expect(invalid.title == "All 12 points were invalid")
    #expect(StateCard.noData(invalidPointCount: 12, language: .simplifiedChinese).title == "全部 12 个数据点无效")
    // The placeholder chart is the seed's: a rule at 0 annotated with the title.
    let scene = ChartScene(invalid.placeholderChart)
    #expect(scene.rules.map(\.value) == [0])
    #expect(scene.annotations.map(\.text.content) == ["All 12 points were invalid"])
  }

  @Test func errorsThatRetryCannotFixOfferNoRetryAction() {
    var presentation = DataError.unauthorized(status: 401).presentation(in: .english)
    presentation.isRetryable = false
    let card = StateCard.error(presentation, language: .english)
    #expect(card.actionTitle == nil)
    let svg = SVGRenderer(language: .english).render(card)
    expectValidSVG(svg)
    #expect(!svg.contains("data-action=\"retry\""))
  }

  @Test func staleCardShowsWhenItsDataIsFromAndWhyRefreshFailed() throws {
    let loaded = Date(timeIntervalSince1970: 1_772_287_500)  // 2026-02-28 14:05 UTC
    let error = DataError.timedOut(after: .seconds(15)).presentation(in: .english, isShowingContent: true)
    let lastChart = StateCardGallery.sampleChart(language: .english)
    let card = StateCard.stale(
      from: loaded, error: error,
      language: .english, now: loaded.addingTimeInterval(60),
      timeZone: try #require(TimeZone(identifier: "UTC")))
    #expect(card.title == "Showing data from 14:05")
    #expect(card.message == "Couldn't refresh: " + error.message)
    let svg = SVGRenderer(language: .english).render(card, chart: lastChart)
    let parsed = expectValidSVG(svg)
    #expect(parsed.allText.contains("Showing data from 14:05"))
    #expect(parsed.allText.contains("temp_max"))
    let text = TerminalRenderer(width: 60, height: 16, language: .english).render(card, chart: lastChart)
    #expect(text.hasPrefix("⚠ Showing data from 14:05 · Couldn't refresh"))
  }

  @Test func galleryWritesEveryCardToAFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try StateCardGallery.write(to: folder, language: .english, suffix: "-en")
    #expect(
      written.map(\.lastPathComponent) == [
        "chart-en.svg", "loading-en.svg", "empty-en.svg", "empty-invalid-en.svg", "error-en.svg",
        "stale-en.svg",
      ])
    for url in written { expectValidSVG(try String(contentsOf: url, encoding: .utf8)) }
  }

  @Test func writingIntoAFileFailsWithATypedErrorNamingThePath() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-file-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect {
      try StateCardGallery.write(to: file.appendingPathComponent("sub"))
    } throws: { error in
      guard case .fileUnavailable(let underlying) = error as? DataError else { return false }
      return underlying.location?.hasPrefix(file.path) == true
    }
  }
}

@Suite struct StateCardRetryButtonTests {
  @Test func anErrorCardShowsTheCallersRetryEvenWhenTheEngineWouldNotRetry() {
    let card = StateCard.error(DataError.httpStatus(404).presentation(in: .english), language: .english)
    #expect(card.actionTitle == nil)  // what SVG and the terminal write
    #expect(card.retryButtonTitle(hasAction: true) == "Retry")
    #expect(card.retryButtonTitle(hasAction: false) == nil)
  }

  @Test func loadingEmptyAndMerelyOldCardsHaveNoRetry() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(StateCard.loading(language: .english).retryButtonTitle(hasAction: true) == nil)
    #expect(StateCard.noData(language: .english).retryButtonTitle(hasAction: true) == nil)
    let old = StateCard.stale(from: date, language: .simplifiedChinese, now: date)
    #expect(old.retryButtonTitle(hasAction: true) == nil)
    let failed = StateCard.stale(
      from: date, error: DataError.other(.init(domain: "x", code: 1, message: "m"))
        .presentation(in: .simplifiedChinese), language: .simplifiedChinese, now: date)
    #expect(failed.retryButtonTitle(hasAction: true) == "重试")
  }
}
