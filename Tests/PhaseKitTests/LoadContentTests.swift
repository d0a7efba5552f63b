import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// `LoadContent` is the one read model: what a `LoadDisplay` and a `Loader` decide, and what every
/// older spelling (the seed's `LoadingState`, `AsyncPhase`, `LoadDisplay.Stage` and `.Content`) is
/// computed from, case by case.
@Suite struct LoadContentTests {
  private static let loadedAt = Date(timeIntervalSince1970: 1_795_977_000)  // 2026-11-29 18:30 UTC
  private static let offline = DataError.offline(
    .init(domain: "NSURLErrorDomain", code: -1004, message: "could not connect"))
  private static let progress = LoadProgress(receivedBytes: 50, expectedBytes: 200)
  private let utc = TimeZone(identifier: "UTC")!

  /// Every case of the model, with the facts a `LoadDisplay` decides it from.
  private static let cases: [(display: LoadDisplay<Int>, content: LoadContent<Int>)] = {
    let loaded = Loaded(value: 7, date: loadedAt, origin: .disk)
    return [
      (LoadDisplay(), .placeholder(progress: nil)),
      (LoadDisplay(isLoading: true, progress: progress), .placeholder(progress: progress)),
      // A retry after a failure shows the placeholder again; a cancellation is no failure.
      (LoadDisplay(error: offline, isLoading: true), .placeholder(progress: nil)),
      (LoadDisplay(error: .cancelled), .placeholder(progress: nil)),
      (LoadDisplay(error: offline), .failure(offline)),
      (LoadDisplay(loaded: loaded), .value(7, notice: nil)),
      (LoadDisplay(loaded: loaded, isLoading: true), .value(7, notice: nil)),
      (LoadDisplay(loaded: loaded, error: .cancelled), .value(7, notice: nil)),
      (LoadDisplay(loaded: loaded, isStale: true), .value(7, notice: .stale(loadedAt: loadedAt))),
      (
        LoadDisplay(loaded: loaded, error: offline, isStale: true),
        .value(7, notice: .refreshFailed(offline, loadedAt: loadedAt))
      ),
      (
        LoadDisplay(loaded: loaded, error: .emptyData, isStale: true),
        .value(7, notice: .refreshFailed(.emptyData, loadedAt: loadedAt))
      ),
    ]
  }()

  @Test(arguments: 0..<cases.count)
  func aDisplayDecidesItsContentOnce(index: Int) {
    let (display, expected) = Self.cases[index]
    #expect(display.content == expected)
  }

  @Test func theSeedsLoadingStateIsComputedForEveryCase() {
    let error = Self.offline
    #expect(LoadingState<Int>(.placeholder(progress: nil), isLoading: false) == .idle)
    #expect(LoadingState<Int>(.placeholder(progress: Self.progress), isLoading: true) == .loading)
    #expect(LoadingState<Int>(.value(7, notice: nil), isLoading: false) == .success(7))
    #expect(
      LoadingState<Int>(.value(7, notice: .refreshFailed(error, loadedAt: Self.loadedAt)), isLoading: true)
        == .success(7))
    #expect(LoadingState<Int>(.failure(error), isLoading: false) == .failure(error))
  }

  @Test func asyncPhaseIsComputedForEveryCase() {
    #expect(AsyncPhase<Int, DataError>(LoadContent<Int>.placeholder(progress: Self.progress)) == .empty)
    #expect(AsyncPhase<Int, DataError>(LoadContent<Int>.value(7, notice: nil)) == .success(7))
    #expect(AsyncPhase<Int, DataError>(LoadContent<Int>.value(7, notice: .partial)) == .success(7))
    #expect(AsyncPhase<Int, DataError>(LoadContent<Int>.failure(.emptyData)) == .failure(.emptyData))
  }

  @Test(arguments: 0..<cases.count)
  func theStageAndPhaseOfADisplayFollowItsContent(index: Int) {
    let display = Self.cases[index].display
    let expected: LoadDisplay<Int>.Stage
    let phase: AsyncPhase<Int, DataError>
    switch display.content {
    case .placeholder: (expected, phase) = (.placeholder, .empty)
    case .value(let value, nil): (expected, phase) = (.value, .success(value))
    case .value(let value, _): (expected, phase) = (.staleValue, .success(value))
    case .failure(let error): (expected, phase) = (.failure, .failure(error))
    }
    #expect(display.stage == expected)
    #expect(display.phase == phase)
  }

  @Test func theRenderedContentCarriesTheTextsOfEachCase() {
    func rendered(_ content: LoadContent<Int>) -> LoadDisplay<Int>.Content {
      LoadDisplay<Int>.Content(content, in: .english, now: Self.loadedAt, timeZone: utc)
    }
    #expect(rendered(.placeholder(progress: Self.progress)) == .placeholder(progress: Self.progress))
    #expect(rendered(.failure(Self.offline)) == .failure(Self.offline.presentation(in: .english)))
    #expect(rendered(.value(7, notice: nil)) == .value(7, notice: nil))
    // A partial value has no date banner.
    #expect(rendered(.value(7, notice: .partial)) == .value(7, notice: nil))
    guard case .value(_, let stale?) = rendered(.value(7, notice: .stale(loadedAt: Self.loadedAt))),
      case .value(_, let failed?) = rendered(
        .value(7, notice: .refreshFailed(Self.offline, loadedAt: Self.loadedAt)))
    else {
      Issue.record("expected notices")
      return
    }
    #expect(stale.title == "Showing data from 18:30")
    #expect(stale.error == nil)
    #expect(failed.title == "Showing data from 18:30")
    #expect(failed.error?.prominence == .banner)
    #expect(failed.message == "Couldn't refresh: " + Self.offline.message(in: .english))
  }

  @Test(arguments: 0..<cases.count)
  func theContentInALanguageIsTheContentRendered(index: Int) {
    let display = Self.cases[index].display
    #expect(
      display.content(in: .simplifiedChinese, now: Self.loadedAt, timeZone: utc)
        == LoadDisplay<Int>.Content(
          display.content, in: .simplifiedChinese, now: Self.loadedAt, timeZone: utc))
  }

  @Test func aNoticeSaysWhenAndWhy() {
    let failed = LoadNotice.refreshFailed(Self.offline, loadedAt: Self.loadedAt)
    #expect(failed.isOffline)
    #expect(failed.error == Self.offline)
    #expect(failed.loadedAt == Self.loadedAt)
    #expect(!LoadNotice.refreshFailed(.emptyData, loadedAt: Self.loadedAt).isOffline)
    #expect(LoadNotice.stale(loadedAt: Self.loadedAt).error == nil)
    #expect(LoadNotice.stale(loadedAt: Self.loadedAt).loadedAt == Self.loadedAt)
    #expect(LoadNotice.partial.loadedAt == nil)
    #expect(LoadNotice.partial.staleNotice(in: .english) == nil)
  }

  @Test func theAccessorsReadEachCase() {
    let value = LoadContent<Int>.value(7, notice: .partial)
    #expect(value.value == 7 && value.notice == .partial && value.failure == nil && !value.isPlaceholder)
    let failure = LoadContent<Int>.failure(.emptyData)
    #expect(failure.value == nil && failure.notice == nil && failure.failure == .emptyData)
    #expect(LoadContent<Int>.placeholder(progress: nil).isPlaceholder)
    #expect(value.map { String($0) } == .value("7", notice: .partial))
    #expect(failure.map { String($0) } == .failure(.emptyData))
  }
}

/// A `Loader`'s `content` is the model its `state`, `phase` and `display` agree with, at every
/// transition of a real load.
@MainActor @Suite struct LoaderContentTests {
  @Test func everyTransitionsStateAndPhaseAreComputedFromTheContent() async {
    let source = CountingSource(responses: [.success(.text("v1")), .failure(.httpStatus(500))])
    let loader = textLoader(source)
    var seen: [LoadContent<String>] = []
    var disagreements: [String] = []
    loader.observeSnapshots { [unowned loader] _ in
      let content = loader.content
      seen.append(content)
      if loader.state != LoadingState(content, isLoading: loader.isLoading) {
        disagreements.append("state \(loader.state) for \(content)")
      }
      if loader.phase != AsyncPhase(content) { disagreements.append("phase for \(content)") }
      if loader.display.content != content { disagreements.append("display for \(content)") }
    }
    await loader.load()
    await loader.refresh()
    let loadedAt = loader.loaded?.date ?? .distantPast
    #expect(disagreements == [])
    #expect(
      seen == [
        .placeholder(progress: nil), .placeholder(progress: nil), .value("v1", notice: nil),
        .value("v1", notice: nil),
        .value("v1", notice: .refreshFailed(.httpStatus(500), loadedAt: loadedAt)),
      ])
  }

  @Test func aFailedFirstLoadIsAFailureAndCancellationGoesBackToThePlaceholder() async {
    let loader = textLoader(CountingSource(responses: [.failure(.httpStatus(404))]))
    await loader.load()
    #expect(loader.content == .failure(.httpStatus(404)))
    #expect(loader.state == .failure(DataError.httpStatus(404)))
    let source = CountingSource()
    source.hold()
    let held = textLoader(source)
    let task = Task { await held.load() }
    await source.waitForParked(count: 1)
    #expect(held.content == .placeholder(progress: nil))
    #expect(held.state == .loading)
    held.cancel()
    await task.value
    #expect(held.content == .placeholder(progress: nil))
    #expect(held.state == .idle)
  }
}
