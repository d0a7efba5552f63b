import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Batteries of parallel measures (#32 item 4, policy R): the ten cupping scores of a coffee,
/// the five personality scores of a person, the nine tests `x1`…`x9` of a pupil. Two of them
/// scattered are an arbitrary pair and a profile over their numbers draws an order that is not
/// there; each measure's distribution is drawn, a panel each over bins shared by all. A run
/// whose neighbours follow on (a spectrum) stays a profile.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceBatteryTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func battery(_ choice: ChartChoice) -> (first: String, last: String, columns: Int, bins: Int, outside: Int)? {
    for case .batteryAsDistributions(let first, let last, let columns, let bins, let outside) in choice.notes {
      return (first, last, columns, bins, outside)
    }
    return nil
  }

  /// A value in 0..<1 that looks random and is the same on every run (SplitMix64).
  static func noise(_ row: Int, _ column: Int) -> Double {
    var z = UInt64(truncatingIfNeeded: row &* 1_000_003 &+ column &* 7919) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }

  /// A table as R writes it: the row names `""` first, then the columns, one line per row.
  static func table(_ names: [String], rows: Int, _ value: (Int, Int) -> String) -> String {
    var text = ([#""""#] + names.map { "\"\($0)\"" }).joined(separator: ",") + "\n"
    for row in 0..<rows {
      text += ([String(row + 1)] + names.indices.map { value(row, $0) }).joined(separator: ",") + "\n"
    }
    return text
  }

  static let cupping = [
    "aroma", "flavor", "aftertaste", "acidity", "body", "balance", "uniformity", "clean_cup", "sweetness", "overall",
  ]

  /// moderndive's `coffee_quality`: ten cupping scores of 0–10 on a quarter-point grid beside
  /// the altitude and the moisture of each coffee. It was `overall` against `balance`, an
  /// arbitrary pair; it is a panel per score, each its counts over bins shared by all.
  @Test func tenCuppingScoresAreADistributionPerScore() throws {
    let names = Self.cupping + ["altitude", "moisture"]
    let rows = 200
    let text = Self.table(names, rows: rows) { row, column in
      switch column {
      case 10: String(900 + Int(Self.noise(row, column) * 1200))
      case 11: String(format: "%.2f", 0.05 + Self.noise(row, column) * 0.08)
      default: String(format: "%.2f", 6.5 + (Self.noise(row, column) * 8).rounded(.down) * 0.25)
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let battery = try #require(Self.battery(choice))
    #expect(battery.first == "aroma" && battery.last == "overall" && battery.columns == 10)
    #expect(battery.outside == 0)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series.map(\.name) == Self.cupping)
    // Every score is counted whole, over one set of bins.
    for series in prepared.dataset.series {
      #expect(series.ys.reduce(0, +) == Double(rows))
      #expect(series.xs == prepared.dataset.series[0].xs)
    }
    #expect(choice.xColumns == Self.cupping)
    #expect(choice.y.isEmpty)
    #expect(!choice.xColumns.contains("altitude"))
    #expect(choice.yAxisTitle(in: .english) == "count")
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    let english = choice.noteSentences(in: .english)
    #expect(english.contains { $0.contains("The 10 columns aroma to overall are parallel measures of one kind") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("aroma 到 overall") && $0.contains("分布") })
  }

  /// tidytuesday's `coffee_ratings`: one coffee scored 0 on every score among scores of 6 to 9.
  /// Its zeros lie beyond the bins, counted in the note, so that the others are not squashed
  /// into a few bins at the right.
  @Test func aScoreFarOutsideTheOthersLiesBeyondTheBins() throws {
    let names = Self.cupping
    let text = Self.table(names, rows: 300) { row, column in
      row == 299 ? "0" : String(format: "%.2f", 6.5 + (Self.noise(row, column) * 10).rounded(.down) * 0.25)
    }
    let prepared = try Self.prepare(text)
    let battery = try #require(Self.battery(prepared.columns.choice))
    #expect(battery.outside == 10)
    let xs = prepared.dataset.series[0].xs
    #expect(xs.first! > 6 && xs.last! < 9.5)
    #expect(prepared.dataset.series.allSatisfy { $0.ys.reduce(0, +) == 299 })
    #expect(prepared.columns.choice.noteSentences(in: .english).contains { $0.hasSuffix("10 values far outside the others lie beyond the bins.") })
    #expect(prepared.columns.choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("10 个远离其余数值的值") })
  }

  /// semopy's `holzinger_swineford39`: nine tests `x1`…`x9` of 301 pupils, scores that go
  /// together loosely (neighbours correlate about 0.4). It was their median and band joined
  /// over the test numbers; it is a panel per test.
  @Test func aRunOfLooselyRelatedTestsIsABattery() throws {
    let names = (1...9).map { "x\($0)" }
    let text = Self.table(["id"] + names, rows: 301) { row, column in
      column == 0 ? String(row + 1) : String(format: "%.3f", 1 + Self.noise(row, column) * 7)
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    let battery = try #require(Self.battery(choice))
    #expect(battery.first == "x1" && battery.last == "x9" && battery.columns == 9)
    #expect(!choice.notes.contains { if case .runAsProfile = $0 { true } else { false } })
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.count == 9)
    #expect(prepared.dataset.others == nil)
    #expect(choice.series == nil)
    #expect(choice.x == "x1–x9")
  }

  /// faraway's `meatspec`: channels of one spectrum follow on from one to the next
  /// (correlation near 1): still the profile over the channel numbers, never a battery.
  @Test func aSpectrumStaysAProfile() throws {
    let names = (1...10).map { "V\($0)" }
    let text = Self.table(names, rows: 60) { row, column in
      String(format: "%.4f", 2.5 + Self.noise(row, 0) + Double(column) * 0.01 + Self.noise(row, column) * 0.001)
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(Self.battery(choice) == nil)
    #expect(choice.notes.contains(.runAsProfile(first: "V1", last: "V10", columns: 10)))
  }

  /// libpysal's `mexico`: the GDP per head of 32 states in seven census years
  /// `pcgdp1940`…`pcgdp2000`, whose neighbours correlate about 0.8. The numbers are years, not
  /// a count of variables: still the profile over time.
  @Test func aRunNumberedByYearsStaysAProfile() throws {
    let names = stride(from: 1940, through: 2000, by: 10).map { "pcgdp\($0)" }
    let text = Self.table(["State"] + names, rows: 32) { row, column in
      column == 0 ? "S\(row)" : String(Int(4000 + 3000 * Self.noise(row, column) + Double(column) * 1000))
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(Self.battery(choice) == nil)
    #expect(ChartChoice.listsVariables([1, 2, 3, 4, 5]) && ChartChoice.listsVariables([0, 1, 2, 3, 4]))
    #expect(!ChartChoice.listsVariables([1940, 1950, 1960, 1970, 1980]) && !ChartChoice.listsVariables([1, 2, 4, 5, 6]))
  }

  /// Four scores on one scale are a pair drawn as before (iris's four lengths), and so are
  /// five measures on scales of their own.
  @Test(arguments: [4, 0]) func fewerThanFiveOnOneScaleAreAScatter(sameScale: Int) throws {
    let names = ["height", "weight", "age", "income", "score"].prefix(max(sameScale, 5))
    let text = Self.table(Array(names), rows: 120) { row, column in
      let scale = column < sameScale ? 10.0 : [180.0, 80, 45, 30_000, 5][column]
      return String(format: "%.2f", scale * (0.5 + Self.noise(row, column)))
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(Self.battery(choice) == nil)
    #expect(choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
  }

  /// The members: every measure on the pair's one scale, when there are five or more; a
  /// pair on scales apart, or four measures, make none.
  @Test func batteryMembersNeedFiveOnOneScaleWithBothOfThePair() {
    let series = (0..<6).map { column in
      Series(
        name: "s\(column)", xs: (0..<400).map(Double.init),
        ys: (0..<400).map { row in (column == 5 ? 100.0 : 10.0) * Self.noise(row, column) })
    }
    #expect(ChartChoice.batteryMembers(series, pair: (0, 1)) == [0, 1, 2, 3, 4])
    #expect(ChartChoice.batteryMembers(series, pair: (0, 5)) == nil)
    #expect(ChartChoice.batteryMembers(Array(series.prefix(4)), pair: (0, 1)) == nil)
  }

  /// Shared bins: whole-number scores of 1–10 get a bin per number; decimals a round width,
  /// about 5 to 50 bins.
  @Test func sharedBinsAreRoundAndCoverEveryValue() {
    let scores = (0..<100).map { Double(1 + $0 % 10) }
    let whole = ChartChoice.sharedBins([scores, scores.reversed()])
    #expect(whole.width == 1 && whole.start == 0.5 && whole.bins == 10)
    let decimals = (0..<400).map { 3 + 4 * Self.noise($0, 1) }
    let bins = ChartChoice.sharedBins([decimals])
    #expect((4...51).contains(bins.bins))
    #expect(bins.start <= decimals.min()! && bins.start + Double(bins.bins) * bins.width > decimals.max()!)
    #expect(bins.low == decimals.min()! && bins.high == decimals.max()!)
  }
}
