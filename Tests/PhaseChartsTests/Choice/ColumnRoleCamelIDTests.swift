import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Keys named as the Lahman baseball tables name them (#32, session 27, h43c): `teamIDfg`, a
/// FanGraphs team number, is an id, not a measure to histogram; `yearID` of whole years beside
/// keys alone is the season. Fixtures are the head of pybaseball's `fangraphs_teams` and of a
/// Lahman-style batting table (nk_datasets' `mlb_batting`).
@Suite(.timeLimit(.minutes(5))) struct ColumnRoleCamelIDTests {
  /// pybaseball's `fangraphs_teams`: a crosswalk of team ids per season, no measure.
  static func fangraphsTeams() -> String {
    let leagues = ["NL", "AL", "AA"]
    let teams = ["BSN", "CHN", "CN1", "HAR", "LS1", "NY3", "PHN", "SL3"]
    var text = ",yearID,lgID,teamID,franchID,teamIDfg,teamIDBR,teamIDretro\n"
    var row = 0
    for year in 1876...1890 {
      for (k, team) in teams.enumerated() {
        let league = leagues[(k + year) % 3]
        text += "\(row),\(year),\(league),\(team),\(team.prefix(2))X,\(k * 137 % 1090 + 1),\(team),\(team)\n"
        row += 1
      }
    }
    return text
  }

  /// The FanGraphs number is an id and is not drawn; `yearID` is read as the seasons' time.
  @Test func fangraphsTeamNumberIsAnID() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.fangraphsTeams().utf8))
    let choice = prepared.columns.choice
    #expect(choice.columns.first { $0.name == "teamIDfg" }?.role == .id)
    #expect(choice.columns.first { $0.name == "yearID" }?.role != .id)
    #expect(choice.x != "teamIDfg")
    #expect(!choice.y.contains("teamIDfg"))
    #expect(choice.mark != .histogram)
  }

  /// A Lahman batting table: player seasons with measures. `yearID` stays an id there (the
  /// player seasons are a cross-section, drawn as before), `playerID` an id or the players.
  @Test func yearIDBesideMeasuresStaysAnID() throws {
    var text = ",mlbbID,playerID,yearID,stint,teamID,lgID,G,AB,R,H,HR\n"
    for row in 0..<120 {
      let ab = 50 + row * 37 % 550
      text +=
        "\(row),\(row + 1),player\(row / 3)01,\(1990 + row % 3 + row / 40),1,T\(row % 6),\(row % 2 == 0 ? "AL" : "NL"),\(20 + row * 13 % 140),\(ab),\(ab / 7 + row % 5),\(ab / 4 + row % 9),\(row % 23)\n"
    }
    let prepared = try ChartPipeline().prepare(Data(text.utf8))
    #expect(prepared.columns.choice.columns.first { $0.name == "yearID" }?.role == .id)
  }

  @Test func capitalIDAfterALowerCaseWordIsAnID() {
    for name in ["teamIDfg", "teamIDBR", "teamIDretro", "playerID", "lgID", "franchID", "teamID2"] {
      #expect(ColumnRole.writesCapitalID(name), "\(name)")
      #expect(ColumnRole.isIDLikeName(name), "\(name)")
    }
    for name in ["ID", "GEOID", "Idle", "IDcode", "rapid", "IQ", "width"] {
      #expect(!ColumnRole.writesCapitalID(name), "\(name)")
    }
    // `year_id` of school years 1 to 12 stays an id; `yearID` of seasons beside keys is time.
    var roles: [ColumnRole] = [.id, .category]
    ColumnRole.markYearIDs(names: ["year_id", "team"], values: [(1...12).map(String.init), (1...12).map { "t\($0)" }], roles: &roles)
    #expect(roles[0] == .id)
  }
}
