import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Small classes of charts the eye still rejected (#32, h32v): a column holding one value in
/// every row drawn as a y (moderndive's `bowl_samples`), a survey's design weight drawn as a
/// measure (moderndive's `gss`), while athletes' body weight stays a measure, and lots measured
/// one after another joined into one line that runs back along x (faraway's `clot`).
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceSmallClassesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// moderndive's `bowl_samples`: ten samples of 50 balls (two groups drew twice), red and white counts, a
  /// green count 0 in every row and the sample size 50 in every row.
  static let bowlSamples = """
    ,group,red,white,green,n
    0,Kathleen and Max,18,32,0,50
    1,"Sean, Jack, and CJ",18,32,0,50
    2,X and Judy,22,28,0,50
    3,James and Jacob,21,29,0,50
    4,Hannah and Siya,16,34,0,50
    5,"Niko, Sophie, and Caitlin",14,36,0,50
    6,"Niko, Sophie, and Caitlin",19,31,0,50
    7,Aleja and Ray,20,30,0,50
    8,Yaw and Drew,16,34,0,50
    9,Yaw and Drew,21,29,0,50

    """

  @Test func aColumnWithOneValueInEveryRowIsNeverTheXOrY() throws {
    let prepared = try Self.prepare(Self.bowlSamples)
    let choice = prepared.columns.choice
    let drawn = [choice.x ?? ""] + choice.y
    #expect(!drawn.contains("green"))
    #expect(!drawn.contains("n"))
    #expect(choice.notes.contains(.oneValue(column: "green", value: 0)))
    #expect(choice.notes.contains(.oneValue(column: "n", value: 50)))
    // White is 50 less the red: not a scatter of the two, the red counts' histogram.
    #expect(prepared.dataset.mark == .histogram)
    #expect(choice.x == "red")
  }

  @Test func theOneValueNoteSaysTheColumnAndItsValue() throws {
    let note = ChartChoice.Note.oneValue(column: "green", value: 0)
    #expect(note.sentence(in: .english) == "green holds 0 in every row: not drawn.")
    #expect(note.sentence(in: .simplifiedChinese).contains("green"))
  }

  /// moderndive's `gss`: survey answers, six coded categories, and `weight`, fractions around 1.
  static func gss(rows: Int) -> String {
    var text = ",year,age,sex,college,partyid,hompop,hours,income,class,finrela,weight\n"
    let parties = ["ind", "rep", "dem", "other"]
    let classes = ["middle class", "working class", "lower class", "upper class"]
    for row in 0..<rows {
      let weight = 0.4 + Double((row * 37) % 120) / 60
      text += "\(row),\(1974 + (row * 7) % 40),\(20 + (row * 13) % 60),\(row % 2 == 0 ? "male" : "female"),"
      text += "\(row % 3 == 0 ? "degree" : "no degree"),\(parties[row % 4]),\(1 + row % 6),\(20 + (row * 11) % 40),"
      text += "\(row % 5 == 0 ? "$25000 or more" : "$20000 - 24999"),\(classes[(row / 3) % 4]),"
      text += "\(row % 2 == 0 ? "below average" : "average"),\(weight)\n"
    }
    return text
  }

  @Test func aPlainWeightAmongSurveyAnswersIsItsDesignWeightNotAMeasure() throws {
    let prepared = try Self.prepare(Self.gss(rows: 200))
    let choice = prepared.columns.choice
    #expect(choice.columns.first { $0.name == "weight" }?.role == .weight)
    #expect(choice.x != "weight")
    #expect(!choice.y.contains("weight"))
  }

  /// moderndive's athletes: eleven text columns too, but a body's weight in kilograms beside
  /// its height.
  @Test func anAthletesWeightBesideHeightStaysAMeasure() throws {
    var text = ",id,name,sex,team,noc,games,season,city,sport,event,medal,age,height,weight\n"
    for row in 0..<120 {
      let height = 160 + Double((row * 37) % 45)
      let weight = height - 105 + Double((row * 13) % 17) + 0.5
      text += "\(row),\(1000 + row),Name \(row),\(row % 2 == 0 ? "M" : "F"),T\(row % 5),N\(row % 4),G\(row % 3),"
      text += "\(row % 2 == 0 ? "Summer" : "Winter"),C\(row % 6),S\(row % 7),E\(row % 9),\(["Gold", "NA"][row % 2]),"
      text += "\(18 + row % 19),\(height),\(weight)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.columns.first { $0.name == "weight" }?.role == .measure)
  }

  @Test func aSurveyWeightNeedsFractionsAroundOne() {
    var roles: [ColumnRole] = [.category, .category, .category, .measure]
    let names = ["sex", "class", "party", "weight"]
    let kilograms = (0..<20).map { String(60.5 + Double($0)) }
    let values = [Array(repeating: "a", count: 20), Array(repeating: "b", count: 20), Array(repeating: "c", count: 20), kilograms]
    ColumnRole.refineSurveyWeights(names: names, values: values, roles: &roles)
    #expect(roles[3] == .measure)
    let fractions = (0..<20).map { String(0.5 + Double($0) / 20) }
    ColumnRole.refineSurveyWeights(names: names, values: Array(values.prefix(3)) + [fractions], roles: &roles)
    #expect(roles[3] == .weight)
  }

  /// faraway's `clot`: clotting time at nine concentrations, lot one, then lot two; lot two
  /// repeats a time (12 s at 80 and at 100), so the split removes all but one repeat.
  static let clot = """
    ,time,conc,lot
    0,118,5,one
    1,58,10,one
    2,42,15,one
    3,35,20,one
    4,27,30,one
    5,25,40,one
    6,21,60,one
    7,19,80,one
    8,18,100,one
    9,69,5,two
    10,35,10,two
    11,26,15,two
    12,21,20,two
    13,18,30,two
    14,16,40,two
    15,13,60,two
    16,12,80,two
    17,12,100,two

    """

  @Test func lotsMeasuredOneAfterAnotherOverTheSameXAreALineEach() throws {
    let prepared = try Self.prepare(Self.clot)
    #expect(prepared.columns.series == "lot")
    #expect(prepared.dataset.series.map(\.name).sorted() == ["one", "two"])
    #expect(prepared.dataset.mark == .line)
  }

  /// Blocks whose x does not go back where they change (a second lot continuing the first
  /// one's times) are not runs that start again.
  @Test func blocksThatContinueXAreNotRuns() {
    let ids: [UInt32] = [0, 0, 0, 1, 1, 1]
    let back = Dataset(series: [Series(name: "y", xs: [1, 2, 3, 1, 2, 2], ys: [1, 2, 3, 4, 5, 6])])
    let on = Dataset(series: [Series(name: "y", xs: [1, 2, 3, 4, 5, 5], ys: [1, 2, 3, 4, 5, 6])])
    ids.withUnsafeBufferPointer { ids in
      #expect(ChartDecoder.xRunsPerBlock(back, ids: ids))
      #expect(!ChartDecoder.xRunsPerBlock(on, ids: ids))
    }
  }
}
