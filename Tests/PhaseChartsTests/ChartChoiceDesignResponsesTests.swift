import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A design that measured several responses, a block beside the treatment, and a column that
/// numbers the rows beside the export's row names (issue #32, h36c): the response by the
/// treatment, as policy D of the labelled corpus asks, not two responses scattered.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceDesignResponsesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func isPointsPerCell(_ note: ChartChoice.Note) -> Bool {
    if case .pointsPerCell = note { true } else { false }
  }

  /// MASS `cabbages` as R writes it: two cultivars × three planting dates, ten heads each, the
  /// weight and the vitamin C of each. It was vitamin C scattered against the weight; it is the
  /// first response by the date (the factor with more levels), coloured by the cultivar.
  @Test func twoResponsesOfABalancedDesignDrawTheFirstByTheFactors() throws {
    var text = "\"\",\"Cult\",\"Date\",\"HeadWt\",\"VitC\"\n"
    var row = 0
    for cult in ["c39", "c52"] {
      for (d, date) in ["d16", "d20", "d21"].enumerated() {
        for head in 0..<10 {
          row += 1
          let weight = 1.5 + Double(d) * 0.4 + Double((head * 7) % 10) * 0.21 + (cult == "c52" ? -0.3 : 0)
          text += "\"\(row)\",\"\(cult)\",\"\(date)\",\(weight),\(41 + (head * 13 + d * 5) % 37)\n"
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Date")
    #expect(choice.y == ["HeadWt"])
    #expect(choice.series == "Cult")
    #expect(choice.mark == .points)
    #expect(prepared.dataset.categories == ["d16", "d20", "d21"])
    #expect(prepared.dataset.series.reduce(0) { $0 + $1.ys.count } == 60)
    #expect(choice.notes.first == .pointsPerCell(column: "Date", colour: "Cult"))
    // The other response is said, not lost.
    #expect(choice.skipped.contains { $0.name == "VitC" })
  }

  /// plotly's `experiment`: three scores per person, a `group` (control or treatment) and a
  /// gender in no balance. It was two of the scores scattered, coloured by group; the group is
  /// named as the treatment, so the first score is drawn by it, coloured by gender.
  @Test func scoresBesideAGroupNamedAsTheTreatmentDrawTheFirstByTheGroup() throws {
    var text = ",experiment_1,experiment_2,experiment_3,gender,group\n"
    for row in 0..<100 {
      let gender = (row * 7) % 5 < 3 ? "male" : "female"
      let group = (row * 3) % 7 < 4 ? "control" : "treatment"
      let base = 90.0 + Double((row * 37) % 29)
      text += "\(row),\(base),\(base + Double((row * 11) % 17) - 5),\(base - 20 + Double(row % 13)),\(gender),\(group)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "group")
    #expect(choice.y == ["experiment_1"])
    #expect(choice.series == "gender")
    #expect(prepared.dataset.categories == ["control", "treatment"])
    #expect(prepared.dataset.series.reduce(0) { $0 + $1.ys.count } == 100)
  }

  /// A restaurant's bills (`tips`): words that describe each bill, in no balance, beside two
  /// measures. A cross-section, not a design: no points per cell.
  @Test func measuresBesideUnevenWordsAreNotADesign() throws {
    var text = "total_bill,tip,sex,smoker,day\n"
    let days = ["Sun", "Sat", "Thur", "Fri"]
    for row in 0..<64 {
      let bill = 8.0 + Double((row * 29) % 41)
      let sex = row % 3 == 0 ? "Female" : "Male"
      let smoker = (row * 5) % 7 < 3 ? "Yes" : "No"
      text += "\(bill),\(bill * 0.15 + Double(row % 5) * 0.3),\(sex),\(smoker),\(days[(row * row) % 4])\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.notes.contains(where: Self.isPointsPerCell))
    #expect(choice.mark == .points)
    #expect(Set([choice.x].compactMap { $0 } + choice.y) == ["total_bill", "tip"])
  }

  /// Balance is counted over the cells the factors make, the last row's cell allowed fewer.
  @Test func aBalancedCrossingHasAsManyRowsInEveryCell() {
    func values(_ texts: [String]) -> ColumnPlan.ColumnValues {
      var column = ColumnPlan.ColumnValues()
      column.texts = texts
      column.rows = Array(texts.indices)
      return column
    }
    let a = (0..<20).map { $0 < 10 ? "x" : "y" }
    let b = (0..<20).map { ($0 / 5) % 2 == 0 ? "p" : "q" }
    #expect(DesignPlan.isBalancedCrossing([values(a), values(b)]))
    // Cut off by the end of the sample: the last cell holds fewer.
    #expect(DesignPlan.isBalancedCrossing([values(Array(a.prefix(17))), values(Array(b.prefix(17)))]))
    // Uneven: one cell of twice the rows of the others.
    let c = (0..<20).map { $0 < 3 ? "p" : "q" }
    #expect(!DesignPlan.isBalancedCrossing([values(a), values(c)]))
  }

  /// agridat's `strawberry_yield`: a field layout (`row`, `col`), blocks and genotypes, one
  /// yield per plot. It was the yield as strips by block; the genotype, the treatment, is x.
  @Test func aBlockBesideTheTreatmentIsNotX() throws {
    var text = ",row,col,block,gen,yield\n"
    let gens = ["E", "Re", "M", "P", "G", "F", "R", "S"]
    for row in 0..<32 {
      let block = "B\(row / 8 + 1)"
      let gen = gens[(row * 3 + row / 8) % 8]
      text += "\(row),\(row / 8 + 1),\(row % 8 + 1),\(block),\(gen),\(5.0 + Double((row * 7) % 11) * 0.4)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "gen")
    #expect(choice.y == ["yield"])
    #expect(choice.notes.contains(.pointsPerCategory(column: "gen")))
    #expect(Set(prepared.dataset.categories) == Set(gens))
  }

  /// The elements by atomic number, as R writes them with its row names before: the atomic
  /// number orders the rows, as it does in the file written without row names; the properties
  /// are drawn over it, not scattered against each other.
  @Test func aColumnThatNumbersTheRowsIsXBesideTheRowNames() throws {
    var text = "\"\",\"name\",\"atomic number\",\"atomic mass\",\"covalent radius\",\"melting point\"\n"
    for row in 1...40 {
      let radius = 30.0 + Double((row * 17) % 23) * 7
      let melting = 14.0 + Double((row * 31) % 37) * 60
      text += "\"\(row)\",\"E\(row)\",\(row),\(Double(row) * 2.3 + 0.7),\(radius),\(melting)\n"
    }
    let plain = try Self.prepare(
      text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst().joined(separator: ",") }
        .joined(separator: "\n") + "\n"
    ).columns.choice
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.x == "atomic number")
    #expect(choice.mark == .line)
    #expect(choice.x == plain.x)
    #expect(choice.mark == plain.mark)
  }

  /// agridat's `cows_insemination`: inseminations and the conceptions they led to per interval
  /// since calving, for three herds, written out wide. It was two cells scattered (policy K);
  /// named as parts of one table, the columns are a matrix whatever their sizes: grouped bars.
  @Test func countsNamedAsPartsOfOneTableAreAMatrixThoughTheirSizesDiffer() throws {
    let text = """
      "","Time","Sillod_Insemination_C1","Sillod_Conception_C1","Sillod_Insemination_C2","Sillod_Conception_C2"
      "1","0--6",119,11,22,0
      "2","6--12",2145,235,999,214
      "3","12--18",1079,117,1088,114
      "4","18--24",189,17,93,7
      "5","24--30",1779,110,1011,73

      """
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "Time")
    #expect(prepared.dataset.barsAreGrouped)
    #expect(prepared.dataset.categories == ["0--6", "6--12", "12--18", "18--24", "24--30"])
    #expect(DesignPlan.sharesStem(["male_deaths", "female_deaths"]))
    #expect(!DesignPlan.sharesStem(["mpg", "weight"]))
    #expect(!DesignPlan.sharesStem(["x_1", "x_2"]))
  }
}
