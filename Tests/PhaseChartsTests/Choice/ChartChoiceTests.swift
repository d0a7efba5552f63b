import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The chart a careful analyst would draw, on tables shaped like the ones people export: R's
/// `write.csv` (a `""` or `rownames` first column) and pandas' `to_csv` (an unnamed index).
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceTests {
  /// A CSV from a header and rows, with R's quoting of words.
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data {
    func cell(_ value: Any) -> String {
      if let text = value as? String { return "\"\(text)\"" }
      return "\(value)"
    }
    let lines = [header.map { "\"\($0)\"" }.joined(separator: ",")] + rows.map { $0.map(cell).joined(separator: ",") }
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  static func prepare(_ data: Data, layout: Dataset.Layout? = nil) throws -> PreparedChart {
    try ChartPipeline(layout: layout).prepare(data)
  }

  /// A seeded sequence of values in no order, the same on every run.
  static func noise(_ count: Int, seed: UInt64 = 7) -> [Double] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 33) / Double(1 << 31)
    }
  }

  /// The README's example of the choice line.
  @Test func rRowNamesAreSkippedAndTimeIsX() throws {
    // AirPassengers as R's write.csv writes it: rownames, time (decimal years), value.
    let rows: [[Any]] = (0..<144).map { (i: Int) -> [Any] in
      let time: Double = 1949 + Double(i) / 12
      return [i + 1, time, 112 + i * 2]
    }
    let prepared = try Self.prepare(Self.csv(["rownames", "time", "value"], rows))
    let choice = prepared.columns.choice
    #expect(choice.x == "time")
    #expect(choice.y == ["value"])
    #expect(choice.skipped == [.init(name: "rownames", role: .rowIndex)])
    #expect(prepared.dataset.series.map(\.name) == ["value"])
    #expect(choice.summary(in: .english) == "x: time · y: value · skipped: rownames (row numbers)")
    #expect(choice.summary(in: .simplifiedChinese) == "x：time · y：value · 未使用：rownames（行号）")
  }

  @Test(arguments: ["", "Unnamed: 0", "...1", "index", "X"])
  func anIndexColumnIsNeverAMeasure(name: String) throws {
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in
      let day: String = "2020-01-" + String(format: "%02d", i + 1)
      return [i, day, 10 + i % 7]
    }
    let prepared = try Self.prepare(Self.csv([name, "day", "sales"], rows))
    #expect(prepared.columns.choice.x == "day")
    #expect(prepared.columns.choice.y == ["sales"])
    #expect(prepared.dataset.series.count == 1)
  }

  @Test func idsDatePartsAndCodesAreNotMeasures() throws {
    let noise = Self.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let when: String = "2021-03-" + String(format: "%02d", i % 28 + 1) + "T" + String(format: "%02d", i / 28) + ":00:00Z"
      let sales: Double = 100 + noise[i]
      return [when, 1000 + i * 7, 2021, 3, i % 7, i % 2, sales]
    }
    let prepared = try Self.prepare(
      Self.csv(["when", "user_id", "year", "month", "day_of_week", "promo", "sales"], rows))
    let choice = prepared.columns.choice
    #expect(choice.y == ["sales"])
    let roles = Dictionary(uniqueKeysWithValues: choice.columns.map { ($0.name, $0.role) })
    #expect(roles["user_id"] == .id)
    #expect(roles["year"] == .datePart && roles["month"] == .datePart && roles["day_of_week"] == .datePart)
    #expect(roles["promo"] == .code)
  }

  @Test func oneNumberPerWordIsBarsSortedByValue() throws {
    let rows: [[Any]] = [[1, "France", 2.9], [2, "Germany", 4.1], [3, "Malta", 0.02], [4, "Spain", 1.4]]
    let prepared = try Self.prepare(Self.csv(["", "country", "gdp"], rows))
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.xKind == .category)
    #expect(prepared.dataset.categories == ["Germany", "France", "Spain", "Malta"])
    #expect(prepared.dataset.series[0].ys == [4.1, 2.9, 1.4, 0.02])
    #expect(prepared.columns.choice.notes.first == .barsPerLabel(column: "country", sortedByValue: true))
  }

  @Test func chemicalsNamedByCASNumbersAreBarsNotUnreadDates() throws {
    let rows: [[Any]] = [["7440-29-1", 57.1], ["64-17-5", 8.0], ["7732-18-5", 0.0], ["50-00-0", 11.0]]
    let prepared = try Self.prepare(Self.csv(["CAS", "cetane"], rows))
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.categories.first == "7440-29-1")
    #expect(ColumnPlan.looksUnreadDate("2024.01.01") && ColumnPlan.looksUnreadDate("1/31/24"))
    #expect(!ColumnPlan.looksUnreadDate("7440-29-1") && !ColumnPlan.looksUnreadDate("20-29"))
  }

  @Test func wordsWithAnOrderOfTheirOwnKeepIt() throws {
    let rows: [[Any]] = [["0-9", 12], ["10-19", 30], ["20-49", 25], ["50+", 40]]
    let prepared = try Self.prepare(Self.csv(["age", "count"], rows))
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.dataset.categories == ["0-9", "10-19", "20-49", "50+"])
  }

  @Test func valuesPerCategoryArePointsAtEachCategory() throws {
    // PlantGrowth: weight by group.
    let rows: [[Any]] = (0..<30).map { (i: Int) -> [Any] in
      let weight: Double = 4 + Self.noise(30)[i] * 2
      return [i + 1, weight, ["ctrl", "trt1", "trt2"][i / 10]]
    }
    let prepared = try Self.prepare(Self.csv(["", "weight", "group"], rows))
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.xKind == .category)
    #expect(prepared.dataset.categories == ["ctrl", "trt1", "trt2"])
    #expect(prepared.dataset.pointCount == 30)
  }

  @Test func oneMeasureInNoOrderIsAHistogram() throws {
    let values = Self.noise(500).map { 150 + $0 * 40 }
    let rows: [[Any]] = values.enumerated().map { (pair: (offset: Int, element: Double)) -> [Any] in [pair.offset + 1, pair.element] }
    let prepared = try Self.prepare(Self.csv(["", "height"], rows))
    #expect(prepared.dataset.mark == .histogram)
    let width = try #require(prepared.dataset.binWidth)
    let counts = prepared.dataset.series[0].ys
    #expect(counts.reduce(0, +) == 500)
    #expect((5...100).contains(counts.count))
    // Bin edges are round numbers.
    #expect([1.0, 2, 2.5, 5, 10, 20, 25, 50].contains(width))
    guard case .histogram(let bins, .freedmanDiaconis) = prepared.columns.choice.notes.first else {
      Issue.record("expected a Freedman–Diaconis note, got \(prepared.columns.choice.notes)")
      return
    }
    #expect(bins == counts.count)
  }

  @Test func oneMeasureThatFollowsOnIsALineOverTheRowNumber() throws {
    // lynx, as R writes a ts without its time: "","x".
    let rows: [[Any]] = (0..<114).map { (i: Int) -> [Any] in
      let x: Double = 1000 + 800 * sin(Double(i) / 1.5)
      return [i + 1, x]
    }
    let prepared = try Self.prepare(Self.csv(["", "x"], rows))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.columns.choice.x == nil)
    #expect(prepared.columns.choice.xAxisTitle(in: .english) == "row")
    #expect(prepared.dataset.series[0].xs.first == 1)
  }

  @Test func aSeasonalSeriesWithoutDatesIsALineNotAHistogram() throws {
    // Monthly sales with a strong season: little lag-1 correlation, a lot at lag 12.
    let noise = Self.noise(144)
    let rows: [[Any]] = (0..<144).map { (i: Int) -> [Any] in
      let season: Double = [0, 9, -9, 0, 9, -9, 0, 9, -9, 0, 9, -9][i % 12] * 10
      return [i + 1, 1000 + season + noise[i] * 20]
    }
    let prepared = try Self.prepare(Self.csv(["", "sales"], rows))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.columns.choice.notes == [.linesOverRows])
  }

  @Test func rowsNamedByWordsArePointsEvenWhenTheirMeasuresRunDownTheTable() throws {
    // Cars sorted by make: each measure drifts down the table, but the rows are cars.
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let weight: Double = 2000 + Double(i) * 20
      let price: Double = 9000 + Double(i) * 150 + Self.noise(60)[i] * 500
      return [i + 1, ["audi", "bmw", "fiat"][i / 20], weight, price]
    }
    let prepared = try Self.prepare(Self.csv(["", "make", "weight", "price"], rows))
    #expect(prepared.dataset.mark != .line || prepared.columns.choice.x == "weight")
    #expect(prepared.columns.choice.notes != [.linesOverRows])
  }

  @Test func aSortedFirstMeasureWithRepeatsIsXForPoints() throws {
    // cars: speed (sorted, repeating) and stopping distance.
    let speeds = [4, 4, 7, 7, 8, 9, 10, 10, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14]
    let rows: [[Any]] = speeds.enumerated().map { (pair: (offset: Int, element: Int)) -> [Any] in
      [pair.offset + 1, pair.element, pair.element * 3 + pair.offset % 5]
    }
    let prepared = try Self.prepare(Self.csv(["", "speed", "dist"], rows))
    #expect(prepared.columns.choice.x == "speed")
    #expect(prepared.columns.choice.y == ["dist"])
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.pointCount == 20)
  }

  @Test func crossSectionalMeasuresArePointsOfOneAgainstAnother() throws {
    let a = Self.noise(200, seed: 1)
    let b = Self.noise(200, seed: 2)
    let c = Self.noise(200, seed: 3)
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let crim: Double = a[i] * 10
      let rm: Double = 4 + b[i] * 4
      let tax: Double = 200 + c[i] * 500
      return [i + 1, crim, rm, tax]
    }
    let prepared = try Self.prepare(Self.csv(["", "crim", "rm", "tax"], rows))
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.columns.choice.x == "crim")
    #expect(prepared.columns.choice.y == ["rm"])
    #expect(prepared.columns.choice.notes == [.rowsAreObservations(x: "crim", y: "rm")])
  }

  @Test func longitudeAndLatitudeAreAMap() throws {
    let a = Self.noise(100, seed: 4)
    let b = Self.noise(100, seed: 5)
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in
      let latitude: Double = 30 + a[i] * 20
      let longitude: Double = -120 + b[i] * 50
      return [i + 1, "airport \(i)", latitude, longitude, Int(a[i] * 3000)]
    }
    let prepared = try Self.prepare(Self.csv(["", "name", "lat", "lon", "altitude"], rows))
    #expect(prepared.columns.choice.x == "lon")
    #expect(prepared.columns.choice.y == ["lat"])
    #expect(prepared.dataset.mark == .points)
  }

  @Test func birthdaysInNoOrderArePointsAndAShuffledDailySeriesIsALine() throws {
    let spread = Self.noise(200, seed: 9)
    let people: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      let day = Date(timeIntervalSince1970: -1e9 + spread[i] * 2e9)
      return [String(ISO8601DateFormatter().string(from: day).prefix(10)), 150 + Double(i % 40)]
    }
    #expect(try Self.prepare(Self.csv(["birthday", "height"], people)).dataset.mark == .points)
    let order = Self.noise(200, seed: 10).enumerated().sorted { $0.element < $1.element }.map(\.offset)
    let days: [[Any]] = order.map { (i: Int) -> [Any] in
      let day = Date(timeIntervalSince1970: 1.6e9 + Double(i) * 86_400)
      return [String(ISO8601DateFormatter().string(from: day).prefix(10)), Double(i % 9)]
    }
    #expect(try Self.prepare(Self.csv(["day", "sales"], days)).dataset.mark == .line)
  }

  @Test func measuresOnScalesThatDifferGetPanels() throws {
    let rows: [[Any]] = (0..<50).map { (i: Int) -> [Any] in
      let time: String = "2020-01-" + String(format: "%02d", i % 28 + 1) + "T" + String(format: "%02d", i / 28) + ":00:00Z"
      let price: Double = 100 + Double(i % 9)
      let volume: Double = 1e7 + Double(i) * 1e5
      return [time, price, volume]
    }
    let prepared = try Self.prepare(Self.csv(["time", "price", "volume"], rows))
    #expect(prepared.dataset.layout == .panels)
    guard case .scalesDiffer(let ratio) = prepared.columns.choice.notes.last else {
      Issue.record("no scales note: \(prepared.columns.choice.notes)")
      return
    }
    #expect(ratio > 20)
    // Asked for one plot, they share it.
    #expect(try Self.prepare(Self.csv(["time", "price", "volume"], rows), layout: .overlay).dataset.layout == .overlay)
  }

  @Test func measuresOnOneScaleShareAnAxis() throws {
    let rows: [[Any]] = (0..<50).map { (i: Int) -> [Any] in
      let time: String = "2020-02-" + String(format: "%02d", i % 28 + 1) + "T" + String(format: "%02d", i / 28) + ":00:00Z"
      let high: Double = 20 + Double(i % 9)
      let low: Double = 10 + Double(i % 5)
      return [time, high, low]
    }
    let prepared = try Self.prepare(Self.csv(["time", "temp_max", "temp_min"], rows))
    #expect(prepared.dataset.layout == .overlay)
  }

  @Test func pastTwelveSeriesTheLargestAreDrawnAndTheOthersAreOneBand() throws {
    var rows: [[Any]] = []
    for station in 0..<40 {
      for year in 2000..<2010 {
        let level: Double = Double(station) + Double(year - 2000) / 10
        rows.append([year, "s\(station)", level])
      }
    }
    let prepared = try Self.prepare(Self.csv(["year", "station", "level"], rows))
    #expect(prepared.dataset.series.count == 12)
    #expect(prepared.dataset.series.map(\.name).contains("s39"))
    #expect(!prepared.dataset.series.map(\.name).contains("s0"))
    let others = try #require(prepared.dataset.others)
    #expect(others.count == 28)
    #expect(others.name == "+28")
    #expect(prepared.columns.choice.notes.contains(.tooManySeries(drawn: 12, total: 40)))
  }

  @Test func aFewRepeatsFromTwoStackedSourcesAreTwoSeriesNotDuplicates() throws {
    // A CO₂ record: ice cores, then instruments, overlapping for a few years.
    var rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in [1900 + i, "ice core", 290 + Double(i) / 2] }
    rows += (0..<40).map { (i: Int) -> [Any] in [1955 + i, "instrument", 313 + Double(i)] }
    let prepared = try Self.prepare(Self.csv(["year", "source", "co2"], rows))
    #expect(prepared.dataset.series.map(\.name) == ["ice core", "instrument"])
    #expect(prepared.report[.duplicateX] == 0)
    #expect(prepared.dataset.pointCount == 100)
  }

  @Test func aRepeatingXWithNothingToSplitItIsPointsNotAFailure() throws {
    let rows: [[Any]] = (0..<100).map { (i: Int) -> [Any] in [2000 + i % 10, Self.noise(100)[i]] }
    let prepared = try Self.prepare(Self.csv(["year", "score"], rows))
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.pointCount == 100)
    #expect(prepared.columns.choice.notes.contains(.xRepeats(count: 90)))
  }

  @Test func aSequenceOfCodesIsCountedPerCode() throws {
    // A DNA sequence as a time series of codes 1 to 4: as points over the position it was four
    // bands of dots, judged wrong by eye (issue 32); the rows are counted per code.
    let rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in [i + 1, i + 1, 1 + (i * 7 + i / 3) % 4] }
    let prepared = try Self.prepare(Self.csv(["", "time", "value"], rows))
    #expect(prepared.columns.choice.x == "value")
    #expect(prepared.dataset.mark == .bars)
    #expect(prepared.columns.choice.notes.first == .countsPerCategory(column: "value", stackedBy: nil))
  }

  @Test func manyMeasuresOfObservationsAreTheFirstTwelveInPanels() throws {
    let noise = Self.noise(20 * 60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      [2000 + i % 3] + (0..<20).map { (k: Int) -> Any in noise[i * 20 + k] * Double(k + 1) }
    }
    let prepared = try Self.prepare(Self.csv(["year"] + (0..<20).map { "m\($0)" }, rows))
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.map(\.name) == (0..<12).map { "m\($0)" })
    #expect(prepared.columns.choice.notes.contains(.measuresCut(shown: 12, total: 20)))
  }

  @Test func aNameThatSpellsTheDateOrderDecidesDatesThatReadBothWays() throws {
    let rows: [[Any]] = (0..<12).map { (i: Int) -> [Any] in ["0\(i % 9 + 1)/0\(i % 9 + 1)/1997", Double(i)] }
    let unquoted = Self.csv(["Date (MM/DD/YYYY)", "ETR"], rows).replacingQuotes()
    let prepared = try Self.prepare(unquoted)
    #expect(prepared.dataset.xKind == .date)
    // Without the name's word for it, the order is still asked for.
    #expect(throws: DataError.self) { try Self.prepare(Self.csv(["Date", "ETR"], rows).replacingQuotes()) }
  }

  @Test func compactDatesAreDates() throws {
    let rows: [[Any]] = (0..<36).map { (i: Int) -> [Any] in [197_501 + (i / 12) * 100 + i % 12, Double(i)] }
    let prepared = try Self.prepare(Self.csv(["date", "value"], rows))
    #expect(prepared.dataset.xKind == .date)
    let first = try #require(prepared.dataset.series.first?.xs.first)
    #expect(first == 157_766_400)  // 1975-01-01T00:00:00Z
    #expect(prepared.columns.choice.notes.contains(.compactDates))
  }

  @Test func aMissingValueBreaksTheLine() throws {
    let rows: [[Any]] = (0..<20).map { (i: Int) -> [Any] in
      let day: String = "2020-01-" + String(format: "%02d", i + 1)
      return [day, i == 7 ? "NA" : String(i)]
    }
    let prepared = try Self.prepare(Self.csv(["day", "value"], rows).replacingQuotes())
    #expect(prepared.dataset.series[0].breaks == [7])
    #expect(prepared.report.breaksAtMissing == 1)
  }

  @Test func irregularSamplingIsNotShreddedIntoGaps() throws {
    var age = 0.0
    let steps = Self.noise(300).map { -log(max($0, 1e-9)) * 50 }
    let rows: [[Any]] = steps.map { (step: Double) -> [Any] in
      age += step
      let co2: Double = 250 + 30 * sin(age / 2000)
      return [age, co2]
    }
    let prepared = try Self.prepare(Self.csv(["age", "co2"], rows))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.series[0].breaks.isEmpty)
  }

  @Test func yearsBesideQuartersAreOneDateColumnAndNotSkipped() throws {
    let rows: [[Any]] = (0..<40).map { (i: Int) -> [Any] in
      let gdp: Double = 2700 + Double(i) * 40
      return [i + 1, 1959 + i / 4, i % 4 + 1, gdp]
    }
    let prepared = try Self.prepare(Self.csv(["", "year", "quarter", "realgdp"], rows))
    #expect(prepared.dataset.xKind == .date)
    #expect(prepared.columns.choice.skipped == [.init(name: "", role: .rowIndex)])
  }
}

extension Data {
  /// The CSV with R's quotes taken off every cell, for a table whose blanks are written `NA`.
  fileprivate func replacingQuotes() -> Data {
    Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: "\"", with: "").utf8)
  }
}
