import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A measure at one value but for scattered exceptions (#32, h36b): moderndive's
/// `envoy_flights`, whose route distance (719 miles in 351 of 357 flights) took a panel of a
/// flat line beside the delays.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceNearlyOneValueTests {
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }

  /// Flights an hour apart, each with its delays and its route's distance.
  static func flights(distance: (Int) -> Int) -> String {
    var text = "\"\",time_hour,dep_delay,arr_delay,distance\n"
    for flight in 0..<200 {
      let delay = Int(60 * Self.noise(flight, 1)) - 10
      let hour = String(format: "2013-01-%02d %02d:00:00", 1 + flight / 24, flight % 24)
      text += "\(flight + 1),\(hour),\(delay),\(delay + Int(20 * Self.noise(flight, 2)) - 10),\(distance(flight))\n"
    }
    return text
  }

  @Test func aRouteDistanceThatRarelyChangesIsNotAPanel() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.flights { $0 % 50 == 7 ? 900 + $0 : 719 }.utf8))
    let choice = prepared.columns.choice
    #expect(choice.x == "time_hour")
    #expect(choice.y == ["dep_delay", "arr_delay"])
    #expect(!prepared.dataset.series.contains { $0.name == "distance" })
    #expect(choice.notes.contains(.nearlyOneValue(column: "distance", value: 719, share: 0.98)))
  }

  @Test func aValueHeldForLongThenChangedIsAStepAndStaysDrawn() {
    // A rate held at 5 for 190 readings, then at 5.25: the change is the news.
    let ys = (0..<200).map { $0 < 190 ? 5.0 : 5.25 }
    #expect(ChartChoice.nearlyOneValue(ys) == nil)
  }

  @Test func aMeasureThatIsMostlyZeroStaysDrawn() {
    let ys = (0..<200).map { $0 % 40 == 3 ? 12.0 : 0 }
    #expect(ChartChoice.nearlyOneValue(ys) == nil)
  }

  @Test func aMeasureOfManyValuesIsNotNearlyOneValue() {
    let ys = (0..<200).map { Double($0 % 90) }
    #expect(ChartChoice.nearlyOneValue(ys) == nil)
    let scattered = (0..<200).map { $0 % 50 == 7 ? 1_085.0 : 719 }
    #expect(ChartChoice.nearlyOneValue(scattered)?.value == 719)
  }

  @Test func theNoteIsSaidInEnglishAndChinese() {
    let note = ChartChoice.Note.nearlyOneValue(column: "distance", value: 719, share: 0.983)
    #expect(note.sentence(in: .english) == "distance holds 719 in 98% of the rows, the others scattered exceptions: not drawn.")
    #expect(note.sentence(in: .simplifiedChinese) == "distance 在 98% 的行中为 719，其余为零散的例外：不绘制。")
  }
}
