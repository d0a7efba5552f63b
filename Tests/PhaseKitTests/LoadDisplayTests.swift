import Foundation
import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct LoadDisplayTests {
  private let utc = TimeZone(identifier: "UTC")!
  /// 2026-11-29 18:30:00 UTC.
  private let now = Date(timeIntervalSince1970: 1_795_977_000)
  private var fiveMinutesAgo: Loaded<Int> { Loaded(value: 42, date: now - 300, origin: .disk) }
  private let offline = DataError.offline(
    .init(domain: "NSURLErrorDomain", code: -1004, message: "could not connect"))

  private func content(_ display: LoadDisplay<Int>) -> LoadDisplay<Int>.Content {
    display.content(in: .english, now: now, timeZone: utc)
  }

  @Test func nothingLoadedYetIsAPlaceholderWithItsProgress() {
    let progress = LoadProgress(receivedBytes: 50, expectedBytes: 200)
    #expect(content(LoadDisplay()) == .placeholder(progress: nil))
    #expect(content(LoadDisplay(isLoading: true, progress: progress)) == .placeholder(progress: progress))
    #expect(LoadDisplay<Int>().phase == .empty)
  }

  @Test func aFailureWithNothingToShowIsAFullError() {
    let display = LoadDisplay<Int>(error: offline)
    #expect(content(display) == .failure(offline.presentation(in: .english)))
    #expect(display.phase == .failure(offline))
    guard case .failure(let presentation) = content(display) else { return }
    #expect(presentation.prominence == .fullView)
  }

  @Test func aRetryAfterAFailureShowsThePlaceholderAgain() {
    let display = LoadDisplay<Int>(error: offline, isLoading: true, attempt: 2)
    #expect(content(display) == .placeholder(progress: nil))
  }

  @Test func cancellationIsNeverShownAsAFailure() {
    let display = LoadDisplay<Int>(error: .cancelled)
    #expect(content(display) == .placeholder(progress: nil))
    #expect(display.phase == .empty)
    #expect(display.visibleError == nil)
  }

  @Test func aFreshValueIsShownWithoutANotice() {
    let display = LoadDisplay(loaded: fiveMinutesAgo)
    #expect(content(display) == .value(42, notice: nil))
    #expect(display.phase == .success(42))
    #expect(!display.isRefreshing)
  }

  @Test func aFailedRefreshKeepsTheValueWithABannerNotice() throws {
    let display = LoadDisplay(loaded: fiveMinutesAgo, error: offline, isStale: true)
    guard case .value(let value, let notice?) = content(display) else {
      Issue.record("expected the stale value with a notice")
      return
    }
    #expect(value == 42)
    #expect(notice.title == "Showing data from 18:25")
    let error = try #require(notice.error)
    #expect(error.prominence == .banner)
    #expect(error.message == offline.message(in: .english))
    #expect(display.phase == .success(42))
  }

  @Test func aStaleValueWithoutAnErrorHasANoticeWithoutAnError() {
    let display = LoadDisplay(loaded: fiveMinutesAgo, isStale: true, isLoading: true)
    guard case .value(_, let notice?) = content(display) else {
      Issue.record("expected a notice")
      return
    }
    #expect(notice.error == nil)
    #expect(display.isRefreshing)
  }

  @Test func aCancelledRefreshLeavesAFreshValueAlone() {
    let display = LoadDisplay(loaded: fiveMinutesAgo, error: .cancelled)
    #expect(content(display) == .value(42, notice: nil))
  }

  @Test func theNoticeSpeaksTheRequestedLanguage() {
    let display = LoadDisplay(loaded: fiveMinutesAgo, error: offline, isStale: true)
    guard case .value(_, let notice?) = display.content(in: .simplifiedChinese, now: now, timeZone: utc)
    else {
      Issue.record("expected a notice")
      return
    }
    #expect(notice.title == "显示的是 18:25 的数据")
    #expect(notice.error?.retryTitle == "重试")
  }
}

@Suite(.timeLimit(.minutes(6))) struct LoadDisplayStageTests {
  @Test func theStageFollowsTheContentRules() {
    let loaded = Loaded(value: 1, date: Date(timeIntervalSince1970: 0))
    #expect(LoadDisplay<Int>().stage == .placeholder)
    #expect(LoadDisplay<Int>(error: .emptyData).stage == .failure)
    #expect(LoadDisplay<Int>(error: .emptyData, isLoading: true).stage == .placeholder)
    #expect(LoadDisplay<Int>(error: .cancelled).stage == .placeholder)
    #expect(LoadDisplay(loaded: loaded).stage == .value)
    #expect(LoadDisplay(loaded: loaded, error: .httpStatus(500)).stage == .staleValue)
    #expect(LoadDisplay(loaded: loaded, isStale: true).stage == .staleValue)
  }
}
