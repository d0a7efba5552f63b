import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// `ChartPipeline.marks` `.automatic` draws points for rows in no order of a numeric x, and a
/// line for everything that is a series over x, on data shaped like the real files that showed
/// the problem (plotly's tips, election; vega's airports) and like the series that must stay
/// lines (stock files newest first, nearly sorted logs, long-format tables).
@Suite(.timeLimit(.minutes(6))) struct MarkChoiceTests {
  /// The tests' seeded SplitMix64, so a failure can be replayed.
  typealias Generator = SeededGenerator

  static func dataset(_ xs: [Double], kind: Dataset.XKind = .number, label: String = "total_bill") -> Dataset {
    Dataset(xKind: kind, xLabel: label, series: [Series(name: "tip", xs: xs, ys: xs.map { $0 / 7 })])
  }

  /// Bills in the order they were rung up: totals with cents, repeats included (tips.csv has
  /// 244 rows and 229 distinct totals).
  static func bills(_ count: Int, seed: UInt64) -> [Double] {
    var random = Generator(seed: seed)
    return (0..<count).map { _ in (Double(Int.random(in: 300...5_081, using: &random)) / 100) }
  }

  @Test(arguments: [20, 58, 244, 3_376, 100_000])
  func rowsInRandomOrderAreDrawnAsPoints(count: Int) {
    for seed in UInt64(1)...20 {
      let prepared = ChartPipeline().prepare(Self.dataset(Self.bills(count, seed: seed)))
      #expect(prepared.dataset.mark == .points, "seed \(seed), \(count) rows")
      guard case .unorderedRows(let order) = prepared.pointsReason else {
        Issue.record("no reason for points, seed \(seed)")
        continue
      }
      #expect(order.ascendingSteps > 0 && order.descendingSteps > 0)
    }
  }

  @Test func sortedRowsStayALineAscendingOrDescending() {
    let ascending = (0..<500).map { Double($0) * 0.5 }
    for xs in [ascending, Array(ascending.reversed())] {
      let prepared = ChartPipeline().prepare(Self.dataset(xs))
      #expect(prepared.dataset.mark == .line)
      #expect(prepared.pointsReason == nil)
    }
    // Descending rows are still sorted for the line, as before.
    let descending = ChartPipeline().prepare(Self.dataset(Array(ascending.reversed())))
    #expect(descending.report.didSort)
    #expect(descending.dataset.series[0].xs == ascending)
  }

  /// A log with a few rows out of place (late arrivals): 4% of rows swapped with a neighbour, or
  /// moved far away, stays a line.
  @Test func aFewRowsOutOfPlaceStayALine() {
    var random = Generator(seed: 7)
    for distance in [1, 40] {
      var xs = (0..<1_000).map(Double.init)
      for _ in 0..<20 {
        let index = Int.random(in: 0..<(1_000 - distance), using: &random)
        xs.swapAt(index, index + distance)
      }
      let order = Self.dataset(xs).rowOrder
      #expect(order.descendingSteps > 0, "the rows really are out of place")
      #expect(ChartPipeline().prepare(Self.dataset(xs)).dataset.mark == .line, "distance \(distance): \(order)")
    }
    // And newest first with a few rows out of place.
    var descending = (0..<1_000).map { Double(1_000 - $0) }
    for index in stride(from: 10, to: 1_000, by: 50) { descending.swapAt(index, index + 1) }
    #expect(ChartPipeline().prepare(Self.dataset(descending)).dataset.mark == .line)
  }

  /// One row in ten arriving late (a little behind its neighbours) keeps the steps down near a
  /// tenth: still a series over x, a line. A third of the rows out of place is not.
  @Test func lateRowsStayALineAndAShuffledThirdIsNot() {
    var random = Generator(seed: 21)
    var late: [Double] = []
    var x = 0.0
    for _ in 0..<2_000 {
      x += 1
      late.append(Int.random(in: 0..<10, using: &random) == 0 ? x - Double.random(in: 1...30, using: &random) : x)
    }
    let order = Self.dataset(late).rowOrder
    #expect(order.descendingSteps * 20 > order.changingSteps, "more than 5% of the steps go down: \(order)")
    #expect(ChartPipeline().prepare(Self.dataset(late)).dataset.mark == .line)
    // Every third row anywhere: the steps down are about a third, the rows observations.
    var third = (0..<2_000).map(Double.init)
    for index in stride(from: 0, to: 2_000, by: 3) { third[index] = Double.random(in: 0...2_000, using: &random) }
    #expect(ChartPipeline().prepare(Self.dataset(third)).dataset.mark == .points, "\(Self.dataset(third).rowOrder)")
  }

  /// A long-format table split into series: each series is in order, whether the series come one
  /// after another (x restarts at each) or interleaved row by row. Order is judged per series.
  @Test func longFormatSeriesInOrderStayLines() throws {
    let stacked = """
      symbol,step,price
      \((0..<40).map { "A,\($0),\(100 + $0)" }.joined(separator: "\n"))
      \((0..<40).map { "B,\($0),\(50 + $0)" }.joined(separator: "\n"))
      \((0..<40).map { "C,\($0),\(20 + $0)" }.joined(separator: "\n"))
      """
    let interleaved =
      "symbol,step,price\n"
      + (0..<40).flatMap { step in ["A", "B", "C"].map { "\($0),\(step),\(step * 2)" } }.joined(separator: "\n")
    for csv in [stacked, interleaved] {
      let prepared = try ChartPipeline(decoding: DecodeOptions(x: "step", y: ["price"], series: "symbol"))
        .prepare(Data(csv.utf8))
      #expect(prepared.dataset.series.count == 3)
      #expect(prepared.dataset.mark == .line, "\(prepared.dataset.rowOrder)")
    }
    // The same stacked rows as one series (no column names them) restart x twice in 119 steps:
    // still a line.
    let restarting = (0..<3).flatMap { _ in (0..<40).map(Double.init) }
    #expect(ChartPipeline().prepare(Self.dataset(restarting)).dataset.mark == .line)
  }

  /// Long-format series each in random order are points: the rows are observations.
  @Test func longFormatSeriesInRandomOrderArePoints() {
    let series = (0..<3).map { index in
      Series(name: "s\(index)", xs: Self.bills(60, seed: UInt64(index + 100)), ys: Array(repeating: 1, count: 60))
    }
    #expect(ChartPipeline().prepare(Dataset(series: series)).dataset.mark == .points)
  }

  /// A table of observations whose x repeats in most rows (iris by sepal_length: 150 flowers,
  /// 35 lengths) and whose words do not split it into series. Nothing orders
  /// the rows, so they are points of sepal_width against sepal_length, every row kept (the
  /// decoder refused them before); sorted by x, the repeats are named in the note.
  @Test func observationsTheDecoderRefusedAsALineAreDrawnAsPoints() throws {
    var random = Generator(seed: 31)
    let species = ["setosa", "versicolor", "virginica"]
    let rows = (0..<150).map { index in
      let length = Double(Int.random(in: 43...79, using: &random)) / 10
      // A width that goes with the length, not a formula of it (exact copies are left out).
      let width = length * 0.6 + Double(Int.random(in: -3...3, using: &random)) / 10
      return "\(length),\(width),\(species[index / 50])"
    }
    let lengths = Set(rows.map { $0.split(separator: ",")[0] }).count
    let csv = Data(("sepal_length,sepal_width,species\n" + rows.joined(separator: "\n")).utf8)
    let prepared = try ChartPipeline().prepare(csv)
    #expect(prepared.dataset.mark == .points)
    // The species colours the points (ChartChoice+Groups.swift): a series each, none skipped.
    #expect(
      prepared.columns.choice.notes == [
        .rowsAreObservations(x: "sepal_length", y: "sepal_width"), .pointsColoured(column: "species", groups: 3),
      ])
    #expect(prepared.columns.choice.skipped.isEmpty)
    #expect(prepared.pointsReason == .chosen)
    #expect(prepared.report.keptCount == 150)
    #expect(prepared.report[.duplicateX] == 0)
    // The same rows sorted by x: the first measure only grows, with repeats: points too.
    let sortedRows = rows.sorted { Double($0.split(separator: ",")[0])! < Double($1.split(separator: ",")[0])! }
    let sorted = Data(("sepal_length,sepal_width,species\n" + sortedRows.joined(separator: "\n")).utf8)
    let chosen = try ChartPipeline().prepare(sorted)
    #expect(chosen.dataset.mark == .points)
    #expect(chosen.columns.choice.notes == [.xRepeats(count: 150 - lengths)])
    #expect(chosen.report.keptCount == 150)
    let forced = try ChartPipeline(marks: .points).prepare(sorted)
    #expect(forced.dataset.mark == .points)
    #expect(forced.report.keptCount == 150)
    // A line asked for is drawn, one row per x of each species' line, and the report counts
    // the rows it merged.
    let line = try ChartPipeline(marks: .line).prepare(csv)
    #expect(line.dataset.mark == .line)
    #expect(line.columns.choice.mark == .line)
    let perSpecies = species.indices.map { group in
      Set(rows[(group * 50)..<(group * 50 + 50)].map { $0.split(separator: ",")[0] }).count
    }.reduce(0, +)
    #expect(lengths < perSpecies)
    #expect(line.report.keptCount == perSpecies)
    #expect(line.report[.duplicateX] == 150 - perSpecies)
    do {
      #expect(!line.columns.choice.notes.contains(.rowsAreObservations(x: "sepal_length", y: "sepal_width")))
    }
    // Bytes that do not decode at all keep their own error.
    #expect(throws: DataError.self) { try ChartPipeline(marks: .points).prepare(Data("[{\"x\": 1, \"y\": ".utf8)) }
  }

  /// Dates are a time series whatever their order: sorted into a line, never points.
  @Test func datesInAnyOrderAreNeverPoints() {
    var random = Generator(seed: 3)
    let days = (0..<300).map { Double($0) * 86_400 + 1.7e9 }.shuffled(using: &random)
    let prepared = ChartPipeline().prepare(Self.dataset(days, kind: .date, label: "date"))
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.report.didSort)
  }

  /// Too few rows say nothing about their order: a line, as before.
  @Test func aHandfulOfRowsStaysALine() {
    let prepared = ChartPipeline().prepare(Self.dataset([5, 1, 9, 2, 8, 3, 7, 4]))
    #expect(prepared.dataset.mark == .line)
  }

  @Test func forcedMarksWinOverTheRule() {
    let random = Self.dataset(Self.bills(200, seed: 9))
    let line = ChartPipeline(marks: .line).prepare(random)
    #expect(line.dataset.mark == .line)
    #expect(line.pointsReason == nil)
    // `.line` is exactly what every table got before marks were chosen: sanitized with the
    // defaults (sorted, repeats merged), then broken over gaps.
    var expected = random.sanitized().dataset
    var expectedReport = random.sanitized().report
    if let threshold = ChartPipeline.gapThreshold(of: expected, factor: 5) {
      expectedReport.breaksAdded += expected.addGapBreaks(maxGap: threshold)
    }
    #expect(line.dataset == expected)
    #expect(line.report == expectedReport)
    #expect(line.report.didSort)
    let sorted = (0..<100).map(Double.init)
    let points = ChartPipeline(marks: .points).prepare(Self.dataset(sorted))
    #expect(points.dataset.mark == .points)
    #expect(points.pointsReason == .requested)
    let dates = ChartPipeline(marks: .points).prepare(Self.dataset(sorted, kind: .date))
    #expect(dates.dataset.mark == .points)
  }

  /// Points keep every observation, in the order of the rows: nothing sorted, nothing merged as
  /// "duplicate x", no gap breaks; NaN, sentinels and out-of-range values are still dropped and
  /// counted.
  @Test func pointsAreSanitizedWithoutSortMergeOrGaps() {
    var xs = Self.bills(300, seed: 11)
    xs[5] = xs[4]  // two bills of the same total
    xs[200] = 500  // far from the rest: a "gap" for a line
    var ys = xs.map { $0 / 6 }
    ys[200] = 5
    ys[10] = .nan
    ys[11] = -999
    xs[12] = .nan
    var pipeline = ChartPipeline()
    pipeline.sanitization.yRange = 0...60
    ys[13] = 80
    let prepared = pipeline.prepare(Dataset(xLabel: "total_bill", series: [Series(name: "tip", xs: xs, ys: ys)]))
    let report = prepared.report
    #expect(prepared.dataset.mark == .points)
    #expect(report[.duplicateX] == 0)
    #expect(!report.didSort)
    #expect(report.breaksAdded == 0)
    #expect(report[.missing] == 2)
    #expect(report[.sentinel] == 1)
    #expect(report[.outOfRange] == 1)
    #expect(report.keptCount == 296)
    let kept = prepared.dataset.series[0]
    #expect(kept.breaks.isEmpty)
    let expected = zip(xs, ys).enumerated().filter { ![10, 11, 12, 13].contains($0.offset) }
    #expect(kept.xs == expected.map(\.element.0), "rows kept in their own order")
    #expect(kept.ys == expected.map(\.element.1))
    // The same data as a line: sorted, the repeated total merged, gaps broken.
    let line = ChartPipeline(marks: .line).prepare(Dataset(series: [Series(name: "tip", xs: xs, ys: ys)]))
    #expect(line.report.didSort)
    #expect(line.report[.duplicateX] > 0)
  }

  /// A dataset marked as points sanitizes as points wherever it is sanitized, not only in the
  /// pipeline: `dataset.sanitized()` keeps its order and its repeated x.
  @Test func aPointsDatasetSanitizesAsPointsAnywhere() {
    let points = Dataset(series: [Series(name: "a", xs: [3, 1, 1, 2, .nan], ys: [1, 2, 3, 4, 5])], mark: .points)
    let clean = points.sanitized()
    #expect(clean.dataset.series[0].xs == [3, 1, 1, 2])
    #expect(clean.report[.missing] == 1)
    #expect(!clean.report.didSort && clean.report[.duplicateX] == 0)
    var inPlace = points
    let report = inPlace.sanitize()
    #expect(inPlace.series[0].ys == [1, 2, 3, 4])
    #expect(report == clean.report)
    var line = points
    line.mark = .line
    #expect(line.sanitized().dataset.series[0].xs == [1, 2, 3])
  }

  @Test func theReasonIsSaidInBothLanguages() {
    let prepared = ChartPipeline().prepare(Self.dataset(Self.bills(244, seed: 1)))
    #expect(prepared.pointsSentence(language: .english) == "Drawn as points: the rows are not in order of total_bill.")
    #expect(prepared.pointsSentence(language: .simplifiedChinese) == "以散点绘制：各行并未按 total_bill 排序。")
    #expect(ChartPipeline().prepare(Self.dataset((0..<50).map(Double.init))).pointsSentence() == nil)
    #expect(ChartPipeline(marks: .points).prepare(Self.dataset([1, 2])).pointsSentence(language: .english) == "Drawn as points.")
  }

  /// The rule's counts: steps within a series, NaN rows skipped, equal steps counted neither way.
  @Test func rowOrderCountsStepsWithinEachSeries() {
    let dataset = Dataset(series: [
      Series(name: "a", xs: [1, 2, .nan, 3, 3, 1], ys: [0, 0, 0, 0, 0, 0]),
      Series(name: "b", xs: [0, 5], ys: [0, 0]),
    ])
    #expect(dataset.rowOrder == Dataset.RowOrder(ascendingSteps: 3, descendingSteps: 1))
  }

  /// The mark is part of the dataset's identity: equal points and lines are not equal datasets,
  /// and a plotted request for one is not the other's.
  @Test func theMarkIsPartOfEqualityAndIdentity() {
    var points = Self.dataset([1, 2, 3])
    points.mark = .points
    let line = Self.dataset([1, 2, 3])
    #expect(points != line)
    #expect(Set([points, line]).count == 2)
  }
}

/// The platform-neutral description (VoiceOver's Audio Graphs) says a dataset is drawn as points.
@Suite(.timeLimit(.minutes(6))) struct PointsDescriptionTests {
  @Test func theDescriptionSaysPoints() {
    let prepared = ChartPipeline().prepare(MarkChoiceTests.dataset(MarkChoiceTests.bills(100, seed: 4)))
    let english = ChartDescription(prepared.dataset, report: prepared.report, language: .english)
    #expect(english.summary.contains("Drawn as points."), "\(english.summary)")
    let chinese = ChartDescription(prepared.dataset, report: prepared.report, language: .simplifiedChinese)
    #expect(chinese.summary.contains("以散点绘制。"), "\(chinese.summary)")
    let line = ChartDescription(MarkChoiceTests.dataset([1, 2, 3]), language: .english)
    #expect(!line.summary.contains("Drawn as points"))
  }
}
