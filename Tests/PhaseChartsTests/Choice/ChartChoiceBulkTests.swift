import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Axes cut to the bulk: a few far values that would squash the rest into a sliver of an even
/// axis (a station map pressed into a line by one station on another continent, orders in a
/// thin funnel under a few huge losses) are drawn at the edge of an axis that shows the bulk,
/// counted in a note; a measure an even axis shows well keeps every value in view.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceBulkTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  /// 80 metro stations of Paris (longitude 2.25 to 2.45, latitude 48.80 to 48.90) and one whose
  /// latitude was written 8.86: on an even axis the map is one line at the top.
  static func stations(farLatitude: Double? = 8.86) -> Data {
    let noise = ChartChoiceTests.noise(160)
    var rows: [[Any]] = (0..<80).map { (i: Int) -> [Any] in
      ["station \(i)", 2.25 + noise[i] * 0.2, 48.8 + noise[80 + i] * 0.1]
    }
    if let farLatitude { rows.append(["far station", 2.36, farLatitude]) }
    return csv(["name", "longitude", "latitude"], rows)
  }

  @Test func aMapSquashedByOneFarStationShowsTheBulkAndCountsTheStation() throws {
    let prepared = try Self.prepare(Self.stations())
    let dataset = prepared.dataset
    #expect(dataset.mark == .points)
    let range = try #require(dataset.yAxisRange)
    #expect(range.lowerBound > 48.7 && range.lowerBound < 48.8)
    // Nothing lies above the bulk: the axis ends just past the northernmost station.
    #expect(range.upperBound > 48.85 && range.upperBound < 48.91)
    #expect(dataset.xAxisRange == nil)
    // Nothing is dropped: the far station is still a point of the dataset, beyond the axis.
    #expect(dataset.pointCount == 81)
    #expect(dataset.beyondAxisCount == 1)
    let sentences = prepared.columns.choice.noteSentences(in: .english)
    #expect(
      sentences.contains(
        "latitude axis cut to the bulk of its values: 1 of 81 points lie beyond it, drawn at its edge as open triangles (farthest 8.86)."
      ))
    #expect(
      prepared.columns.choice.noteSentences(in: .simplifiedChinese).contains(
        "latitude 轴只显示大部分数值：81 个点中有 1 个超出范围，以空心三角画在轴的边缘（最远为 8.86）。"))
  }

  @Test func aMapWithoutAFarStationKeepsEveryValueInView() throws {
    let prepared = try Self.prepare(Self.stations(farLatitude: nil))
    #expect(prepared.dataset.xAxisRange == nil)
    #expect(prepared.dataset.yAxisRange == nil)
    #expect(!prepared.columns.choice.notes.contains { if case .beyondAxis = $0 { true } else { false } })
  }

  /// Profit of 300 orders (signed: no log axis can place it), most within ±60, three losses and
  /// profits in the thousands: the profit axis shows the bulk.
  @Test func signedValuesWithAFewFarOnesAreCutWhereALogAxisCannotHelp() throws {
    let noise = ChartChoiceTests.noise(600)
    var rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      [i + 1, (noise[i] - 0.5) * 120, 20 + noise[300 + i] * 80]
    }
    rows[10][1] = -6600.0
    rows[20][1] = 8400.0
    rows[30][1] = 4900.0
    let prepared = try Self.prepare(Self.csv(["", "Profit", "Quantity"], rows))
    #expect(prepared.dataset.mark == .points)
    let range = try #require(prepared.dataset.xAxisRange)
    #expect(range.lowerBound > -100 && range.upperBound < 100)
    #expect(prepared.dataset.xScale == .linear)
    #expect(
      prepared.columns.choice.notes.contains(.beyondAxis(column: "Profit", count: 3, total: 300, farthest: 8400)))
  }

  /// Waiting times (exponential): skewed, a long tail, but the bulk spans most of the axis: no
  /// value is far enough from the rest to cut it.
  @Test func aSkewedMeasureThatAnEvenAxisShowsKeepsItsWholeAxis() {
    let noise = ChartChoiceTests.noise(500)
    let waits = noise.map { -log(1 - $0 * 0.999) * 10 }
    #expect(ChartChoice.bulk([waits]) == nil)
  }

  /// One value in ten far out is a tail, not a handful: the axis keeps it.
  @Test func aTailOfManyFarValuesIsNotCut() {
    let noise = ChartChoiceTests.noise(200)
    let values = noise.enumerated().map { $0.offset % 10 == 0 ? 1000 + $0.element * 5000 : $0.element }
    #expect(ChartChoice.bulk([values]) == nil)
  }

  @Test func fewValuesOrNoSpreadAreNeverCut() {
    #expect(ChartChoice.bulk([[1, 2, 3, 4, 5, 1e9]]) == nil)
    #expect(ChartChoice.bulk([Array(repeating: 5, count: 100) + [1e9]]) == nil)
    let cut = ChartChoice.bulk([Array(stride(from: 0.0, to: 100, by: 1)) + [1e6]])
    #expect(cut?.count == 1)
    #expect(cut?.farthest == 1e6)
    #expect(cut?.total == 101)
  }

  /// Homicides per county (76 counties with 0 to 68, three cities with hundreds): a long thin
  /// tail above a bulk whose 1–99% range still spans half the axis; the 5–95% range, widened,
  /// holds all but the three.
  @Test func aFewCitiesAboveCountiesAreCutByTheWiderBulk() {
    let counts = (0..<76).map { Double($0) * 0.9 } + [450, 600, 1238]
    let cut = ChartChoice.bulk([counts])
    #expect(cut?.count == 3)
    #expect(cut?.farthest == 1238)
    #expect(cut.map { $0.range.upperBound < 100 } == true)
  }

  /// Charging costs: nine sessions in ten free, the rest spread from 0.5 to 7.5 dollars along
  /// the tariff. The bulk is one value piled up; the rest is the data, and stays in view.
  @Test func aPileOfOneValueIsNotABulkToCutTo() {
    let noise = ChartChoiceTests.noise(400)
    let dollars: [Double] = noise.enumerated().map { (i: Int, value: Double) -> Double in i % 10 == 0 ? 0.5 + value * 7 : 0 }
    #expect(ChartChoice.bulk([dollars]) == nil)
  }

  /// A line of particle counts over a year with spikes in 4 of 100 readings: the spikes are the
  /// story of a series, and more than a handful: a line keeps them (only the first tier applies
  /// to lines), where points would be cut.
  @Test func aLinesSpikesStayInViewWhereAScatterIsCut() throws {
    let noise = ChartChoiceTests.noise(300)
    let readings: [Double] = (0..<300).map { (i: Int) -> Double in
      i % 25 == 3 ? 900 + noise[i] * 100 : 10 + noise[i] * 20
    }
    #expect(ChartChoice.bulk([readings]) != nil)
    #expect(ChartChoice.bulk([readings], tiers: Array(ChartChoice.bulkTiers.prefix(1))) == nil)
    let rows: [[Any]] = readings.enumerated().map { (i: Int, value: Double) -> [Any] in
      [String(format: "2024-01-01T%02d:%02d:00", i / 60, i % 60), value]
    }
    let prepared = try Self.prepare(Self.csv(["time", "pm10"], rows))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.yAxisRange == nil)
  }

  /// Swift Charts draws what `plotPoints` gives it: the far value moved to the edge and flagged,
  /// the others as they are.
  @Test func plotPointsMoveTheFarValueToTheEdgeAndFlagIt() {
    var dataset = Dataset(
      xLabel: "x", series: [Series(name: "y", xs: [1, 2, 3, 4], ys: [10, 11, 900, 12])], mark: .points)
    dataset.yAxisRange = 9...13
    let points = dataset.plotPoints(forWidth: 320, method: .none)
    #expect(points.count == 4)
    #expect(points.map(\.y) == [10, 11, 13, 12])
    #expect(points.map(\.isBeyondAxis) == [false, false, true, false])
    #expect(dataset.clampedToAxisRanges().series[0].ys == [10, 11, 13, 12])
    #expect(dataset.beyondAxisCount == 1)
  }
}

/// Times of day read from `00:15`-style columns mark the dataset's x as a clock.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceClockAxisTests {
  @Test func timesOfDayMakeAClockAxis() throws {
    let rows: [[Any]] = (0..<96).map { (i: Int) -> [Any] in
      [String(format: "%02d:%02d", i / 4, (i % 4) * 15), 40 + Double(i % 7), 30 + Double(i % 5)]
    }
    let prepared = try ChartPipeline().prepare(ChartChoiceTests.csv(["time", "weekday", "saturday"], rows))
    #expect(prepared.columns.choice.notes.contains(.timesOfDay(column: "time")))
    #expect(prepared.dataset.xIsTimeOfDay)
    #expect(prepared.dataset.xKind == .number)
  }
}
