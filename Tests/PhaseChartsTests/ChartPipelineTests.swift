import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct ChartPipelineTests {
  /// Daily rows from 2024-01-01, skipping the given day offsets.
  static func dailyCSV(days: Int, skipping skipped: Set<Int> = [], value: (Int) -> String = { "\($0 % 7)" }) -> Data {
    var text = "date,value\n"
    let start = 19_723  // 2024-01-01 as days since 1970
    for day in 0..<days where !skipped.contains(day) {
      let date = Date(timeIntervalSince1970: Double(start + day) * 86_400)
      text += "\(ISO8601DateFormatter().string(from: date).prefix(10)),\(value(day))\n"
    }
    return Data(text.utf8)
  }

  @Test func aLongGapBreaksTheLineWhereItIs() throws {
    let prepared = try ChartPipeline().prepare(Self.dailyCSV(days: 60, skipping: Set(20..<32)))
    let series = try #require(prepared.dataset.series.first)
    #expect(series.count == 48)
    #expect(series.breaks == [20])
    #expect(prepared.report.breaksAdded == 1)
  }

  @Test func weekendsInWeekdayDataDoNotBreakTheLine() throws {
    // Trading days: Saturday and Sunday missing every week, a three-day step the median of one
    // day times five never reaches.
    let weekends = Set((0..<70).filter { [5, 6].contains($0 % 7) })
    let prepared = try ChartPipeline().prepare(Self.dailyCSV(days: 70, skipping: weekends))
    #expect(prepared.dataset.series.first?.breaks == [])
    #expect(prepared.report.breaksAdded == 0)
  }

  @Test func gapDetectionCanBeTurnedOffOrReplacedByAFixedThreshold() throws {
    let data = Self.dailyCSV(days: 60, skipping: Set(20..<32))
    let off = try ChartPipeline(gapDetection: .off).prepare(data)
    #expect(off.dataset.series.first?.breaks == [])
    var fixed = ChartPipeline()
    fixed.sanitization.maxGap = 20 * 86_400
    #expect(try fixed.prepare(data).dataset.series.first?.breaks == [])
  }

  @Test func sentinelsAreDroppedAndReported() throws {
    let data = Self.dailyCSV(days: 10) { $0 == 4 ? "-999" : "1.5" }
    let prepared = try ChartPipeline().prepare(data)
    #expect(prepared.dataset.pointCount == 9)
    #expect(prepared.report.dropped[.sentinel] == 1)
  }

  @Test func everyPointInvalidIsAnEmptyDatasetWithAReportNotAnError() throws {
    let data = Self.dailyCSV(days: 5) { _ in "-999" }
    let prepared = try ChartPipeline().prepare(data)
    #expect(prepared.dataset.isEmpty)
    #expect(prepared.report.outcome == .allInvalid)
  }

  @Test func aDecodingErrorNamesWhere() {
    let data = Data("date,value\n2024-01-01,1\n2024-01-02,\"open\n".utf8)
    #expect {
      try ChartPipeline().prepare(data)
    } throws: { error in
      guard case .decodingError(let failure) = error as? DataError else { return false }
      return failure.line == 3
    }
  }
}
