import Foundation
import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct StaleNoticeTests {
  private let utc = TimeZone(identifier: "UTC")!
  /// 2026-11-29 18:30:00 UTC.
  private let now = Date(timeIntervalSince1970: 1_795_977_000)

  @Test(
    arguments: [
      (-300, "18:25"),  // five minutes ago
      (-66_600, "00:00"),  // midnight today
      (-68_400, "11-28 23:30"),  // yesterday
      (-2_592_000, "10-30 18:30"),  // a month ago
      (-31_536_000, "2025-11-29 18:30"),  // a year ago
    ] as [(TimeInterval, String)])
  func theDateIsWrittenAsBrieflyAsIsUnambiguous(offset: TimeInterval, expected: String) {
    let text = StaleNotice.dateText(for: now + offset, relativeTo: now, timeZone: utc)
    #expect(text == expected)
  }

  @Test func theDateFollowsTheTimeZone() {
    let shanghai = TimeZone(identifier: "Asia/Shanghai")!
    // 18:25 UTC is 02:25 the next day in Shanghai, which is also "today" there.
    #expect(StaleNotice.dateText(for: now - 300, relativeTo: now, timeZone: shanghai) == "02:25")
  }

  @Test(arguments: [
    (Language.english, "Showing data from 18:25"),
    (.simplifiedChinese, "显示的是 18:25 的数据"),
  ])
  func theTitleSaysWhichDataIsShown(language: Language, expected: String) {
    let notice = StaleNotice(loadedAt: now - 300, language: language, now: now, timeZone: utc)
    #expect(notice.title == expected)
    #expect(notice.dateText == "18:25")
    #expect(notice.error == nil)
    #expect(notice.message == nil)
    #expect(notice.symbolName == "clock")
  }

  @Test func theErrorTravelsWithTheNotice() {
    let error = ErrorPresentation(
      title: "Failed to load", message: "offline", prominence: .banner, retryTitle: "Retry")
    let notice = StaleNotice(loadedAt: now, error: error, language: .english, now: now, timeZone: utc)
    #expect(notice.error == error)
    #expect(notice.message == "Couldn't refresh: offline")
    #expect(notice.symbolName == "exclamationmark.triangle")
  }

  @Test func theReasonSpeaksTheRequestedLanguage() {
    let error = DataError.httpStatus(503).presentation(in: .simplifiedChinese, isShowingContent: true)
    let notice = StaleNotice(
      loadedAt: now, error: error, language: .simplifiedChinese, now: now, timeZone: utc)
    #expect(notice.message == "刷新失败：" + error.message)
    #expect(notice.symbolName == error.symbolName)
  }

  @Test func integerDateArithmeticAgreesWithCalendarOverCenturiesAndTimeZones() {
    let zones = ["UTC", "Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"]
      .compactMap(TimeZone.init(identifier:))
    var generator = SeededRandom(seed: 42)
    for _ in 0..<2_000 {
      // 1900 ... 2100, at any second.
      let date = Date(timeIntervalSince1970: Double.random(in: -2.2e9...4.1e9, using: &generator))
      let now = date + Double.random(in: -4e7...4e7, using: &generator)
      for zone in zones {
        #expect(
          StaleNotice.dateText(for: date, relativeTo: now, timeZone: zone)
            == StaleNotice.calendarDateText(for: date, relativeTo: now, timeZone: zone),
          "\(date) in \(zone.identifier)")
      }
    }
  }

  @Test(arguments: [
    (0, 1970, 1, 1), (-1, 1969, 12, 31), (59, 1970, 3, 1), (11_016, 2000, 2, 29),
    (-719_468, 0, 3, 1), (20_819, 2027, 1, 1),
  ])
  func civilDatesFollowTheGregorianCalendar(days: Int, year: Int, month: Int, day: Int) {
    let date = LocalTime.civilDate(daysSince1970: days)
    #expect(date.year == year && date.month == month && date.day == day)
  }

  @Test func aDateTooFarOutFallsBackToTheCalendar() {
    let far = Date(timeIntervalSince1970: 1e15)
    #expect(LocalTime(far, in: utc) == nil)
    #expect(!StaleNotice.dateText(for: far, relativeTo: now, timeZone: utc).isEmpty)
  }
}
