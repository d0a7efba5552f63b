import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Log axes: positive measures that span several decades, most of their values squashed into
/// one corner of an even axis, are drawn on a log scale and the choice says so; values at or
/// below zero, and measures an even axis shows well, never are.
@Suite(.timeLimit(.minutes(6))) struct ChartChoiceScalesTests {
  static func csv(_ header: [String], _ rows: [[Any]]) -> Data { ChartChoiceTests.csv(header, rows) }

  static func prepare(_ data: Data) throws -> PreparedChart { try ChartPipeline().prepare(data) }

  /// Body and brain weights of 28 animals (MASS's Animals, as pandas writes it): 0.023 kg to
  /// 87,000 kg. An even axis puts 25 of the 28 in the bottom left corner.
  static let animals: [(body: Double, brain: Double)] = [
    (1.35, 8.1), (465, 423), (36.33, 119.5), (27.66, 115), (1.04, 5.5), (11700, 50), (2547, 4603),
    (187.1, 419), (521, 655), (10, 115), (3.3, 25.6), (529, 680), (207, 406), (62, 1320),
    (6654, 5712), (9400, 70), (6.8, 179), (35, 56), (0.12, 1), (0.023, 0.4), (2.5, 12.1),
    (55.5, 175), (100, 157), (52.16, 440), (10.55, 179.5), (0.55, 2.4), (87000, 154.5), (0.122, 3),
  ]

  @Test func weightsOverDecadesAreDrawnOnLogAxes() throws {
    let rows: [[Any]] = Self.animals.enumerated().map { [$0.offset, $0.element.body, $0.element.brain] }
    let prepared = try Self.prepare(Self.csv(["", "body", "brain"], rows))
    let choice = prepared.columns.choice
    #expect(choice.mark == .points)
    #expect(prepared.dataset.xScale == .log)
    #expect(prepared.dataset.yScale == .log)
    let sentences = choice.noteSentences(in: .english)
    #expect(sentences.contains("body on a log scale: it spans 0.023 to 87,000."))
    #expect(sentences.contains("brain on a log scale: it spans 0.4 to 5,712."))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains("body 使用对数刻度：数值从 0.023 到 87,000。"))
  }

  /// Named rows (R's write.csv keeps the animal names as row names).
  @Test func namedAnimalsGetLogAxesToo() throws {
    let rows: [[Any]] = Self.animals.enumerated().map { ["animal \($0.offset)", $0.element.body, $0.element.brain] }
    let prepared = try Self.prepare(Self.csv(["rownames", "body", "brain"], rows))
    if prepared.dataset.mark == .points {
      #expect(prepared.dataset.xScale == .log)
      #expect(prepared.dataset.yScale == .log)
    } else {
      // Bars of one measure per name stand on zero: never on a log axis.
      #expect(prepared.dataset.yScale == .linear)
    }
  }

  /// A fitted coefficient that is negative in some rows has no place on a log axis, however
  /// far its positive values spread.
  @Test func valuesAtOrBelowZeroKeepAnEvenAxis() throws {
    let noise = ChartChoiceTests.noise(60)
    let rows: [[Any]] = (0..<60).map { (i: Int) -> [Any] in
      let a = pow(10, noise[i] * 5)
      return [i + 1, a, i == 7 ? -3.5 : a * (1 + noise[(i * 7) % 60])]
    }
    let prepared = try Self.prepare(Self.csv(["", "A", "B"], rows))
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.xScale == .log)
    #expect(prepared.dataset.yScale == .linear)
    #expect(!prepared.columns.choice.noteSentences(in: .english).contains { $0.hasPrefix("B on a log scale") })
  }

  /// Heights and weights of people: one decade at most, spread evenly; an even axis.
  @Test func measuresAnEvenAxisShowsWellStayLinear() throws {
    let noise = ChartChoiceTests.noise(80)
    let rows: [[Any]] = (0..<80).map { (i: Int) -> [Any] in
      let height = 150 + noise[i] * 45
      return [i + 1, height, height * 0.4 + noise[(i * 3) % 80] * 30]
    }
    let prepared = try Self.prepare(Self.csv(["", "height", "weight"], rows))
    #expect(prepared.dataset.xScale == .linear)
    #expect(prepared.dataset.yScale == .linear)
    #expect(!prepared.columns.choice.notes.contains { if case .logScale = $0 { true } else { false } })
  }

  /// Incomes of 500 households (log-normal, 900 to 2.4 million): the histogram's bins are even
  /// in decades, on a log x, and the note says the span.
  @Test func aSkewedPositiveMeasureIsBinnedInDecades() throws {
    let noise = ChartChoiceTests.noise(1000)
    let rows: [[Any]] = (0..<500).map { (i: Int) -> [Any] in
      // A sum of uniforms is near normal: exp of it is log-normal.
      let z = (noise[i] + noise[500 + i] + noise[(i * 7) % 1000] - 1.5) * 2
      return [i + 1, (30_000 * exp(z * 1.6)).rounded()]
    }
    let prepared = try Self.prepare(Self.csv(["", "income"], rows))
    let dataset = prepared.dataset
    #expect(dataset.mark == .histogram)
    #expect(dataset.xScale == .log)
    let width = try #require(dataset.binWidth)
    let starts = dataset.series[0].xs
    // Every bin is `width` decades wide, from the smallest income to the largest.
    for (a, b) in zip(starts, starts.dropFirst()) { #expect(abs(log10(b) - log10(a) - width) < 1e-9) }
    #expect(dataset.series[0].ys.reduce(0, +) == 500)
    let values = rows.map { $0[1] as! Double }
    #expect(starts.first == values.min())
    #expect(abs(dataset.binEnd(from: starts.last!) / values.max()! - 1) < 1e-9)
    #expect(prepared.columns.choice.noteSentences(in: .english).contains { $0.hasPrefix("income on a log scale: it spans") })
    // The ticks a view puts under it are powers of ten.
    let ticks = dataset.histogramTicks(maximumCount: 8)
    #expect(!ticks.isEmpty)
    #expect(ticks.allSatisfy { abs(log10($0) - log10($0).rounded()) < 1e-9 })
  }

  /// Ages (18 to 90): a histogram on even bins, as before.
  @Test func anEvenMeasureKeepsEvenBins() throws {
    let noise = ChartChoiceTests.noise(200)
    let rows: [[Any]] = (0..<200).map { [$0 + 1, (18 + noise[$0] * 72).rounded()] }
    let dataset = try Self.prepare(Self.csv(["", "age"], rows)).dataset
    #expect(dataset.mark == .histogram)
    #expect(dataset.xScale == .linear)
  }

  /// The presentation a SwiftUI view draws from says the scales and titles the axes.
  @Test func thePresentationCarriesTheScalesAndTheirTitles() throws {
    let rows: [[Any]] = Self.animals.enumerated().map { [$0.offset, $0.element.body, $0.element.brain] }
    let prepared = try Self.prepare(Self.csv(["", "body", "brain"], rows))
    let presentation = ChartPresentation(prepared, language: .english)
    #expect(presentation.xScale == .log)
    #expect(presentation.yScale == .log)
    #expect(presentation.xTitle == "body (log scale)")
    #expect(presentation.yTitle == "brain (log scale)")
    #expect(ChartPresentation(prepared, language: .simplifiedChinese).xTitle == "body（对数刻度）")
  }

  /// A dataset an app builds itself is drawn on the scales it says: linear unless told.
  @Test func aDatasetGivenWholeKeepsItsScales() {
    let xs = Self.animals.map(\.body)
    let dataset = Dataset(series: [Series(name: "brain", xs: xs, ys: Self.animals.map(\.brain))], mark: .points)
    let prepared = ChartPipeline().prepare(dataset)
    #expect(prepared.dataset.xScale == .linear)
    #expect(prepared.dataset.yScale == .linear)
  }

  @Test(arguments: [
    (0.0234, "0.0234"), (87000.0, "87,000"), (5712.0, "5,712"), (0.4, "0.4"), (1.5e-7, "1.5e-7"),
    (1234567.0, "1,234,567"), (12.345, "12.3"),
  ])
  func spansAreWrittenAsPeopleReadThem(value: Double, text: String) {
    #expect(ChartChoice.spanText(value) == text)
  }
}
