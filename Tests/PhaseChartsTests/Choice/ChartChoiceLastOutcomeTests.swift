import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections whose outcome is their last measure, as machine-learning data sets put it:
/// when the pair most correlated is two of a kind (two sizes of one shell), the last measure,
/// of another kind, is drawn against its strongest predictor; a last measure that is one of a
/// run, a range end, on the same scale as the pair, or a pair that is a relation worth a look,
/// leaves the strongest pair drawn.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceLastOutcomeTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  static func rounded(_ value: Double, _ places: Double = 3) -> Double {
    let scale = pow(10, places)
    return (value * scale).rounded() / scale
  }

  /// scikit-lego's abalone: the sex, seven sizes of the shell (length and diameter r 0.99)
  /// and the rings that give the age, last. The rings are drawn against the shell's weight,
  /// not the diameter against the length, and the report says why.
  static func abalone(rows count: Int = 240) -> Data {
    let noise = ChartChoiceTests.noise(count * 8)
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let length = 0.2 + noise[i] * 0.5
      let diameter = length * 0.8 + (noise[count + i] - 0.5) * 0.03
      let height = length * 0.34 + (noise[2 * count + i] - 0.5) * 0.04
      let whole = 2.2 * pow(length, 3) * (0.85 + noise[3 * count + i] * 0.3)
      let shucked = whole * (0.38 + noise[4 * count + i] * 0.1)
      let viscera = whole * (0.19 + noise[5 * count + i] * 0.06)
      let shell = whole * (0.26 + noise[6 * count + i] * 0.08)
      let rings = Int((3 + shell * 80 + noise[7 * count + i] * 7).rounded())
      return [
        i, ["M", "F", "I"][i % 3], Self.rounded(length), Self.rounded(diameter), Self.rounded(height),
        Self.rounded(whole, 4), Self.rounded(shucked, 4), Self.rounded(viscera, 4), Self.rounded(shell, 4), rings,
      ]
    }
    let header = [
      "", "sex", "length", "diameter", "height", "whole_weight", "shucked_weight", "viscera_weight", "shell_weight",
      "rings",
    ]
    return csv(header, rows)
  }

  @Test func theRingsOfAbaloneAreDrawnNotTwoSizesOfTheShell() throws {
    let choice = try Self.prepare(Self.abalone()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["rings"])
    #expect(["shell_weight", "whole_weight", "viscera_weight", "shucked_weight", "length", "diameter"].contains(choice.x))
    let note = choice.notes.first { if case .lastAsOutcome = $0 { true } else { false } }
    guard case .lastAsOutcome(let outcome, let x, let y)? = note else {
      Issue.record("no note of the last measure drawn as the outcome: \(choice.notes)")
      return
    }
    #expect(outcome == "rings")
    #expect(x != "rings" && y != "rings")
    let english = note?.sentence(in: .english) ?? ""
    #expect(english.hasPrefix("rings, the table's last measure, is drawn as its outcome"), "\(english)")
    let chinese = note?.sentence(in: .simplifiedChinese) ?? ""
    #expect(chinese.contains("rings") && chinese.contains("结果"), "\(chinese)")
  }

  /// faraway's seatpos: 38 drivers' age, weight and body sizes (heights with and without
  /// shoes, seated height, leg) and the seat's hip centre, negative, last. The hip centre is
  /// drawn against a height, not the seated height against the height in shoes.
  @Test func theHipCentreOfDriversIsDrawnNotTwoOfTheirHeights() throws {
    let noise = ChartChoiceTests.noise(38 * 9, seed: 11)
    let rows: [[Any]] = (0..<38).map { (i: Int) -> [Any] in
      let height = 150 + noise[i] * 50
      let shoes = height + 2 + noise[38 + i] * 1.5
      let seated = height * 0.52 + (noise[76 + i] - 0.5) * 4
      let leg = height * 0.22 + (noise[114 + i] - 0.5) * 3
      let arm = height * 0.19 + (noise[152 + i] - 0.5) * 6
      let thigh = 30 + noise[190 + i] * 15
      let weight = 100 + (height - 150) * 2 + noise[228 + i] * 80
      let age = 19 + Int(noise[266 + i] * 53)
      let hip = -(height * 0.95) + 10 + (noise[304 + i] - 0.5) * 60
      return [
        i, age, Int(weight), Self.rounded(shoes, 1), Self.rounded(height, 1), Self.rounded(seated, 1),
        Self.rounded(arm, 1), Self.rounded(thigh, 1), Self.rounded(leg, 1), Self.rounded(hip, 1),
      ]
    }
    let header = ["", "Age", "Weight", "HtShoes", "Ht", "Seated", "Arm", "Thigh", "Leg", "hipcenter"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["hipcenter"])
    #expect(choice.notes.contains { if case .lastAsOutcome(outcome: "hipcenter", _, _) = $0 { true } else { false } })
  }

  /// ISLP's College: 777 colleges, private or not, and 17 measures: applications,
  /// acceptances and enrolments that follow the college's size (r 0.94 to 0.96), shares of
  /// top students, costs, faculty and, last, the graduation rate. A table of 17 measures is
  /// not too wide for its last to be looked at: the graduation rate is drawn against the
  /// out-of-state tuition, not acceptances against applications.
  @Test func theGraduationRateOfCollegesIsDrawnNotTwoOfTheirSizes() throws {
    let count = 300
    let noise = ChartChoiceTests.noise(count * 20, seed: 23)
    func n(_ column: Int, _ i: Int) -> Double { noise[column * count + i] }
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let size = 100 + pow(n(0, i), 2) * 15_000
      let apps = Int(size * (1.2 + n(1, i) * 0.6))
      let accept = Int(Double(apps) * (0.6 + n(2, i) * 0.25))
      let enroll = Int(Double(accept) * (0.3 + n(3, i) * 0.2))
      let undergrad = Int(Double(enroll) * (3.6 + n(4, i) * 0.8))
      let quality = n(5, i)
      let top10 = Int(5 + quality * 60 + n(6, i) * 15)
      let top25 = min(100, top10 + 15 + Int(n(7, i) * 30))
      let outstate = Int(3000 + quality * 14_000 + n(8, i) * 4000)
      let phd = Int(40 + quality * 40 + n(9, i) * 15)
      let grad = min(100, Int(30 + quality * 35 + n(10, i) * 40))
      return [
        i + 1, n(11, i) < 0.7 ? "Yes" : "No", apps, accept, enroll, top10, top25, undergrad,
        Int(n(12, i) * 3000), outstate, Int(3000 + n(13, i) * 3000), Int(400 + n(14, i) * 400),
        Int(800 + n(15, i) * 2000), phd, min(100, phd + Int(n(16, i) * 12)), Self.rounded(8 + n(17, i) * 14, 1),
        Int(5 + quality * 30 + n(18, i) * 20), Int(5000 + quality * 15_000 + n(19, i) * 9000), grad,
      ]
    }
    let header = [
      "", "Private", "Apps", "Accept", "Enroll", "Top10perc", "Top25perc", "F.Undergrad", "P.Undergrad", "Outstate",
      "Room.Board", "Books", "Personal", "PhD", "Terminal", "S.F.Ratio", "perc.alumni", "Expend", "Grad.Rate",
    ]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["Grad.Rate"], "\(String(describing: choice.x)) \(choice.y)")
    #expect(ChartChoice.sizedLastOutcomeWidth >= 17)
  }

  // MARK: - The strongest pair stays

  /// linearmodels' fringe: 616 workers, annual and hourly earnings first (r 0.9, the hourly
  /// ones no count), then 16 more of schooling, hours, benefits and the ratios built from
  /// them, the vacation share `vserat` last. A table this wide ends with one more built
  /// column: the earnings stay the pair.
  @Test func aWideTableEndsWithNoOutcomeUnlessItsPairIsTwoSizes() {
    let noise = ChartChoiceTests.noise(616 * 20, seed: 19)
    let hourly = (0..<616).map { 3 + noise[$0] * 15 }
    var series = [
      Self.series("annearn", hourly.indices.map { (hourly[$0] * (1600 + noise[616 + $0] * 800)).rounded() }),
      Self.series("hrearn", hourly.map { Self.rounded($0, 2) }),
    ]
    for column in 2..<17 {
      series.append(Self.series("m\(column)", (0..<616).map { 10 + noise[column * 616 + $0] * 90 }))
    }
    let benefits = (0..<616).map { 0.01 + noise[17 * 616 + $0] * 0.3 }
    series[16] = Self.series("beratio", benefits)
    series.append(Self.series("vserat", benefits.indices.map { benefits[$0] * 0.3 + noise[18 * 616 + $0] * 0.04 }))
    #expect(series.count == 18)
    let pair = ChartChoice.strongestPair(series)
    #expect(Set([pair.x, pair.y]) == [0, 1])
    #expect(!ChartChoice.lastLeadsAsOutcome(series, pair: pair))
    #expect(ChartChoice.scatterPair(series).y != 17)
  }

  /// Two coefficients of fitted equations (r 0.95) and the limits they hold within, last:
  /// `Tmax` is a range end, not an outcome.
  @Test func aRangeEndLastIsNoOutcome() {
    let noise = ChartChoiceTests.noise(400, seed: 3)
    let a = (0..<80).map { 10 + noise[$0] * 40 }
    let series = [
      Self.series("A", a), Self.series("B", a.indices.map { a[$0] * 120 + noise[80 + $0] * 300 }),
      Self.series("Tmin", a.indices.map { 150 + a[$0] * 3 + noise[160 + $0] * 80 }),
      Self.series("Tmax", a.indices.map { 400 + a[$0] * 9 + noise[240 + $0] * 90 }),
    ]
    let pair = ChartChoice.strongestPair(series)
    #expect(!ChartChoice.lastLeadsAsOutcome(series, pair: pair))
    #expect(ChartChoice.scatterPair(series).y != 3)
  }

  /// A run of one quantity (`cai.1987`, `cai.1988`): the last is the next wave, not an
  /// outcome, and a last measure on the scale of the pair (a battery of protein levels) is
  /// one more of them.
  @Test func aLastOfARunOrOfTheSameScaleIsNoOutcome() {
    let noise = ChartChoiceTests.noise(500, seed: 5)
    let dbh = (0..<90).map { 5 + noise[$0] * 40 }
    let wave = [
      Self.series("dbh", dbh), Self.series("toth", dbh.indices.map { dbh[$0] * 0.7 + noise[90 + $0] * 2 }),
      Self.series("cai.1987", dbh.indices.map { 0.1 + dbh[$0] * 0.01 + noise[180 + $0] * 0.2 }),
      Self.series("cai.1988", dbh.indices.map { 0.1 + dbh[$0] * 0.012 + noise[270 + $0] * 0.2 }),
    ]
    #expect(!ChartChoice.lastLeadsAsOutcome(wave, pair: ChartChoice.strongestPair(wave)))
    let level = (0..<90).map { 20 + noise[$0] * 60 }
    let battery = ["praf", "pmek", "plcg", "pjnk"].enumerated().map { column, name in
      Self.series(name, level.indices.map { level[$0] * (1 - Double(column) * 0.2) + noise[90 * column + $0] * 25 })
    }
    #expect(!ChartChoice.lastLeadsAsOutcome(battery, pair: ChartChoice.strongestPair(battery)))
  }

  /// great_tables' gtcars: torque against horsepower (r 0.85) is a relation worth a first
  /// look, not two of a kind: the price last stays undrawn.
  @Test func aLooserStrongestPairStays() {
    let noise = ChartChoiceTests.noise(300, seed: 9)
    let hp = (0..<47).map { 300 + noise[$0] * 500 }
    let series = [
      Self.series("year", (0..<47).map { 2014 + Double($0 % 4) }), Self.series("hp", hp),
      Self.series("trq", hp.indices.map { hp[$0] * 0.8 + noise[47 + $0] * 260 }),
      Self.series("msrp", hp.indices.map { hp[$0] * 400 + noise[94 + $0] * 200_000 }),
    ]
    let pair = ChartChoice.strongestPair(series)
    #expect(abs(ChartChoice.correlation(series[pair.x].ys, series[pair.y].ys)) < ChartChoice.twoOfAKind)
    #expect(!ChartChoice.lastLeadsAsOutcome(series, pair: pair))
  }

  /// faraway's fpe: registered voters and each candidate's votes per department, N last.
  /// All follow the department's size: N against another candidate's votes is two sizes
  /// again, no outcome.
  @Test func oneMoreCountThatFollowsTheSizeIsNoOutcome() {
    let noise = ChartChoiceTests.noise(400, seed: 13)
    let registered = (0..<24).map { (20 + noise[$0] * 980).rounded() }
    func votes(_ name: String, _ share: Double, _ offset: Int) -> Series {
      Self.series(name, registered.indices.map { (registered[$0] * share * (0.8 + noise[offset + $0] * 0.4)).rounded() })
    }
    let series = [
      Self.series("EI", registered), votes("A", 0.2, 24), votes("B", 0.22, 48), votes("C", 0.12, 72),
      votes("D", 0.08, 96), votes("N", 0.06, 120),
    ]
    // N spreads less than a size (6 to 25 in most departments): its ranks follow A's all the same.
    #expect(ChartChoice.areCountsTogether(series[1], series[5]))
    let pair = ChartChoice.strongestPair(series)
    #expect(abs(ChartChoice.correlation(series[pair.x].ys, series[pair.y].ys)) >= ChartChoice.twoOfAKind)
    #expect(!ChartChoice.lastLeadsAsOutcome(series, pair: pair))
  }

  // MARK: - Counts a study explains

  /// statsmodels' cpunish: executions per state (first, 0 to 37) beside its median income,
  /// poverty and schooling. The executions are the outcome, not the income: they are drawn,
  /// against their strongest predictor.
  @Test func executionsComeBeforeAnIncomeAsTheOutcome() throws {
    let noise = ChartChoiceTests.noise(200, seed: 17)
    let executions = [37, 9, 6, 4, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0]
    let rows: [[Any]] = (0..<17).map { (i: Int) -> [Any] in
      let income = 30_000 + noise[i] * 15_000
      let poverty = 25 - (income - 30_000) / 1_000 + noise[17 + i] * 4
      let degree = Self.rounded(0.3 - Double(executions[i]) * 0.004 + noise[34 + i] * 0.1, 2)
      return [
        i, executions[i], Int(income), Self.rounded(poverty, 1), Self.rounded(noise[51 + i] * 30, 1),
        Int(200 + noise[68 + i] * 700), i % 3 == 0 ? 1 : 0, degree,
      ]
    }
    let header = ["", "EXECUTIONS", "INCOME", "PERPOVERTY", "PERBLACK", "VC100k96", "SOUTH", "DEGREE"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["EXECUTIONS"])
    #expect(choice.x != "INCOME" || choice.y != ["PERPOVERTY"])
  }

  @Test func aCountedOutcomeComesBeforeANamedOne() {
    let values = (0..<20).map(Double.init)
    let series = ["income", "poverty", "BILLS104", "BILLS103"].map { Self.series($0, values) }
    #expect(ChartChoice.outcome(series) == 2)
    #expect(ChartChoice.outcome(Array(series.prefix(2))) == 0)
    #expect(ChartChoice.outcome([Self.series("Species", values), Self.series("Area", values)]) == 0)
  }

  @Test func kindsApartBySignOrRatio() {
    let a = Self.series("a", [1, 2, 3, 4, 5])
    #expect(ChartChoice.areOtherKinds(a, Self.series("b", [-1, -2, -3, -4, -5])))
    #expect(ChartChoice.areOtherKinds(a, Self.series("b", [10, 20, 30, 40, 50])))
    #expect(!ChartChoice.areOtherKinds(a, Self.series("b", [2, 4, 6, 8, 10])))
    #expect(ChartChoice.nameStem("cai.1988") == ["cai"])
  }
}
