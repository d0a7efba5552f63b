import Foundation
import PhaseCharts
import PhaseKit

/// Numbers in other forms (issue #31): the same 1M-row `date,a,b,c` table written plainly, as
/// a `;` + decimal-comma CSV (`df.to_csv(sep=";", decimal=",")`), and with a point and `,`
/// grouping every value over 1,000 (quoted, as Excel writes it), decoded on one core. Plain
/// and other form alternate, decode after decode, so that a busy host falls on both alike; the
/// ratio is the goal (≤ 1.2× the plain file). `CHART_DATA_ONLY=forms` runs only these rows.
func benchmarkNumberForms() throws {
  let rows = Int(ProcessInfo.processInfo.environment["CHART_DATA_FORM_ROWS"] ?? "") ?? 1_000_000
  let plainText = benchmarkWideCSVText(rows: rows)
  let plain = Data(plainText.utf8)
  // Dates hold neither `,` nor `.`: every `,` is a delimiter and every `.` a decimal point.
  let comma = Data(
    plainText.utf8.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ";") : $0 == UInt8(ascii: ".") ? UInt8(ascii: ",") : $0 })
  let grouped = Data(groupedText(plainText).utf8)
  let options = DecodeOptions(format: .csv)
  let cores = CSVTableDecoder.coreLimit.withLock { $0 }
  CSVTableDecoder.coreLimit.withLock { $0 = 1 }
  defer { CSVTableDecoder.coreLimit.withLock { $0 = cores } }
  var checksum = 0.0
  let clock = ContinuousClock()
  var timings: [[Double]] = [[], [], []]
  let inputs = [plain, comma, grouped]
  for round in 0..<(3 * 12) {
    let side = round % 3
    let elapsed = try clock.measure {
      checksum += try ChartDecoder.decode(inputs[side], options: options).series[0].ys.last ?? 0
    }
    if round >= 3 { timings[side].append(elapsed.seconds) }
  }
  blackHole(checksum)
  let medians = timings.map { $0.sorted()[$0.count / 2] }
  let mb = Double(plain.count) / 1e6
  report(
    "CSV \(rows / 1000)k rows, plain (\(Int(mb)) MB), 1 core", ours: medians[0], baseline: medians[0],
    baselineName: "itself", extra: String(format: "%.0f MB/s", mb / medians[0]))
  report(
    "the same, ; and decimal comma", ours: medians[1], baseline: medians[0], baselineName: "plain file",
    target: "≤ 1.2×")
  report(
    "the same, \"1,234.5678\" grouped, quoted", ours: medians[2], baseline: medians[0],
    baselineName: "plain file", extra: "every value ≥ 1,000 grouped")
}

/// The table with each number's thousands grouped by `,` and the field quoted when it is.
private func groupedText(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count * 11 / 10)
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    let fields = line.split(separator: ",", omittingEmptySubsequences: false)
    out += fields.enumerated().map { index, field -> String in
      guard index > 0, let dot = field.firstIndex(of: ".") else { return String(field) }
      var whole = String(field[..<dot])
      let negative = whole.hasPrefix("-")
      if negative { whole.removeFirst() }
      guard whole.count > 3 else { return String(field) }
      var groups: [Substring] = []
      while whole.count > 3 {
        groups.insert(whole.suffix(3)[...], at: 0)
        whole = String(whole.dropLast(3))
      }
      return "\"" + (negative ? "-" : "") + ([whole[...]] + groups).joined(separator: ",") + field[dot...] + "\""
    }.joined(separator: ",")
    out += "\n"
  }
  return String(out.dropLast())
}
