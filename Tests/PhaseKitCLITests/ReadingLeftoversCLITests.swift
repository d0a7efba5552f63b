import Foundation
import Testing
import _PhaseKitTestSupport

/// Last session's new-user QA, through the real `phasekit` binary on files written the way
/// pandas, the World Bank and a statistics office write them.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ReadingLeftoversCLITests {
  let files = ChartFiles("reading-leftovers")

  /// pandas' `to_csv(index=False)` of a small weather table.
  static let weather: String = {
    var text = "date,temperature,humidity\n"
    for day in 1...28 { text += "2024-02-\(day < 10 ? "0" : "")\(day),\(Double(day) / 2 + 3.5),\(40 + day)\n" }
    return text
  }()

  @Test func standardInputIsReportedAsStandardInput() async throws {
    let result = await InProcessCommand.run(
      ["chart", "-", "--no-terminal", "--no-cache", "--lang", "en", "--out", files.path("stdin.svg")],
      input: Data(Self.weather.utf8))
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 56 points in 2 series from standard input in"), "\(result)")
    #expect(!result.stdout.contains("(file)"), "\(result)")
    let chinese = await InProcessCommand.run(
      ["chart", "-", "--no-terminal", "--no-cache", "--lang", "zh-Hans", "--out", files.path("stdin2.svg")],
      input: Data(Self.weather.utf8))
    #expect(chinese.stdout.contains("来源 标准输入"), "\(chinese)")
    #expect(!chinese.stdout.contains("（文件）"), "\(chinese)")
  }

  @Test func jsonForcedAsCSVFailsNamingTheFileAndTheFormat() async throws {
    // pandas' to_json(orient="records").
    let json = #"[{"date":"2024-02-01","temperature":4.0},{"date":"2024-02-02","temperature":4.5}]"#
    let result = try await files.chart("weather.json", json, ["--format", "csv"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("weather.json is JSON, not CSV"), "\(result)")
    #expect(result.stderr.contains("use --format json"), "\(result)")
    let reverse = try await files.chart("weather.csv", Self.weather, ["--format", "json"], lang: "zh-Hans")
    #expect(reverse.status == 65, "\(reverse)")
    #expect(reverse.stderr.contains("weather.csv 是 CSV 而不是 JSON"), "\(reverse)")
    #expect(reverse.stderr.contains("--format csv"), "\(reverse)")
  }

  @Test func columnNamesMatchWithoutCaseAndNearNamesAreSuggested() async throws {
    let result = try await files.chart("case.csv", Self.weather, ["--y", "Temperature"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 28 points in 1 series"), "\(result)")
    let typo = try await files.chart("typo.csv", Self.weather, ["--y", "Temperatur"])
    // A name that matches no column is a mistake in the command (issue 35), not in the data.
    #expect(typo.status == 64, "\(typo)")
    #expect(typo.stderr.contains(#"did you mean "temperature"?"#), "\(typo)")
  }

  @Test func allInvalidPointsSayWhyAndWhere() async throws {
    // A sensor column of R's `NA` (a column of only missing-value markers was charted as "no
    // data"), with one garbled value past the rows that decide the column's kind.
    var text = "minute,temp\n"
    for minute in 1...80 { text += "\(minute),\(minute == 75 ? "12..5" : "NA")\n" }
    let result = try await files.chart("allbad.csv", text)
    #expect(result.status == 65, "\(result)")
    #expect(result.stdout.contains("All 80 points were removed: missing or not a number (80)"), "\(result)")
    #expect(result.stdout.contains(#"1 cell was not a value and was counted as missing: "12..5", at line 76, column "temp""#), "\(result)")
    let svg = try String(contentsOfFile: files.path("allbad.csv.svg"), encoding: .utf8)
    #expect(svg.contains("All 80 points were removed"), "the card says why")
  }

  @Test func unreadableCellsAreReportedWithTheirPlace() async throws {
    var text = Self.weather
    text = text.replacingOccurrences(of: "2024-02-06,6.5,", with: "2024-02-06,n/a2,")
    let result = try await files.chart("somebad.csv", text, lang: "zh-Hans")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("1 个单元格不是有效值，已计为缺失：\"n/a2\"，位于第 7 行，\"temperature\" 列。"), "\(result)")
  }

  /// A World Bank download: its preamble is skipped and its years-as-columns table is read
  /// wide, a line per country over the years (it was refused with a hint to transpose it).
  @Test func worldBankDownloadSkipsItsPreambleAndIsReadWide() async throws {
    var text = "\u{FEFF}\"Data Source\",\"World Development Indicators\",\n\n\"Last Updated Date\",\"2024-06-28\",\n\n"
    let years = (1960...2023).map { "\"\($0)\"" }.joined(separator: ",")
    text += "\"Country Name\",\"Country Code\",\"Indicator Name\",\"Indicator Code\",\(years),\n"
    for (name, code) in [("Aruba", "ABW"), ("Africa Eastern and Southern", "AFE"), ("Germany", "DEU")] {
      let values = (1960...2023).map { "\"\($0 * 1000)\"" }.joined(separator: ",")
      text += "\"\(name)\",\"\(code)\",\"Population, total\",\"SP.POP.TOTL\",\(values),\n"
    }
    let result = try await files.chart("API_SP.POP.TOTL_DS2_en_csv_v2_1.csv", text)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Read wide: the 64 columns 1960 to 2023 are x"), "\(result)")
    #expect(result.stdout.contains("series: Country Name"), "\(result)")
    #expect(result.stdout.contains("Loaded 192 points in 3 series"), "\(result)")
  }

  @Test func statisticsOfficeTitleAndCommentsAreSkippedAndReported() async throws {
    var text = "Table 1: Monthly consumer price index, 2015=100\n\nMonth,CPI,Change\n"
    for month in 1...9 { text += "2020-0\(month),\(100 + month),0.\(month)\n" }
    let result = try await files.chart("cpi.csv", text)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Skipped 2 lines above the header; the table starts on line 3"), "\(result)")
    let comments = try await files.chart("log.csv", "# logger v2\n# units: C\n" + Self.weather)
    #expect(comments.status == 0, "\(comments)")
    #expect(comments.stdout.contains("Skipped 2 lines"), "\(comments)")
  }

  /// matplotlib's Stocks.csv as pandas read it (its `# Data source` comment as the header) and
  /// wrote it back after `reset_index()`: the real names are on line 2.
  @Test func madeUpNamesAboveTheRealOnesAreSkippedAndReported() async throws {
    var text = ",level_0,level_1,level_2,# Data source: https://finance.yahoo.com\n0,Date,IBM,AAPL,MSFT\n"
    // (MSFT falls while AAPL rises: not AAPL plus a constant, which would be a copy of it)
    for month in 1...9 { text += "\(month),1990-0\(month)-01,\(10 + month).5,0.2\(month),0.4\(10 - month)\n" }
    let result = try await files.chart("stocks.csv", text)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("x: Date · y: IBM, AAPL, MSFT"), "\(result)")
    #expect(
      result.stdout.contains(
        "Skipped line 1: made-up column names (level_0, level_1, level_2, …); the names are those of line 2"),
      "\(result)")
  }

  /// The same table as pandas writes it to JSON records: the record of names is reported by
  /// its path, and records keyed by name that leave out fields draw a row per name.
  @Test func madeUpKeysOverARecordOfNamesAreReportedByPath() async throws {
    var records = [#"{"level_0":"Date","level_1":"IBM","level_2":"AAPL"}"#]
    for month in 1...9 { records.append(#"{"level_0":"1990-0\#(month)-01","level_1":"\#(10 + month).5","level_2":"0.2\#(month)"}"#) }
    let result = try await files.chart("stocks.json", "[\n" + records.joined(separator: ",\n") + "\n]\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("x: Date · y: IBM, AAPL"), "\(result)")
    #expect(
      result.stdout.contains(
        "Skipped $[0] (line 2): made-up keys (level_0, level_1, level_2); the columns are named by its values"),
      "\(result)")
    let zh = try await files.chart(
      "stocks-zh.json", "[\n" + records.joined(separator: ",\n") + "\n]\n", ["--lang", "zh-Hans"])
    #expect(zh.stdout.contains("已跳过 $[0]（第 2 行）：程序生成的键名"), "\(zh)")
  }

  @Test func anAmbiguousTitleFailsNamingTheHeaderAndSkipLinesReadsIt() async throws {
    let text = "Table 1: CPI, monthly\nMonth,CPI,Change\n2020-01,100,0.1\n2020-02,100.3,0.3\n"
    let failed = try await files.chart("title.csv", text)
    #expect(failed.status == 65, "\(failed)")
    #expect(failed.stderr.contains("line 1 was read as the header"), "\(failed)")
    // The count that reads the table (issue #31).
    #expect(failed.stderr.contains("--skip-lines 1."), "\(failed)")
    let read = try await files.chart("title2.csv", text, ["--skip-lines", "1"])
    #expect(read.status == 0, "\(read)")
    #expect(read.stdout.contains("kept 4 of 4 points"), "\(read)")
  }
}
