import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections drawn as a person would first look at them: the outcome (named, or first as
/// R's modelling data sets put it) against its strongest predictor, never a formula's curve
/// (body fat from density, a share of a fixed total), and ids and signed codes never as
/// measures.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceOutcomeTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  static func rounded(_ value: Double, _ places: Double = 2) -> Double {
    let scale = pow(10, places)
    return (value * scale).rounded() / scale
  }

  // MARK: - The outcome first

  /// faraway's `swiss`: 47 provinces, Fertility first, then five covariates of which
  /// Examination and Education go together more than anything goes with Fertility. The
  /// scatter is Fertility against its strongest predictor, not the two covariates.
  @Test func theFirstMeasureOfAModellingTableIsDrawnAgainstItsStrongestPredictor() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<47).map { (i: Int) -> [Any] in
      let education = 2 + noise[i] * 40
      let examination = 5 + education * 0.6 + noise[50 + i] * 6
      let fertility = 85 - examination * 0.9 + noise[100 + i] * 12
      let agriculture = 10 + noise[150 + i] * 80
      let catholic = 2 + noise[200 + i] * 95
      let mortality = 15 + noise[250 + i] * 10
      return [
        "P\(i)", Self.rounded(fertility, 1), Self.rounded(agriculture, 1), Int(examination), Int(education),
        Self.rounded(catholic), Self.rounded(mortality, 1),
      ]
    }
    let header = ["", "Fertility", "Agriculture", "Examination", "Education", "Catholic", "Infant.Mortality"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["Fertility"])
    #expect(choice.x == "Examination")
    // The alternatives are Fertility against its next predictors.
    #expect(!choice.alternatives.isEmpty)
    #expect(choice.alternatives.allSatisfy { $0.y == ["Fertility"] })
  }

  /// A first measure of a few whole values (a count of pregnancies 0 to 4) is a covariate to
  /// group by, not the outcome: the strongest pair is drawn as before.
  @Test func aFirstMeasureOfFewValuesIsNotTakenForTheOutcome() {
    let noise = ChartChoiceTests.noise(300)
    let first = Self.series("pregnant", (0..<100).map { Double($0 % 5) })
    let glucose = (0..<100).map { 80 + noise[$0] * 100 }
    let insulin = glucose.indices.map { glucose[$0] * 1.5 + noise[100 + $0] * 20 }
    let series = [first, Self.series("glucose", glucose), Self.series("insulin", insulin)]
    #expect(!ChartChoice.leadsAsOutcome(series))
    let pair = ChartChoice.scatterPair(series)
    #expect(Set([pair.x, pair.y]) == [1, 2])
  }

  /// Restaurant tips: the strongest pair is the first measure's (`tip` against `total_bill`):
  /// its axes stay as they are, the first measure not turned into y.
  @Test func aStrongestPairThatHoldsTheFirstMeasureKeepsItsAxes() {
    let noise = ChartChoiceTests.noise(300)
    let bill = (0..<80).map { 5 + noise[$0] * 45 }
    let series = [
      Self.series("total_bill", bill), Self.series("tip", bill.indices.map { bill[$0] * 0.15 + noise[80 + $0] * 2 }),
      Self.series("minutes", bill.indices.map { 20 + bill[$0] * 0.3 + noise[160 + $0] * 40 }),
    ]
    let pair = ChartChoice.scatterPair(series)
    #expect(pair.x == 0)
    #expect(pair.y == 1)
  }

  /// A measure named as the outcome wins over the first: `price` of houses, wherever it stands.
  @Test func aNamedOutcomeComesBeforeTheFirstMeasure() {
    let noise = ChartChoiceTests.noise(300)
    let area = (0..<60).map { 50 + noise[$0] * 200 }
    let series = [
      Self.series("rooms", area.indices.map { (area[$0] / 30 + noise[60 + $0]).rounded() + noise[120 + $0] }),
      Self.series("area", area),
      Self.series("price", area.indices.map { area[$0] * 3000 + noise[180 + $0] * 90_000 }),
    ]
    #expect(ChartChoice.outcome(series) == 2)
    #expect(ChartChoice.scatterPair(series).y == 2)
  }

  // MARK: - Exact functions

  /// faraway's `fat`: `brozek = 457 / density − 414` and `siri = 495 / density − 450`, both
  /// rounded to a tenth, beside body measures. Body fat is drawn against the abdomen, the
  /// formulas are left out, and the report says which.
  @Test func bodyFatIsNotDrawnAgainstTheDensityItIsComputedFrom() throws {
    let noise = ChartChoiceTests.noise(800)
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      let density = 1.0 + noise[i] * 0.09
      let brozek = Self.rounded(457 / density - 414, 1)
      let siri = Self.rounded(495 / density - 450, 1)
      let abdomen = Self.rounded(70 + brozek * 1.2 + noise[200 + i] * 12, 1)
      return [i + 1, brozek, siri, Self.rounded(density, 4), 20 + Int(noise[400 + i] * 50), abdomen]
    }
    let prepared = try Self.prepare(Self.csv(["", "brozek", "siri", "density", "age", "abdom"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["brozek"])
    #expect(choice.x == "abdom")
    #expect(choice.notes.contains(.copiesSkipped(of: "brozek", copies: ["siri", "density"])))
    let sentence = ChartChoice.Note.copiesSkipped(of: "brozek", copies: ["siri", "density"]).sentence(in: .english)
    #expect(sentence.hasPrefix("siri, density not drawn against brozek: an exact function"), "\(sentence)")
  }

  /// moderndive's `tactile_prop_red`: 33 students' counts of red balls in a sample of 50 and
  /// the same as a share. Their scatter is a straight line of a formula: the counts'
  /// histogram is drawn, and the share named as left out.
  @Test func aShareOfAFixedTotalIsDrawnAsTheCountsHistogram() throws {
    let noise = ChartChoiceTests.noise(100)
    let rows: [[Any]] = (0..<33).map { (i: Int) -> [Any] in
      let red = 11 + Int(noise[i] * 12)
      return [i, "student \(i)", i + 1, red, Double(red) / 50]
    }
    let prepared = try Self.prepare(Self.csv(["", "group", "replicate", "red_balls", "prop_red"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .histogram)
    #expect(choice.x == "red_balls")
    #expect(choice.notes.contains(.copiesSkipped(of: "red_balls", copies: ["prop_red"])))
  }

  @Test func exactFunctionsAreFoundThroughReciprocalsAndLogarithms() {
    let xs = (1...60).map { 1 + Double($0) * 0.37 }
    #expect(ChartChoice.isExactFunction(xs.map { 457 / $0 - 414 }, of: xs))
    #expect(ChartChoice.isExactFunction(xs.map { 3 * log($0) + 2 }, of: xs))
    #expect(ChartChoice.isExactFunction(xs.map { 50 - $0 }, of: xs))
    let noise = ChartChoiceTests.noise(60)
    #expect(!ChartChoice.isExactFunction(xs.indices.map { xs[$0] + noise[$0] * 8 }, of: xs))
    // A curve needs values enough to say so: three codes' reciprocals are not a formula.
    let codes = (0..<60).map { Double(1 + $0 % 3) }
    #expect(!ChartChoice.isExactFunction(codes.map { 1 / $0 + Double(Int($0) % 2) }, of: codes))
    // A straight line holds however few the values: moderndive's bowl samples of 50 balls.
    let red = [18.0, 18, 22, 21, 16, 19, 20, 17, 23, 18]
    #expect(ChartChoice.isExactFunction(red.map { 50 - $0 }, of: red))
  }

  // MARK: - Ids and signed codes

  @Test(arguments: [
    ("volcano_number", true), ("eruption_number", true), ("ISOnumeric", true), ("GEOnumeric", true),
    ("flight_no", true), ("Reynolds number", false), ("number", false), ("n_bids", false), ("numeric", false),
  ])
  func idNames(name: String, isID: Bool) {
    #expect(ColumnRole.isIDLikeName(name) == isID)
  }

  /// chemicals' electrolyte dissociations: the anion's charge −1 to −3 beside each
  /// electrolyte's name is a code, counted, never a bar per electrolyte.
  @Test func aChargeOfAFewNegativeWholeValuesIsACode() throws {
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      [i, "electrolyte \(i)", -1 - (i * 7) % 3, 1 + (i * 5) % 3]
    }
    let prepared = try Self.prepare(Self.csv(["", "Electrolyte name", "Anion charge", "Cation charge"], rows))
    let choice = prepared.columns.choice
    #expect(choice.columns.first { $0.name == "Anion charge" }?.role == .code)
    #expect(choice.x != "Electrolyte name")
    #expect(ColumnRole.isSignedCode((0..<30).map { Double(-1 - $0 % 3) }))
    #expect(!ColumnRole.isSignedCode((0..<30).map { Double(-10 - $0 % 3) }))
  }

  /// linearmodels' birthweight (Wooldridge's BWGHT): 1,388 births, the family's income, the
  /// state's cigarette tax and price (about 45 distinct pairs, one per state, r 0.97), the
  /// birth weight `bwght`, its logarithm and pounds, the parents' schooling and the mother's
  /// packs a day. Birth weight is drawn, not the price against the tax.
  @Test func birthWeightIsTheOutcomeByItsAbbreviation() throws {
    let count = 1388
    let noise = ChartChoiceTests.noise(count * 6, seed: 17)
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let state = Int(noise[i] * 45)
      let tax = 2 + Double(state) * 0.85
      let price = Self.rounded(100 + tax * 1.6 + Double(state % 5), 1)
      let income = Self.rounded(2 + noise[count + i] * 60, 1)
      let packs = noise[2 * count + i] < 0.85 ? 0 : Self.rounded(noise[3 * count + i] * 2, 2)
      let weight = Int(112 + income * 0.1 - packs * 10 + (noise[4 * count + i] - 0.5) * 60)
      let schooling = 8 + Int(noise[5 * count + i] * 10)
      return [
        i + 1, income, Self.rounded(tax, 1), price, weight, schooling, log(Double(weight)),
        Self.rounded(Double(weight) / 16, 4), packs,
      ]
    }
    let header = ["", "faminc", "cigtax", "cigprice", "bwght", "motheduc", "lbwght", "bwghtlbs", "packs"]
    let choice = try Self.prepare(Self.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["bwght"], "\(String(describing: choice.x)) \(choice.y)")
    #expect(!["lbwght", "bwghtlbs"].contains(choice.x ?? ""))
    #expect(ChartChoice.outcomeWords.isSuperset(of: ["bwt", "bwght"]))
  }
}
