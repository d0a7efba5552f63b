import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Tables read from a map's shapefile: beside the units' data they carry each polygon's area
/// and perimeter, which go together closely and describe the shapes, not the units. The
/// scatter is of the other measures, and says why; an island's area beside its species, or
/// a shapefile with nothing else but numbering, keeps its area drawn.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceGeometryTests {
  static func series(_ name: String, _ ys: [Double]) -> Series {
    Series(name: name, xs: ys.indices.map(Double.init), ys: ys)
  }

  static func rounded(_ value: Double, _ places: Double = 3) -> Double {
    let scale = pow(10, places)
    return (value * scale).rounded() / scale
  }

  /// libpysal's sids2: North Carolina's 100 counties, their polygon's `AREA` and `PERIMETER`,
  /// a county number, births and sudden infant deaths of 1974 and 1979 and their rates per
  /// thousand. Area against perimeter (r 0.86) is the strongest pair; the rates are the
  /// subject.
  static func sids(rows count: Int = 100) -> Data {
    let noise = ChartChoiceTests.noise(count * 8, seed: 21)
    let rows: [[Any]] = (0..<count).map { (i: Int) -> [Any] in
      let area = 0.04 + noise[i] * 0.2
      let perimeter = 0.9 + area * 9 + (noise[count + i] - 0.5) * 0.6
      let births74 = Int(250 + pow(noise[2 * count + i], 2) * 21_000)
      let nonwhite = 0.05 + noise[3 * count + i] * 0.55
      let births79 = Int(Double(births74) * (1.1 + noise[4 * count + i] * 0.3))
      let rate74 = 0.5 + nonwhite * 5 + noise[5 * count + i] * 1.5
      let rate79 = 0.5 + nonwhite * 5 + noise[6 * count + i] * 1.5
      let sid74 = Int((Double(births74) * rate74 / 1000).rounded())
      let sid79 = Int((Double(births79) * rate79 / 1000).rounded())
      return [
        i + 1, Self.rounded(area), Self.rounded(perimeter), 1825 + i, "County \(i)", births74, sid74,
        Int(Double(births74) * nonwhite), births79, sid79, Int(Double(births79) * nonwhite),
        Self.rounded(Double(sid74) / Double(births74) * 1000, 5), Self.rounded(Double(sid79) / Double(births79) * 1000, 5),
        Self.rounded(nonwhite * 1000, 4), Self.rounded(nonwhite * 1010, 4),
      ]
    }
    let header = [
      "", "AREA", "PERIMETER", "CNTY_", "NAME", "BIR74", "SID74", "NWBIR74", "BIR79", "SID79", "NWBIR79", "SIDR74",
      "SIDR79", "NWR74", "NWR79",
    ]
    return ChartChoiceTests.csv(header, rows)
  }

  @Test func theCountiesOfAShapefileAreNotDrawnAsAreaAgainstPerimeter() throws {
    let choice = try ChartPipeline().prepare(Self.sids()).columns.choice
    #expect(choice.mark == .points)
    let drawn = Set([choice.x ?? ""] + choice.y)
    #expect(drawn.isDisjoint(with: ["AREA", "PERIMETER"]), "\(drawn)")
    let note = choice.notes.first { if case .geometrySkipped = $0 { true } else { false } }
    guard case .geometrySkipped(let columns)? = note else {
      Issue.record("no note of the geometry left out: \(choice.notes)")
      return
    }
    #expect(columns == ["AREA", "PERIMETER"])
    let english = note?.sentence(in: .english) ?? ""
    #expect(english.contains("AREA") && english.contains("shapes of the map's units"), "\(english)")
    let chinese = note?.sentence(in: .simplifiedChinese) ?? ""
    #expect(chinese.contains("PERIMETER") && chinese.contains("形状"), "\(chinese)")
  }

  @Test func geometryNeedsAnAreaAndAPerimeter() {
    let noise = ChartChoiceTests.noise(300, seed: 4)
    let area = (0..<30).map { 10 + noise[$0] * 500 }
    // faraway's galapagos: an island's Area beside its species is a measure of the island.
    let islands = [
      Self.series("Species", area.indices.map { 2 + area[$0] * 0.6 + noise[30 + $0] * 80 }),
      Self.series("Area", area), Self.series("Elevation", area.indices.map { 50 + area[$0] * 2 + noise[60 + $0] * 400 }),
      Self.series("Nearest", area.indices.map { noise[90 + $0] * 40 }),
    ]
    #expect(ChartChoice.shapeGeometry(islands) == nil)
    #expect(ChartChoice.isShapeArea("SHAPE_AREA") && ChartChoice.isShapeArea("Shape_Area"))
    #expect(ChartChoice.isShapeLength("Shape_Leng") && ChartChoice.isShapeLength("PERIMETER"))
    // An abalone's length is a size of the shell, not a border.
    #expect(!ChartChoice.isShapeLength("Length") && !ChartChoice.isShapeArea("area_code"))
  }

  /// libpysal's Chicago77: community areas' geometry beside nothing but their numbers
  /// (`COMAREA_` 2 to 78, `AREANO` 1 to 77): the geometry stays the pair.
  @Test func aShapefileWithOnlyNumbersBesideKeepsItsGeometry() {
    let noise = ChartChoiceTests.noise(200, seed: 8)
    let area = (0..<77).map { 1e7 + noise[$0] * 9e7 }
    let series = [
      Self.series("AREA", area),
      Self.series("PERIMETER", area.indices.map { 2e4 + area[$0].squareRoot() * 4 + noise[77 + $0] * 8e3 }),
      Self.series("COMAREA_", area.indices.map { Double($0 + 2) }),
      Self.series("AREANO", area.indices.map { Double(($0 * 37) % 77 + 1) }),
    ]
    #expect(ChartChoice.shapeGeometry(series) == [0, 1])
    #expect(ChartChoice.isNumbering(series[2]) && ChartChoice.isNumbering(series[3]))
    #expect(ChartChoice.pairBesideGeometry(series) == nil)
    let pair = ChartChoice.scatterPair(series)
    #expect(Set([pair.x, pair.y]) == [0, 1])
  }
}
