import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// The one-pass row reader must give exactly what the general record reader gives: the same
/// series bit for bit (NaN included) and the same error, on plain rows and on every kind of
/// unusual row mixed among them.
@Suite(.timeLimit(.minutes(6))) struct CSVFastRowTests {
  /// Decodes `text` both ways; returns the two outcomes as comparable strings.
  static func bothWays(_ text: String, options: DecodeOptions) -> (fast: String, general: String) {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      func outcome(_ fast: Bool) -> String {
        do {
          let dataset = try CSVTableDecoder.decode(buffer, options: options, allowsFastRows: fast).dataset
          return describe(dataset)
        } catch {
          return "error \(error)"
        }
      }
      return (outcome(true), outcome(false))
    }
  }

  static func describe(_ dataset: Dataset) -> String {
    var lines = ["\(dataset.xKind) \(dataset.xLabel) \(dataset.yLabel)"]
    for series in dataset.series {
      lines.append(series.name)
      lines.append(series.xs.map { String($0.bitPattern, radix: 16) }.joined(separator: " "))
      lines.append(series.ys.map { String($0.bitPattern, radix: 16) }.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }

  /// A random cell: mostly plain values, sometimes something only the general path reads.
  static func cell(isDate: Bool, _ generator: inout SeededGenerator) -> String {
    let plain =
      isDate
      ? String(
        format: "2021-%02d-%02dT%02d:%02d:00", Int.random(in: 1...12, using: &generator),
        Int.random(in: 1...28, using: &generator), Int.random(in: 0...23, using: &generator),
        Int.random(in: 0...59, using: &generator))
      : String(Double.random(in: -1e6...1e6, using: &generator))
    switch Int.random(in: 0..<40, using: &generator) {
    case 0: return ""
    case 1: return " \(plain)"
    case 2: return "\(plain) "
    case 3: return "\"\(plain)\""
    case 4: return "n/a"
    case 5: return isDate ? "2021-13-01T00:00:00" : "1e"
    case 6: return isDate ? plain : "12345678901234567890.123456789"
    case 7: return isDate ? plain : "-0"
    case 8: return isDate ? plain : "1.5e-320"
    case 9: return "\"a,\nb\""
    default: return plain
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
  func oneRowReaderAgreesWithTheGeneralReader(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let isDate = seed % 2 == 0
    let columns = Int.random(in: 2...5, using: &generator)
    var text = (0..<columns).map { $0 == 0 ? "t" : "v\($0)" }.joined(separator: ",") + "\n"
    for row in 0..<400 {
      var fields = (0..<columns).map { Self.cell(isDate: isDate && $0 == 0, &generator) }
      // The first rows stay plain so that the column plan sees dates or numbers.
      if row < 20 {
        fields = (0..<columns).map { _ in "" }
        fields[0] = isDate ? "2021-01-\(String(format: "%02d", row + 1))T00:00:00" : "\(row)"
        for k in 1..<columns { fields[k] = "\(Double(row) * 1.25)" }
      }
      switch Int.random(in: 0..<60, using: &generator) {
      case 0: text += "\n"
      case 1: fields.removeLast()
      case 2: fields.append("9")
      default: break
      }
      text += fields.joined(separator: ",")
      text += [Character]("\n\n\n\n\r\n\r").randomElement(using: &generator).map(String.init)!
        .replacingOccurrences(of: "\r", with: Bool.random(using: &generator) ? "\r\n" : "\r")
    }
    for missing in [DecodeOptions.MissingValuePolicy.markAsMissing, .fail] {
      var options = DecodeOptions(format: .csv)
      options.missingValues = missing
      let (fast, general) = Self.bothWays(text, options: options)
      #expect(fast == general, "seed \(seed), \(missing)")
    }
    // Without the rows that end a decode early, so the comparison covers the whole file.
    let lines = text.replacingOccurrences(of: "\r", with: "\n").components(separatedBy: "\n").filter { line in
      line.split(separator: ",", omittingEmptySubsequences: false).count == columns
        && !line.contains("\"")
    }
    let clean = lines.joined(separator: "\n")
    let (fast, general) = Self.bothWays(clean, options: DecodeOptions(format: .csv))
    #expect(fast == general, "seed \(seed), well-formed rows")
    #expect(!fast.hasPrefix("error"), "\(fast.prefix(300))")
  }

  @Test func fullPrecisionRowsDecodeToTheValuesDoubleStringGives() throws {
    var generator = SeededGenerator(seed: 9)
    var text = "date,a,b\n"
    var expected: [[Double]] = [[], []]
    for day in 0..<300 {
      let a = Double(bitPattern: generator.next() >> 2)
      let b = -Double.random(in: 0..<1, using: &generator)
      guard a.isFinite else { continue }
      expected[0].append(Double(String(format: "%.17g", a))!)
      expected[1].append(Double("\(b)")!)
      // One hour after another (the rows are a series over time, not repeated observations).
      text += String(format: "2020-01-%02dT%02d:00:00", day / 24 + 1, day % 24)
      text += ",\(String(format: "%.17g", a)),\(b)\n"
    }
    let dataset = try ChartDecoder.decode(Data(text.utf8), options: DecodeOptions(format: .csv))
    #expect(dataset.series.count == 2)
    #expect(dataset.series[0].ys.map(\.bitPattern) == expected[0].map(\.bitPattern))
    #expect(dataset.series[1].ys.map(\.bitPattern) == expected[1].map(\.bitPattern))
  }

  /// A file large enough to be split across cores gives what one core gives, bit for bit, and
  /// an error in a later piece is reported with its line in the whole file.
  @Test func aLargeFileDecodedOnAllCoresMatchesOneCore() throws {
    var generator = SeededGenerator(seed: 21)
    var text = "date,a,b\n"
    var row = 0
    while text.utf8.count < CSVTableDecoder.parallelThreshold + (1 << 20) {
      let a = Double.random(in: -1000...1000, using: &generator)
      let odd = Int.random(in: 0..<500, using: &generator)
      let b = odd == 0 ? " 7" : odd == 1 ? "" : odd == 2 ? "x" : String(format: "%.4f", a / 3)
      text += String(format: "2022-%02d-%02d %02d:%02d:00", row / 40_000 % 12 + 1, row / 1440 % 28 + 1, row / 60 % 24, row % 60)
      text += ",\(a),\(b)\(odd == 3 ? "\r\n" : "\n")"
      if odd == 4 { text += "\n" }
      row += 1
    }
    let (fast, general) = Self.bothWays(text, options: DecodeOptions(format: .csv))
    #expect(!fast.hasPrefix("error"))
    #expect(fast == general)
    // One row with a missing field near the end: the same error and line as one core reports.
    var lines = text.components(separatedBy: "\n")
    let broken = lines.count - 10
    lines[broken] = "2022-01-01 00:00:00,1"
    let (fastError, generalError) = Self.bothWays(
      lines.joined(separator: "\n"), options: DecodeOptions(format: .csv))
    #expect(fastError.hasPrefix("error"))
    #expect(fastError == generalError)
  }
}
