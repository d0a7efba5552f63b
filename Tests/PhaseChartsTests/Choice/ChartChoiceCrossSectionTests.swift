import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Cross-sections and the scatter pairs worth a first look, on real-shaped tables: rows sorted
/// by a group are not a sequence, a measure that only grows orders the rows wherever it
/// stands, and a scatter needs most rows and a relation the names do not already say.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceCrossSectionTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  // MARK: - Rows sorted by a group

  /// 90 wines sorted by cultivar (scikit-learn's wine: `target` 0, 1, 2 in blocks), their
  /// measures stepping from block to block: a cross-section, drawn as a scatter, never as
  /// lines over the row number.
  @Test func measuresSortedByACodedGroupAreNotASequence() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<90).map { (i: Int) -> [Any] in
      let group = i / 30
      let alcohol = 12 + Double(group) + noise[i]
      let phenols = 1.5 + Double(group) * 0.6 + noise[90 + i]
      let flavanoids = phenols * 1.1 + noise[180 + i] * 0.3
      return [i, alcohol, 2 + noise[270 + i], phenols, flavanoids, group]
    }
    let prepared = try Self.prepare(
      Self.csv(["", "alcohol", "ash", "total_phenols", "flavanoids", "cultivar"], rows))
    let choice = prepared.columns.choice
    #expect(choice.x != nil)
    #expect(choice.mark == .points)
    #expect(!choice.notes.contains(.linesOverRows))
    // The first measure, alcohol, against its strongest predictor of many levels, never the
    // cultivar's three strips (ChartChoiceOutcomeTests).
    #expect(choice.y == ["alcohol"])
    #expect(choice.x == "total_phenols")
  }

  /// Birth weights of a survey sample sorted by stratum, beside the survey weights: their
  /// distribution, not a line over the row number.
  @Test func aSurveySamplesMeasureSortedByStratumIsAHistogram() throws {
    let noise = ChartChoiceTests.noise(300)
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let stratum = Double(i / 50)
      return [i, 20 + stratum * 2, (800 + stratum * 400 + noise[i] * 300).rounded()]
    }
    let prepared = try Self.prepare(Self.csv(["", "finalwgt", "birth_weight"], rows))
    let choice = prepared.columns.choice
    #expect(choice.columns.first { $0.name == "finalwgt" }?.role == .weight)
    #expect(choice.mark == .histogram)
    #expect(choice.x == "birth_weight")
  }

  /// A flock weighed week by week (agridat's broiler growth): `age` is the last column and
  /// only grows; the weights are drawn against it.
  @Test func aLaterMeasureThatOnlyGrowsIsX() throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<40).map { (i: Int) -> [Any] in
      let age = 140 + i * 3
      let weight = 2000 + Double(i) * 40 + noise[i] * 300
      return [i, weight, 2100 + Double(i) * 41 + noise[(i * 7) % 60] * 300, 85 + noise[20 + i] * 20, age]
    }
    let prepared = try Self.prepare(Self.csv(["", "bw", "targetbw", "adfi", "age"], rows))
    let choice = prepared.columns.choice
    #expect(choice.x == "age")
    #expect(choice.y == ["bw", "targetbw", "adfi"])
  }

  /// Parallel price series with the dates left out and nothing that names the rows: still
  /// lines over the row number.
  @Test func aSequenceWithNothingThatNamesItsRowsKeepsItsLines() throws {
    var a = 100.0
    var b = 50.0
    let noise = ChartChoiceTests.noise(240)
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      a += noise[i] - 0.45
      b += noise[120 + i] - 0.5
      return [i + 1, a, b]
    }
    let choice = try Self.prepare(Self.csv(["", "A", "B"], rows)).columns.choice
    #expect(choice.notes.contains(.linesOverRows))
    #expect(choice.mark == .line)
  }

  /// An ECG beside its 0/1 label (sktime's mitdb): a coded column, but the signal follows on
  /// from sample to sample: still a line over the row number.
  @Test func aDenseSignalBesideItsLabelKeepsItsLine() throws {
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      [i, sin(Double(i) / 8) * 0.4 - 0.3, (i / 50) % 2]
    }
    let choice = try Self.prepare(Self.csv(["", "data", "label"], rows)).columns.choice
    #expect(choice.columns.first { $0.name == "label" }?.role == .code)
    #expect(choice.mark == .line)
    #expect(choice.x == nil)
  }

  /// A map's areas numbered 1 to 77 after their measures (libpysal's Chicago77): the number
  /// grows, but names no order; it is never x.
  @Test func aLaterNumberThatGrowsWithoutAnOrderInItsNameIsNotX() throws {
    let noise = ChartChoiceTests.noise(200)
    let rows: [[Any]] = (0..<77).map { (i: Int) -> [Any] in
      let area = 1e7 + noise[i] * 1e8
      return [i, area, area.squareRoot() * 4 + noise[100 + i] * 1000, i + 1]
    }
    let choice = try Self.prepare(Self.csv(["", "AREA", "PERIMETER", "COMAREA_"], rows)).columns.choice
    #expect(choice.x != "COMAREA_")
  }

  // MARK: - Pairs worth drawing

  /// Seeds measured for 8 of 224 trees (agridat's timber genetics): length against width
  /// would be 8 dots; the pair is chosen among columns present in most rows.
  @Test func aPairMostlyEmptyIsNotDrawn() throws {
    let noise = ChartChoiceTests.noise(900)
    let rows: [[Any]] = (0..<224).map { (i: Int) -> [Any] in
      let height = 10 + noise[i] * 20
      let seed: [Any] = i % 28 == 0 ? [5 + noise[300 + i], 2.5 + noise[300 + i] * 0.5] : ["", ""]
      return [i + 1] + seed + [height, height * 0.8 + noise[600 + i] * 4]
    }
    let choice = try Self.prepare(
      Self.csv(["", "Seed_Length", "Seed_Width", "Height", "Diameter"], rows)
    ).columns.choice
    #expect(choice.mark == .points)
    #expect(Set([choice.x ?? "", choice.y.first ?? ""]) == ["Height", "Diameter"])
  }

  /// Fitted equations (chemicals' tables): the validity limits `Tmin` and `Tmax` go together
  /// most, but say only where each fit holds; the coefficients are drawn.
  @Test func theEndsOfARangeAreNotTheFirstPair() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<80).map { (i: Int) -> [Any] in
      let tmin = 200 + noise[i] * 100
      let a = noise[80 + i] * 10
      return [i + 1, a, a * 3 + noise[160 + i] * 8, tmin, tmin + 150 + noise[240 + i] * 10]
    }
    let choice = try Self.prepare(Self.csv(["", "A", "B", "Tmin", "Tmax"], rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(Set([choice.x ?? "", choice.y.first ?? ""]) != ["Tmin", "Tmax"])
  }

  @Test(arguments: [
    ("Tmin", "Tmax", true), ("BIR74", "BIR79", true), ("T_low", "T_high", true), ("C1", "C3", true),
    ("weight", "height", false), ("A", "C", false), ("Tmin", "Pmax", false),
  ])
  func parallelNames(a: String, b: String, parallel: Bool) {
    #expect(ChartChoice.namesAreParallel(a, b) == parallel)
  }

  @Test(arguments: [("Tmin", true), ("T_max", true), ("Min T", true), ("MaxWt", false), ("weight", false)])
  func rangeEnds(name: String, isEnd: Bool) {
    #expect(ChartChoice.isRangeEnd(name) == isEnd)
  }

  @Test(arguments: [
    ("Pt", "Pt_uncertainty", true), ("income", "se_income", true), ("mass", "mass error", true),
    ("Pt", "Tt", false), ("income", "income_2020", false),
  ])
  func uncertaintyNames(value: String, name: String, isUncertainty: Bool) {
    #expect(ChartChoice.isUncertainty(of: value, name) == isUncertainty)
  }

  /// A value rescaled (GWP is AGWP divided by CO₂'s): a straight line, not worth a look.
  @Test func aRescaledCopyIsNotWorthDrawing() {
    let xs = (0..<20).map { Double($0 * $0) + 1 }
    let copy = Series(name: "GWP", xs: xs, ys: xs.map { $0 * 0.0123 })
    let original = Series(name: "AGWP", xs: xs, ys: xs)
    #expect(!ChartChoice.isWorthDrawing(original, copy))
    let other = Series(name: "lifetime", xs: xs, ys: xs.indices.map { Double(($0 * 7) % 11) })
    #expect(ChartChoice.isWorthDrawing(original, other))
  }
}
