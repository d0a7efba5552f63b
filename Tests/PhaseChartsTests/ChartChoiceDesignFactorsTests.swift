import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Designed experiments drawn the right way (issue #32, h34d, policy D): the response on y as
/// points by the main factor, never a factor on y, a unit on x while a factor of the runs is
/// left, or a two-level factorial as a histogram of its response.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceDesignFactorsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A noise in -1…1 that does not follow on from row to row.
  static func noise(_ row: Int) -> Double { sin(Double(row) * 12.9898) * 0.5 + sin(Double(row) * 78.233) * 0.5 }

  /// faraway's pvc: particle size of 48 runs by three operators and eight resin railcars, each
  /// number sorted in blocks. Drawn as `resin` on y against `psize`; it is `psize` over the
  /// resin, coloured by operator.
  @Test func aFactorOfNumbersEachLevelEquallyOftenIsXNotY() throws {
    var text = ",psize,operator,resin\n"
    var row = 0
    for op in 1...3 {
      for resin in 1...8 {
        for _ in 0..<2 {
          text += "\(row),\(36 - Double(resin % 5) * 1.5 + Self.noise(row)),\(op),\(resin)\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "resin")
    #expect(choice.y == ["psize"])
    #expect(choice.series == "operator")
    #expect(choice.mark == .points)
    #expect(prepared.dataset.categories == (1...8).map(String.init))
    #expect(prepared.dataset.series.reduce(0) { $0 + $1.ys.count } == 48)
  }

  /// faraway's oatvar: yield of eight varieties in five blocks, beside `grams`, the same yield
  /// in other units. Drawn as strips by block; the yield is drawn by variety.
  @Test func aResponseBesideItsCopyIsDrawnByTheTreatmentNotTheBlock() throws {
    var text = ",yield,block,variety,grams\n"
    var row = 0
    for variety in 1...8 {
      for block in ["I", "II", "III", "IV", "V"] {
        let yield = 300 + variety * 11 + (block.count * 17) % 40 + Int(Self.noise(row) * 20)
        text += "\(row),\(yield),\(block),\(variety),\(yield)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "variety")
    #expect(choice.y == ["yield"])
    #expect(prepared.dataset.categories == (1...8).map(String.init))
  }

  /// ggplot's chopsticks: efficiency of 31 people with chopsticks of six lengths, sorted by
  /// length. Drawn with the lengths as strips on y; the length is x.
  @Test func aLengthOfAFewEvenLevelsIsTheFactorNotTheResponse() throws {
    var text = ",food_pinching_effeciency,individual,chopstick_length\n"
    var row = 0
    for length in stride(from: 180, through: 330, by: 30) {
      for person in 1...31 {
        text += "\(row),\(25 + Self.noise(row) * 6 - Double(abs(length - 240)) / 30),\(person),\(length)\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "chopstick_length")
    #expect(choice.y == ["food_pinching_effeciency"])
    #expect(prepared.dataset.categories == ["180", "210", "240", "270", "300", "330"])
  }

  /// A score of a few uneven levels beside a measure is not a factor: two measures stay a
  /// scatter, as before.
  @Test func aScoreOfUnevenLevelsBesideAMeasureIsNotAFactor() throws {
    var text = ",income,satisfaction\n"
    for row in 0..<60 {
      let score = [1, 2, 2, 3, 3, 3, 3, 4, 4, 5][row % 10]
      text += "\(row),\(30000 + Double(row * 977 % 5000) + Self.noise(row) * 100),\(score)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.xKind != .category)
    #expect(
      !prepared.columns.choice.notes.contains { note in
        switch note {
        case .pointsPerCell, .pointsPerCategory: true
        default: false
        }
      })
  }

  /// faraway's peanut: a 16-run two-level factorial of five 0/1 factors and the solubility.
  /// Drawn as a histogram of the solubility; it is the solubility by the factor with the
  /// largest effect (`temp`), coloured by the next (`press`), the others named.
  @Test func aTwoLevelFactorialIsDrawnByTheFactorOfLargestEffect() throws {
    var text = ",press,temp,moist,flow,size,solubility\n"
    for run in 0..<16 {
      let press = run & 1
      let temp = (run >> 1) & 1
      let moist = (run >> 2) & 1
      let flow = (run >> 3) & 1
      let size = press ^ temp ^ moist ^ flow
      let solubility = 30 + 60 * Double(temp) + 25 * Double(press) + 5 * Double(moist) + Self.noise(run) * 3
      text += "\(run),\(press),\(temp),\(moist),\(flow),\(size),\(solubility)\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "temp")
    #expect(choice.y == ["solubility"])
    #expect(choice.series == "press")
    #expect(choice.mark == .points)
    #expect(choice.notes.contains(.factorsNotDrawn(columns: ["moist", "flow", "size"])))
    #expect(
      choice.noteSentences(in: .english).contains(
        "Factors of the design not drawn: moist, flow, size."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("moist") && $0.contains("未绘出") })
  }

  /// Columns of 0/1 codes of a survey, unevenly split, beside one measure are answers, not a
  /// factorial: still not a design.
  @Test func unevenFlagsBesideAMeasureAreNotAFactorial() throws {
    var text = ",smoker,diabetes,highbp,female,bmi\n"
    for row in 0..<64 {
      text += "\(row),\(row % 3 == 0 ? 1 : 0),\(row % 5 == 0 ? 1 : 0),\(row % 4 == 0 ? 1 : 0),\(row % 2),\(22 + Self.noise(row) * 5)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.xKind != .category)
    #expect(!prepared.columns.choice.notes.contains { if case .factorsNotDrawn = $0 { true } else { false } })
  }

  /// pingouin's rm_anova: each subject's gender, region and education beside the design's
  /// two within-subject factors. Drawn as strips by education coloured by region; it is the
  /// response by the within-subject factors, the subjects' traits named as not drawn.
  @Test func traitsOfTheSubjectsAreNotTheFactorsDrawn() throws {
    var text = ",Subject,Gender,Region,Education,DesireToKill,Disgustingness,Frighteningness\n"
    var row = 0
    let regions = ["North", "South", "East", "West"]
    let schools = ["some", "high", "college", "advance", "graduate"]
    for subject in 1...20 {
      for disgust in ["High", "Low"] {
        for fright in ["High", "Low"] {
          let desire = 5 + (disgust == "High" ? 2.5 : 0) + (fright == "High" ? 1.0 : 0) + Self.noise(row)
          text += "\(row),\(subject),\(subject % 2 == 0 ? "Female" : "Male"),\(regions[subject % 4]),"
          text += "\(schools[subject % 5]),\(desire),\(disgust),\(fright)\n"
          row += 1
        }
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "Disgustingness")
    #expect(choice.series == "Frighteningness")
    #expect(choice.y == ["DesireToKill"])
    #expect(choice.notes.contains(.factorsNotDrawn(columns: ["Gender", "Region", "Education"])))
  }

  /// agridat's cork: each of 28 trees (T01…T28) measured in four directions. Drawn as strips by
  /// tree, the unit; the direction is x.
  @Test func aFactorNamedAsTheUnitIsNotX() throws {
    var text = ",tree,dir,y\n"
    var row = 0
    for dir in ["N", "E", "S", "W"] {
      for tree in 1...28 {
        text += "\(row),T\(tree < 10 ? "0" : "")\(tree),\(dir),\(40 + tree % 9 * 4 + (dir == "N" ? 8 : 0))\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.x == "dir")
    #expect(choice.y == ["y"])
    #expect(prepared.dataset.categories == ["N", "E", "S", "W"])
    #expect(choice.notes.contains(.factorsNotDrawn(columns: ["tree"])))
  }
}
