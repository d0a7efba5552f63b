import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Lines of one scale share an axis only while a person can follow them: four or more that
/// cross one another again and again get a panel each, a numbered run of one quantity is drawn
/// as its median and band, and a few lines that keep apart or cross now and then stay
/// overlaid.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceOverlaysTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data, layout: Dataset.Layout? = nil, language: Language? = nil) throws -> PreparedChart {
    var pipeline = ChartPipeline(layout: layout)
    pipeline.language = language
    return try pipeline.prepare(data)
  }

  /// faraway's globwarm: eight tree-ring and ice proxies, each around 0 with a sd of about 1,
  /// one value a year for 400 years: every pair crosses dozens of times.
  static func proxies() -> Data {
    let names = ["wusa", "jasper", "westgreen", "chesapeake", "tornetrask", "urals", "mongolia", "tasman"]
    let noise = names.indices.map { ChartChoiceTests.noise(400, seed: UInt64(20 + $0)) }
    let rows: [[Any]] = (0..<400).map { (i: Int) -> [Any] in
      [1600 + i] + names.indices.map { (k: Int) -> Any in (noise[k][i] - 0.5) * 3 + 0.2 * sin(Double(i) / 40) }
    }
    return csv(["year"] + names, rows)
  }

  @Test func eightProxiesThatCrossAgainAndAgainGetAPanelEachAndSaySo() throws {
    let prepared = try Self.prepare(Self.proxies())
    let choice = prepared.columns.choice
    #expect(choice.y.count == 8)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.count == 8)
    guard case .linesTangle(let lines, let tangled, let pairs)? = choice.notes.last else {
      Issue.record("no tangle note: \(choice.notes)")
      return
    }
    #expect(lines == 8 && pairs == 28 && tangled * 2 >= pairs)
    #expect(
      choice.noteSentences(in: .english).contains {
        $0.hasPrefix("One panel per line: 8 lines on one axis would cross one another too often to follow")
      })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.hasPrefix("每条线一个分面") })
    // Asked for one plot, they share it, and nothing says they tangle.
    let overlaid = try Self.prepare(Self.proxies(), layout: .overlay)
    #expect(overlaid.dataset.layout == .overlay)
    #expect(!overlaid.columns.choice.notes.contains { if case .linesTangle = $0 { true } else { false } })
  }

  /// plotly's stocks: six prices normalised to 1 on the first week, two years of weeks. They
  /// start together and drift apart; the few crossings are followed by colour.
  @Test func sixNormalisedPricesThatDriftApartStayOnOneAxis() throws {
    let names = ["GOOG", "AAPL", "AMZN", "FB", "NFLX", "MSFT"]
    let noise = names.indices.map { ChartChoiceTests.noise(104, seed: UInt64(40 + $0)) }
    var level = [Double](repeating: 1, count: names.count)
    var rows: [[Any]] = []
    for week in 0..<104 {
      let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: 7 * week, to: Date(timeIntervalSince1970: 1_514_764_800))!
      rows.append([ISO8601DateFormatter().string(from: day).prefix(10).description] + level.map { $0 as Any })
      for k in level.indices { level[k] *= 1 + 0.0015 * Double(k) + (noise[k][week] - 0.5) * 0.03 }
    }
    let prepared = try Self.prepare(Self.csv(["date"] + names, rows))
    #expect(prepared.dataset.layout == .overlay, "\(prepared.columns.choice.notes)")
    #expect(prepared.dataset.series.count == 6)
    #expect(!prepared.columns.choice.notes.contains { if case .linesTangle = $0 { true } else { false } })
  }

  /// Three noisy lines cross as often as eight, but three colours are still followed.
  @Test func threeLinesThatCrossStayOnOneAxis() throws {
    let noise = (0..<3).map { ChartChoiceTests.noise(300, seed: UInt64(60 + $0)) }
    let rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in [i + 1] + (0..<3).map { noise[$0][i] as Any } }
    let prepared = try Self.prepare(Self.csv(["time", "ewr", "jfk", "lga"], rows))
    #expect(prepared.dataset.layout == .overlay)
    #expect(prepared.dataset.series.count == 3)
  }

  /// openturns' venice: the ten highest sea levels of each year, `r1` the highest; a few
  /// years miss their lowest ranks. Ten lines inside one another are one quantity: its median
  /// over the years with the band of the middle 80%, named in the chart's language.
  static func tides() -> Data {
    let noise = ChartChoiceTests.noise(51, seed: 9)
    let rows: [[Any]] = (0..<51).map { (i: Int) -> [Any] in
      let top = 90 + Double(i) * 0.4 + noise[i] * 50
      var level = top
      let ranks: [Any] = (0..<10).map { (rank: Int) -> Any in
        level -= rank == 0 ? 0 : 1 + noise[(i + rank) % 51] * 4
        return i % 17 == 3 && rank >= 8 ? "" : level
      }
      return [1931 + i] + ranks
    }
    return csv(["Year"] + (1...10).map { "r\($0)" }, rows)
  }

  @Test func aNumberedRunOfOneQuantityIsDrawnAsItsMedianAndBand() throws {
    let prepared = try Self.prepare(Self.tides(), language: .english)
    let choice = prepared.columns.choice
    #expect(choice.y == (1...10).map { "r\($0)" })
    #expect(prepared.dataset.layout == .overlay)
    #expect(prepared.dataset.series.map(\.name) == ["r1…r10 (median)"])
    #expect(prepared.dataset.series[0].count == 51)
    #expect(prepared.dataset.others?.label == "10–90% of 10 columns")
    #expect(choice.notes.last == .runAsMedian(first: "r1", last: "r10", columns: 10))
    #expect(
      choice.noteSentences(in: .english).contains(
        "The 10 columns r1 to r10 are one numbered run of one quantity: their median is drawn, with the band from the 10th to the 90th percentile, not 10 lines on one axis."
      ))
    // The median lies within the band of each year.
    let median = prepared.dataset.series[0].ys
    let band = try #require(prepared.dataset.others)
    #expect(zip(median, zip(band.lows, band.highs)).allSatisfy { $0 >= $1.0 && $0 <= $1.1 })
    let chinese = try Self.prepare(Self.tides(), language: .simplifiedChinese)
    #expect(chinese.dataset.series.map(\.name) == ["r1…r10（中位数）"])
    #expect(chinese.dataset.others?.label == "10 列的 10–90% 区间")
  }

  /// Five sensors of one kind at their own levels, smooth and apart: a numbered run, but each
  /// line is followed, so they stay lines.
  @Test func aNumberedRunWhoseLinesKeepApartStaysLines() throws {
    let rows: [[Any]] = (0..<120).map { (i: Int) -> [Any] in
      [i] + (0..<5).map { (k: Int) -> Any in Double(k) * 4 + sin(Double(i) / 20 + Double(k)) }
    }
    let prepared = try Self.prepare(Self.csv(["minute"] + (1...5).map { "sensor\($0)" }, rows))
    #expect(prepared.dataset.series.count == 5)
    #expect(prepared.dataset.layout == .overlay)
    #expect(!prepared.columns.choice.notes.contains(.runAsMedian(first: "sensor1", last: "sensor5", columns: 5)))
  }

  /// A long table of six pollsters' daily approval, split by the pollster: one measure, but
  /// six noisy lines around one level are a panel each too.
  @Test func seriesSplitByAColumnThatTangleGetAPanelEach() throws {
    let pollsters = ["gallup", "ipsos", "rasmussen", "yougov", "morning", "economist"]
    let noise = pollsters.indices.map { ChartChoiceTests.noise(200, seed: UInt64(80 + $0)) }
    var rows: [[Any]] = []
    for day in 0..<200 {
      let date = "2017-" + String(format: "%02d", 1 + day / 28) + "-" + String(format: "%02d", 1 + day % 28)
      for (k, pollster) in pollsters.enumerated() { rows.append([date, pollster, 40 + noise[k][day] * 6]) }
    }
    let prepared = try Self.prepare(Self.csv(["day", "pollster", "approve"], rows))
    #expect(prepared.columns.choice.series == "pollster")
    #expect(prepared.dataset.series.count == 6)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.columns.choice.notes.contains { if case .linesTangle(6, _, 15) = $0 { true } else { false } })
  }

  /// vega's seattle-weather: daily precipitation (mostly 0, up to 55 mm), the highest and
  /// lowest temperature and the wind, whose values overlap: four units on one axis, every
  /// pair but the two temperatures crossing day after day.
  @Test func weatherOfFourUnitsThatOverlapGetsAPanelEach() throws {
    let noise = (0..<4).map { ChartChoiceTests.noise(365, seed: UInt64(90 + $0)) }
    let rows: [[Any]] = (0..<365).map { (i: Int) -> [Any] in
      let season = -cos(Double(i) / 365 * 2 * .pi)
      let rain = noise[0][i] > 0.6 ? (noise[0][i] - 0.6) * 40 : 0
      let high = 14 + 9 * season + (noise[1][i] - 0.5) * 6
      return [i + 1, rain, high, high - 7 - noise[2][i] * 3, 1 + noise[3][i] * 6]
    }
    let prepared = try Self.prepare(Self.csv(["day", "precipitation", "temp_max", "temp_min", "wind"], rows))
    #expect(prepared.dataset.series.count == 4)
    #expect(prepared.dataset.layout == .panels)
  }

  @Test func tangleCountsCrossingsOnlyPastTheMargin() {
    let xs = (0..<200).map(Double.init)
    // Two lines a hair apart that swap sides every step never move apart: no crossing.
    let close = (0..<4).map { k in
      Series(name: "c\(k)", xs: xs, ys: xs.map { 10 + ($0.truncatingRemainder(dividingBy: 2) == 0 ? 0.01 : -0.01) * Double(k) })
    }
    // Four lines that swap far sides every ten steps: each pair crosses 19 times.
    let swapping = (0..<4).map { k in
      Series(name: "s\(k)", xs: xs, ys: xs.map { Int($0) / 10 % 2 == 0 ? Double(k) : Double(3 - k) * 1.5 })
    }
    #expect(ChartChoice.tangle(close + [Series(name: "far", xs: xs, ys: xs.map { _ in 20 })]) == nil)
    let tangle = ChartChoice.tangle(swapping)
    #expect(tangle?.pairs == 6)
    #expect(tangle.map { $0.tangled * 2 >= $0.pairs } == true)
    #expect(ChartChoice.tangle(Array(swapping.prefix(3))) == nil)
  }

  @Test(arguments: [
    (["r1", "r2", "r3", "r4", "r5"], "r"), (["rep_1", "rep_2", "rep_3", "rep_4", "rep_5", "rep_6"], "rep"),
  ])
  func namesOfOneNumberedRunHaveItsStem(names: [String], stem: String) {
    #expect(ChartChoice.numberedRun(names) == stem)
  }

  @Test(arguments: [
    ["r1", "r2", "r3", "r4"], ["cort1", "cort2", "thal1", "thal2", "cere1"], ["r1", "r2", "r3", "r4", "r4"],
    ["gold", "silver", "bronze", "total", "other"],
  ])
  func namesOfSeveralRunsOrTooFewAreNoRun(names: [String]) {
    #expect(ChartChoice.numberedRun(names) == nil)
  }

  /// The median of many units (a panel of firms) is named in the chart's language, not the
  /// process's.
  @Test func theMedianOfManyUnitsIsNamedInTheChartsLanguage() throws {
    let noise = ChartChoiceTests.noise(40 * 3, seed: 12)
    var rows: [[Any]] = []
    for firm in 0..<40 {
      for year in 0..<3 { rows.append([410_000 + firm, 1987 + year, 20 + noise[firm * 3 + year] * 80]) }
    }
    let data = Self.csv(["fcode", "year", "employ"], rows)
    let chinese = try Self.prepare(data, language: .simplifiedChinese)
    #expect(chinese.dataset.series.map(\.name) == ["中位数"])
    #expect(chinese.dataset.others?.label == "40 个个体的 10–90% 区间")
    let english = try Self.prepare(data, language: .english)
    #expect(english.dataset.series.map(\.name) == ["median"])
  }
}
