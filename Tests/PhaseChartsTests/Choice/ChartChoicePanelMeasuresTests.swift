import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Panels of many units with several measures (#32 must-hold 3): a panel per measure that
/// changes within the units, each its median over time and the band of the middle 80%; an
/// attribute of the unit (constant within each) gets none.
@Suite(.timeLimit(.minutes(6))) struct ChartChoicePanelMeasuresTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A seeded random generator, the same on every run.
  typealias Seeded = ChartChoiceShapesTests.Seeded

  /// jtrain as pandas writes it: firms (a 6-digit code) over three years, a 0/1 grant, and
  /// employment, sales and scrap rates that move from year to year.
  static func firms(_ count: Int) -> String {
    var random = Seeded(state: 7)
    var text = ",year,fcode,grant,employ,sales,scrap\n"
    var row = 0
    for firm in 0..<count {
      let size = 10 + 90 * random.next()
      for year in 1987...1989 {
        let grant = year == 1988 && firm % 3 == 0 ? 1 : 0
        let employ = size * (1 + 0.1 * Double(year - 1987)) + 5 * random.next()
        let sales = employ * (50_000 + 20_000 * random.next())
        let scrap = 4 * random.next() + 0.5 * Double(1989 - year)
        text += "\(row),\(year),\(410_032 + firm * 17),\(grant),\(employ),\(sales),\(scrap)\n"
        row += 1
      }
    }
    return text
  }

  @Test func manyFirmsWithSeveralMeasuresAreAPanelPerMeasureEachAMedianAndBand() throws {
    let prepared = try Self.prepare(Self.firms(40))
    let choice = prepared.columns.choice
    let dataset = prepared.dataset
    #expect(choice.x == "year")
    #expect(choice.series == "fcode")
    #expect(choice.y == ["employ", "sales", "scrap"])
    #expect(dataset.layout == .panels)
    #expect(dataset.series.map(\.name) == ["employ (median)", "sales (median)", "scrap (median)"])
    #expect(dataset.others == nil)
    #expect(dataset.bands.count == 3)
    for (series, band) in zip(dataset.series, dataset.bands) {
      let band = try #require(band)
      #expect(band.count == 40)
      #expect(band.xs == [1987, 1988, 1989])
      #expect(series.xs == band.xs)
      #expect(zip(zip(band.lows, band.highs), series.ys).allSatisfy { $0.0 <= $1 && $1 <= $0.1 }, "\(series.name)")
      #expect(zip(band.lows, band.highs).allSatisfy { $0 < $1 }, "\(series.name): a band, not a line")
    }
    #expect(
      choice.notes.contains(.unitsAsMedianPerMeasure(unit: "fcode", units: 40, measures: ["employ", "sales", "scrap"])))
    let sentence = try #require(choice.noteSentences(in: .english).first { $0.contains("40 units (fcode)") })
    #expect(sentence.contains("employ") && sentence.contains("sales") && sentence.contains("scrap"))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("40 个个体（fcode）") })
    // Each panel is named by its measure in the panel datasets the apps draw, with its band.
    let panels = dataset.panels
    #expect(panels.map(\.yLabel) == dataset.series.map(\.name))
    #expect(panels.allSatisfy { $0.others?.count == 40 && $0.bands.isEmpty })
  }

  /// Up to 12 units: a line per unit, of the first measure, as before.
  @Test func aFewFirmsWithSeveralMeasuresAreStillALinePerFirm() throws {
    let prepared = try Self.prepare(Self.firms(8))
    #expect(prepared.columns.choice.y == ["employ"])
    #expect(prepared.dataset.series.count == 8)
    #expect(prepared.dataset.bands.isEmpty)
    #expect(!prepared.columns.choice.notes.contains { if case .unitsAsMedianPerMeasure = $0 { true } else { false } })
  }

  /// jsp as R writes it: pupils over three school years, their social class (one value per
  /// pupil) first, then a maths score that changes each year. Social class over the years is a
  /// flat median; the score is the chart, as the one-measure panel.
  @Test func anAttributeOfTheUnitIsNotDrawnOverTime() throws {
    var random = Seeded(state: 11)
    var text = "\"\",\"social\",\"id\",\"year\",\"math\"\n"
    var row = 1
    for pupil in 1...60 {
      let social = 1 + Int(random.next() * 9)
      let start = 15 + 15 * random.next()
      for year in 0...2 {
        text += "\"\(row)\",\(social),\(pupil),\(year),\(start + 2 * Double(year) + 3 * random.next())\n"
        row += 1
      }
    }
    let prepared = try Self.prepare(text)
    let choice = prepared.columns.choice
    #expect(choice.series == "id")
    #expect(choice.y == ["math"])
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.others?.count == 60)
    #expect(choice.notes.contains(.unitsAsMedian(unit: "id", units: 60, measure: "math")))
  }

  @Test func aMeasureChangesWithinUnitsWhenHalfOfThemMoveAtLeast() {
    #expect(ChartChoice.changesWithinUnits([[1, 2], [3, 3], [4, 5]]))
    #expect(!ChartChoice.changesWithinUnits([[1, 1], [3, 3], [4, 5]]))
    // Units seen once tell nothing; missing values are not changes.
    #expect(!ChartChoice.changesWithinUnits([[1], [2], [.nan, 3, 3]]))
    #expect(!ChartChoice.changesWithinUnits([[Double]]()))
  }

  @Test func aFewWholeNumberLevelsAreACodeNotAQuantity() {
    #expect(ChartChoice.isFewLevels([[1, 5, 9], [2, 2, .nan]]))
    #expect(!ChartChoice.isFewLevels([[1.5, 2]]))
    #expect(!ChartChoice.isFewLevels([(0...11).map(Double.init)]))
  }

  /// Named series and several named measures of many units: a panel per measure, not one
  /// median of every measure mixed.
  @Test func namedMeasuresOfManyUnitsAreNotMixedIntoOneMedian() throws {
    let options = DecodeOptions(x: "year", y: ["employ", "scrap"], series: "fcode")
    let table = try ChartDecoder.decodeTable(Data(Self.firms(30).utf8), options: options)
    let prepared = ChartPipeline().prepare(table)
    #expect(prepared.dataset.layout == .panels)
    #expect(prepared.dataset.series.map(\.name) == ["employ (median)", "scrap (median)"])
    #expect(prepared.dataset.bands.compactMap { $0?.count } == [30, 30])
  }
}
