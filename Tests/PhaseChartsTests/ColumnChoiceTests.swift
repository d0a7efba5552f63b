import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// Which columns the decoders choose when none is
/// named, how a long-format table is split, and what repeated column names become.
@Suite(.timeLimit(.minutes(6))) struct ColumnChoiceTests {
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
    // Ids are never y; the choice says why `id` was left out.
    #expect(table.columns.y == ["v"])
    #expect(table.columns.choice.skipped == [ChartChoice.Column(name: "id", role: .id)])
  }

  @Test func withoutADateXIsTheFirstNumericColumn() throws {
    let table = try ChartDecoder.decodeTable(Data("name,step,v\nx,1,10\ny,2,20\n".utf8))
    #expect(table.columns.x == "step")
    #expect(table.dataset.xKind == .number)
  }

  /// vega-datasets' `wheat.json` and `barley.json`: a measurement left of the years was x, so
  /// `barley.json` drew its years against its yields as one zigzag line.
  @Test func aNumericColumnNamedLikeTimeIsXBeforeEarlierNumericOnes() throws {
    let csv = try ChartDecoder.decodeTable(Data("wheat,year,wages\n41,1565,5\n45,1570,5.05\n".utf8))
    #expect(csv.columns.x == "year")
    #expect(csv.columns.y == ["wheat", "wages"])
    let json = try ChartDecoder.decodeTable(
      Data(#"[{"yield":27.1,"fiscal_year":1931},{"yield":48.9,"fiscal_year":1932}]"#.utf8))
    #expect(json.columns.x == "fiscal_year")
    #expect(json.dataset.series.map(\.name) == ["yield"])
    // A date column still comes first, and a name that only contains a time word is no match.
    let dated = try ChartDecoder.decodeTable(Data("year,day\n1931,2020-01-01\n1932,2020-01-02\n".utf8))
    #expect(dated.columns.x == "day")
    let total = try ChartDecoder.decodeTable(Data("v,yearly_total\n1,10\n2,20\n".utf8))
    #expect(total.columns.x == "v")
  }

  /// `barley.json`'s shape: two years shared by sixty rows each, ten varieties at six sites.
  /// The years group the rows (issue 32: strips of points over two years said nothing, a
  /// person draws the yields by variety): the yields are drawn as points per variety, every
  /// row kept, coloured by site, and the years are skipped as such.
  @Test func yearsSharedByRowsOfTwoWordColumnsAreNotChartedAgainstAMeasurement() throws {
    var rows: [String] = []
    for year in [1931, 1932] {
      // Ten varieties at six sites, as in the file: split by variety, each series repeats
      // its two years, 100 repeats of 118 (not the nine in ten a series column removes).
      for (v, variety) in (1...10).map({ "Variety \($0)" }).enumerated() {
        for (s, site) in ["Waseca", "Morris", "Crookston", "Duluth", "Grand Rapids", "University Farm"].enumerated() {
          let value = 20 + Double(year - 1931) * 3 + Double(v) * 1.5 + Double(s) * 0.7
          rows.append(#"{"yield":\#(value),"variety":"\#(variety)","year":\#(year),"site":"\#(site)"}"#)
        }
      }
    }
    let data = Data("[\(rows.joined(separator: ","))]".utf8)
    let prepared = try ChartPipeline().prepare(data)
    let choice = prepared.columns.choice
    #expect(choice.x == "variety")
    #expect(choice.y == ["yield"])
    // The design's second factor (issue #32): a colour per site, the points of a variety
    // beside each other within its slot.
    #expect(choice.series == "site")
    // The year, a factor of two levels neither x nor colour, is named as not drawn (h34d).
    #expect(choice.notes == [.pointsPerCell(column: "variety", colour: "site"), .factorsNotDrawn(columns: ["year"])])
    #expect(choice.skipped == [.init(name: "year", role: .waves)])
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.categories.count == 10)
    #expect(prepared.dataset.series.count == 6)
    #expect(prepared.dataset.series.allSatisfy { $0.ys.count == 20 })
    #expect(prepared.report.keptCount == 120)
    #expect(prepared.report.inputCount == 120)
  }

  @Test(arguments: [
    ("Year", true), ("fiscal_year", true), ("timeStamp", true), ("report date", true),
    ("created_ts", true), ("DATE", true), ("epoch", true), ("yearly_total", false),
    ("runtime_ms", false), ("yield", false), ("timestamps", false), ("", false),
  ])
  func timeWordsAreWholeWordsOfTheName(name: String, says: Bool) {
    #expect(ColumnPlan.namesTime(name) == says)
  }

  /// Whole numbers in the Unix-time range are read as dates only when the name says time by
  /// the same words, or a word run together with its unit: a column named `runtime` holding
  /// 1,600,000,000 (milliseconds of run time) used to be read as dates in 2020 because "time"
  /// is inside "runtime".
  @Test(arguments: [
    ("timestamp", true), ("unixtime", true), ("epoch_ms", true), ("createdTime", true),
    ("ts", true), ("TimeMs", true), ("date", true), ("runtime", false), ("uptime_s", false),
    ("lifetime", false), ("value", false),
  ])
  func unixTimesNeedANameThatSaysTime(name: String, isDate: Bool) throws {
    let table = try ChartDecoder.decodeTable(Data("\(name),y\n1600000000,1\n1600000060,2\n1600000120,3\n".utf8))
    #expect((table.dataset.xKind == .date) == isDate, "\(name)")
    #expect(ColumnPlan.namesUnixTime(name) == isDate)
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
      // (a temperature, not the day of the month again: that would be a part of the date)
      csv += "2024-02-\(day < 10 ? "0" : "")\(day),\(day % 3 == 0 ? "rain" : "sun"),\(day + 10)\n"
    }
    csv += "2024-02-28,sun,38\n"
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

  /// When several columns of words each split a long table, the one with the fewest
  /// series is chosen instead of failing (two years, so that `year` is not a constant).
  @Test func severalColumnsThatEachSplitItTheOneWithFewestSeriesIsChosen() throws {
    let csv = "year,source,state,twh\n2001,coal,TX,1\n2001,gas,CA,2\n2002,coal,NY,3\n2002,gas,CA,4\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.columns.x == "year")
    #expect(table.columns.series == "source")
    #expect(table.columns.seriesWasFound)
    #expect(table.columns.repeatedX == 2)
    #expect(table.dataset.series.map(\.name) == ["coal", "gas"])
    #expect(table.dataset.series.map(\.ys) == [[1, 3], [2, 4]])
    #expect(table.columns.choice.skipped == [ChartChoice.Column(name: "state", role: .category)])
  }

  @Test func aColumnOfWordsThatNamesRowsNotSeriesIsNotUsedToSplit() throws {
    // Every note differs: splitting by it would make one series per row. With nothing to split
    // them, the repeated years are observations: points, every row kept (it
    // failed before). The x is named `year` so that it orders the rows, and v does not count
    // the rows (a column 0, 1, 2, … is a row index now).
    let csv = "year,note,v\n" + (0..<12).map { "\(2000 + $0 / 2),note \($0),\($0 * 10)" }.joined(separator: "\n")
    let prepared = try ChartPipeline().prepare(Data(csv.utf8))
    #expect(prepared.columns.series == nil)
    #expect(!prepared.columns.seriesWasFound)
    #expect(prepared.columns.choice.x == "year")
    #expect(prepared.columns.choice.notes == [.xRepeats(count: 6)])
    #expect(prepared.columns.choice.skipped == [ChartChoice.Column(name: "note", role: .label)])
    #expect(prepared.dataset.mark == .points)
    #expect(prepared.dataset.series.map(\.name) == ["v"])
    #expect(prepared.report.keptCount == 12)
    // Named, the split is the caller's choice and is made.
    let named = try ChartDecoder.decodeTable(Data(csv.utf8), options: DecodeOptions(series: "note"))
    #expect(named.dataset.series.count == 12)
  }

  @Test func repeatedColumnNamesBecomeDistinctSeries() throws {
    // Named by position: which columns are drawn by default is not what this tests (the second
    // `a`, whole numbers 26–30 over 30 rows, is now taken for a coded column).
    let csv = try ChartDecoder.decodeTable(
      try fixture("duplicate-columns.csv"), options: DecodeOptions(x: "date", y: [1, 2, 3]))
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

  /// Series that have their own x arrays with equal values (a split where every group was
  /// measured in the same years) each count their repeats: compared by value, `barley.json`
  /// split by variety counted 10 repeats instead of 100, and drew 20 of its 120 points.
  @Test func repeatedXCountCountsEqualButSeparateXArraysEach() {
    func years() -> [Double] { Array(repeating: 1931, count: 6) + Array(repeating: 1932, count: 6) }
    let separate = Dataset(series: (0..<10).map { Series(name: "v\($0)", xs: years(), ys: Array(repeating: 1, count: 12)) })
    #expect(ChartDecoder.repeatedXCount(separate) == 100)
    // Shared by two y columns of each of two groups, in either order: once per group.
    let a = years()
    let b = years()
    let shared = Dataset(series: [
      Series(name: "A p", xs: a, ys: Array(repeating: 1, count: 12)),
      Series(name: "B p", xs: b, ys: Array(repeating: 1, count: 12)),
      Series(name: "A q", xs: a, ys: Array(repeating: 2, count: 12)),
      Series(name: "B q", xs: b, ys: Array(repeating: 2, count: 12)),
    ])
    #expect(ChartDecoder.repeatedXCount(shared) == 20)
  }
}
