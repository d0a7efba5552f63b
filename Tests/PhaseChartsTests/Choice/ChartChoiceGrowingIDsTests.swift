import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Numbers that name rows are not the x of the rows' measures (#32, h37c): a county code that
/// grows down a table of counties, a count that grows down counties named by words, and dates
/// that are the model years of cars; a depth that orders measures that change with it, and a
/// yearly series written as dates, keep their x.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceGrowingIDsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// libpysal's `calempdensity`: 58 California counties, their FIPS number (`6001`, `6003`, …,
  /// growing with the rows), employment, area and density, which jump from county to county.
  static func counties(_ count: Int = 58) -> String {
    var text = ",Geographic Area,Geographic Area.1,Geographic Name,Number of Employees,sq. km,emp/sq km\n"
    for row in 0..<count {
      let fips = 6001 + 2 * row
      // Scrambled, as counties listed by code are: nothing follows on from one to the next.
      let employees = 800 + ((row * row * 7919 + row * 31) % 100_003) * 6
      let area = 120 + Double(((row * row * 4111 + row * 17) % 10_007) * 5)
      text += "\(row),05000US0\(fips),\(fips),County \(row) Name,\(employees),\(area),\(Double(employees) / area)\n"
    }
    return text
  }

  @Test func aCountyCodeThatGrowsDownTheRowsIsNotX() throws {
    let prepared = try Self.prepare(Self.counties())
    let choice = prepared.columns.choice
    #expect(choice.x != "Geographic Area.1")
    #expect(!choice.y.contains("Geographic Area.1"))
    #expect(choice.columns.first { $0.name == "Geographic Area.1" }?.role == .id)
    #expect(choice.skipped.contains { $0.name == "Geographic Area.1" })
    #expect(prepared.dataset.mark != .line)
  }

  /// samplics' `countycrop_means`: twelve counties by name, the segments sampled in each
  /// (1, 1, 1, 2, 3, …, 6: the rows sorted by it) and pixel means that jump from county to county.
  @Test func aCountThatGrowsDownNamedCountiesIsNotX() throws {
    let segments = [1, 1, 1, 2, 3, 3, 3, 3, 4, 5, 5, 6]
    let corn = [295.29, 300.4, 289.6, 290.74, 318.21, 257.17, 291.77, 301.26, 262.17, 314.28, 298.65, 325.99]
    let soybeans = [189.7, 196.65, 205.28, 220.22, 188.06, 247.13, 185.37, 221.36, 247.09, 198.66, 204.61, 177.05]
    let population = [545, 566, 394, 424, 564, 570, 402, 567, 687, 569, 965, 556]
    let names = [
      "CerroGordo", "Hamilton", "Worth", "Humboldt", "Franklin", "Pocahontas", "Winnebago", "Wright",
      "Webster", "Hancock", "Kossuth", "Hardin",
    ]
    var text = ",county_id,county_name,samp_segments,pop_segments,ave_corn_pixel,ave_soybeans_pixel\n"
    for row in 0..<12 {
      text += "\(row),\(row + 1),\(names[row]),\(segments[row]),\(population[row]),\(corn[row]),\(soybeans[row])\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x != "samp_segments")
    #expect(choice.columns.first { $0.name == "samp_segments" }?.role == .id)
  }

  /// A depth that grows down the rows, with temperatures that change with it: still x.
  @Test func aDepthThatOrdersMeasuresThatFollowItIsStillX() throws {
    var text = "depth,temperature,salinity\n"
    for row in 0..<40 {
      let depth = 10 * row
      text += "\(depth),\(20 - Double(row) * 0.4 + Double(row % 3) * 0.05),\(34 + Double(row) * 0.02)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "depth")
    #expect(prepared.dataset.mark == .line)
  }

  /// Numbers with decimals that grow (a dose) are no id, whatever the others do.
  @Test func aGrowingMeasureOfDecimalsIsNoID() {
    let doses = (0..<20).map { Double($0) * 0.25 + 0.1 }
    let response = (0..<20).map { (row: Int) -> Double in Double((row * row * 37 + row * 11) % 101) }
    let series = [Series(name: "dose", xs: doses, ys: doses), Series(name: "response", xs: doses, ys: response)]
    let plan = ColumnPlan(names: ["dose", "response"], x: 0, xReader: .number, ys: [0, 1], group: nil, missingValues: .markAsMissing)
    #expect(ChartChoice.growingID(series, plan: plan) == nil)
    let ids = (0..<20).map { Double(6001 + 2 * $0) }
    let coded = [Series(name: "code", xs: ids, ys: ids), Series(name: "response", xs: ids, ys: response)]
    let codePlan = ColumnPlan(names: ["code", "response"], x: 0, xReader: .number, ys: [0, 1], group: nil, missingValues: .markAsMissing)
    #expect(ChartChoice.growingID(coded, plan: codePlan) == 0)
  }
}
