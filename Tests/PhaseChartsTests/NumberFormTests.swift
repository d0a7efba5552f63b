import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// Numbers as people everywhere write them (issue #31): a decimal comma, thousands separators,
/// currency signs and codes, `%`, accounting negatives, the Unicode minus; each column read one
/// way, decided from all its sampled values.
@Suite(.timeLimit(.minutes(5))) struct NumberFormTests {
  /// The y values of `csv` read over x (both named, so that only reading is tested).
  private func ys(_ csv: String, options: DecodeOptions = DecodeOptions()) throws -> [Double] {
    var options = options
    options.x = "x"
    options.y = ["y"]
    let table = try ChartDecoder.decodeTable(Data(csv.utf8), options: options)
    return try #require(table.dataset.series.first).ys
  }

  @Test(arguments: [
    // Comma-separated files quote what holds a comma, as Excel and banks do.
    (",", "\"1,234.50\"", 1234.5), (",", "1 234", 1234), (",", "1'234.50", 1234.5), (",", "12%", 12),
    (",", "$1234", 1234), (",", "\"$1,234\"", 1234), (";", "€ 12,50", 12.5), (",", "(123)", -123),
    (",", "\u{2212}5", -5), (",", "+5", 5), (";", "1\u{A0}234,5", 1234.5), (";", "1\u{202F}234,5", 1234.5),
    (";", "1.234,5", 1234.5), (",", "USD 12.5", 12.5), (",", "12.5 EUR", 12.5), (",", "-$3.25", -3.25),
    (";", "1,5e-05", 1.5e-05), (";", "-2,25E+3", -2250), (",", "3e2%", 300), (",", "£7", 7), (",", "\"(1,234.5)\"", -1234.5), (";", "-0,5", -0.5),
    (",", "12.5 %", 12.5),
  ])
  func aNumberInEveryCommonFormIsRead(_ delimiter: String, _ written: String, _ value: Double) throws {
    let d = delimiter
    let csv = "x\(d)y\n1\(d)\(written)\n2\(d)\(written)\n3\(d)\(written)\n"
    #expect(try ys(csv) == [value, value, value])
  }

  @Test func aGermanExcelFileChartsWithItsReport() throws {
    let csv = "Datum;Umsatz;Menge\n01.01.2024;1.000,00;0,9\n02.01.2024;1.250,50;1,5\n03.01.2024;980,25;2\n"
    let table = try ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table.dataset.xKind == .date)
    let series = Dictionary(uniqueKeysWithValues: table.dataset.series.map { ($0.name, $0.ys) })
    #expect(series["Umsatz"] == [1000, 1250.5, 980.25])
    #expect(series["Menge"] == [0.9, 1.5, 2])
    let numbers = try #require(table.columns.numbers)
    #expect(numbers.decimal == .comma)
    #expect(numbers.grouping == ".")
    #expect(numbers.columns == 2)
    #expect(!numbers.wasAsked)
  }

  @Test func oneColumnOfDecimalCommasIsOneColumn() throws {
    let table = try ChartDecoder.decodeTable(Data("heartrate\n84,5\n85,25\n86\n87,75\n".utf8))
    #expect(table.dataset.series.first?.ys == [84.5, 85.25, 86, 87.75])
    // As pandas writes it: a title-like first line over many rows is still the header.
    let long = "heartrate\n" + (0..<40).map { "8\($0 % 10),26\($0 % 10)7\n" }.joined()
    let read = try ChartDecoder.decodeTable(Data(long.utf8))
    #expect(read.columns.skippedLines == 0)
    #expect(read.dataset.series.first?.ys.first == 80.2607)
    // Two columns of whole numbers stay two columns.
    let two = try ChartDecoder.decodeTable(Data("x,y\n1,5\n2,25\n3,7\n".utf8))
    #expect(two.dataset.series.first?.ys == [5, 25, 7])
  }

  @Test func aPlainTableReportsNoNumberForm() throws {
    let table = try ChartDecoder.decodeTable(Data("x,y\n1,2.5\n2,3.5\n".utf8))
    #expect(table.columns.numbers == nil)
  }

  @Test func oneThousandTwoHundredThirtyFourBesideAHalfIsADecimalComma() throws {
    #expect(try ys("x;y\n1;1,234\n2;0,5\n") == [1.234, 0.5])
  }

  @Test func oneThousandTwoHundredThirtyFourBesideMillionsIsGrouped() throws {
    #expect(try ys("x\ty\n1\t1,234\n2\t12,345,678\n") == [1234, 12_345_678])
  }

  @Test func aCommaAloneIsDecidedByTheDelimiter() throws {
    // `;` is written where a comma separates decimals; `,` had to quote `"1,234"`: thousands.
    #expect(try ys("x;y\n1;1,234\n2;2,500\n") == [1.234, 2.5])
    #expect(try ys("x,y\n1,\"1,234\"\n2,\"2,500\"\n") == [1234, 2500])
  }

  @Test func aCommaAloneIsDecidedByTheOtherColumns() throws {
    // Tab-separated: the delimiter says nothing, the other column writes `0,5`.
    let csv = "x\ty\tz\n1\t1,234\t0,5\n2\t2,500\t1,25\n"
    #expect(try ys(csv) == [1.234, 2.5])
  }

  @Test func aPointAloneIsPlainUnlessTheOtherColumnsWriteCommas() throws {
    #expect(try ys("x,y\n1,1.000\n2,2.500\n") == [1, 2.5])
    #expect(try ys("x;y;z\n1;1.000;0,5\n2;2.500;1,5\n") == [1000, 2500])
  }

  @Test func whenNothingDecidesTheErrorSaysSoAndWhere() throws {
    let csv = "x\ty\n1\t1,234\n2\t2,500\n"
    let error = #expect(throws: DataError.self) { _ = try ys(csv) }
    guard case .decodingError(let failure)? = error else {
      Issue.record("not a decoding error: \(String(describing: error))")
      return
    }
    #expect(failure.reason == .undecidedDecimalSeparator(column: "y", sample: "1,234"))
    #expect(failure.kind == .undecidedDecimalSeparator(column: "y"))
    #expect(failure.line == 2)
    #expect(failure.column == 2)
    #expect(failure.message.contains("read both with a decimal point and with a decimal comma"))
    #expect(!failure.message.contains("write numbers"))
  }

  @Test func theOptionOverridesDetection() throws {
    var comma = DecodeOptions()
    comma.decimalSeparator = .comma
    #expect(try ys("x\ty\n1\t1,234\n2\t2,500\n", options: comma) == [1.234, 2.5])
    var point = DecodeOptions()
    point.decimalSeparator = .point
    #expect(try ys("x;y\n1;1,234\n2;2,500\n", options: point) == [1234, 2500])
    let table = try ChartDecoder.decodeTable(Data("x;y\n1;1,234\n2;2,500\n".utf8), options: point)
    #expect(table.columns.numbers?.wasAsked == true)
  }

  @Test func aColumnWrittenTwoWaysIsNotReadOneWay() throws {
    // `12.5%` reads only with a point, `12,5 %` only with a comma: not read as numbers.
    let csv = "x;y;z\n1;12.5%;1\n2;12,5 %;2\n3;13.5%;3\n4;13,5 %;4\n"
    let table = try? ChartDecoder.decodeTable(Data(csv.utf8))
    #expect(table?.columns.y.contains(where: { $0.hasPrefix("y") }) != true)
  }

  @Test func aPercentColumnKeepsItsValuesAndNamesItsUnit() throws {
    let table = try ChartDecoder.decodeTable(Data("year,rate\n2020,12.5%\n2021,13%\n2022,9.75%\n".utf8))
    #expect(table.columns.y == ["rate (%)"])
    #expect(table.dataset.series.first?.ys == [12.5, 13, 9.75])
    #expect(table.columns.numbers?.units == ["%"])
  }

  @Test func aGroupedNumberPastTheSampleIsRead() throws {
    // The sample holds `12,5`; row 100 holds `1.234,5`, read in the column's form.
    var csv = "x;y\n"
    for row in 1...99 { csv += "\(row);12,5\n" }
    csv += "100;1.234,5\n"
    let values = try ys(csv)
    #expect(values.count == 100)
    #expect(values.last == 1234.5)
    #expect(values.first == 12.5)
  }

  @Test func theFastAndTheGeneralRowReadersAgreeOnEveryForm() throws {
    var csv = "x;y;z\n"
    for row in 1...300 { csv += "\(row);\(row).\(String(format: "%03d", row)),\(row % 10);\"\(row),5\"\n" }
    var options = DecodeOptions()
    options.x = "x"
    options.y = ["y", "z"]
    let fast = try csv.utf8CString.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: UInt8.self) { bytes in
        try CSVTableDecoder.decode(UnsafeBufferPointer(rebasing: bytes.dropLast()), options: options)
      }
    }
    let general = try csv.utf8CString.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: UInt8.self) { bytes in
        try CSVTableDecoder.decode(
          UnsafeBufferPointer(rebasing: bytes.dropLast()), options: options, allowsFastRows: false)
      }
    }
    #expect(fast.dataset == general.dataset)
    #expect(fast.dataset.series[0].ys[299] == 300_300.0)
    #expect(fast.dataset.series[1].ys[0] == 1.5)
  }

  /// `value` (two decimals) with `decimal` and every three digits grouped by `grouping`.
  private static func written(_ value: Double, decimal: String, grouping: String) -> String {
    let plain = String(format: "%.2f", abs(value))
    let parts = plain.split(separator: ".")
    var whole = String(parts[0])
    if !grouping.isEmpty {
      var groups: [Substring] = []
      while whole.count > 3 {
        groups.insert(whole.suffix(3), at: 0)
        whole = String(whole.dropLast(3))
      }
      whole = ([whole[...]] + groups).joined(separator: grouping)
    }
    return (value < 0 ? "-" : "") + whole + decimal + parts[1]
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func randomTablesGiveTheSameNumbersInEveryForm(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let values = (0..<200).map { _ in
      (Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &generator)) / 100)
    }
    // (delimiter, decimal, grouping, quoted)
    let forms: [(String, String, String, Bool)] = [
      (",", ".", "", false), (";", ",", "", false), (";", ",", ".", false), (",", ".", ",", true),
      (";", ",", "\u{A0}", false), (";", ",", "\u{202F}", false), (",", ".", "'", false), ("\t", ",", " ", false),
    ]
    var decoded: [[Double]] = []
    for (d, decimal, grouping, quoted) in forms {
      var csv = "x\(d)y\n"
      for (row, value) in values.enumerated() {
        let text = Self.written(value, decimal: decimal, grouping: grouping)
        csv += "\(row)\(d)\(quoted ? "\"" + text + "\"" : text)\n"
      }
      decoded.append(try ys(csv))
    }
    let expected = values.map { Double(String(format: "%.2f", $0))! }
    for (index, ys) in decoded.enumerated() {
      #expect(ys == expected, "form \(index)")
    }
  }
}
