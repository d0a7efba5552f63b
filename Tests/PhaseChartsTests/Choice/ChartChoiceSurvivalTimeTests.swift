import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A survival time under a long name (#32, h39c): lifelines' `lupus`, whose time to death or
/// the last observation is `time_between_diagnosis_and_last_observation_(years)`, beside the
/// time from onset to diagnosis; its covariates were scattered while the time was not drawn
/// (policy S).
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceSurvivalTimeTests {
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }

  static let onset = "time_elapsed_between_estimated_onset_and_diagnosis_(months)"
  static let followUp = "time_between_diagnosis_and_last_observation_(years)"

  /// Patients, as lifelines saves them: event and traits as booleans, age, two durations.
  static func patients() -> String {
    var text = "\"\",\"dead\",\"is_male\",\"age_at_diagnosis\",\"\(onset)\",\"\(followUp)\"\n"
    for row in 0..<99 {
      let dead = Self.noise(row, 1) < 0.4 ? "TRUE" : "FALSE"
      let male = Self.noise(row, 2) < 0.1 ? "TRUE" : "FALSE"
      let age = 15 + Int(50 * Self.noise(row, 3))
      let onset = 1 + Int(90 * Self.noise(row, 4) * Self.noise(row, 5))
      text += "\"\(row + 1)\",\(dead),\(male),\(age),\(onset),\(10 * Self.noise(row, 6))\n"
    }
    return text
  }

  @Test func theTimeToTheLastObservationIsDrawn() throws {
    let choice = try ChartPipeline().prepare(Data(Self.patients().utf8)).columns.choice
    #expect(choice.x == Self.followUp)
    #expect(choice.mark == .histogram)
  }

  @Test func aLongTimeNameWithoutTheFollowUpsEndIsNotTheSurvivalTime() throws {
    let plan = try ColumnPlan.make(
      names: ["dead", "age", Self.onset], samples: [["TRUE", "30", "12"], ["FALSE", "40", "3"]],
      options: DecodeOptions())
    let series = [Series(name: "age", xs: [0, 1], ys: [30, 40]), Series(name: Self.onset, xs: [0, 1], ys: [12, 3])]
    #expect(ChartChoice.survivalTime(series, plan: plan) == nil)
  }
}
