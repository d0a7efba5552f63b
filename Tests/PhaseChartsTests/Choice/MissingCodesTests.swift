import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Numbers written for "no value" are read as missing (#32, s28, h44d): `edudata`'s health
/// survey wrote 77777 (does not drink) and 99999 (no answer) among amounts of 1 to 20, and the
/// WNBA's shots wrote ±214 748 364 for the coordinates of free throws; drawn as values, the
/// scatters were three or four dots in their corners.
@Suite(.timeLimit(.minutes(5))) struct MissingCodesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// Deterministic noise in 0..<1.
  static func noise(_ row: Int, _ salt: Int = 0) -> Double {
    Double((row * 7_919 + salt * 104_729 + 13) % 1_000) / 1_000
  }

  static func codes(in prepared: PreparedChart) -> [String: [Double]] {
    var found: [String: [Double]] = [:]
    for case .missingCodes(let column, let codes, _) in prepared.columns.choice.notes { found[column] = codes }
    return found
  }

  /// A survey's amounts with the codes of two answers that are no amount: both read as missing
  /// in both columns, each column said once, and no point is drawn at a code.
  @Test func surveyCodesAreMissing() throws {
    var text = "sex,sake,wine\n"
    for row in 0..<300 {
      let sake = row % 9 == 0 ? "77777" : row % 13 == 0 ? "99999" : String(1 + row % 20)
      let wine = row % 7 == 0 ? "99999" : row % 11 == 0 ? "77777" : String(1 + (row * 3) % 17)
      text += "\(row % 2 == 0 ? "M" : "F"),\(sake),\(wine)\n"
    }
    let prepared = try Self.prepare(text)
    let found = Self.codes(in: prepared)
    #expect(Set(found["sake"] ?? []) == [77_777, 99_999])
    #expect(Set(found["wine"] ?? []) == [77_777, 99_999])
    #expect(prepared.columns.choice.notes.filter { if case .missingCodes = $0 { true } else { false } }.count == 2)
    let values = prepared.dataset.series.flatMap { $0.xs + $0.ys }
    #expect(!values.isEmpty)
    #expect(values.allSatisfy { $0 <= 20 })
    let sentence = try #require(prepared.columns.choice.noteSentences(in: .english).first { $0.contains("sake") && $0.contains("codes") })
    #expect(sentence.contains("77777") && sentence.contains("99999"))
  }

  /// Shot coordinates with a tenth of the int32 limits for free throws, as the WNBA's feed
  /// writes them: read as missing on either side of the court.
  @Test func int32OverflowCodesAreMissing() throws {
    var text = "game,coordinate_x,coordinate_y\n"
    for row in 0..<400 {
      let freeThrow = row % 10 == 0
      let x = freeThrow ? (row % 20 == 0 ? "214748364" : "-214748364") : String(format: "%.1f", 50 * Self.noise(row) - 25)
      let y = freeThrow ? x : String(format: "%.1f", 40 * Self.noise(row, 1))
      text += "g\(row / 100),\(x),\(y)\n"
    }
    let prepared = try Self.prepare(text)
    let found = Self.codes(in: prepared)
    let drawn = Set(found.keys)
    #expect(!drawn.isEmpty)
    for codes in found.values { #expect(Set(codes) == [214_748_364, -214_748_364]) }
    #expect(prepared.dataset.series.flatMap { $0.xs + $0.ys }.allSatisfy { $0.magnitude <= 1_000 })
  }

  /// A river gauge's daily flows over 240 dates, `fill` written for the ten days the gauge was
  /// down.
  static func gauge(fill: String) -> String {
    var text = "date,flow\n"
    for row in 0..<240 {
      let flow = (100..<110).contains(row) ? fill : String(format: "%.2f", 20 + 15 * Self.noise(row))
      text += String(format: "2020-%02d-%02d,%@\n", 1 + row / 28, 1 + row % 28, flow)
    }
    return text
  }

  /// A river gauge's flows with -99999 for the hours the gauge was down, over dates: the flows
  /// are the line, and the dates are never read for codes.
  @Test func gaugeFillValuesOverDatesAreMissing() throws {
    let prepared = try Self.prepare(Self.gauge(fill: "-99999.0"))
    #expect(Self.codes(in: prepared)["flow"] == [-99_999])
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.dataset.series[0].ys.allSatisfy { $0 >= 0 })
  }

  /// The sanitizer's own sentinels in a measure (-9999, -999) are left to it: no note, and its
  /// report counts them as sentinels, as the embedded sample's report always has.
  @Test func theSanitizersSentinelsAreLeftToIt() throws {
    let prepared = try Self.prepare(Self.gauge(fill: "-9999"))
    #expect(Self.codes(in: prepared)["flow"] == nil)
    #expect(prepared.report[.sentinel] == 10)
    #expect(prepared.dataset.series[0].ys.allSatisfy { $0 >= 0 })
  }

  /// Code shapes: runs of 7, 8 or 9 with their sign and decimals, limits, powers of ten; and
  /// numbers that are not (1999, 998, 99.5, 12).
  @Test(arguments: [
    (999.0, true), (-999.0, true), (9_999.9, true), (77_777.0, true), (88_888.0, true), (-99.0, true),
    (214_748_364.0, true), (-214_748_406.75, true), (-2_147_483_648.0, true), (1e20, true), (-1e30, true), (9.96921e36, true),
    (1_999.0, false), (998.0, false), (99.5, false), (99.0, false), (12.0, false), (1e14, false), (-98.0, false),
  ])
  func codeShapes(value: Double, isCode: Bool) {
    #expect(MissingCodes.isCodeShaped(value) == isCode)
  }

  /// Negative: a real 9999 among values from 9990 to 10010 (a gauge's level in millimetres) is
  /// inside the bulk, and stays.
  @Test func aCodeShapedValueInsideTheBulkStays() throws {
    var text = "time,level\n"
    for row in 0..<200 {
      text += "\(row),\(row % 20 == 0 ? 9_999 : 9_990 + Int(20 * Self.noise(row)))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.codes(in: prepared).isEmpty)
    #expect(prepared.dataset.series[0].ys.filter { $0 == 9_999 }.count >= 10)
  }

  /// Negative: a year column that holds 1999 among other years is no code.
  @Test func aYearColumnKeeps1999() throws {
    var text = "year,sales\n"
    for row in 0..<60 { text += "\(1_990 + row % 30),\(100 + row)\n" }
    let prepared = try Self.prepare(text)
    #expect(Self.codes(in: prepared).isEmpty)
  }

  /// Negative: an id column of 99999 (a catch-all account) is a name, never a code.
  @Test func anIDColumnKeeps99999() throws {
    var text = "customer_id,spend,visits\n"
    for row in 0..<200 {
      text += "\(row % 25 == 0 ? 99_999 : 1_000 + row),\(String(format: "%.2f", 100 * Self.noise(row))),\(1 + row % 9)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.codes(in: prepared)["customer_id"] == nil)
    #expect(MissingCodes.isExempt(name: "customer_id"))
  }

  /// Negative: a shop's price of 999 (a laptop, twice) far above the other prices is a price.
  @Test func aShopsPriceOf999Stays() throws {
    var text = "item,price,sold\n"
    for row in 0..<120 {
      let price = row % 60 == 7 ? "999" : String(format: "%.2f", 5 + 60 * Self.noise(row))
      text += "item\(row),\(price),\(Int(50 * Self.noise(row, 2)))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(Self.codes(in: prepared).isEmpty)
    let values = prepared.dataset.series.flatMap { $0.xs + $0.ys }
    #expect(values.contains(999))
  }

  /// Negative: one 99999 alone is more likely a value than a code: it must repeat.
  @Test func aSingleCodeShapedValueStays() {
    let values = (0..<100).map { Double($0 % 20) } + [99_999]
    #expect(MissingCodes.find(in: [values]) == nil)
    #expect(MissingCodes.find(in: [values + [99_999]])?.codes == [99_999])
  }

  /// A long column with no code-shaped number in its probe is not read further; one with a
  /// code in it is counted whole.
  @Test func aLongColumnIsProbedFirst() {
    var values = (0..<1_000_000).map { Double($0 % 1_000) / 10 }
    #expect(MissingCodes.find(in: [values]) == nil)
    let gaps = Array(Swift.stride(from: 5, to: values.count, by: 49))
    for index in gaps { values[index] = -9_999 }
    let found = MissingCodes.find(in: [values])
    #expect(found?.codes == [-9_999])
    #expect(found?.rows == gaps.count)
  }

  /// The documented sentinels still drop -999 as y in the sanitizer, codes read or not.
  @Test func sanitizerSentinelsStillDrop() {
    let series = Series(name: "y", xs: [0, 1, 2, 3], ys: [1, -999, 2, -9_999])
    let (clean, _) = series.sanitized(SanitizationOptions())
    #expect(clean.ys == [1, 2])
  }

  /// Codes are not looked for when the option is off.
  @Test func detectionCanBeTurnedOff() throws {
    var text = "a,b\n"
    for row in 0..<100 { text += "\(row),\(row % 10 == 0 ? "99999" : String(row % 17))\n" }
    var options = DecodeOptions()
    options.detectsMissingCodes = false
    let table = try ChartDecoder.decodeTable(Data(text.utf8), options: options)
    #expect(table.dataset.series.flatMap(\.ys).contains(99_999))
    let read = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(!read.dataset.series.flatMap(\.ys).contains(99_999))
  }
}
