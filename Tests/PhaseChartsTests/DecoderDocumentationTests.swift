import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// The examples of docs/chart-data.md, run as written, plus the real Seattle weather file.
@Suite(.timeLimit(.minutes(6))) struct DecoderDocumentationTests {
  static var weather: Data {
    get throws {
      try Data(contentsOf: Fixtures.directory.appendingPathComponent("seattle-weather.csv"))
    }
  }

  @Test func quickStartDecodesSanitizesAndDownsamplesSeattleWeather() throws {
    let dataset = try ChartDecoder.decode(
      try Self.weather, options: DecodeOptions(x: "date", y: ["temp_max", "temp_min"]))
    let (clean, report) = dataset.sanitized()
    let line = clean.downsampled(toWidth: 800)
    #expect(dataset.xKind == .date)
    #expect(report.description == "kept 2922 of 2922 (clean)")
    // auto keeps what draws like every point: 1,461 days on 800 pixels (1,600 half-pixel
    // columns) are all kept; a chart with more points than that gets ≤ 16 per pixel.
    #expect(line.series.map(\.count) == [1461, 1461])
    #expect(line.series[0].xs.first == 1_325_376_000, "2012/01/01 at midnight UTC")
  }

  @Test func jsonShapesFromTheDocsAgree() throws {
    let objects = try ChartDecoder.decode(
      #"[{"date":"2012-01-01","temp":12.8}, {"date":"2012-01-02","temp":10.6}]"#)
    let arrays = try ChartDecoder.decode(#"[["date","temp"], ["2012-01-01",12.8], ["2012-01-02",10.6]]"#)
    let columns = try ChartDecoder.decode(
      #"{"date":["2012-01-01","2012-01-02"], "temp":[12.8,10.6]}"#)
    #expect(objects == arrays)
    #expect(objects == columns)
    #expect(objects.series[0].ys == [12.8, 10.6])
  }

  @Test func longFormatExampleSplitsByCity() throws {
    let csv = "date,city,temp\n2024-01-01,Oslo,-3\n2024-01-01,Rome,12\n2024-01-02,Oslo,-5\n"
    let cities = try ChartDecoder.decode(csv, options: DecodeOptions(series: "city"))
    #expect(cities.series.map(\.name) == ["Oslo", "Rome"])
    #expect(cities.series[0].ys == [-3, -5])
  }

  @Test func foundSeriesExampleSaysWhatWasSplit() throws {
    // Two years: with one, `year` is a constant and the table is one number per source (bars).
    let table = try ChartDecoder.decodeTable(
      Data("year,source,twh\n2001,coal,1900\n2001,gas,640\n2002,coal,1850\n2002,gas,700\n".utf8))
    #expect(table.columns.x == "year")
    #expect(table.columns.series == "source")
    #expect(table.columns.seriesWasFound)
    #expect(table.columns.repeatedX == 2)
    #expect(table.dataset.series.map(\.name) == ["coal", "gas"])
  }

  @Test func repeatedColumnNamesExample() throws {
    let dataset = try ChartDecoder.decode("date,a,a,b\n2024-01-01,1,2,3\n")
    #expect(dataset.series.map(\.name) == ["a", "a (2)", "b"])
    let first = try ChartDecoder.decode("date,a,a,b\n2024-01-01,1,2,3\n", options: DecodeOptions(y: ["a"]))
    #expect(first.series.map(\.ys) == [[1]])
  }

  @Test func errorExamplePrintsWhereAndWhat() {
    do {
      _ = try ChartDecoder.decode("x,temp\n1,2\n2,abc\n", options: DecodeOptions(missingValues: .fail))
      Issue.record("expected an error")
    } catch {
      #expect(
        "\(error)"
          == #"decodingError(line 3, column 2, temp: expected a number in "temp", found "abc")"#)
    }
  }

  @Test func progressiveExampleRunsToCompletion() async throws {
    let pageCount = 3
    let pages = PagedSource<Data> { index throws(DataError) in
      index < pageCount ? Data("time,v\n\(index),\(index)\n".utf8) : nil
    }
    let load = ProgressiveLoad(
      pages: pages, decoding: DecodeOptions(x: "time"),
      options: .init(maxPagesKept: 50, coarsePointCount: 1_000))
    var last: Dataset?
    for try await snapshot in load {
      last = snapshot.dataset
      if snapshot.isComplete { break }
    }
    #expect(last?.series[0].ys == [0, 1, 2])
  }
}
