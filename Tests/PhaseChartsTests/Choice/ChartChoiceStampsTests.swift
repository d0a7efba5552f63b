import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Time stamps written as numbers are the time again, not measures (#32, s27, h43e): `traffic`'s
/// `hour` in epoch seconds and `last_position` in epoch milliseconds beside the `timestamp`.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceStampsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A flight's profile with no position: `hour` (the hour, epoch seconds) and `last_position`
  /// (epoch milliseconds) are skipped as times; altitude and speed are drawn.
  @Test func epochStampsBesideTheTimeAreSkipped() throws {
    var text = "timestamp,altitude,groundspeed,hour,last_position\n"
    let start = 1_558_612_204.0
    for row in 0..<120 {
      let second = start + Double(row * 9)
      let date = Date(timeIntervalSince1970: second)
      let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: "")
      let hour = (second / 3_600).rounded(.down) * 3_600
      text += String(
        format: "%@,%.0f,%d,%.0f,%.0f\n", stamp, 2_500 + 10 * Double(row), 90 + row % 13, hour, (second - Double(row % 3)) * 1_000)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "timestamp")
    #expect(choice.y.contains("altitude"))
    #expect(!choice.y.contains("hour"))
    #expect(!choice.y.contains("last_position"))
    #expect(choice.skipped.contains { $0.name == "last_position" && $0.role == .time })
  }

  /// A country's population over the years is in the range of epoch seconds and only grows:
  /// its name says a quantity, a measure.
  @Test func aPopulationInTheRangeIsAMeasure() throws {
    var text = "year,population,gdp_per_head\n"
    for row in 0..<40 {
      text += "\(1980 + row),\(981_000_000 + row * 11_000_000),\(300 + row * 40 + (row * 37) % 90)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.y.contains("population"))
  }

  /// Reserves of 1.2 to 1.9 billion that go up and down, far from the dates: a measure.
  @Test func largeValuesThatJumpAreAMeasure() {
    let xs = (0..<50).map { 1_600_000_000 + Double($0) * 86_400 }
    let jumping = (0..<50).map { 1.2e9 + Double(($0 * 37) % 50) * 1.4e7 }
    #expect(!ChartChoice.isEpochStamp(Series(name: "reserves", xs: xs, ys: jumping), xIsDate: true))
    let rising = (0..<50).map { 1_600_000_000 + Double($0) * 86_400 + 7 }
    #expect(ChartChoice.isEpochStamp(Series(name: "updated", xs: xs, ys: rising), xIsDate: true))
    #expect(!ChartChoice.isEpochStamp(Series(name: "team_id", xs: xs, ys: rising), xIsDate: true))
  }
}
