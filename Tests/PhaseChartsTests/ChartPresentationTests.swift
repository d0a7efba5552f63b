import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// What a view that builds its own marks (Swift Charts) draws for each chart the choice makes:
/// the drawing, the axis titles the choice says, the series in colour and stacking order, the
/// legend and the band's name. Tables go through the real pipeline.
@Suite(.timeLimit(.minutes(6))) struct ChartPresentationTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartChoiceShapesTests.prepare(text) }

  /// The same tables on every run.
  typealias Numbers = ChartChoiceShapesTests.Seeded

  /// `units` people's wages over seven years (an `id` column for the person).
  static func wages(units: Int) -> String { ChartChoiceShapesTests.panel(units: units) }

  // MARK: - Words and codes

  @Test func aTableOfWordsIsCategoryBarsTitledCountInEitherLanguage() throws {
    var text = "ward,answer\n"
    for (index, ward) in ["north", "south", "east", "west", "north", "north", "east"].enumerated() {
      text += "\(ward),\(index % 2 == 0 ? "yes" : "no")\n"
    }
    let prepared = try Self.prepare(text)
    let english = ChartPresentation(prepared, language: .english)
    #expect(english.drawing == .categoryBars)
    #expect(english.yTitle == "count")
    #expect(english.xTitle == "ward")
    #expect(english.categories == prepared.dataset.categories)
    #expect(english.categories.first == "north")
    let chinese = ChartPresentation(prepared, language: .simplifiedChinese)
    #expect(chinese.yTitle == "计数")
    // The dataset alone says no y title: the choice does.
    #expect(ChartPresentation(prepared.dataset).yTitle == "")
  }

  @Test func codesStackInTheOrderOfTheSecondCodesLevels() throws {
    var numbers = Numbers(state: 3)
    var text = "treated,recovered\n"
    for _ in 0..<120 { text += "\(numbers.next() < 0.5 ? 0 : 1),\(numbers.next() < 0.4 ? 2 : 1)\n" }
    let prepared = try Self.prepare(text)
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(presentation.drawing == .categoryBars)
    #expect(presentation.seriesNames == ["recovered = 1", "recovered = 2"])
    #expect(presentation.showsLegend)
    #expect(presentation.barOpacity == 1)
    #expect(presentation.categories == prepared.dataset.categories)
  }

  // MARK: - Panels of units

  @Test func aFewUnitsAreALineEachNamedInTheLegend() throws {
    let prepared = try Self.prepare(Self.wages(units: 6))
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(presentation.drawing == .series)
    #expect(presentation.seriesNames.count == 6)
    #expect(presentation.showsLegend)
    #expect(presentation.bandName == nil)
    #expect(presentation.xTitle == "year")
  }

  @Test func manyUnitsAreTheMedianWithTheBandNamedBesideIt() throws {
    let prepared = try Self.prepare(Self.wages(units: 30))
    let english = ChartPresentation(prepared, language: .english)
    #expect(english.drawing == .series)
    #expect(english.seriesNames == [prepared.dataset.series[0].name])
    #expect(english.bandName == prepared.dataset.others?.label)
    #expect(english.bandName?.contains("30") == true)
    // One series, but the band beside it needs the legend to say which is which.
    #expect(english.showsLegend)
  }

  // MARK: - Cross-sections

  @Test func theOutcomeAgainstItsPredictorIsPointsWithBothColumnsAsTitles() throws {
    var numbers = Numbers(state: 5)
    var text = "rooms,age,price\n"
    for _ in 0..<150 {
      let rooms = 3 + 4 * numbers.next()
      text += "\(rooms),\(numbers.next() * 80),\(50 + 30 * rooms + 10 * numbers.next())\n"
    }
    let prepared = try Self.prepare(text)
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(prepared.dataset.mark == .points)
    #expect(presentation.drawing == .series)
    #expect(presentation.xTitle == "rooms")
    #expect(presentation.yTitle == "price")
    #expect(!presentation.showsLegend)
  }

  @Test func oneMeasureIsAHistogramTitledCount() throws {
    var numbers = Numbers(state: 9)
    var text = "height\n"
    for _ in 0..<200 { text += "\(150 + 40 * numbers.next())\n" }
    let prepared = try Self.prepare(text)
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(presentation.drawing == .histogram)
    #expect(presentation.yTitle == "count")
    #expect(presentation.barOpacity == 1)
  }

  @Test func theBinsOfSeveralSeriesOverlapTranslucent() {
    var dataset = Dataset(
      xKind: .number, xLabel: "score", yLabel: "",
      series: [Series(name: "a", xs: [0, 1], ys: [3, 4]), Series(name: "b", xs: [0, 1], ys: [2, 5])],
      mark: .histogram)
    dataset.binWidth = 1
    let presentation = ChartPresentation(dataset)
    #expect(presentation.barOpacity == ChartPresentation.overlappingBarOpacity)
    #expect(presentation.showsLegend)
  }

  // MARK: - Panels, strips and titles

  @Test func measuresLaidOutAsPanelsArePanelsWithoutALegend() {
    var dataset = Dataset(
      xKind: .number, xLabel: "t", yLabel: "",
      series: [Series(name: "price", xs: [0, 1, 2], ys: [100, 120, 90]), Series(name: "volume", xs: [0, 1, 2], ys: [1e6, 3e6, 2e6])])
    dataset.layout = .panels
    let presentation = ChartPresentation(dataset)
    #expect(presentation.drawing == .panels)
    #expect(!presentation.showsLegend)
    // Bars are never split into panels: they stack on one plot, as the SVG draws them.
    dataset.mark = .bars
    #expect(ChartPresentation(dataset).drawing == .bars)
  }

  @Test func repeatedValuesPerWordArePointsOverTheWords() throws {
    var text = "group,weight\n"
    for (index, group) in ["ctrl", "trt1", "trt2"].enumerated() {
      for row in 0..<10 { text += "\(group),\(4 + Double(index) + Double(row % 5) * 0.2)\n" }
    }
    let prepared = try Self.prepare(text)
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(prepared.dataset.xKind == .category)
    #expect(presentation.drawing == .seriesOverCategories)
    #expect(presentation.categories == ["ctrl", "trt1", "trt2"])
    #expect(presentation.yTitle == "weight")
  }

  @Test func xAsTheRowNumberIsTitledRowWhenTheDatasetSaysNothing() {
    let dataset = Dataset(
      xKind: .number, xLabel: "", yLabel: "level", series: [Series(name: "level", xs: [1, 2, 3], ys: [5, 6, 4])])
    var choice = ChartChoice()
    choice.columns = [ChartChoice.Column(name: "level", role: .measure)]
    choice.y = ["level"]
    #expect(ChartPresentation(dataset, choice: choice, language: .english).xTitle == "row")
    #expect(ChartPresentation(dataset, choice: choice, language: .simplifiedChinese).xTitle == "行号")
    #expect(ChartPresentation(dataset).xTitle == "")
  }

  @Test func aSlotNamesItsCategoryAndAnythingElseNamesNone() {
    var dataset = Dataset(
      xKind: .category, xLabel: "k", yLabel: "n", series: [Series(name: "n", xs: [0, 1, 2], ys: [1, 2, 3])],
      mark: .bars)
    dataset.categories = ["a", "b"]
    #expect(ChartPresentation.category(at: 1, in: dataset) == "b")
    #expect(ChartPresentation.category(at: 0.9999, in: dataset) == "b")
    #expect(ChartPresentation.category(at: 2, in: dataset) == "")
    #expect(ChartPresentation.category(at: .nan, in: dataset) == "")
    #expect(ChartPresentation.category(at: -1, in: dataset) == "")
    // The slot past the names is still a slot of the axis, unnamed, when a point drawn is there.
    let presentation = ChartPresentation(dataset)
    #expect(presentation.categories == ["a", "b"])
    #expect(presentation.categories(drawing: dataset.plotPoints()) == ["a", "b", ""])
    #expect(presentation.categories(drawing: Array(dataset.plotPoints().prefix(2))) == ["a", "b"])
  }

  @Test func aHistogramAsksForATickPer70PointsAndAtLeastTwo() {
    #expect(ChartPresentation.histogramTickCount(forWidth: 700) == 10)
    #expect(ChartPresentation.histogramTickCount(forWidth: 100) == 2)
    #expect(ChartPresentation.histogramTickCount(forWidth: 0) == Dataset.fallbackPlotWidth / 70)
  }
}
