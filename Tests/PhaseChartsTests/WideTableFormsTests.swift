import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A wide table (rows are series, columns named by x values) written with `;` and a decimal
/// comma (`df.to_csv(sep=";", decimal=",")`) is read wide as its plain form is: the six-forms
/// run found El Niño's months, windpowerlib's wind speeds and others charted column against
/// column in that form only.
@Suite(.timeLimit(.minutes(5))) struct WideTableFormsTests {
  static let plain = """
    ,1940,1945,1950,1955,1960
    Food and Tobacco,22.2,44.5,59.6,73.2,86.8
    Household Operation,10.5,15.5,29.0,36.5,46.2
    Medical and Health,3.53,5.76,9.71,14.0,21.1

    """

  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  @Test func aSemicolonDecimalCommaWideTableIsReadAsItsPlainForm() throws {
    let comma = Self.plain.replacingOccurrences(of: ",", with: ";").replacingOccurrences(of: ".", with: ",")
    let plain = try Self.prepare(Self.plain)
    let europe = try Self.prepare(comma)
    #expect(europe.dataset.series.map(\.name) == plain.dataset.series.map(\.name))
    #expect(europe.dataset.series.map(\.xs) == plain.dataset.series.map(\.xs))
    #expect(europe.dataset.series.map(\.ys) == plain.dataset.series.map(\.ys))
    #expect(europe.dataset.series[0].ys == [22.2, 44.5, 59.6, 73.2, 86.8])
    #expect(europe.columns.choice.summary(in: .english) == plain.columns.choice.summary(in: .english))
  }

  @Test func aCommaIsADecimalSeparatorOnlyBetweenSemicolons() {
    func value(_ text: String, _ delimiter: Character) -> Double? {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer {
        WideTable.value($0.baseAddress!, count: $0.count, delimiter: delimiter.asciiValue!)
      }
    }
    #expect(value("24,5", ";") == 24.5)
    #expect(value("-0,25", ";") == -0.25)
    #expect(value("24.5", ";") == 24.5)
    #expect(value("24,5", "\t") == nil)
    #expect(value("23,288", "|") == nil)
    #expect(value("1.234,5", ";") == nil)
    #expect(value("24,5x", ";") == nil)
  }
}
