import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct SanitizationTests {
  @Test func dropsSentinelsMissingAndInfiniteValuesCountingEachReason() {
    let series = Series(
      name: "t", xs: [1, 2, 3, 4, 5, .nan, 7], ys: [10, -999, .nan, .infinity, -9999, 6, 7])
    let (clean, report) = series.sanitized()
    #expect(clean.xs == [1, 7])
    #expect(clean.ys == [10, 7])
    #expect(report[.sentinel] == 2)
    #expect(report[.missing] == 2)
    #expect(report[.infinite] == 1)
    #expect(report.keptCount == 2)
    #expect(report.inputCount == 7)
    #expect(report.outcome == .cleaned)
  }

  @Test func tellsNoDataApartFromAllInvalid() {
    let empty = Series(name: "t", xs: [], ys: []).sanitized()
    #expect(empty.1.outcome == .noData)
    #expect(empty.0.isEmpty)
    let invalid = Series(name: "t", xs: [1, 2], ys: [-999, .nan]).sanitized()
    #expect(invalid.1.outcome == .allInvalid)
    #expect(invalid.0.isEmpty, "never a fake default point")
  }

  @Test func cleanDataIsReportedCleanAndUnchanged() {
    let series = Series(name: "t", xs: [1, 2, 3], ys: [4, 5, 6])
    let (clean, report) = series.sanitized()
    #expect(clean == series)
    #expect(report.outcome == .clean)
    #expect(report.summary == "clean")
  }

  @Test func customSentinelsReplaceTheDefaults() {
    let series = Series(name: "t", xs: [1, 2, 3, 4], ys: [-999, 0, 99, 98])
    let (clean, report) = series.sanitized(SanitizationOptions(sentinels: [99, 98, 0]))
    #expect(clean.ys == [-999])
    #expect(report[.sentinel] == 3)
  }

  @Test(arguments: [
    (SanitizationOptions.DuplicatePolicy.keepFirst, [1.0, 5], [10.0, 50]),
    (.keepLast, [1, 5], [30, 50]),
    (.mean, [1, 5], [20, 50]),
    (.keepAll, [1, 1, 1, 5], [10, 20, 30, 50]),
  ])
  func mergesDuplicateX(
    _ policy: SanitizationOptions.DuplicatePolicy, _ xs: [Double], _ ys: [Double]
  ) {
    let series = Series(name: "t", xs: [1, 1, 1, 5], ys: [10, 20, 30, 50])
    let (clean, report) = series.sanitized(SanitizationOptions(duplicateX: policy))
    #expect(clean.xs == xs)
    #expect(clean.ys == ys)
    #expect(report[.duplicateX] == (policy == .keepAll ? 0 : 2))
  }

  @Test func sortsStablyOnlyWhenNeededThenMergesDuplicates() {
    let series = Series(name: "t", xs: [3, 1, 2, 1, -999], ys: [30, 10, 20, 11, 0])
    let (clean, report) = series.sanitized(SanitizationOptions(duplicateX: .keepLast))
    #expect(clean.xs == [-999, 1, 2, 3])
    #expect(clean.ys == [0, 11, 20, 30])
    #expect(report.didSort)
    #expect(report[.duplicateX] == 1)
    let (_, sortedReport) = Series(name: "t", xs: [1, 2], ys: [1, 2]).sanitized()
    #expect(!sortedReport.didSort)
  }

  @Test func meanOfDuplicatesWeighsEveryPointAfterSorting() {
    let series = Series(name: "t", xs: [1, 1, 0, 1], ys: [1, 2, 0, 6])
    let (clean, _) = series.sanitized(SanitizationOptions(duplicateX: .mean))
    #expect(clean.xs == [0, 1])
    #expect(clean.ys == [0, 3])
  }

  @Test func keepsUnsortedOrderWhenSortingIsOff() {
    let series = Series(name: "t", xs: [3, 1, 2], ys: [1, 2, 3])
    let (clean, report) = series.sanitized(SanitizationOptions(sortsByX: false))
    #expect(clean.xs == [3, 1, 2])
    #expect(!report.didSort)
  }

  @Test func dropsPointsOutsideRangeLimits() {
    let series = Series(name: "t", xs: [1, 2, 3, 4], ys: [-100, 0, 100, 5])
    let options = SanitizationOptions(yRange: -60...60, xRange: 0...3)
    let (clean, report) = series.sanitized(options)
    #expect(clean.xs == [2])
    #expect(report[.outOfRange] == 3)
  }

  @Test func breaksTheLineAtGapsLongerThanTheThreshold() {
    let series = Series(name: "t", xs: [0, 1, 2, 10, 11, 30], ys: [0, 0, 0, 0, 0, 0])
    let (clean, report) = series.sanitized(SanitizationOptions(maxGap: 5))
    #expect(clean.breaks == [3, 5])
    #expect(report.breaksAdded == 2)
    #expect(report.outcome == .cleaned)
  }

  @Test func keepsIncomingBreaksAcrossDroppedPoints() {
    let series = Series(name: "t", xs: [0, 1, 2, 3], ys: [0, 0, -999, 0], breaks: [2])
    let (clean, _) = series.sanitized()
    #expect(clean.xs == [0, 1, 3])
    #expect(clean.breaks == [2])
  }

  @Test func mutatingVariantMatchesTheCopyAndDatasetSumsReports() {
    var dataset = Dataset(series: [
      Series(name: "a", xs: [1, 2], ys: [-999, 1]), Series(name: "b", xs: [1, 2], ys: [.nan, 2]),
    ])
    let (copy, copyReport) = dataset.sanitized()
    let report = dataset.sanitize()
    #expect(dataset == copy)
    #expect(report == copyReport)
    #expect(report.inputCount == 4)
    #expect(report.keptCount == 2)
    #expect(report.description == "kept 2 of 4 (missing 1, sentinel 1)")
  }

  @Test func decodedMissingCellsAreCountedAsMissing() throws {
    let dataset = try ChartDecoder.decode("x,y\n1,2\n2,\n3,NA\n4,-999\n")
    let (clean, report) = dataset.sanitized()
    #expect(clean.series[0].xs == [1])
    #expect(report[.missing] == 2)
    #expect(report[.sentinel] == 1)
  }

  @Test func randomDataStaysSortedUniqueAndFinite() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<200 {
      let n = Int.random(in: 0..<60, using: &generator)
      let pool: [Double] = [-999, .nan, .infinity, 1, 2, 3, 4.5, -1]
      let xs = (0..<n).map { _ in pool.randomElement(using: &generator)! }
      let ys = (0..<n).map { _ in pool.randomElement(using: &generator)! }
      let (clean, report) = Series(name: "r", xs: xs, ys: ys).sanitized()
      #expect(zip(clean.xs, clean.xs.dropFirst()).allSatisfy { $0 < $1 })
      #expect(clean.ys.allSatisfy { $0.isFinite && $0 != -999 })
      #expect(report.keptCount + report.droppedCount == n)
    }
  }
}
