import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Columns that name rows rather than measure them are not drawn as what the chart is about:
/// a word of one value over every row counts nothing, and words written in a few rows only
/// (a `comment`) group nothing.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceNamingColumnsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// libpysal's `virginia` as R writes it: 136 counties with their ids, names and FIPS codes,
  /// and the state's name, the same in every row. One bar of 136 said only how many rows
  /// there are: the table holds nothing to chart and is refused.
  @Test func aStateNameOfOneValueBesideIdsIsNotCountedAndTheTableIsRefused() throws {
    var text = "\"\",\"POLY_ID\",\"NAME\",\"STATE_NAME\",\"STATE_FIPS\",\"CNTY_FIPS\",\"FIPS\",\"Key\"\n"
    for row in 1...136 {
      let county = String(format: "%03d", 2 * row + 1)
      text += "\"\(row)\",\(row),\"County \(row)\",\"Virginia\",\"51\",\"\(county)\",\"51\(county)\",\(1_000 + 7 * row)\n"
    }
    let error = #expect(throws: DataError.self) { _ = try Self.prepare(text) }
    guard case .decodingError(let failure)? = error else { return }
    #expect(failure.kind == .nothingToChart)
  }

  /// A survey of 300 answers with one country (a word of one value) beside a party in three
  /// words: the rows are still counted per party.
  @Test func aWordOfOneValueBesideAWordThatVariesLeavesTheCountsToTheOther() throws {
    var text = "\"\",\"country\",\"party\"\n"
    let parties = ["left", "centre", "right"]
    for row in 1...300 { text += "\"\(row)\",\"France\",\"\(parties[(row * 7) % 3])\"\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.columns.choice.x == "party")
    #expect(prepared.dataset.categories.count == 3)
  }

  /// samplics' `psu_frame`: 100 clusters in four regions, their households, and a `comment`
  /// written in four rows. The comment grouped the households as points at its two words; the
  /// region, written in every row, groups them.
  @Test func aCommentWrittenInAFewRowsGroupsNothing() throws {
    let households = [
      105, 85, 95, 75, 120, 90, 130, 55, 30, 600, 25, 250, 105, 75, 205, 190, 95, 85, 50, 110, 130, 180, 65, 75, 95,
      130, 110, 450, 200, 100, 105, 265, 110, 305, 200, 95, 70, 80, 110, 330, 100, 95, 5, 245, 450, 110, 205, 175, 0,
      210, 135, 700, 55, 145, 45, 110, 45, 90, 0, 20, 120, 110, 215, 300, 65, 10, 205, 300, 125, 25, 500, 210, 305, 330,
      15, 155, 165, 120, 95, 110, 70, 65, 5, 45, 90, 280, 210, 170, 360, 400, 110, 30, 90, 60, 55, 95, 40, 105, 320, 200,
    ]
    let comments = [10: "due to a large building", 43: "park", 70: "park", 83: "park"]
    var text = "\"\",\"cluster\",\"region\",\"number_households_census\",\"cluster_status\",\"comment\"\n"
    for row in 1...100 {
      let region = row <= 10 ? "North" : row <= 30 ? "South" : row <= 55 ? "East" : "West"
      let comment = comments[row].map { "\"\($0)\"" } ?? "NA"
      text += "\"\(row)\",\(row),\"\(region)\",\(households[row - 1]),1,\(comment)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "region")
    #expect(choice.series != "comment")
    #expect(prepared.dataset.categories == ["North", "South", "East", "West"])
  }

  /// libpysal's `mexico`: a state, seven `pcgdp1940`…`pcgdp2000` and five region codes. The
  /// run is over half of the table's 13 columns, and stays so with the row index R or pandas
  /// write in front (`""`, `Unnamed: 0`): the plain file and its exports are read alike.
  @Test func aNumberedRunIsJudgedWithoutTheRowIndex() throws {
    let names = ["State"] + (0..<7).map { "pcgdp\(1940 + 10 * $0)" } + ["hanson03", "hanson98", "esquivel99", "inegi", "inegi2"]
    let plain = try #require(WideTable.runHeader(names))
    for index in ["", "Unnamed: 0"] {
      let exported = try #require(WideTable.runHeader([index] + names))
      #expect(exported.xs == plain.xs)
      #expect(exported.columns == plain.columns.map { $0 + 1 })
    }
    // Six of thirteen columns are no run, with or without the index.
    let short = Array(names.prefix(7)) + ["a", "b", "c", "d", "e", "f"]
    #expect(WideTable.runHeader(short) == nil)
    #expect(WideTable.runHeader([""] + short) == nil)
  }

  /// scikit-learn's `diabetes`: six serum measures `s1`…`s6` beside age, sex, BMI, blood
  /// pressure and the `target`: predictors of the outcome, no profile, in any form.
  @Test func aRunBesideAColumnNamedAsTheOutcomeIsNoProfile() {
    let names = ["age", "sex", "bmi", "bp"] + (1...6).map { "s\($0)" } + ["target"]
    #expect(WideTable.runHeader(names) == nil)
    #expect(WideTable.runHeader([""] + names) == nil)
    #expect(WideTable.runHeader(["age", "sex", "bmi", "bp"] + (1...6).map { "s\($0)" }) != nil)
  }
}
