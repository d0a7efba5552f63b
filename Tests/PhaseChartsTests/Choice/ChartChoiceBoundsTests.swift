import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The bounds of one interval (#32, session 24): lifelines' `diabetes` (an onset age known to
/// lie between `left` and `right`) and `mice` (a death between `l` and `u` days, `Inf` when
/// the mouse outlived the study). They were one bound against the other, a diagonal and a strip
/// at 0; they are each bound's distribution over shared bins, a panel each. Two hands' grips
/// (`left`, `right`), which fall either side of each other, and the counting process's
/// `start` and `stop` are left as they were.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceBoundsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func noise(_ row: Int, _ column: Int = 0) -> Double { ChartChoiceLaggedCopiesTests.noise(row, column) }

  static func bounds(_ choice: ChartChoice) -> (lower: String, upper: String, bins: Int, outside: Int)? {
    for case .boundsAsDistributions(let lower, let upper, let bins, let outside) in choice.notes {
      return (lower, upper, bins, outside)
    }
    return nil
  }

  /// lifelines' `diabetes` as R writes it: whole ages, the right bound at or above the left,
  /// equal in a third of the rows, and `gender`.
  @Test func leftAndRightBoundsOfAnOnsetAreTwoDistributions() throws {
    var text = #""","left","right","gender""# + "\n"
    for row in 0..<300 {
      let left = 10 + Int(Self.noise(row) * 25)
      let right = left + (row % 3 == 0 ? 0 : 1 + Int(Self.noise(row, 1) * 4))
      text += "\"\(row + 1)\",\(left),\(right),\"\(row % 5 < 3 ? "male" : "female")\"\n"
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let bounds = try #require(Self.bounds(choice))
    #expect(bounds.lower == "left" && bounds.upper == "right")
    #expect(prepared.dataset.series.map(\.name) == ["left", "right"])
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.mark == .line)
    #expect(choice.xColumns == ["left", "right"])
    #expect(choice.yAxisTitle(in: .english) == "count")
    // Every row is counted once per bound.
    #expect(prepared.dataset.series.allSatisfy { $0.ys.reduce(0, +) == 300 })
    #expect(!choice.notes.contains { if case .batteryAsDistributions = $0 { true } else { false } })
    #expect(!choice.notes.contains { if case .boundsOpenBelow = $0 { true } else { false } })
    let sentence = try #require(choice.noteSentences(in: .english).first { $0.contains("bounds") })
    #expect(sentence.contains("left") && sentence.contains("right"))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("下界") })
  }

  /// lifelines' `mice`: left-censored mice at `l` = 0 with their `u`, right-censored ones with
  /// `u` = `Inf`, sorted by group and `l`; the bounds are drawn where they are written.
  @Test func boundsOpenToTheRightAreTwoDistributions() throws {
    var text = #""","Unnamed: 0","l","u","grp""# + "\n"
    var rows: [(Int, String)] = []
    for row in 0..<40 { rows.append((0, String(380 + row * 12))) }
    for row in 0..<60 { rows.append((45 + row * 14, "Inf")) }
    for (index, row) in rows.enumerated() {
      text += "\"\(index + 1)\",\(index + 1),\(row.0),\(row.1),\"\(index < 70 ? "ce" : "ge")\"\n"
    }
    let prepared = try Self.prepare(text)
    let bounds = try #require(Self.bounds(prepared.columns.choice))
    #expect(bounds.lower == "l" && bounds.upper == "u")
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.first { $0.name == "u" }?.ys.reduce(0, +) == 40)
    // The 40 lower bounds of 0 (dead before `u`) are open below: only the 60 others are drawn.
    #expect(prepared.dataset.series.first { $0.name == "l" }?.ys.reduce(0, +) == 60)
    #expect(prepared.columns.choice.notes.contains(.boundsOpenBelow(lower: "l", count: 40)))
    #expect(prepared.columns.choice.noteSentences(in: .english).contains { $0.hasPrefix("40 rows have l = 0") })
  }

  /// Grip strength of each hand: the right above the left in most rows, below in some: no
  /// interval, still a scatter.
  @Test func twoHandsAreNoInterval() throws {
    var text = "left,right,age\n"
    for row in 0..<100 {
      let left = 25 + Self.noise(row) * 20
      let right = left + (Self.noise(row, 1) - 0.3) * 6
      text += String(format: "%.1f,%.1f,%d\n", left, right, 20 + Int(Self.noise(row, 2) * 50))
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(Self.bounds(choice) == nil)
    #expect(choice.mark == .points)
  }

  /// Names that differ in a word that is no bound (`low` and `high` prices of a day, `Tmin` and
  /// `Tmax` of a formula) or in two words are no pair.
  @Test func onlyBoundWordsPairTwoMeasures() {
    let rows = 40
    /// Two measures, the second 2 above the first in every row.
    func pair(_ a: String, _ b: String) -> [Series] {
      let xs = (0..<rows).map(Double.init)
      let lower = (0..<rows).map { Double($0 % 7) }
      return [Series(name: a, xs: xs, ys: lower), Series(name: b, xs: xs, ys: lower.map { $0 + 2 })]
    }
    let days = ChartChoice.intervalBounds(pair("lower_bound_days", "upper_bound_days"))
    #expect(days?.lower == 0 && days?.upper == 1)
    // The upper bound may come first.
    let ci = ChartChoice.intervalBounds(Array(pair("ci_lo", "ci_hi").reversed()))
    #expect(ci?.lower == 1 && ci?.upper == 0)
    // Names of a pair whose values run the other way are no bounds.
    #expect(ChartChoice.intervalBounds(pair("ci_hi", "ci_lo")) == nil)
    #expect(ChartChoice.intervalBounds(pair("low", "high")) == nil)
    #expect(ChartChoice.intervalBounds(pair("Tmin", "Tmax")) == nil)
    #expect(ChartChoice.intervalBounds(pair("lower_x", "upper_y")) == nil)
    // A pitcher's losses and runs (an unseen collection's MLB pitching table): counts, not bounds.
    #expect(ChartChoice.intervalBounds(pair("L", "R")) == nil)
    // Too few rows with both.
    let few = pair("l", "u").map { Series(name: $0.name, xs: Array($0.xs.prefix(20)), ys: Array($0.ys.prefix(20))) }
    #expect(ChartChoice.intervalBounds(few) == nil)
  }

  /// A forecast's band over the years (`year`, `lower`, `upper`) is a series, not two
  /// distributions.
  @Test func boundsOverTheYearsStayASeries() throws {
    var text = "year,lower,upper\n"
    for row in 0..<40 { text += "\(1990 + row),\(Double(row) * 1.5 - 3),\(Double(row) * 1.5 + 3 + Double(row % 4))\n" }
    let prepared = try Self.prepare(text)
    #expect(Self.bounds(prepared.columns.choice) == nil)
    #expect(prepared.columns.choice.x == "year")
    #expect(prepared.dataset.mark == .line)
  }

  /// The counting process's `start` and `stop` keep their lengths' histogram.
  @Test func startAndStopKeepTheirLengths() throws {
    var text = ",start,stop,event,age,id\n"
    for row in 0..<60 {
      let start = Double(row * 11 % 50)
      text += "\(row),\(start),\(start + 5 + Double(row)),\(row % 2),\(40 + row % 17),\(row / 3 + 1)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.notes.contains(.intervalLengths(start: "start", stop: "stop")))
    #expect(Self.bounds(choice) == nil)
  }
}
