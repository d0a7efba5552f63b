import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Coefficients of fitted equations and uncertainties beside measures (#32, h39c): the
/// `chemicals` tables of substances with `A`, `B`, `C`, `C1`…`C5`, `Tmin`, `Tmax` beside their
/// properties, drawn as a coefficient against a property; ATcT's enthalpy against its own
/// `uncertainty`; faraway's `gammaray`, its flux and its `error` as two panels.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceFittedEquationsTests {
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }

  /// The role of the column `name` in `choice`.
  static func role(_ name: String, in choice: ChartChoice) -> ColumnRole? {
    choice.columns.first { $0.name == name }?.role
  }

  /// A table of `rows` substances, as R's `write.csv` saves it: a row number, a CAS number, a
  /// name, then the columns `header` with the values `value(row, column)`.
  static func substances(_ header: [String], rows: Int = 120, value: (Int, Int) -> String) -> String {
    var text = (["\"\"", "\"CAS\"", "\"Chemical\""] + header.map { "\"\($0)\"" }).joined(separator: ",") + "\n"
    for row in 0..<rows {
      let cells = header.indices.map { value(row, $0) }
      text += "\"\(row + 1)\",\"\(50 + row)-00-\(row % 10)\",\"substance \(row)\"," + cells.joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func aCoefficientBesideDensitiesAndMeltingPointsIsNotDrawn() throws {
    // CRC's densities of molten salts: MW, rho, a slope k, Tm and the equation's upper limit Tmax.
    let csv = Self.substances(["MW", "rho", "k", "Tm", "Tmax"]) { row, column in
      let mw = 40 + 200 * Self.noise(row, 1)
      let rho = 1_500 + 8 * mw + 900 * Self.noise(row, 2)
      let tm = 400 + 1_500 * Self.noise(row, 3)
      switch column {
      case 0: return String(format: "%.3f", mw)
      case 1: return String(format: "%.0f", rho)
      case 2: return String(format: "%.3f", 0.2 + 0.8 * Self.noise(row, 4))
      case 3: return String(format: "%.2f", tm)
      default: return String(format: "%.2f", tm + 100 + 300 * Self.noise(row, 5))
      }
    }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(Self.role("k", in: choice) == .coefficient)
    #expect(Self.role("Tmax", in: choice) == .coefficient)
    #expect(Self.role("MW", in: choice) == .measure)
    let drawn = Set([choice.x].compactMap { $0 } + choice.y)
    #expect(drawn.count == 2 && drawn.isSubset(of: ["MW", "rho", "Tm"]))
    #expect(choice.summary(in: .english).contains("k (part of a fitted equation)"))
  }

  @Test func aRunOfCoefficientsBesideTwoTemperaturesLeavesTheTemperatures() throws {
    // Somayajulu's surface tensions: the triple and critical temperatures, then A, B, C.
    let csv = Self.substances(["Tt", "Tc", "A", "B", "C"]) { row, column in
      let tt = 90 + 250 * Self.noise(row, 1)
      switch column {
      case 0: return String(format: "%.0f", tt)
      case 1: return String(format: "%.2f", 1.6 * tt + 150 * Self.noise(row, 2))
      case 2: return String(format: "%.4f", 40 + 30 * Self.noise(row, 3))
      case 3: return String(format: "%.4f", -10 + 8 * Self.noise(row, 4))
      default: return String(format: "%.5f", 0.3 * Self.noise(row, 5))
      }
    }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(["A", "B", "C"].allSatisfy { Self.role($0, in: choice) == .coefficient })
    #expect(Set([choice.x].compactMap { $0 } + choice.y) == ["Tt", "Tc"])
  }

  @Test func aTableOfNothingButCoefficientsKeepsThem() throws {
    // Antoine's coefficients and their range, no property beside them: nothing else to draw.
    let csv = Self.substances(["A", "B", "C", "Tmin", "Tmax"]) { row, column in
      switch column {
      case 0: return String(format: "%.5f", 8 + 2 * Self.noise(row, 1))
      case 1: return String(format: "%.3f", 900 + 1_500 * Self.noise(row, 2))
      case 2: return String(format: "%.3f", -80 + 60 * Self.noise(row, 3))
      case 3: return String(format: "%.2f", 150 + 200 * Self.noise(row, 4))
      default: return String(format: "%.2f", 400 + 200 * Self.noise(row, 5))
      }
    }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(!choice.columns.contains { $0.role == .coefficient })
  }

  @Test func examPartsAndPredictorsAreNotCoefficients() {
    // Scores of an exam's parts A, B, C (whole numbers) beside a total; x1, x2, x3 beside y.
    let names = ["", "student", "A", "B", "C", "total"]
    let values: [[String]] = [
      (1...40).map(String.init), (1...40).map { "student \($0)" },
      (1...40).map { String($0 % 10) }, (1...40).map { String($0 % 7) }, (1...40).map { String($0 % 9) },
      (1...40).map { String($0 % 10 + $0 % 7 + $0 % 9) },
    ]
    var roles: [ColumnRole] = [.rowIndex, .label, .measure, .measure, .measure, .measure]
    ColumnRole.refineFittedEquations(names: names, values: values, roles: &roles)
    #expect(roles == [.rowIndex, .label, .measure, .measure, .measure, .measure])
    #expect(ColumnRole.coefficientShape("x1") == nil)
    #expect(ColumnRole.coefficientShape("Tc") == nil)
    #expect(ColumnRole.coefficientShape("C1")?.number == 1)
    #expect(ColumnRole.coefficientShape("sigma2")?.stem == "sigma")
    #expect(ColumnRole.isValidityLimitName("Min T.1"))
    #expect(ColumnRole.isValidityLimitName("T_max"))
    #expect(!ColumnRole.isValidityLimitName("Tmelt"))
  }

  @Test func aRunOfCoefficientsBesideOneMostlyEmptyPropertyIsKept() {
    // great_tables' photolysis: l, m, n of each compound's rate, a quantum yield mostly NA.
    let names = ["", "cmpd_name", "l", "m", "n", "quantum_yield"]
    let values: [[String]] = [
      (1...34).map(String.init), (1...34).map { "compound \($0)" },
      (1...34).map { String(1e-5 * Self.noise($0, 1)) }, (1...34).map { String(1 + Self.noise($0, 2)) },
      (1...34).map { String(0.3 + Self.noise($0, 3)) }, ["1", "0.5", "0.9"],
    ]
    var roles: [ColumnRole] = [.rowIndex, .label, .measure, .measure, .measure, .measure]
    ColumnRole.refineFittedEquations(names: names, values: values, roles: &roles)
    #expect(roles[2...] == [.measure, .measure, .measure, .measure])
  }

  @Test func aLongNumberedRunIsOneQuantityNotCoefficients() {
    // ggplot2's movies: the share of each star, r1 … r10, beside rating and votes of each title.
    let names = ["", "title", "rating", "votes"] + (1...10).map { "r\($0)" }
    let rows = 1...60
    let values: [[String]] =
      [
        rows.map(String.init), rows.map { "film \($0)" }, rows.map { String(3 + 6 * Self.noise($0, 1)) },
        rows.map { String(Int(5 + 500 * Self.noise($0, 2))) },
      ]
      + (1...10).map { star in rows.map { String(format: "%.1f", 24.5 * Self.noise($0, 2 + star)) } }
    var roles: [ColumnRole] = [.rowIndex, .label] + [ColumnRole](repeating: .measure, count: 12)
    ColumnRole.refineFittedEquations(names: names, values: values, roles: &roles)
    #expect(!roles.contains(.coefficient))
  }

  @Test func anEnthalpyIsNotDrawnAgainstItsUncertainty() throws {
    // ATcT: enthalpies of formation at 0 K and 298 K, and the uncertainty of both.
    var csv = "\"\",\"CAS\",\"Chemical\",\"Formula\",\"Hfg_0K\",\"Hfg\",\"uncertainty\"\n"
    for row in 0..<300 {
      let h = -400_000 + 900_000 * Self.noise(row, 1)
      csv += "\"\(row + 1)\",\"\(100 + row)-00-0\",\"chemical \(row)\",\"F\(row)\","
      csv += String(format: "%.0f,%.0f,%.0f\n", h, h - 4_000 + 3_000 * Self.noise(row, 2), 50 + 900 * Self.noise(row, 3))
    }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(Self.role("uncertainty", in: choice) == .uncertainty)
    #expect(choice.x != "uncertainty" && !choice.y.contains("uncertainty"))
    #expect(choice.summary(in: .english).contains("uncertainty (an uncertainty)"))
  }

  @Test func aFluxIsDrawnWithoutItsErrorAsAPanel() throws {
    // faraway's gammaray: a burst's flux over time and the error of each reading.
    var csv = "\"\",\"time\",\"flux\",\"error\"\n"
    for row in 0..<100 {
      let time = 100 * pow(1.08, Double(row))
      let flux = 120 * pow(time / 100, -0.9)
      csv += "\"\(row + 1)\",\(time),\(flux),\(0.05 * flux + 0.5 * Self.noise(row, 1))\n"
    }
    let choice = try ChartPipeline().prepare(Data(csv.utf8)).columns.choice
    #expect(choice.x == "time")
    #expect(choice.y == ["flux"])
    #expect(Self.role("error", in: choice) == .uncertainty)
  }

  @Test func errorsAloneStayMeasures() {
    // A table of models' errors: nothing else to draw.
    let names = ["model", "train_error", "test_error"]
    let values: [[String]] = [["a", "b", "c"], ["0.1", "0.2", "0.3"], ["0.2", "0.3", "0.5"]]
    var roles: [ColumnRole] = [.label, .measure, .measure]
    ColumnRole.refineFittedEquations(names: names, values: values, roles: &roles)
    #expect(roles == [.label, .measure, .measure])
    #expect(ColumnRole.isUncertaintyName("radius_uncert"))
    #expect(ColumnRole.isUncertaintyName("Tc_error"))
    #expect(!ColumnRole.isUncertaintyName("sigma0"))
    #expect(!ColumnRole.isUncertaintyName("series"))
  }

  @Test func theRolesAreSaidInEnglishAndChinese() {
    #expect(ColumnRole.coefficient.text(in: .english) == "part of a fitted equation")
    #expect(ColumnRole.coefficient.text(in: .simplifiedChinese) == "拟合方程的参数")
    #expect(ColumnRole.uncertainty.text(in: .english) == "an uncertainty")
    #expect(ColumnRole.uncertainty.text(in: .simplifiedChinese) == "不确定度")
  }
}
