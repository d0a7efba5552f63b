import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// The file validator's HTTP date is computed without a DateFormatter (ICU start-up costs a
/// fresh process milliseconds); it must read exactly as the formatter writes it.
@Suite(.timeLimit(.minutes(6))) struct FileSourceHTTPDateTests {
  @Test func matchesDateFormatterFrom1601To2400() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    var generator = SeededGenerator(seed: 5)
    var dates = [0, -1, 86_399, 86_400, 951_782_400, 4_107_542_400, -11_644_473_600].map {
      Date(timeIntervalSince1970: Double($0))
    }
    for _ in 0..<3_000 {
      dates.append(Date(timeIntervalSince1970: Double.random(in: -11_644_473_600...13_569_465_600, using: &generator)))
    }
    for date in dates {
      #expect(FileSource.httpDate(date) == formatter.string(from: date), "\(date.timeIntervalSince1970)")
    }
  }
}
