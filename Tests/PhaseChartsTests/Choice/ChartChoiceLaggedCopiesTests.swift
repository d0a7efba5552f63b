import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Lagged copies prove the rows are in time order (#32, session 24): ISLP's `Smarket` and
/// `Weekly` hold on each row the five returns before it (`Lag1` on a row is `Today` on the row
/// above). They were today's return against the volume, coloured by its own sign; they are the
/// series over the row number. A column named `lag` that copies nothing, and a panel whose
/// lags run within each unit, are left as they were.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceLaggedCopiesTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  /// A value in 0..<1 that looks random and is the same on every run (SplitMix64).
  static func noise(_ row: Int, _ column: Int = 0) -> Double {
    var z = UInt64(truncatingIfNeeded: row &* 1_000_003 &+ column &* 7919) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }

  /// A daily return to three decimals, from −4 to 4, as `Smarket` writes them.
  static func ret(_ day: Int) -> String { String(format: "%.3f", (noise(day) - 0.5) * 8) }

  /// ISLP's `Smarket` as R writes it: row names, `Year` in blocks of 250 days, `Lag1`…`Lag5`
  /// (the returns of the five days before), `Volume` (slowly rising, with noise), `Today`, and
  /// `Direction`, the sign of `Today` as a word. The first row's lags are days before the table.
  static func smarket(rows: Int = 600) -> String {
    var text = #""","Year","Lag1","Lag2","Lag3","Lag4","Lag5","Volume","Today","Direction""# + "\n"
    for row in 0..<rows {
      let day = row + 5
      let lags = (1...5).map { ret(day - $0) }.joined(separator: ",")
      let volume = String(format: "%.4f", 1.2 + Double(row) / Double(rows) + noise(row, 9) * 0.4)
      let today = ret(day)
      text += "\"\(row + 1)\",\(2001 + row / 250),\(lags),\(volume),\(today),\"\(today.hasPrefix("-") ? "Down" : "Up")\"\n"
    }
    return text
  }

  @Test func lagsOfTodayDrawTheReturnsAsASeriesOverTheRow() throws {
    let prepared = try Self.prepare(Self.smarket())
    let choice = prepared.columns.choice
    #expect(choice.x == nil)
    #expect(Set(choice.y) == ["Volume", "Today"])
    #expect(prepared.dataset.mark == .line)
    // A return and a volume: a panel each, though their axes overlap.
    #expect(prepared.dataset.layout == .panels)
    #expect(choice.series == nil)
    #expect(choice.notes.contains(.rowsInTimeOrder(copy: "Lag1", original: "Today", lag: 1)))
    #expect(!choice.notes.contains { $0.saysPoints })
    // Every day, in the file's order.
    let today = try #require(prepared.dataset.series.first { $0.name == "Today" })
    #expect(today.count == 600)
    #expect(today.xs.first == 1 && today.xs.last == 600)
    // The scatter it was is the alternative.
    #expect(!choice.alternatives.isEmpty)
    let sentence = try #require(choice.noteSentences(in: .english).first { $0.contains("Lag1") })
    #expect(sentence.contains("Today") && sentence.contains("time order"))
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("时间") })
  }

  /// The pandas export: the index `""` from 0, `True`-less words, the same rows.
  @Test func thePandasExportIsTheSameSeries() throws {
    let r = Self.smarket(rows: 300)
    var lines = r.split(separator: "\n").map(String.init)
    lines[0] = ",Year,Lag1,Lag2,Lag3,Lag4,Lag5,Volume,Today,Direction"
    for index in 1..<lines.count {
      var cells = lines[index].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      cells[0] = String(index - 1)
      cells[9] = cells[9].replacingOccurrences(of: "\"", with: "")
      lines[index] = cells.joined(separator: ",")
    }
    let choice = try Self.prepare(lines.joined(separator: "\n") + "\n").columns.choice
    #expect(choice.notes.contains(.rowsInTimeOrder(copy: "Lag1", original: "Today", lag: 1)))
    #expect(choice.mark == .line)
  }

  /// `Today` alone beside its lags (no volume): one measure that does not follow on, which was
  /// its histogram, is its series over the row.
  @Test func oneMeasureBesideItsLagsIsItsSeries() throws {
    var text = "Lag1,Lag2,Today\n"
    for row in 0..<200 { text += "\(Self.ret(row + 1)),\(Self.ret(row)),\(Self.ret(row + 2))\n" }
    let prepared = try Self.prepare(text)
    #expect(prepared.dataset.mark == .line)
    #expect(prepared.columns.choice.y == ["Today"])
    #expect(prepared.columns.choice.notes.contains(.rowsInTimeOrder(copy: "Lag1", original: "Today", lag: 1)))
  }

  /// A cross-section of people whose `income_lag` is each one's own income a year before, not
  /// the row above's: no copy, and the rows stay observations.
  @Test func aLagColumnThatCopiesNoRowAboveIsNoProof() throws {
    var text = "age,income,income_lag,hours\n"
    for row in 0..<200 {
      let income = 20_000 + Int(Self.noise(row, 1) * 60_000)
      let before = income - 2_000 + Int(Self.noise(row, 2) * 4_000)
      text += "\(20 + Int(Self.noise(row, 3) * 45)),\(income),\(before),\(20 + Int(Self.noise(row, 4) * 30))\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.notes.contains { if case .rowsInTimeOrder = $0 { true } else { false } })
    #expect(choice.mark != .line)
  }

  /// Row numbers shifted by one (`id` beside R's row names), codes of a few values and a column
  /// mostly 0 agree with the row above by chance or by counting: none of them is a lagged copy.
  @Test func countsCodesAndZerosAreNoLaggedCopies() {
    func values(_ texts: [String]) -> ColumnPlan.ColumnValues {
      ColumnPlan.ColumnValues(texts: texts, rows: Array(texts.indices))
    }
    let rows = 64
    let counting = values((1...rows).map(String.init))
    let shiftedCount = values((0..<rows).map(String.init))
    #expect(ChartChoice.laggedCopy(columns: [counting, shiftedCount], numeric: [true, true], roles: [.measure, .measure]) == nil)
    let codes = values((0..<rows).map { String($0 / 8 % 3) })
    let codesLater = values((0..<rows).map { String(max(0, $0 - 1) / 8 % 3) })
    #expect(ChartChoice.laggedCopy(columns: [codes, codesLater], numeric: [true, true], roles: [.measure, .measure]) == nil)
    let zeros = values((0..<rows).map { $0 % 17 == 0 ? String($0) : "0" })
    let zerosLater = values((0..<rows).map { $0 % 17 == 1 ? String($0 - 1) : "0" })
    #expect(ChartChoice.laggedCopy(columns: [zeros, zerosLater], numeric: [true, true], roles: [.measure, .measure]) == nil)
    // Returns two rows down, with one row missing, are one.
    var lagged = (0..<rows).map { Self.ret($0 - 2) }
    lagged[30] = "9.999"
    let returns = values((0..<rows).map { Self.ret($0) })
    let found = ChartChoice.laggedCopy(
      columns: [returns, values(lagged)], numeric: [true, true], roles: [.measure, .copy])
    #expect(found == ChartChoice.LaggedCopy(copy: 1, original: 0, lag: 2))
  }

  /// A panel of firms with last year's sales beside this year's, read over the row number
  /// (no year column): the lags run within each firm (one row in 40 misses, at a new firm),
  /// and the firm's id says the rows are units.
  @Test func lagsWithinAPanelsUnitsDrawNoLines() throws {
    var text = "firm_id,sales,sales_lag1,employees\n"
    var row = 0
    for firm in 1...5 {
      var last = 100 + Int(Self.noise(firm) * 900)
      for _ in 0..<40 {
        let sales = last + Int(Self.noise(row, 5) * 200) - 100
        text += "\(1000 + firm * 7),\(sales),\(last),\(10 + Int(Self.noise(row, 6) * 90))\n"
        last = sales
        row += 1
      }
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.notes.contains { if case .rowsInTimeOrder = $0 { true } else { false } })
  }
}
