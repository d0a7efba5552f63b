import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A scatter of a cross-section coloured by the group of each row (issue #32, h33b): flies by
/// their activity, houses before and after insulation, patients by the test's result.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceGroupsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A cheap stand-in for noise that every run gives again.
  static func wobble(_ row: Int, _ seed: Int) -> Double { Double((row * 37 + seed * 11) % 17) / 17 }

  /// faraway's `fruitfly` as R writes it: thorax, longevity and the activity of 5 groups of 25
  /// flies, the rows sorted by group.
  static let fruitfly: String = {
    let groups = ["many", "isolated", "one", "low", "high"]
    var text = "\"\",\"thorax\",\"longevity\",\"activity\"\n"
    for row in 0..<125 {
      let group = row / 25
      let thorax = 0.64 + Double(row % 25) * 0.01
      let longevity = 20 + 80 * (thorax - 0.6) - Double(group) * 5 + wobble(row, 1) * 6
      text += "\"\(row + 1)\",\(thorax),\(String(format: "%.0f", longevity)),\"\(groups[group])\"\n"
    }
    return text
  }()

  @Test func aScatterBesideAGroupOfWordsIsColouredByIt() throws {
    let prepared = try Self.prepare(Self.fruitfly)
    let choice = prepared.columns.choice
    #expect(choice.x == "thorax")
    #expect(choice.y == ["longevity"])
    #expect(choice.series == "activity")
    #expect(prepared.dataset.mark == .points)
    #expect(
      prepared.dataset.series.map(\.name)
        == ["activity = many", "activity = isolated", "activity = one", "activity = low", "activity = high"])
    #expect(prepared.dataset.series.map(\.count) == [25, 25, 25, 25, 25])
    #expect(choice.notes.contains(.pointsColoured(column: "activity", groups: 5)))
    #expect(!choice.skipped.map(\.name).contains("activity"))
    #expect(choice.summary(in: .english).contains("series: activity"))
    #expect(choice.noteSentences(in: .english).contains("Coloured by activity: a colour for each of its 5 groups."))
  }

  /// Pima as R writes it: measures of each woman and `test`, the 0/1 result, a code.
  @Test func aScatterBesideAZeroOneOutcomeCodeIsColouredByItInNumberOrder() throws {
    var text = "\"\",\"glucose\",\"bmi\",\"age\",\"insulin\",\"test\"\n"
    for row in 0..<60 {
      let test = row % 3 == 0 ? 1 : 0
      let glucose = 90 + Double(row % 13) * 6 + Double(test) * 30
      let bmi = 22 + Self.wobble(row, 2) * 12
      let age = 21 + (row * 7) % 40
      let insulin = glucose * 0.8 + Self.wobble(row, 3) * 20
      text += "\"\(row + 1)\",\(glucose),\(bmi),\(age),\(insulin),\(test)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.series == "test")
    #expect(prepared.dataset.series.map(\.name) == ["test = 0", "test = 1"])
    #expect(prepared.dataset.series.map(\.count) == [40, 20])
  }

  /// Of a treatment group and a side of the body (hips: `grp`, `side`), the group colours the
  /// points; a person's number does not.
  @Test func theGroupNamedAsTheTreatmentOrGroupColoursBeforeAnotherFactor() throws {
    var text = "\"\",\"fbef\",\"faft\",\"side\",\"grp\",\"person\"\n"
    for row in 0..<48 {
      let grp = row < 24 ? "treat" : "control"
      let before = 100 + Double((row * 7) % 30)
      let after = before + (grp == "treat" ? 8 : 1) + Self.wobble(row, 4) * 4
      text += "\"\(row + 1)\",\(before),\(after),\"\(row % 2 == 0 ? "right" : "left")\",\"\(grp)\",\(row / 2 + 1)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.series == "grp")
    #expect(prepared.dataset.series.map(\.name) == ["grp = treat", "grp = control"])
  }

  /// linearmodels' `card`: wages beside nine region flags `reg661`…`reg669` (0/1 each). One
  /// flag of the nine splits the men by an arbitrary region: no colour. A flag named as the
  /// group (`south`) beside them still colours.
  @Test func oneFlagOfANumberedRunIsNoGroup() throws {
    func table(extra: String?) -> String {
      var text = "\"\",\"wage\",\"KWW\"" + (1...9).map { ",\"reg66\($0)\"" }.joined()
      text += extra.map { ",\"\($0)\"" } ?? ""
      text += "\n"
      for row in 0..<90 {
        let region = row % 9 + 1
        let kww = 20 + Double((row * 7) % 40)
        let wage = 300 + kww * 10 + Self.wobble(row, 5) * 200
        text += "\"\(row + 1)\",\(wage),\(kww)" + (1...9).map { ",\($0 == region ? 1 : 0)" }.joined()
        text += extra == nil ? "" : ",\(region <= 4 ? 1 : 0)"
        text += "\n"
      }
      return text
    }
    let flags = try Self.prepare(table(extra: nil))
    #expect(flags.columns.choice.series == nil)
    #expect(flags.dataset.series.count == 1)
    let south = try Self.prepare(table(extra: "south"))
    #expect(south.columns.choice.series == "south")
    #expect(ColumnPlan.numberedStem("reg663") == "reg")
    #expect(ColumnPlan.numberedStem("pixel_0_2") == "pixel")
    #expect(ColumnPlan.numberedStem("2021") == nil)
    #expect(ColumnPlan.numberedStem("sex") == nil)
  }

  /// A column of many levels (a unit's name, 40 customer types) or groups of one or two rows
  /// are no colours: the scatter stays one series.
  @Test func aColumnOfManyLevelsOrTinyGroupsLeavesTheScatterOneColour() throws {
    var many = "\"\",\"x\",\"y\",\"store\"\n"
    for row in 0..<60 {
      many += "\"\(row + 1)\",\(Double(row)),\(Double(row) * 2 + Self.wobble(row, 5)),\"s\(row % 20)\"\n"
    }
    let manyPrepared = try Self.prepare(many)
    #expect(manyPrepared.columns.choice.series == nil)
    #expect(manyPrepared.dataset.series.count == 1)

    var tiny = "\"\",\"a\",\"b\",\"kind\"\n"
    for row in 0..<40 {
      let kind = row == 7 ? "rare" : row % 2 == 0 ? "p" : "q"
      tiny += "\"\(row + 1)\",\(Self.wobble(row, 6) * 10),\(Self.wobble(row, 6) * 8 + Double(row % 3)),\"\(kind)\"\n"
    }
    let tinyPrepared = try Self.prepare(tiny)
    #expect(tinyPrepared.columns.choice.series == nil)
    #expect(!tinyPrepared.columns.choice.notes.contains { if case .pointsColoured = $0 { true } else { false } })
  }

  /// Rows of one subject are not a group to compare: `Subject` never colours the scatter.
  @Test func aSubjectOrBlockColumnNeverColoursTheScatter() {
    #expect(DesignPlan.isBlock(ColumnPlan.words(of: "Subject")))
    #expect(ChartChoice.isGroupName("shop_type"))
    #expect(ChartChoice.isClassName("test"))
    #expect(!ChartChoice.isGroupName("county"))
  }

  /// Kangaroos of three species and two sexes: the species colours the points; sex comes after
  /// the table's own group, and a quarter of the year is a moment, never a group.
  @Test func theTablesOwnGroupColoursBeforeSexAndADatePartNever() throws {
    let species = ["giganteus", "melanops", "fuliginosus"]
    func table(withSpecies: Bool) -> String {
      var text = "\"\",\"basilar_length\",\"palate_length\",\"sex\",\(withSpecies ? "\"species\"," : "")\"quarter\"\n"
      for row in 0..<60 {
        let length = 1400 + Double(row % 20) * 30
        let palate = length * 0.65 + Self.wobble(row, 7) * 40 + Double(row / 20) * 50
        let sex = row % 2 == 0 ? "Male" : "Female"
        text += "\"\(row + 1)\",\(length),\(palate),\"\(sex)\",\(withSpecies ? "\"\(species[row / 20])\"," : "")\(row % 4 + 1)\n"
      }
      return text
    }
    let prepared = try Self.prepare(table(withSpecies: true))
    #expect(prepared.columns.choice.series == "species")
    #expect(prepared.dataset.series.count == 3)
    let bySex = try Self.prepare(table(withSpecies: false))
    #expect(bySex.columns.choice.series == "sex")
    #expect(ChartChoice.isDatePartName("quarter"))
  }

  /// Planes' seats by type: small planes beside airliners (a 40-fold difference) keep one pair
  /// of axes, never a panel per group.
  @Test func groupsOfDifferentSizesShareOnePairOfAxes() throws {
    var text = "\"\",\"speed\",\"seats\",\"type\"\n"
    for row in 0..<60 {
      let small = row % 3 == 0
      let speed = Double((row * 7) % 50) * 10 + 100
      let seats = small ? Double(2 + row % 4) : 150 + speed * 0.2 + Self.wobble(row, 8) * 20
      text += "\"\(row + 1)\",\(speed),\(seats),\"\(small ? "Rotorcraft" : "Fixed wing")\"\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.series == "type")
    #expect(prepared.dataset.layout == .overlay)
    #expect(!prepared.columns.choice.notes.contains { if case .scalesDiffer = $0 { true } else { false } })
  }

  @Test func theColourNoteSaysSomethingInBothLanguages() {
    let note = ChartChoice.Note.pointsColoured(column: "activity", groups: 5)
    #expect(note.sentence(in: .english) == "Coloured by activity: a colour for each of its 5 groups.")
    #expect(note.sentence(in: .simplifiedChinese) == "按 activity 着色：它的 5 个组各一种颜色。")
  }
}
