import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A spreadsheet's units row under the header (`;EUR;kg`) gives its units to the column names,
/// for the axis titles, as a `%` or `€` in the values does (issue #31).
@Suite(.timeLimit(.minutes(5))) struct UnitsRowNamesTests {
  private func decode(_ csv: String, options: DecodeOptions = DecodeOptions()) throws -> DecodedTable {
    try ChartDecoder.decodeTable(Data(csv.utf8), options: options)
  }

  @Test func theUnitsOfAUnitsRowGoToTheColumnNames() throws {
    let csv = "Datum;Umsatz;Gewicht\n;EUR;kg\n01.01.2024;1.200,50;35\n02.01.2024;1.350,00;41\n03.01.2024;1.100,25;38\n"
    let table = try decode(csv)
    #expect(table.plan?.names == ["Datum", "Umsatz (EUR)", "Gewicht (kg)"])
    #expect(table.dataset.series.map(\.name).sorted() == ["Gewicht (kg)", "Umsatz (EUR)"])
    #expect(table.dataset.series.first { $0.name == "Umsatz (EUR)" }?.ys == [1200.5, 1350, 1100.25])
  }

  @Test func aColumnIsStillNamedByItsHeaderInOptions() throws {
    var options = DecodeOptions()
    options.y = ["Umsatz"]
    let csv = "Datum;Umsatz;Gewicht\n;EUR;kg\n01.01.2024;1200;35\n02.01.2024;1350;41\n"
    let table = try decode(csv, options: options)
    #expect(table.dataset.series.map(\.name) == ["Umsatz (EUR)"])
  }

  @Test func aNameThatSaysItsUnitAlreadyIsKept() throws {
    let csv = "Month,Revenue EUR,Weight\n,EUR,kg\n2024-01,1200,35\n2024-02,1350,41\n"
    #expect(try decode(csv).plan?.names == ["Month", "Revenue EUR", "Weight (kg)"])
  }
}
