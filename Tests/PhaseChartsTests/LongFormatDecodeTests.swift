import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// A long-format table (x repeats, a column of words names the series) is decoded in one pass:
/// the split into series is made in memory from the decoded columns and the values of the
/// candidate columns recorded during the pass, and gives exactly what decoding the document
/// again per candidate column gave (the reference, ``ChartDecoder/decodeTableDecodingAgain``):
/// the same series, names, order and values bit for bit, the same columns, and the same
/// errors, word for word.
@Suite(.timeLimit(.minutes(6))) struct LongFormatDecodeTests {
  /// A CSV cell as a JSON value: empty → `null`, a finite number as it is, anything else a
  /// string with `\\`, `"` and line breaks escaped.
  static func jsonLiteral(_ cell: String) -> String {
    if cell.isEmpty { return "null" }
    if let number = Double(cell), number.isFinite, !cell.contains(" ") { return cell }
    return "\""
      + cell.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      + "\""
  }

  /// A decode's outcome as comparable text: the columns, every value bit for bit, or the error.
  static func describe(_ outcome: () throws(DataError) -> DecodedTable) -> String {
    do {
      let table = try outcome()
      let columns = table.columns
      return "x \(columns.x) y \(columns.y) series \(columns.series ?? "-") found "
        + "\(columns.seriesWasFound) repeated \(columns.repeatedX) unsplit \(table.unsplitRepeats) offset "
        + "\(table.dataset.utcOffset.map(String.init) ?? "-")\n"
        + CSVFastRowTests.describe(table.dataset)
    } catch {
      return "error \(error)"
    }
  }

  /// The one-pass decode and the reference, and how many passes each made over the bytes.
  static func outcomes(_ bytes: [UInt8], options: DecodeOptions = DecodeOptions())
    -> (onePass: String, reference: String, passes: Int, referencePasses: Int)
  {
    bytes.withUnsafeBufferPointer { buffer in
      let counter = ChartDecoder.PassCounter()
      let onePass = ChartDecoder.$passCounter.withValue(counter) {
        describe { () throws(DataError) in try ChartDecoder.decodeTable(buffer, options: options) }
      }
      let referenceCounter = ChartDecoder.PassCounter()
      let reference = ChartDecoder.$passCounter.withValue(referenceCounter) {
        describe { () throws(DataError) in
          try ChartDecoder.decodeTableDecodingAgain(buffer, options: options)
        }
      }
      return (onePass, reference, counter.passes, referenceCounter.passes)
    }
  }

  static func outcomes(_ text: String, options: DecodeOptions = DecodeOptions())
    -> (onePass: String, reference: String, passes: Int, referencePasses: Int)
  {
    outcomes(Array(text.utf8), options: options)
  }

  func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Fixtures.directory.appendingPathComponent(name)))
  }

  // MARK: - Shapes, one at a time

  static let shapes: [(label: String, text: String)] = [
    (
      "one column of words, interleaved",
      "date,country,value\n" + rows(3, 40) { d, s in "2020-01-\(day(d)),c\(s),\(d * 3 + s)" }
    ),
    (
      "one column of words, blocked",
      "date,country,value\n" + blocked(3, 40) { d, s in "2020-01-\(day(d)),c\(s),\(d + s)" }
    ),
    (
      "text column first, blocked",
      "country,year,value\n" + blocked(4, 30) { d, s in "k\(s),\(1990 + d),\(d * s)" }
    ),
    (
      "two columns, one qualifies",
      "year,country,city,temp\n" + rows(4, 20) { d, s in "\(2000 + d),N\(s / 2),C\(s),\(s)" }
    ),
    (
      "two columns, both qualify",
      "year,source,state,twh\n" + rows(3, 20) { d, s in "\(2000 + d),s\(s),st\(s),\(d)" }
    ),
    (
      "a column of notes, no split",
      "day,note,v\n" + (0..<24).map { "\($0 / 2),note \($0),\($0)" }.joined(separator: "\n")
    ),
    (
      "notes and a series column",
      "day,note,kind,v\n" + (0..<40).map { "\($0 / 2),n\($0),k\($0 % 2),\($0)" }.joined(separator: "\n")
    ),
    ("two y columns", "t,site,a,b\n" + rows(3, 25) { d, s in "\(d),S\(s),\(d).5,\(-d)" }),
    (
      "quoted names with commas and line feeds",
      "year,place,v\n"
        + rows(3, 15) { d, s in "\(d),\(["\"Korea, Rep.\"", "\"line\none\"", "\"say \"\"hi\"\"\""][s]),\(s)" }
    ),
    (
      "quoted and unquoted spellings of one name",
      "x,k,v\n" + rows(2, 20) { d, s in "\(d),\(s == 0 ? (d % 2 == 0 ? "\"a\"" : "a") : "b"),\(d)" }
    ),
    (
      "empty cells in the series column", "x,k,v\n" + rows(3, 15) { d, s in "\(d),\(["", "b", "c"][s]),\(s)" }
    ),
    (
      "blank and NaN y",
      "x,k,v\n" + rows(2, 30) { d, s in "\(d),k\(s),\(d % 5 == 0 ? "" : d % 7 == 0 ? "nan" : "\(d)")" }
    ),
    (
      "NaN and blank x",
      "x,k,v\n" + rows(2, 30) { d, s in "\(d % 6 == 0 ? "" : d % 9 == 0 ? "x" : "\(d)"),k\(s),1" }
    ),
    ("spaces around words", "x,k,v\n" + rows(2, 20) { d, s in "\(d),\(s == 0 ? " a" : "a "),\(d)" }),
    ("CRLF line ends", "x,k,v\r\n" + rows(2, 20, separator: "\r\n") { d, s in "\(d),k\(s),\(d)" }),
    (
      "few repeats: duplicates, not long format",
      "x,k,v\n" + (0..<40).map { "\($0 == 39 ? 38 : $0),k\($0 % 3),\($0)" }.joined(separator: "\n")
    ),
    ("x only grows", "x,k,v\n" + (0..<40).map { "\($0),k\($0 % 3),\($0)" }.joined(separator: "\n")),
    ("under ten rows", "x,k,v\n1,a,1\n1,b,2\n2,a,3\n"),
    ("every row its own value, under ten rows", "x,k,v\n1,a,1\n1,b,2\n"),
    (
      "words that are equal text but different bytes",
      "x,k,v\n"
        + rows(2, 12) { d, s in "\(d),\(s == 0 ? (d % 2 == 0 ? "caf\u{E9}" : "cafe\u{301}") : "tea"),\(d)" }
    ),
    (
      "a column of words that later holds numbers",
      "x,k,v\n" + rows(2, 40) { d, s in "\(d),\(d > 30 ? "\(s)" : "k\(s)"),\(d)" }
    ),
    ("field count changes mid-file", "x,k,v\n" + rows(2, 20) { d, s in "\(d),k\(s),\(d)" } + "\n5,k1\n"),
    (
      "many distinct values past the series limit",
      "x,k,v\n" + (0..<300).map { "\($0 / 2),k\($0 % 150),\($0)" }.joined(separator: "\n")
    ),
    ("header only", "x,k,v\n"),
    ("no words", "x,a,b\n1,2,3\n1,4,5\n"),
    ("UTF-8 BOM and semicolons", "\u{FEFF}x;k;v\n" + rows(2, 20) { d, s in "\(d);k\(s);\(d),5" }),
    (
      "names alike in first byte, last byte and length",
      "x,k,v\n" + rows(10, 12) { d, s in "\(d),a\(s)z,\(d)" }
    ),
    (
      "invalid UTF-8 bytes in names",
      "x,k,v\n" + rows(2, 10) { d, s in "\(d),\(s == 0 ? "\u{1}a" : "b"),\(d)" }
    ),
  ]

  static func day(_ d: Int) -> String { d < 9 ? "0\(d + 1)" : "\(d + 1)" }

  /// The x column of a shape, named when it is decoded: the split machinery is what these
  /// tests compare, not which column a table with nothing named is read over (a numeric first
  /// column that does not say time is not x by default).
  static func xName(of text: String) -> ColumnSelector {
    let header = text.prefix { $0 != "\n" && $0 != "\r" }
    let names = header.split { $0 == "," || $0 == ";" }
      .map { $0.trimmingCharacters(in: .init(charactersIn: "\u{FEFF} ")) }
    return .name(names.first { ["x", "date", "year", "day", "t"].contains($0) } ?? names[0])
  }

  /// `days` x values, each with `series` rows (interleaved: x, then every series).
  static func rows(_ series: Int, _ days: Int, separator: String = "\n", _ row: (Int, Int) -> String)
    -> String
  {
    (0..<days).flatMap { d in (0..<series).map { s in row(d, s) } }.joined(separator: separator)
  }

  /// The same rows, blocked: every x of the first series, then of the next.
  static func blocked(_ series: Int, _ days: Int, _ row: (Int, Int) -> String) -> String {
    (0..<series).flatMap { s in (0..<days).map { d in row(d, s) } }.joined(separator: "\n")
  }

  @Test(arguments: shapes.map(\.label))
  func eachShapeDecodesAsTheReferenceDoes(_ label: String) {
    let text = Self.shapes.first { $0.label == label }!.text
    let x = Self.xName(of: text)
    var small = DecodeOptions(x: x)
    small.limits.maxSeries = 100
    var strict = DecodeOptions(x: x)
    strict.missingValues = .fail
    for options in [DecodeOptions(x: x), small, strict, DecodeOptions(format: .csv, x: x, y: ["v"])] {
      let result = Self.outcomes(text, options: options)
      #expect(result.onePass == result.reference, "\(label)")
      #expect(result.passes <= 1, "\(label): \(result.passes) passes")
    }
  }

  /// X that repeats with no column to split it is drawn as points (it failed),
  /// and of several columns that split it the one with the fewest series is chosen (it failed).
  @Test func theShapesCoverEveryOutcome() {
    let outcomes = Self.shapes.map { shape in
      Self.outcomes(shape.text, options: DecodeOptions(x: Self.xName(of: shape.text))).onePass
    }
    #expect(outcomes.contains { $0.contains("found true") })
    #expect(outcomes.contains { $0.contains("found false") && $0.contains("unsplit 0") })
    #expect(outcomes.contains { $0.contains("found false") && !$0.contains("unsplit 0") })
    #expect(outcomes.contains { $0.hasPrefix("x year y [\"twh\"] series source found true") })
    #expect(outcomes.contains { $0.hasPrefix("error") && $0.contains("expected 3 fields") })
  }

  // MARK: - Random long-format files

  /// A random long-format file: 0–3 columns of words in random places, one of which may name
  /// the series; interleaved or blocked; quoted fields, empty cells, NaN and blank values.
  static func randomFile(seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    let seriesCount = Int.random(in: 1...6, using: &generator)
    let xs = Int.random(in: 1...60, using: &generator)
    let wordColumns = Int.random(in: 0...3, using: &generator)
    let ys = Int.random(in: 1...2, using: &generator)
    let isBlocked = Bool.random(using: &generator)
    let isDate = Bool.random(using: &generator)
    // Each word column's kind: 0 names the series, 1 coarser (two series share a value),
    // 2 names rows (a note), 3 constant.
    let kinds = (0..<wordColumns).map { _ in Int.random(in: 0...3, using: &generator) }
    var header = ["x"] + (0..<ys).map { "y\($0)" } + kinds.indices.map { "w\($0)" }
    header.shuffle(using: &generator)
    var lines = [header.joined(separator: ",")]
    let order: [(Int, Int)] =
      isBlocked
      ? (0..<seriesCount).flatMap { s in (0..<xs).map { (s, $0) } }
      : (0..<xs).flatMap { x in (0..<seriesCount).map { (x, $0) } }.map { ($1, $0) }
    var row = 0
    for (s, x) in order {
      row += 1
      let cells = header.map { name -> String in
        if name == "x" {
          if Int.random(in: 0..<50, using: &generator) == 0 { return "" }
          return isDate ? String(format: "2021-%02d-%02d", x / 28 % 12 + 1, x % 28 + 1) : "\(x)"
        }
        if name.hasPrefix("y") {
          switch Int.random(in: 0..<30, using: &generator) {
          case 0: return ""
          case 1: return "NaN"
          case 2: return "\" \(x).25\""
          default: return "\(Double(x) * 1.5 + Double(s))"
          }
        }
        let kind = kinds[Int(name.dropFirst())!]
        var word: String
        switch kind {
        case 0: word = ["Oslo", "Korea, Rep.", "line\nbreak", "say \"hi\"", "", "Zürich"][s % 6]
        case 1: word = "group \(s / 2)"
        case 2: word = "note \(row)"
        default: word = "all"
        }
        if Int.random(in: 0..<40, using: &generator) == 0 { word = "" }
        let needsQuotes = word.contains(",") || word.contains("\n") || word.contains("\"")
        if needsQuotes || Int.random(in: 0..<10, using: &generator) == 0 {
          return "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return word
      }
      lines.append(cells.joined(separator: ","))
    }
    return lines.joined(separator: Bool.random(using: &generator) ? "\n" : "\r\n")
  }

  @Test func randomLongFormatFilesDecodeAsTheReferenceDoes() {
    var splits = 0
    for seed in 0..<400 as Range<UInt64> {
      let text = Self.randomFile(seed: seed)
      let result = Self.outcomes(text, options: DecodeOptions(x: "x"))
      #expect(result.onePass == result.reference, "seed \(seed)\n\(text)")
      #expect(result.passes == 1, "seed \(seed)")
      if result.onePass.contains("found true") { splits += 1 }
    }
    // The generator reaches the split often, not by chance.
    #expect(splits > 50)
  }

  /// The same files decoded by several workers that claim runs of lines (down to single
  /// lines) record the candidate columns run by run; joined in order, the split is the same.
  @Test func aSplitDecodeRecordsTheSameValuesAsOnePass() {
    for seed in 0..<150 as Range<UInt64> {
      let bytes = Array(Self.randomFile(seed: seed).utf8)
      let reference = Self.outcomes(bytes, options: DecodeOptions(format: .csv, x: "x")).reference
      for (pieces, fromBack) in [(2, false), (3, true), (4, false)] {
        let split = bytes.withUnsafeBufferPointer { buffer in
          Self.describe { () throws(DataError) in
            let options = DecodeOptions(format: .csv, x: "x")
            let table = try CSVTableDecoder.decode(
              buffer, options: options, pieces: pieces, minimumParallelBytes: 0,
              minimumChunkBytes: 1, startsFromBack: fromBack)
            return try ChartDecoder.splitLongFormat(table, options: options) { column in
              Issue.record("seed \(seed): column \(column) decoded again")
              return nil
            }
          }
        }
        #expect(split == reference, "seed \(seed), \(pieces) pieces")
      }
    }
  }

  // MARK: - The bytes are read once

  @Test func aLongFormatFileIsReadOnce() throws {
    let text =
      "date,country,code,value\n"
      + Self.rows(10, 50) { d, s in "2020-0\(d / 28 + 1)-\(Self.day(d % 28)),c\(s),k\(s % 3),\(d)" }
    let result = Self.outcomes(text)
    #expect(result.onePass == result.reference)
    #expect(result.onePass.contains("series country found true"))
    #expect(result.passes == 1)
    // The reference reads it once more per column of words; the counter sees that.
    #expect(result.referencePasses == 3)
    for name in ["owid-energy-long.csv", "stocks-5yr-long.csv", "covid-cases-long.json"] {
      let fixture = Self.outcomes(try fixture(name))
      #expect(fixture.passes == 1, "\(name)")
      #expect(fixture.referencePasses > 1, "\(name)")
    }
    // Named, the column is recorded in the one pass and the rows split from it, on one core
    // and split across workers alike.
    let named = Self.outcomes(text, options: DecodeOptions(series: "country"))
    #expect(named.onePass.hasPrefix("x date y [\"value\"] series country found false repeated 0"))
    #expect(named.onePass.drop { $0 != "\n" } == result.onePass.drop { $0 != "\n" })
    #expect(named.passes == 1)
    let bytes = Array(text.utf8)
    let counter = ChartDecoder.PassCounter()
    let split = ChartDecoder.$passCounter.withValue(counter) {
      bytes.withUnsafeBufferPointer { buffer in
        Self.describe { () throws(DataError) in
          try CSVTableDecoder.decode(
            buffer, options: DecodeOptions(series: "country"), pieces: 2, minimumParallelBytes: 0,
            minimumChunkBytes: 64)
        }
      }
    }
    #expect(split == named.onePass)
    #expect(counter.passes == 1)
    for (name, column) in [
      ("owid-energy-long.csv", "Entity"), ("stocks-5yr-long.csv", "Name"),
      ("covid-cases-long.json", "location"),
    ] {
      let fixture = Self.outcomes(try fixture(name), options: DecodeOptions(series: .name(column)))
      #expect(fixture.onePass == fixture.reference, "\(name)")
      #expect(fixture.passes == 1, "\(name)")
    }
  }

  /// A table that fails to decode with nothing named is not decoded again: an error costs
  /// one pass, as a chart does.
  @Test func aFailingDecodeReadsTheBytesOnce() {
    let text = Self.shapes.first { $0.label == "field count changes mid-file" }!.text
    let result = Self.outcomes(text)
    #expect(result.onePass.hasPrefix("error"))
    do {
      #expect(result.passes == 1)
    }
  }

  // MARK: - Public-style datasets

  @Test func ourWorldInDataExportIsSplitByEntity() throws {
    let bytes = try fixture("owid-energy-long.csv")
    let result = Self.outcomes(bytes)
    #expect(result.onePass == result.reference)
    let table = try ChartDecoder.decodeTable(Data(bytes))
    #expect(table.columns.x == "Year")
    #expect(table.columns.series == "Entity")
    #expect(table.columns.seriesWasFound)
    #expect(table.dataset.series.count == 13)
    #expect(table.dataset.series[1].name == "Bonaire, Sint Eustatius and Saba")
    #expect(table.dataset.series.last?.name == "World")
    #expect(table.dataset.pointCount == 659)
  }

  /// Entity and Code name the same countries: of two columns that split the table alike, the
  /// first is chosen (several splitting columns, the one with the fewest series;
  /// this failed naming both before).
  @Test func ourWorldInDataCountriesOnlyNameBothColumns() throws {
    let result = Self.outcomes(try fixture("owid-coded-long.csv"))
    #expect(result.onePass == result.reference)
    #expect(
      result.onePass.hasPrefix(
        "x Year y [\"Primary energy consumption (TWh)\"] series Entity found true repeated 374 unsplit 0"))
  }

  @Test func kaggleStockFilesAreSplitBySymbol() throws {
    for name in ["stocks-5yr-long.csv", "prices-daily-long.csv"] {
      let bytes = try fixture(name)
      // The decoding itself, the first y column named: one pass as the reference splits it.
      let result = Self.outcomes(bytes, options: DecodeOptions(y: [.name("open")]))
      #expect(result.onePass == result.reference, "\(name)")
      let table = try ChartDecoder.decodeTable(Data(bytes))
      #expect(table.columns.seriesWasFound)
      // Five symbols by five y columns would be 25 series on one axis: the first column is
      // drawn, one series per symbol.
      #expect(table.dataset.series.count == 5, "five symbols, the first y column")
      #expect(table.dataset.series[0].name == "AAL")
      #expect(table.columns.y.count == 1)
      #expect(table.dataset.series.allSatisfy { $0.count == 286 })
    }
  }

  @Test func jsonRecordsAreSplitOrFailAsTheReferenceDoes() throws {
    let both = Self.outcomes(try fixture("covid-long.json"))
    #expect(both.onePass == both.reference)
    // iso_code and location name the same countries: the first is chosen (several
    // splitting columns, the one with the fewest series; this failed naming both before).
    #expect(both.onePass.hasPrefix("x date y [\"new_cases\"] series iso_code found true repeated 240 unsplit 0"))
    let cases = Self.outcomes(try fixture("covid-cases-long.json"))
    #expect(cases.onePass == cases.reference)
    #expect(cases.onePass.contains("series location found true"))
    #expect(cases.onePass.contains("\nWorld\n"))
  }

  // MARK: - JSON shapes

  static let jsonShapes: [(label: String, text: String)] = [
    (
      "records", #"[{"t":1,"k":"a","v":1},{"t":1,"k":"b","v":2},{"t":2,"k":"a","v":3},{"t":2,"k":"b","v":4}]"#
    ),
    (
      "records with a missing key",
      #"[{"t":1,"k":"a","v":1},{"t":1,"v":2},{"t":2,"k":"a","v":3},{"t":2,"k":"b","v":4}]"#
    ),
    (
      "records with null, numbers and escapes",
      #"[{"t":1,"k":"a\"b","v":1},{"t":1,"k":null,"v":2},{"t":2,"k":"a\u0022b","v":3},{"t":2,"k":7,"v":4},{"t":3,"k":true,"v":1},{"t":3,"k":{"n":1},"v":2}]"#
    ),
    (
      "records with a repeated field",
      #"[{"t":1,"k":"a","k":"b","v":1},{"t":1,"k":"c","v":2},{"t":2,"k":"b","v":3},{"t":2,"k":"c","v":4}]"#
    ),
    (
      "records in another field order",
      #"[{"t":1,"k":"a","v":1},{"k":"b","v":2,"t":1},{"v":3,"t":2,"k":"a"},{"t":2,"v":4,"k":"b"}]"#
    ),
    ("arrays with a header", #"[["t","k","v"],[1,"a",1],[1,"b",2],[2,"a",3],[2,"b",4]]"#),
    ("columns", #"{"t":[1,1,2,2],"k":["a","b","a","b"],"v":[1,2,3,4]}"#),
    ("columns of another length", #"{"t":[1,1,2,2],"k":["a","b","a"],"v":[1,2,3,4]}"#),
    ("wrapped records", #"{"status":"ok","data":[{"t":1,"k":"a","v":1},{"t":1,"k":"b","v":2}]}"#),
    ("two columns of words", #"[{"t":1,"k":"a","j":"x","v":1},{"t":1,"k":"b","j":"y","v":2}]"#),
  ]

  @Test(arguments: jsonShapes.map(\.label))
  func eachJSONShapeDecodesAsTheReferenceDoes(_ label: String) {
    let text = Self.jsonShapes.first { $0.label == label }!.text
    var strict = DecodeOptions(x: "t")
    strict.missingValues = .fail
    var small = DecodeOptions(x: "t")
    small.limits.maxSeries = 1
    for options in [DecodeOptions(x: "t"), strict, small] {
      let result = Self.outcomes(text, options: options)
      #expect(result.onePass == result.reference, "\(label)")
      #expect(result.passes <= 1, "\(label)")
    }
  }

  /// Random JSON records built from the random CSV files' rows: finite numbers as numbers,
  /// empty cells as null, everything else as strings.
  @Test func randomJSONRecordsDecodeAsTheReferenceDoes() throws {
    var splits = 0
    for seed in 0..<150 as Range<UInt64> {
      let rows = CSVRows.parse(Self.randomFile(seed: seed))
      guard let header = rows.first else { continue }
      let records = rows.dropFirst().map { cells in
        "{"
          + zip(header, cells).map { name, cell in "\"\(name)\":\(Self.jsonLiteral(cell))" }
          .joined(separator: ",") + "}"
      }
      let json = "[" + records.joined(separator: ",\n") + "]"
      let result = Self.outcomes(json, options: DecodeOptions(x: "x"))
      #expect(result.onePass == result.reference, "seed \(seed)\n\(json)")
      #expect(result.passes == 1)
      if result.onePass.contains("found true") { splits += 1 }
    }
    #expect(splits > 20)
  }

  /// The repeats of x counted in one pass when x never decreases, and by merging runs when it
  /// is a few runs that never decrease, as sorting counts them: with NaN skipped, -0 equal to 0,
  /// and infinities at the ends.
  @Test func repeatedXCountWithoutSortingMatchesSorting() {
    var generator = SeededGenerator(seed: 77)
    let pool: [Double] = [-.infinity, -1, -0.0, 0, 0.5, 1, 2, .infinity, .nan]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...12, using: &generator)
      var xs = (0..<count).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        // Several runs that never decrease: a table blocked by series.
        xs = (0..<Int.random(in: 1...5, using: &generator)).flatMap { _ in
          (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            pool[Int.random(in: 0..<pool.count, using: &generator)]
          }.sorted { !$0.isNaN && ($1.isNaN || $0 < $1) }
        }
      } else if Bool.random(using: &generator) {
        // Non-decreasing apart from NaN, which stays where it is.
        let sorted = xs.filter { !$0.isNaN }.sorted()
        var next = 0
        xs = xs.map { x in
          guard !x.isNaN else { return x }
          defer { next += 1 }
          return sorted[next]
        }
      }
      var sorted = xs.filter { !$0.isNaN }
      sorted.sort()
      let expected = sorted.indices.dropFirst().filter { sorted[$0] == sorted[$0 - 1] }.count
      let dataset = Dataset(series: [Series(name: "s", xs: xs, ys: xs.map { _ in 0 })])
      #expect(ChartDecoder.repeatedXCount(dataset) == expected, "\(xs)")
    }
  }

  // MARK: - Words beside an x that grows

  /// A file whose x strictly grows for `prefix` rows, with a column of words (quoted now and
  /// then, blank lines and CRLF), then, from row `prefix` on, either keeps growing or starts
  /// again from the first x (a second block: long format).
  static func growingFile(seed: UInt64, rows: Int, prefix: Int, repeats: Bool) -> String {
    var generator = SeededGenerator(seed: seed)
    let words = ["sun", "rain", "\"fog, thick\"", "", "\"say \"\"hi\"\"\"", "snow"]
    let lineEnd = Bool.random(using: &generator) ? "\n" : "\r\n"
    var lines = ["t,weather,v"]
    for row in 0..<rows {
      let x = repeats && row >= prefix ? row - prefix : row
      // The first x is a number, so that the plan reads t as x.
      var cell = row > 0 && Int.random(in: 0..<25, using: &generator) == 0 ? "" : "\(x)"
      if row > 0 && Int.random(in: 0..<40, using: &generator) == 0 { cell = "nan" }
      let word = row < prefix ? words[row / 3 % words.count] : "other \(row % 2)"
      lines.append("\(cell),\(word),\(Double(row) / 4)")
      if Int.random(in: 0..<30, using: &generator) == 0 { lines.append("") }
    }
    return lines.joined(separator: lineEnd) + lineEnd
  }

  /// While x strictly grows, the candidate columns are not recorded: a file whose x only grows
  /// keeps nothing; one whose x starts again later has the rows before recorded then (read
  /// again for their words), on one core and split across workers alike, and gives exactly
  /// what the reference gives.
  @Test func wordsBesideAGrowingXAreRecordedOnlyWhenXStopsGrowing() {
    var caughtUp = 0
    for seed in 0..<60 as Range<UInt64> {
      let rows = 20 + Int(seed) * 7
      let prefix = [1, 2, rows / 3, rows / 2, rows - 1][Int(seed) % 5]
      for repeats in [false, true] {
        let bytes = Array(Self.growingFile(seed: seed, rows: rows, prefix: prefix, repeats: repeats).utf8)
        let result = Self.outcomes(bytes, options: DecodeOptions(x: "t"))
        #expect(result.onePass == result.reference, "seed \(seed), repeats \(repeats)")
        #expect(result.passes == 1)
        for (pieces, chunk, fromBack) in [(1, 1 << 20, false), (2, 1, false), (3, 16, true), (4, 64, false)] {
          let table = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DataError) in
              try CSVTableDecoder.decode(
                buffer, options: DecodeOptions(format: .csv, x: "t"), pieces: pieces, minimumParallelBytes: 0,
                minimumChunkBytes: chunk, startsFromBack: fromBack)
            }
          }
          guard case .success(let table) = table else {
            Issue.record("seed \(seed): \(table)")
            continue
          }
          // Nothing kept exactly when the x values that are not NaN strictly grow.
          let xs = table.dataset.series[0].xs.filter { !$0.isNaN }
          let grows = zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }
          #expect((table.candidates == nil) == grows, "seed \(seed), \(pieces) pieces")
          #expect(table.xStrictlyGrows == grows, "seed \(seed), \(pieces) pieces")
          if !grows { caughtUp += 1 }
          let split = Self.describe { () throws(DataError) in
            try ChartDecoder.splitLongFormat(table, options: DecodeOptions(format: .csv, x: "t")) { column in
              Issue.record("seed \(seed): column \(column) decoded again")
              return nil
            }
          }
          #expect(split == result.reference, "seed \(seed), \(pieces) pieces, repeats \(repeats)")
        }
      }
    }
    #expect(caughtUp > 100)
  }

  /// Bytes that are not UTF-8 read as U+FFFD, so two different such bytes name one series, as
  /// decoding split by the column does.
  @Test func invalidUTF8NamesMergeAsTheReferenceDoes() {
    var bytes = Array("x,k,v\n".utf8)
    for row in 0..<20 {
      bytes += Array("\(row / 2),".utf8) + (row % 2 == 0 ? [0xFF] : [0xFE, 0x41]) + Array(",\(row)\n".utf8)
    }
    let result = Self.outcomes(bytes, options: DecodeOptions(x: "x"))
    #expect(result.onePass.hasPrefix("x x y [\"v\"] series k found true"))
    #expect(result.onePass == result.reference)
    #expect(result.passes == 1)
  }
}

/// A small RFC 4180 reader for the tests' own files (quoted fields, doubled quotes, CRLF).
enum CSVRows {
  static func parse(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var inQuotes = false
    var chars = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))
    chars.append("\n")
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if inQuotes {
        if c == "\"" {
          if i + 1 < chars.count && chars[i + 1] == "\"" {
            field.append("\"")
            i += 1
          } else {
            inQuotes = false
          }
        } else {
          field.append(c)
        }
      } else if c == "\"" {
        inQuotes = true
      } else if c == "," {
        row.append(field)
        field = ""
      } else if c == "\n" {
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      } else {
        field.append(c)
      }
      i += 1
    }
    return rows
  }
}
