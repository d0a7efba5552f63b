import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Values of unrelated units (#32, h37c): great_tables' `constants`, each physical constant's
/// value and uncertainty in its own unit, tens of decades apart, are not scattered against
/// another measure; p-values, all below 1, are a measure like any other.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceUnitsApartTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A constant a row, sorted by name: its value from 1e-65 to 1e50, its uncertainty, the
  /// significant figures of each, and its unit.
  static func constants(rows: Int = 120) -> String {
    var text = ",name,value,uncert,sf_value,sf_uncert,units\n"
    for row in 0..<rows {
      let exponent = (row * 37) % 115 - 65
      let value = (1 + Double(row % 9) / 10) * pow(10, Double(exponent))
      let figures = 3 + (row * 7) % 13
      text += "\(row),constant \(row) name,\(value),\(value * pow(10, -Double(figures))),\(figures),\(1 + row % 2),"
      text += "\(["kg", "J", "m", "s"][row % 4])\n"
    }
    return text
  }

  @Test func valuesOfUnrelatedUnitsAreNotScattered() throws {
    let prepared = try Self.prepare(Self.constants())
    let choice = prepared.columns.choice
    #expect(choice.x != "value" && !choice.y.contains("value"))
    #expect(choice.x != "uncert" && !choice.y.contains("uncert"))
    #expect(choice.skipped.contains { $0.name == "value" })
  }

  @Test func onlyMagnitudesFarOnBothSidesOfOneAreUnrelated() {
    let rows = (0..<40).map(Double.init)
    let constants = rows.map { (row: Double) -> Double in pow(10, (row * 37).truncatingRemainder(dividingBy: 115) - 65) }
    let pValues = rows.map { (row: Double) -> Double in pow(10, -row * 7) }
    let masses = rows.map { (row: Double) -> Double in pow(10, 20 + row / 2) }
    let series = [
      Series(name: "value", xs: rows, ys: constants), Series(name: "p", xs: rows, ys: pValues),
      Series(name: "mass", xs: rows, ys: masses),
    ]
    #expect(ChartChoice.unrelatedUnits(series) == [0, 1])
    // Without a measure of unrelated units, p-values and masses are measures of one unit each.
    #expect(ChartChoice.unrelatedUnits(Array(series.dropFirst())).isEmpty)
  }
}
