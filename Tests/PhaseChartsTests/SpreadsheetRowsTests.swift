import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The rows a spreadsheet export adds to a CSV table: units under the header, totals at the
/// bottom (issue #31, point 3).
@Suite(.timeLimit(.minutes(5))) struct SpreadsheetRowsTests {
  private func decode(_ csv: String, options: DecodeOptions = DecodeOptions()) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(csv.utf8), options: options)
  }

  @Test func aUnitsRowUnderTheHeaderIsSkippedAndReported() throws {
    let csv = "Month,Revenue,Weight\n,EUR,kg\n2024-01,1200,35\n2024-02,1350,41\n2024-03,1100,38\n"
    let table = try decode(csv)
    #expect(table.dataset.series.map(\.name).contains("Revenue (EUR)"))
    #expect(table.dataset.series.first?.ys == [1200, 1350, 1100])
    #expect(table.columns.skippedRows == [SkippedRow(line: 2, reason: .units(["EUR", "kg"]))])
  }

  @Test func totalsRowsAtTheBottomAreSkippedInEveryLanguage() throws {
    for label in ["Total", "Summe", "合计", "Gesamt", "Totaal", "Totale", "Sum", "TOTAL:", "\"Grand Total\""] {
      let csv = "year;sales\n2021;10\n2022;12\n2023;15\n\(label);37\n"
      let table = try decode(csv)
      #expect(table.dataset.series.first?.ys == [10, 12, 15], "\(label)")
      let expected = label.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      #expect(table.columns.skippedRows == [SkippedRow(line: 5, reason: .totals(label: expected))], "\(label)")
    }
  }

  @Test func unitsAndSeveralTotalsRowsWithBlankLinesAndCRLFAreAllReported() throws {
    let csv = "Region,Q1,Q2\r\n,USD,USD\r\nNorth,100,110\r\nSouth,90,95\r\n\r\n,Total,\"390\"\r\nSumme,190,205\r\n\r\n"
    var options = DecodeOptions()
    options.y = ["Q1"]
    let table = try decode(csv, options: options)
    #expect(table.dataset.series.first?.ys.count == 2)
    #expect(
      table.columns.skippedRows == [
        SkippedRow(line: 2, reason: .units(["USD", "USD"])), SkippedRow(line: 6, reason: .totals(label: "Total")),
        SkippedRow(line: 7, reason: .totals(label: "Summe")),
      ])
  }

  @Test func ordinaryTablesSkipNothing() throws {
    let tables = [
      "name,score\nAlice,90\nBob,85\nTotalEnergies,70\n",  // a word that starts like a label
      "date,value\n2024-01-01,1\n2024-01-02,N/A\n2024-01-03,3\n",
      "date,city,temp\n2024-01-01,Paris,3\n2024-01-01,Oslo,-4\n",
      "x,y\n1,2\n",
    ]
    for csv in tables {
      #expect(try decode(csv).columns.skippedRows.isEmpty, "\(csv)")
    }
    // Missing values on the first row are not units.
    let missing = "t,a,b\n1,NA,n/a\n2,3,4\n3,5,6\n"
    #expect(try decode(missing).columns.skippedRows.isEmpty)
  }

  @Test func theOptionTurnsItOff() throws {
    var options = DecodeOptions()
    options.detectsSpreadsheetRows = false
    let csv = "year,sales\n,EUR\n2021,10\n2022,12\nTotal,22\n"
    let table = try decode(csv, options: options)
    #expect(table.columns.skippedRows.isEmpty)
  }

  @Test func aLargeTableWithTotalsDecodesEveryRowAboveThem() throws {
    var csv = "t,v\n"
    for i in 0..<50_000 { csv += "\(i),\(i % 97)\n" }
    csv += "Total,123\n"
    let table = try decode(csv)
    #expect(table.dataset.series.first?.ys.count == 50_000)
    #expect(table.columns.skippedRows.map(\.line) == [50_002])
  }

  @Test func theLabelsAreMatchedWholeAndWithoutCase() {
    #expect(CSVTableDecoder.isTotalsLabel("total"))
    #expect(CSVTableDecoder.isTotalsLabel("Gesamt:"))
    #expect(!CSVTableDecoder.isTotalsLabel("Totally"))
    #expect(!CSVTableDecoder.isTotalsLabel(""))
  }
}
