import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Several measures share one axis only when they share a unit and a scale: measures whose
/// values lie apart (a sea level and an index, glucose and a sensor current, prices and their
/// return) get a panel each, with a note naming two of them; measures of one quantity (two
/// crude prices, a day's highest and lowest temperature, the ten highest tides of a year) stay
/// overlaid.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceApartScalesTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data, layout: Dataset.Layout? = nil) throws -> PreparedChart {
    try ChartChoiceTests.prepare(data, layout: layout)
  }

  /// openturns' fremantle: the annual mean sea level (1.2 to 1.9 m) and the SOI index (-1.8 to
  /// 2.1) of 86 years, as pandas writes it. The sizes differ less than twofold, but no value of
  /// one is where the other's bulk lies.
  static func fremantle() -> Data {
    let noise = ChartChoiceTests.noise(86, seed: 3)
    let rows: [[Any]] = (0..<86).map { (i: Int) -> [Any] in
      [i, 1897 + i, 1.3 + 0.005 * Double(i) + noise[i] * 0.2, (noise[(i * 7) % 86] - 0.5) * 3.6]
    }
    return csv(["", "Year", "SeaLevel", "SOI"], rows)
  }

  @Test func aSeaLevelAndAnIndexGetAPanelEachAndSaySo() throws {
    let prepared = try Self.prepare(Self.fremantle())
    #expect(prepared.columns.choice.y == ["SeaLevel", "SOI"])
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.columns.choice.notes.last == .scalesApart(first: "SeaLevel", second: "SOI"))
    let choice = prepared.columns.choice
    #expect(
      choice.noteSentences(in: .english).contains(
        "One panel per measure: SeaLevel and SOI lie apart, as values of different units do."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("SeaLevel") && $0.contains("分面") })
    // Asked for one plot, they share it, and nothing says otherwise.
    let overlaid = try Self.prepare(Self.fremantle(), layout: .overlay)
    #expect(overlaid.dataset.layout == .overlay)
    #expect(!overlaid.columns.choice.notes.contains(.scalesApart(first: "SeaLevel", second: "SOI")))
  }

  /// bokeh's CGM: a glucose sensor's current (8 to 35 nA) and the glucose it stands for (74 to
  /// 244 mg/dL) every five minutes: two units, whose sizes differ less than tenfold.
  @Test func aSensorCurrentAndGlucoseGetAPanelEach() throws {
    let noise = ChartChoiceTests.noise(288, seed: 8)
    let rows: [[Any]] = (0..<288).map { (i: Int) -> [Any] in
      let time = "2010-03-24T" + String(format: "%02d", i / 12) + ":" + String(format: "%02d", i % 12 * 5) + ":00"
      let glucose = 80 + 150 * (0.5 + 0.5 * sin(Double(i) / 30)) + noise[i] * 10
      return [time, (glucose / 7 + noise[(i * 5) % 288] * 2), glucose.rounded()]
    }
    let prepared = try Self.prepare(Self.csv(["datetime", "isig", "glucose"], rows))
    #expect(prepared.columns.choice.y == ["isig", "glucose"])
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.columns.choice.notes.last == .scalesApart(first: "isig", second: "glucose"))
  }

  /// vega's ohlc: the four prices of a share (23 to 33) overlaid, but its return in percent
  /// (-11 to 16) is another unit: a panel each, the close standing for the four prices. Without
  /// the return, the prices share an axis.
  @Test func pricesAndTheirReturnGetPanelsAndPricesAloneShareAnAxis() throws {
    let noise = ChartChoiceTests.noise(60, seed: 11)
    var close = 28.0
    var rows: [[Any]] = []
    for i in 0..<60 {
      let open = close + (noise[(i * 11) % 60] - 0.5) * 0.6
      close = min(33, max(23, open + (noise[i] - 0.5) * 3))
      let day = "2009-" + String(format: "%02d", i / 28 + 6) + "-" + String(format: "%02d", i % 28 + 1)
      rows.append([day, open, max(open, close) + 0.4, min(open, close) - 0.4, close, (close / open - 1) * 100 * 4])
    }
    let withReturn = try Self.prepare(Self.csv(["date", "open", "high", "low", "close", "ret"], rows))
    #expect(withReturn.dataset.layout == .panels)
    // The close stands for the four prices beside the return, and the notes say both.
    let choice = withReturn.columns.choice
    #expect(choice.y == ["close", "ret"])
    #expect(withReturn.dataset.series.map(\.name) == ["close", "ret"])
    #expect(
      choice.notes.suffix(2) == [.scalesApart(first: "close", second: "ret"), .pricesAsClose(close: "close", others: ["open", "high", "low"])])
    #expect(
      choice.noteSentences(in: .english).contains(
        "close stands for open, high, low: the prices of one share are drawn once, beside the measures of other units."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.hasPrefix("以 close 代表") })
    #expect(choice.skipped.map(\.name).contains("open"))
    let prices = rows.map { Array($0.prefix(5)) }
    let alone = try Self.prepare(Self.csv(["date", "open", "high", "low", "close"], prices))
    #expect(alone.dataset.layout == .overlay)
  }

  /// arch's crude: Brent and WTI, one price, overlap everywhere; openturns' venice: the ten
  /// highest tides of each year, whose medians lie apart (r1 around 118 cm, r8 around 92) but
  /// whose names say they are one quantity.
  @Test func oneQuantityStaysOnOneAxisByItsValuesOrByItsNames() throws {
    let noise = ChartChoiceTests.noise(80, seed: 5)
    let rows: [[Any]] = (0..<80).map { (i: Int) -> [Any] in
      let price = 15 + Double(i) * 1.2 + noise[i] * 10
      let month = String(1990 + i / 12) + "-" + String(format: "%02d", i % 12 + 1) + "-01"
      return [month, price, price * (0.92 + noise[(i * 3) % 80] * 0.1)]
    }
    let prices = try Self.prepare(Self.csv(["Date", "Brent", "WTI"], rows))
    #expect(prices.dataset.layout == .overlay)

    let tides: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let top: Double = 112 + noise[i] * 30
      let ranked: [Double] = (0..<8).map { (rank: Int) -> Double in
        top - 4 - Double(rank) * 4 - noise[(i + rank) % 60] * 3
      }
      return [1931 + i] + ranked.map { $0 as Any }
    }
    let venice = try Self.prepare(Self.csv(["Year"] + (1...8).map { "r\($0)" }, tides))
    #expect(venice.columns.choice.y.count == 8)
    #expect(venice.dataset.layout == .overlay)
  }

  @Test(arguments: [
    ("Open", ""), ("Adj Close", ""), ("TMAX", "t"), ("temp_min", "temp"), ("r10", "r"), ("cort1", "cort"),
    ("GHI (W/m^2)", "(w/m^2)"), ("knorr_extreme2", "knorr extreme"),
  ])
  func namesThatSayTheirQuantityHaveAFamily(name: String, family: String) {
    #expect(ChartChoice.family(of: name) == family)
  }

  @Test(arguments: ["SeaLevel", "SOI", "glucose", "ret", "Volume", "distance"])
  func namesThatAreOnlyTheirWordsSayNothingShared(name: String) {
    #expect(ChartChoice.family(of: name) == nil)
  }

  /// glucose (74 to 244) and the sensor current (8 to 35): apart; a measure with no value at
  /// all takes no part.
  @Test func scalesApartComparesEachMedianWithTheOthersBulk() {
    let current = Series(name: "isig", xs: (0..<100).map(Double.init), ys: (0..<100).map { 8 + Double($0) * 0.27 })
    let glucose = Series(name: "glucose", xs: current.xs, ys: (0..<100).map { 74 + Double($0) * 1.7 })
    let empty = Series(name: "note", xs: current.xs, ys: Array(repeating: .nan, count: 100))
    #expect(ChartChoice.scalesApart([current, empty, glucose])! == (first: "isig", second: "glucose"))
    let overlapping = Series(name: "sensor", xs: current.xs, ys: (0..<100).map { 10 + Double($0) * 2 })
    // The sensor's median (110) lies within glucose's bulk: one scale, and the current joins it
    // through the sensor (the current's median, 21.5, lies within the sensor's bulk).
    #expect(ChartChoice.scalesApart([current, overlapping, glucose]) == nil)
    #expect(ChartChoice.scalesApart([current, empty]) == nil)
  }
}
