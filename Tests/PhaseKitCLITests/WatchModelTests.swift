import Foundation
import PhaseCharts
import PhaseKit
import PhaseKitCLI
import Testing
import _PhaseKitTestSupport

/// The watch screen's decisions, one event at a time, on manual-clock instants.
@Suite(.timeLimit(.minutes(6))) struct WatchModelTests {
  typealias Model = WatchModel<ManualClock.Instant>
  let t0 = ManualClock.Instant()
  let epoch = Date(timeIntervalSince1970: 1_764_600_000)  // 2025-12-01 14:40:00 UTC
  let utc = TimeZone(identifier: "UTC")!

  func at(_ seconds: Double) -> ManualClock.Instant { t0.advanced(by: .milliseconds(Int64(seconds * 1000))) }
  func date(_ seconds: Double) -> Date { epoch.addingTimeInterval(seconds) }

  func screen(_ model: Model, _ seconds: Double, language: Language = .english) -> WatchScreen {
    model.screen(at: at(seconds), date: date(seconds), source: "data.csv", language: language, timeZone: utc)
  }

  @Test func firstLoadShowsTheSkeletonWithProgressThenTheChart() {
    var model = Model(configuration: .init(interval: .seconds(10)))
    #expect(model.start(at: at(0)) == [.startLoad, .redrawAll])
    #expect(screen(model, 0).body == .loading)
    #expect(screen(model, 2).progressText == "waiting for the server… 2 s")
    #expect(model.progressed(LoadProgress(receivedBytes: 512, expectedBytes: 1024)) == [.redrawAll])
    #expect(screen(model, 2).progressText?.contains("50% 512 B / 1 KB") == true)
    #expect(model.loaded(.init(pointCount: 120, droppedCount: 3), at: at(3), date: date(3), isChanged: true) == [.redrawAll])
    let shown = screen(model, 11)
    #expect(shown.body == .chart(isStale: false))
    #expect(shown.status == "updated 14:40:03, 8 s ago · next refresh in 2 s · 120 points, 3 invalid dropped · data.csv")
    #expect(shown.notice == nil)
    #expect(shown.progressText == nil)
  }

  @Test func aRefreshIsDueOneIntervalAfterALoadAndKeepsTheChart() {
    var model = Model(configuration: .init(interval: .seconds(10)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 5), at: at(1), date: date(1), isChanged: true)
    #expect(model.nextWake(after: at(1)) == at(2))  // a second later, for the countdown
    #expect(model.tick(at: at(10.9)) == [.redrawStatus])
    #expect(model.loadCount == 1)
    // Due: the countdown says so, and the schedule (not the clock's tick) starts the refresh.
    #expect(model.tick(at: at(11)) == [.redrawStatus])
    #expect(model.nextWake(after: at(11)) == at(12))
    #expect(model.refreshDue(at: at(11)) == [.redrawStatus])
    #expect(screen(model, 11).body == .chart(isStale: false))
    #expect(screen(model, 11).status.contains("refreshing…"))
    // A refresh while loading never starts a second load.
    #expect(model.tick(at: at(30)) == [.redrawStatus])
    #expect(model.refreshDue(at: at(30)) == [])
    #expect(model.pressed(.refresh, at: at(30)) == [])
    #expect(model.loadCount == 2)
  }

  @Test func anUnchangedRefreshCostsNoFullRedraw() {
    var model = Model(configuration: .init(interval: .seconds(1)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 5), at: at(0), date: date(0), isChanged: true)
    let redraws = model.fullRedrawCount
    for step in 1...1_000 {
      _ = model.refreshDue(at: at(Double(step)))
      #expect(model.loaded(.init(pointCount: 5), at: at(Double(step)), date: date(Double(step)), isChanged: false) == [.redrawStatus])
    }
    #expect(model.loadCount == 1_001)
    #expect(model.fullRedrawCount == redraws)
    _ = model.refreshDue(at: at(1_001))
    #expect(model.loaded(.init(pointCount: 6), at: at(1_001), date: date(1_001), isChanged: true) == [.redrawAll])
  }

  @Test func aFailedRefreshKeepsTheChartMarkedStaleAndRecoveryRemovesTheMark() {
    var model = Model(configuration: .init(interval: .seconds(2)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 7), at: at(0), date: date(0), isChanged: true)
    _ = model.refreshDue(at: at(2))
    #expect(model.failed(.httpStatus(500), at: at(2)) == [.redrawAll])
    var shown = screen(model, 3)
    #expect(shown.body == .chart(isStale: true))
    #expect(shown.notice == "STALE, 3 s old — Couldn't refresh: The server returned an error (HTTP 500). · retrying in 1 s")
    #expect(shown.status.contains("retrying in 1 s"))
    // The second failure in a row waits twice as long, and the same error is only a status change.
    _ = model.refreshDue(at: at(4))
    #expect(model.failed(.httpStatus(500), at: at(4)) == [.redrawStatus])
    #expect(model.nextRefresh == at(8))
    _ = model.refreshDue(at: at(8))
    #expect(model.loaded(.init(pointCount: 7), at: at(8), date: date(8), isChanged: false) == [.redrawAll])
    shown = screen(model, 8)
    #expect(shown.body == .chart(isStale: false))
    #expect(shown.notice == nil)
    #expect(model.consecutiveFailures == 0)
    #expect(model.nextRefresh == at(10))
  }

  @Test func retryAfterIsHonouredAndBackoffIsCapped() {
    var model = Model(configuration: .init(interval: .seconds(1), maximumBackoff: .seconds(8)))
    _ = model.start(at: at(0))
    _ = model.failed(.serviceUnavailable(retryAfter: .seconds(30)), at: at(0))
    #expect(model.nextRefresh == at(30))
    var now = 30.0
    for _ in 0..<6 {
      _ = model.refreshDue(at: at(now))
      _ = model.failed(.httpStatus(502), at: at(now))
      now += 8
    }
    #expect(model.retryDelay(for: .httpStatus(502)) == .seconds(8))
    #expect(model.nextRefresh == at(now))
  }

  @Test func withNothingToShowAFailureIsTheErrorCardAndItStaysWhileRetrying() {
    var model = Model(configuration: .init(interval: .seconds(1)))
    _ = model.start(at: at(0))
    #expect(model.failed(.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused")), at: at(0)) == [.redrawAll])
    #expect(screen(model, 0).body == .error(.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused"))))
    #expect(screen(model, 0.5).status == "retrying in 1 s · data.csv")
    #expect(model.refreshDue(at: at(1)) == [.redrawStatus])
    #expect(screen(model, 1).status == "refreshing… · data.csv")
    #expect(model.progressed(LoadProgress(receivedBytes: 1)) == [.redrawStatus])
  }

  @Test func aCachedCopyIsShownAtOnceMarkedStaleUntilALoadConfirmsIt() {
    var model = Model()
    _ = model.start(at: at(0))
    #expect(model.showCachedCopy(.init(pointCount: 9), date: date(-180)) == [.redrawAll])
    #expect(model.isStale)
    #expect(screen(model, 0).body == .chart(isStale: true))
    #expect(screen(model, 0).notice == "cached copy from an earlier run, 3 min old — checking for new data…")
    // Offline: the copy stays, now with the error.
    _ = model.failed(.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused")), at: at(1))
    #expect(screen(model, 1).notice?.hasPrefix("STALE, 3 min old — Couldn't refresh: Can't reach the server.") == true)
    _ = model.refreshDue(at: at(11))
    #expect(model.loaded(.init(pointCount: 9), at: at(11), date: date(11), isChanged: false) == [.redrawAll])
    #expect(!model.isStale)
  }

  @Test func pauseStopsAutomaticRefreshesButNotTheRefreshKey() {
    var model = Model(configuration: .init(interval: .seconds(1)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 1), at: at(0), date: date(0), isChanged: true)
    _ = model.pressed(.togglePause, at: at(0))
    #expect(screen(model, 0).status.contains("paused (p resumes)"))
    #expect(screen(model, 0).keys == "q quit · r refresh now · p resume")
    #expect(model.tick(at: at(5)) == [.redrawStatus])
    #expect(model.loadCount == 1)
    #expect(model.pressed(.refresh, at: at(5)) == [.startLoad, .redrawStatus])
    _ = model.loaded(.init(pointCount: 1), at: at(5), date: date(5), isChanged: false)
    _ = model.pressed(.togglePause, at: at(6))
    #expect(screen(model, 6).keys == "q quit · r refresh now · p pause")
    #expect(model.nextRefresh == at(6))
    #expect(model.refreshDue(at: at(6)) == [.redrawStatus])
    #expect(model.pressed(.quit, at: at(6)) == [.quit])
  }

  @Test func cancellationIsNotAFailure() {
    var model = Model(configuration: .init(interval: .seconds(3)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 1), at: at(0), date: date(0), isChanged: true)
    _ = model.refreshDue(at: at(3))
    #expect(model.failed(.cancelled, at: at(3)) == [.redrawStatus])
    #expect(!model.isStale)
    #expect(model.consecutiveFailures == 0)
    #expect(model.nextRefresh == at(6))
  }

  @Test func resizeRedrawsEverything() {
    var model = Model()
    #expect(model.resized() == [.redrawAll])
  }

  @Test func theScreenSpeaksChinese() {
    var model = Model(configuration: .init(interval: .seconds(10)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 4), at: at(0), date: date(0), isChanged: true)
    _ = model.refreshDue(at: at(10))
    _ = model.failed(.httpStatus(500), at: at(10))
    let shown = screen(model, 12, language: .simplifiedChinese)
    #expect(shown.status == "更新于 14:40:00（12 秒前） · 8 秒后重试 · 4 个数据点 · data.csv")
    #expect(shown.notice?.hasPrefix("数据已过时（12 秒前）— 刷新失败：服务器返回错误（HTTP 500）。") == true)
    #expect(shown.keys == "q 退出 · r 立即刷新 · p 暂停")
  }

  @Test func logLinesSayWhatEachRefreshDid() {
    var model = Model(configuration: .init(interval: .seconds(5)))
    _ = model.start(at: at(0))
    _ = model.loaded(.init(pointCount: 3), at: at(0), date: date(0), isChanged: true)
    #expect(
      model.logLine(isChanged: true, at: at(0), date: date(0), source: "d", language: .english, timeZone: utc) == "14:40:00 d: 3 points (changed)")
    _ = model.refreshDue(at: at(5))
    _ = model.failed(.httpStatus(503), at: at(5))
    #expect(
      model.logLine(isChanged: false, at: at(5), date: date(5), source: "d", language: .english, timeZone: utc)
        == "14:40:05 d: refresh failed: The server returned an error (HTTP 503). — STALE, 5 s old — Showing data from 14:40:00 · retrying in 5 s")
  }

  @Test(arguments: WatchText.allCases) func everyWatchTextHasBothLanguages(_ key: WatchText) {
    #expect(!key.text(in: .english).isEmpty)
    #expect(!key.text(in: .simplifiedChinese).isEmpty)
    #expect(key.text(in: .english).components(separatedBy: "$@").count == key.text(in: .simplifiedChinese).components(separatedBy: "$@").count)
    #expect(key.text(in: .english) != "watch.\(key.rawValue)", "found in the catalog")
  }
}
