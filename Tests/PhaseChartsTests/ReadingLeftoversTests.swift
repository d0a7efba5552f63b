import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Last session's new-user QA, the decoding side: unreadable cells carry where the first one is,
/// a forced format that contradicts the bytes is a typed failure, column names match without
/// case, lines above the header are skipped when that is unambiguous, and an empty card says why.
@Suite(.timeLimit(.minutes(6))) struct ReadingLeftoversTests {
  static let somebad = "date,temp\n2024-01-01,1\n2024-01-02,n/a2\n2024-01-03,3\n2024-01-04,12..5\n2024-01-05,NA\n"

  @Test func theFirstUnreadableCellIsNamedWithItsLineAndColumn() throws {
    let table = try ChartDecoder.decodeTable(Data(Self.somebad.utf8))
    // `NA` is a missing-value marker, not a cell someone meant as a value.
    #expect(table.columns.unreadable == UnreadableCells(count: 2, line: 3, column: "temp", text: "n/a2"))
    let clean = try ChartDecoder.decodeTable(Data("x,y\n1,2\n2,NA\n3,\n".utf8))
    #expect(clean.columns.unreadable == nil)
  }

  @Test(arguments: [1, 2, 3])
  func unreadableCellsAreTheSameOnEveryPathAndSplit(_ pieces: Int) throws {
    var text = "x,y,z\n"
    for row in 0..<4_000 { text += "\(row),\(row % 97 == 5 ? "bad\(row)" : String(row)),\(row % 300 == 7 ? "1..2" : "1")\n" }
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBufferPointer { buffer in
      // Named: z (1 on all but 14 rows) is a coded column by default, and x a row index.
      let options = DecodeOptions(x: "x", y: ["y", "z"])
      let general = try CSVTableDecoder.decode(buffer, options: options, allowsFastRows: false)
      let split = try CSVTableDecoder.decode(
        buffer, options: options, pieces: pieces, minimumParallelBytes: 1, minimumChunkBytes: 1_000)
      let expected = UnreadableCells(count: 42 + 14, line: 7, column: "y", text: "bad5")
      #expect(general.columns.unreadable == expected)
      #expect(split.columns.unreadable == expected)
    }
  }

  @Test func aForcedFormatThatContradictsTheBytesIsATypedFailure() {
    let json = #"[{"date":"2024-01-01","temp":1}]"#
    #expect(throws: DataError.self) { try ChartDecoder.decode(json, options: DecodeOptions(format: .csv)) }
    do {
      _ = try ChartDecoder.decode(json, options: DecodeOptions(format: .csv))
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      #expect(failure.kind == .formatMismatch(expected: "csv", found: "json", start: json))
    }
    do {
      _ = try ChartDecoder.decode("date,temp\n2024-01-01,1\n", options: DecodeOptions(format: .json))
      Issue.record("CSV read as JSON did not fail")
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      #expect(failure.kind == .formatMismatch(expected: "json", found: "csv", start: "date,temp"))
      #expect(!failure.description(in: .simplifiedChinese).contains("the data"))
    }
    // A CSV header that starts with a bracket is still CSV.
    #expect((try? ChartDecoder.decode("[ms],value\n1,2\n2,3\n", options: DecodeOptions(format: .csv)))?.series.count == 1)
  }

  @Test func aForcedFormatGivingColumnsWithoutRowsIsATypedFailure() {
    do {
      _ = try ChartDecoder.decode("a,b,c,d\n", options: DecodeOptions(format: .csv))
      Issue.record("no failure")
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      #expect(failure.kind == .noPoints(format: "csv", columns: 4))
    }
    // Detected, a header without rows is "no data", as before.
    #expect((try? ChartDecoder.decode("a,b,c,d\n"))?.isEmpty == true)
  }

  @Test func columnNamesMatchWithoutCaseAndExactWins() throws {
    let table = try ChartDecoder.decodeTable(
      Data("date,temperature,humidity\n2024-01-01,1,2\n".utf8), options: DecodeOptions(y: ["Temperature"]))
    #expect(table.columns.y == ["temperature"])
    let exact = try ChartDecoder.decodeTable(
      Data("x,Temp,temp\n1,1,2\n".utf8), options: DecodeOptions(y: ["temp"]))
    #expect(exact.columns.y == ["temp"])
    #expect(throws: DataError.self) {
      try ChartDecoder.decode("x,Temp,temp\n1,1,2\n", options: DecodeOptions(y: ["TEMP"]))
    }
    do {
      _ = try ChartDecoder.decode("date,temperature\n2024-01-01,1\n", options: DecodeOptions(y: ["Temperatur"]))
      Issue.record("no failure")
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      #expect(failure.message.contains(#"did you mean "temperature"?"#), "\(failure)")
      #expect(failure.message(in: .simplifiedChinese).hasPrefix("没有 y 列"))
    }
  }

  @Test(arguments: [
    ("# logger v2\n# units: C\ndate,temp\n2024-01-01,1\n2024-01-02,2\n", 2),
    ("Table 1: CPI, 2015=100\n\nMonth,CPI,Change\n2020-01,100,0.1\n2020-02,100.3,0.3\n", 2),
    ("Monthly CPI\nMonth,CPI\n2020-01,100\n2020-02,100.3\n", 1),
    (
      "\u{FEFF}\"Data Source\",\"World Development Indicators\",\n\n\"Last Updated Date\",\"2024-06-28\",\n\n\"Year\",\"Value\",\"Note\",\n\"2001\",\"1\",\"\",\n\"2002\",\"2\",\"\",\n",
      4
    ),
  ])
  func linesAboveTheHeaderAreSkippedWhenUnambiguous(_ text: String, _ skipped: Int) throws {
    let table = try ChartDecoder.decodeTable(Data(text.utf8))
    #expect(table.columns.skippedLines == skipped)
    #expect(table.dataset.series.first?.count == 2)
  }

  @Test(arguments: [
    "#,name,score\n1,a,2\n2,b,3\n", "x,y\n\n1,2\n\n3,4\n", "x,y\n1,2\n3,4\n",
  ])
  func ordinaryTablesSkipNothing(_ text: String) throws {
    #expect(try ChartDecoder.decodeTable(Data(text.utf8)).columns.skippedLines == 0)
  }

  @Test func anAmbiguousPreambleFailsNamingTheHeaderAndSkipLinesReadsIt() throws {
    let text = "Table 1: CPI, monthly\nMonth,CPI,Change\n2020-01,100,0.1\n2020-02,100.3,0.3\n"
    do {
      _ = try ChartDecoder.decode(text)
      Issue.record("no failure")
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      // The count that reads the table is named (issue #31).
      #expect(failure.kind == .tableBelowLines(skipLines: 1))
      #expect(failure.message.contains("line 1 was read as the header"), "\(failure)")
      #expect(failure.message.contains("header on line 2: skip the lines above it"), "\(failure)")
    }
    var options = DecodeOptions()
    options.skipLines = 1
    let table = try ChartDecoder.decodeTable(Data(text.utf8), options: options)
    #expect(table.columns.skippedLines == 1)
    #expect(table.dataset.series.map(\.name) == ["CPI", "Change"])
  }

  /// A World Bank table (years as columns, a country per row) was refused with a hint to
  /// transpose it; it is read wide, a series per country over the years (issue 32).
  @Test func yearsAsColumnsAreReadWide() throws {
    let text =
      "\"Country Name\",\"Country Code\",\"1960\",\"1961\",\"1962\",\n\"Aruba\",\"ABW\",\"1\",\"2\",\"3\",\n\"Chad\",\"TCD\",\"4\",\"5\",\"6\",\n"
    let dataset = try ChartDecoder.decode(text)
    #expect(dataset.series.map(\.name) == ["Aruba", "Chad"])
    #expect(dataset.series[1].xs == [1960, 1961, 1962])
    #expect(dataset.series[1].ys == [4, 5, 6])
  }

  /// Years as columns over cells of words hold nothing to draw: still refused, saying so.
  @Test func yearsAsColumnsOfWordsSayToTranspose() {
    let text =
      "\"Country Name\",\"Country Code\",\"1960\",\"1961\",\"1962\",\n\"Aruba\",\"ABW\",\"a\",\"b\",\"c\",\n\"Chad\",\"TCD\",\"d\",\"e\",\"f\",\n"
    do {
      _ = try ChartDecoder.decode(text)
      Issue.record("no failure")
    } catch {
      guard case .decodingError(let failure) = error else { Issue.record("\(error)"); return }
      #expect(failure.kind == .yearsAsColumns(label: "Country Name"))
      #expect(failure.message(in: .simplifiedChinese).hasPrefix("年份是列"))
    }
  }

  @Test func theEmptyCardSaysWhyEveryPointWasDropped() throws {
    let prepared = ChartPipeline().prepare(
      try ChartDecoder.decodeTable(
        Data("date,temp\n2024-01-01,n/a2\n2024-01-02,-\n".utf8), options: DecodeOptions(y: ["temp"])))
    let card = StateCard.noData(report: prepared.report, unreadable: prepared.columns.unreadable, language: .english)
    #expect(card.title == "All 2 points were removed: missing or not a number (2)")
    #expect(
      card.message == #"1 cell was not a value and was counted as missing: "n/a2", at line 2, column "temp"."#)
    let chinese = StateCard.noData(report: prepared.report, language: .simplifiedChinese)
    #expect(chinese.title == "全部 2 个数据点都被移除：缺失或非数字（2 个）")
    #expect(prepared.report.outcome == .allInvalid)
    // A column of only missing-value markers is charted as missing points, not "no data". (x is
    // named: three rows 1, 2, 3 are a measure by default, drawn over the row number.)
    let markers = ChartPipeline().prepare(
      try ChartDecoder.decodeTable(Data("x,temp\n1,n/a\n2,NA\n3,\n".utf8), options: DecodeOptions(x: "x")))
    #expect(markers.report.outcome == .allInvalid)
    #expect(markers.report[.missing] == 3)
    let none = StateCard.noData(report: SanitizationReport(inputCount: 0, keptCount: 0), language: .english)
    #expect(none.title == "No data available")
    let display = LoadDisplay(loaded: Loaded(value: SanitizedDataset(dataset: prepared.dataset, report: prepared.report), date: Date()))
    guard case .card(let shown, _) = display.chartState(in: .english) else { Issue.record("no card"); return }
    #expect(shown.title == card.title)
  }
}

@Suite(.timeLimit(.minutes(6))) struct JSONUnreadableCellsTests {
  @Test func jsonValuesThatAreNotNumbersAreNamedWithTheirLineAndField() throws {
    // pandas' to_json(orient="records", indent=2) of a column with a garbled value.
    let rows = """
      [
        {"date": "2024-01-01", "temp": 1.5},
        {"date": "2024-01-02", "temp": 2.5},
        {"date": "2024-01-03", "temp": "n/a2"},
        {"date": "2024-01-04", "temp": null},
        {"date": "2024-01-05", "temp": "NA"},
        {"date": "2024-01-06", "temp": 3.5},
        {"date": "2024-01-07", "temp": 4.5},
        {"date": "2024-01-08", "temp": "12..5"}
      ]
      """
    let table = try ChartDecoder.decodeTable(Data(rows.utf8))
    #expect(
      table.columns.unreadable
        == UnreadableCells(
          count: 2, line: 4, column: "temp", text: "n/a2", characterColumn: 34, path: "$[2].temp"))
    let columns = #"{"x": [1, 2, 3, 4], "y": [1, true, "", 4]}"#
    let other = try ChartDecoder.decodeTable(Data(columns.utf8))
    #expect(
      other.columns.unreadable
        == UnreadableCells(count: 1, line: 1, column: "y", text: "true", characterColumn: 30, path: "$.y[1]"))
  }
}

@Suite(.timeLimit(.minutes(6))) struct JSONSeriesNameBytesTests {
  /// Found by `scripts/fuzz.sh json` (already on main before session 6's changes): a named
  /// series column whose value is not UTF-8 was named differently by the one-pass split
  /// (Windows-1252, as CSV names are) and by grouping rows as they are read (U+FFFD). JSON is
  /// UTF-8 (RFC 8259 §8.1), so such a value is now an error, the same on both paths, that
  /// says where it is.
  @Test func aSeriesNameThatIsNotUTF8FailsAlikeOnBothPaths() throws {
    let bytes: [UInt8] = Array(#"[{"x":11,"k":"Decod"#.utf8) + [0xE6] + Array(#"able","y":2}]"#.utf8)
    var options = DecodeOptions(format: .json)
    options.series = 1
    let expected = DataError.decodingError(
      .init(message: "invalid UTF-8 in a string", line: 1, column: 20, path: "$[0].k"))
    bytes.withUnsafeBufferPointer { buffer in
      #expect(throws: expected) { try ChartDecoder.decodeTable(buffer, options: options) }
      #expect(throws: expected) { try ChartDecoder.decodeTableDecodingAgain(buffer, options: options) }
    }
  }
}
