import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// Issue 10, point 2, and issue 9, point 8: which columns the decoders choose when none is
/// named, how a long-format table is split, and what repeated column names become.
@Suite struct ColumnChoiceTests {
  func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.directory.appendingPathComponent(name))
  }

  @Test func xIsTheFirstDateLikeColumnNeverAColumnOfWords() throws {
    let table = try ChartDecoder.decodeTable(Data("symbol,date,price\nA,2020-01-01,1\nA,2020-01-02,2\n".utf8))
    #expect(table.columns.x == "date")
    #expect(table.dataset.xKind == .date)
    #expect(table.columns.y == ["price"])
  }

  @Test func aDateColumnWinsOverAnEarlierNumericOne() throws {
    let table = try ChartDecoder.decodeTable(Data("id,when,v\n7,2020-01-01,1\n8,2020-01-02,2\n".utf8))
    #expect(table.columns.x == "when")
    #expect(table.columns.y == ["id", "v"])
  }

  @Test func withoutADateXIsTheFirstNumericColumn() throws {
    let table = try ChartDecoder.decodeTable(Data("name,step,v\nx,1,10\ny,2,20\n".utf8))
    #expect(table.columns.x == "step")
    #expect(table.dataset.xKind == .number)
  }

  @Test func xIsNeverTheSeriesColumnNorAChosenY() throws {
    let bySeries = try ChartDecoder.decodeTable(
      Data("symbol,date,price\nA,2020-01-01,1\nB,2020-01-01,2\n".utf8),
      options: DecodeOptions(series: "symbol"))
    #expect(bySeries.columns.x == "date")
    #expect(bySeries.dataset.series.map(\.name) == ["A", "B"])
    let byY = try ChartDecoder.decodeTable(Data("a,b\n1,2\n2,3\n".utf8), options: DecodeOptions(y: ["a"]))
    #expect(byY.columns.x == "b")
    #expect(byY.columns.y == ["a"])
  }

  @Test func aPandasIndexColumnIsNeitherXNorASeries() throws {
    let table = try ChartDecoder.decodeTable(try fixture("hourly-date-column.csv"))
    #expect(table.columns.x == "date")
    #expect(table.columns.y == ["temperature_2m"])
    #expect(table.dataset.series.count == 1)
    #expect(table.dataset.series[0].count == 336)
    // 2024-07-01 00:00 UTC, read with its +00:00 offset.
    #expect(table.dataset.series[0].xs.first == 1_719_792_000)
    let unnamed = try ChartDecoder.decodeTable(Data("Unnamed: 0,t,v\n0,1,5\n1,2,6\n".utf8))
    #expect(unnamed.columns.x == "t")
    #expect(unnamed.columns.y == ["v"])
  }

  @Test func aLongFormatTableIsSplitByItsOneColumnOfWords() throws {
    let table = try ChartDecoder.decodeTable(try fixture("long-energy.csv"))
    #expect(table.columns.series == "source")
    #expect(table.columns.seriesWasFound)
    #expect(table.columns.repeatedX == 34)
    #expect(table.dataset.series.map(\.name) == ["Fossil Fuels", "Nuclear Energy", "Renewables"])
    #expect(table.dataset.series.allSatisfy { $0.count == 17 })
    // Sanitization then finds no duplicate to drop.
    let (_, report) = table.dataset.sanitized()
    #expect(report.keptCount == 51)
    #expect(report.dropped[.duplicateX, default: 0] == 0)
  }

  @Test func theSplitSeesPastTheSampledRows() throws {
    // Each symbol's 120 dates come in one block: x only repeats after the first 64 rows.
    let table = try ChartDecoder.decodeTable(try fixture("stocks-long.csv"))
    #expect(table.columns.x == "date")
    #expect(table.columns.series == "symbol")
    #expect(table.dataset.series.map(\.name) == ["ACME", "GLOBEX", "INITECH", "UMBRELLA"])
  }

  @Test func jsonRowsInLongFormatAreSplitToo() throws {
    let json = #"""
      [{"t": "2024-01-01", "city": "Oslo", "temp": -3}, {"t": "2024-01-01", "city": "Rome", "temp": 12},
       {"t": "2024-01-02", "city": "Oslo", "temp": -5}, {"t": "2024-01-02", "city": "Rome", "temp": 11}]
      """#
    let table = try ChartDecoder.decodeTable(Data(json.utf8))
    #expect(table.columns.series == "city")
    #expect(table.dataset.series.map(\.name) == ["Oslo", "Rome"])
    #expect(table.dataset.series[1].ys == [12, 11])
  }

  @Test func aTableWhoseXDoesNotRepeatIsNotSplit() throws {
    // seattle-weather.csv has a column of words (weather) but one row per date.
    let table = try ChartDecoder.decodeTable(try fixture("seattle-weather.csv"))
    #expect(table.columns.series == nil)
    #expect(!table.columns.seriesWasFound)
    #expect(table.dataset.series.map(\.name) == ["precipitation", "temp_max", "temp_min", "wind"])
  }

  @Test func aFewRepeatedRowsInAWideTableAreDuplicatesNotLongFormat() throws {
    // One day written twice in a daily file with a column of words: sanitization reports the
    // duplicate, as before; the rows are not split by weather.
    var csv = "date,weather,temp\n"
    for day in 1...28 {
      csv += "2024-02-\(day < 10 ? "0" : "")\(day),\(day % 3 == 0 ? "rain" : "sun"),\(day)\n"
    }
    csv += "2024-02-28,sun,28\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.columns.series == nil)
    #expect(table.dataset.series.map(\.name) == ["temp"])
    let (_, report) = table.dataset.sanitized()
    #expect(report.dropped[.duplicateX, default: 0] == 1)
  }

  @Test func findsSeriesOffKeepsOneSeries() throws {
    var options = DecodeOptions()
    options.findsSeries = false
    let table = try ChartDecoder.decodeTable(try fixture("long-energy.csv"), options: options)
    #expect(table.columns.series == nil)
    #expect(table.dataset.series.map(\.name) == ["net_generation"])
  }

  @Test func ofSeveralColumnsOfWordsTheOneThatMakesXUniqueIsChosen() throws {
    // `country` repeats within a year (two cities each), `city` does not.
    let csv = """
      year,country,city,temp
      2001,NO,Oslo,3
      2001,NO,Bergen,5
      2002,NO,Oslo,4
      2002,NO,Bergen,6
      """
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.columns.series == "city")
    #expect(table.dataset.series.map(\.name) == ["Oslo", "Bergen"])
  }

  @Test func severalColumnsThatEachSplitItFailNamingThem() throws {
    let csv = "year,source,state,twh\n2001,coal,TX,1\n2001,gas,CA,2\n"
    let error = #expect(throws: DataError.self) { try ChartDecoder.decodeTable(Data(csv.utf8)) }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(failure.path == "year")
    #expect(failure.message.contains("\"source\", \"state\""))
    #expect(failure.message.contains("--series COLUMN"))
    #expect(error?.title(in: .english) == "Cannot chart these columns")
  }

  @Test func aColumnOfWordsThatNamesRowsNotSeriesIsNotUsedToSplit() throws {
    // Every note differs: splitting by it would make one series per row.
    let csv = "day,note,v\n" + (0..<12).map { "\($0 / 2),note \($0),\($0)" }.joined(separator: "\n")
    let error = #expect(throws: DataError.self) { try ChartDecoder.decodeTable(Data(csv.utf8)) }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(failure.message.contains("no column of words tells the rows apart (tried \"note\")"))
    #expect(failure.message.contains("--series COLUMN"))
    // Named, the split is the caller's choice and is made.
    let named = try ChartDecoder.decodeTable(Data(csv.utf8), options: DecodeOptions(series: "note"))
    #expect(named.dataset.series.count == 12)
  }

  @Test func repeatedColumnNamesBecomeDistinctSeries() throws {
    let csv = try ChartDecoder.decodeTable(try fixture("duplicate-columns.csv"))
    #expect(csv.dataset.series.map(\.name) == ["a", "a (2)", "b"])
    #expect(csv.dataset.series[0].ys.first == 10)
    #expect(csv.dataset.series[1].ys.first == 30)
    let json = try ChartDecoder.decode(#"[["t","a","a","a (2)"],[1,2,3,4],[2,3,4,5]]"#)
    #expect(json.series.map(\.name) == ["a", "a (3)", "a (2)"])
    #expect(json.series.map { $0.ys[0] } == [2, 3, 4])
  }

  @Test func distinctNamesSkipNamesTheTableAlreadyHas() {
    #expect(
      ColumnPlan.distinctNames(["a", "a", "a (2)", "b", "a"]) == ["a", "a (3)", "a (2)", "b", "a (4)"])
    #expect(ColumnPlan.distinctNames(["x", "y"]) == ["x", "y"])
  }

  @Test func aPipelineCarriesTheColumnsItUsed() throws {
    let prepared = try ChartPipeline().prepare(try fixture("long-energy.csv"))
    #expect(prepared.columns.seriesWasFound)
    #expect(prepared.columns.series == "source")
    #expect(prepared.report.keptCount == 51)
  }

  @Test func repeatedXCountIgnoresSharedWideFormatXAndNaN() {
    let xs = [1.0, 2, 2, .nan, 3]
    let dataset = Dataset(series: [
      Series(name: "a", xs: xs, ys: [1, 2, 3, 4, 5]), Series(name: "b", xs: xs, ys: [1, 2, 3, 4, 5]),
    ])
    #expect(ChartDecoder.repeatedXCount(dataset) == 1)
    #expect(
      ChartDecoder.repeatedXCount(Dataset(series: [Series(name: "c", xs: [1, 2, 3], ys: [0, 0, 0])])) == 0)
  }
}
