import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// A series column named with ``DecodeOptions/series`` is recorded while the table is decoded
/// as a wide one (the one-pass row reader, both cores for a large file) and split in memory,
/// and gives exactly what grouping the rows by it as they are read gave (the reference,
/// ``ChartDecoder/decodeTableDecodingAgain``): the same series, names, order and values bit for
/// bit, and the same errors, word for word, with the same line and column.
@Suite(.timeLimit(.minutes(ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 120 : 6))) struct NamedSeriesDecodeTests {
  typealias Long = LongFormatDecodeTests

  /// Option sets tried with each named column: lenient, strict, small series limits, a
  /// named y column, a named x (which may be the series column itself), no finding.
  static func optionSets(naming series: ColumnSelector, header: [String]) -> [DecodeOptions] {
    var sets: [DecodeOptions] = []
    var base = DecodeOptions()
    base.series = series
    sets.append(base)
    var strict = base
    strict.missingValues = .fail
    sets.append(strict)
    for limit in [1, 2, 3] {
      var small = base
      small.limits.maxSeries = limit
      sets.append(small)
    }
    if let y = header.first(where: { $0.hasPrefix("y") || $0 == "v" }) {
      var named = base
      named.y = [.name(y)]
      sets.append(named)
    }
    if let x = header.first {
      var named = base
      named.x = .name(x)
      named.format = .csv
      sets.append(named)
    }
    var noFinding = base
    noFinding.findsSeries = false
    sets.append(noFinding)
    return sets
  }

  /// The selectors to name: every column by name, one by index, and a column that is not there.
  static func selectors(_ header: [String]) -> [ColumnSelector] {
    header.map { .name($0) } + [.index(min(1, max(header.count - 1, 0))), .name("nope")]
  }

  static func header(of text: String) -> [String] {
    CSVRows.parse(text).first ?? []
  }

  @Test(arguments: Long.shapes.map(\.label))
  func everyColumnOfEachShapeNamedDecodesAsTheReferenceDoes(_ label: String) {
    let text = Long.shapes.first { $0.label == label }!.text
    let header = Self.header(of: text.hasPrefix("\u{FEFF}") ? "x,k,v" : text)
    for selector in Self.selectors(header) {
      for options in Self.optionSets(naming: selector, header: header) {
        let result = Long.outcomes(text, options: options)
        #expect(result.onePass == result.reference, "\(label), \(selector), \(options)")
        #expect(result.passes <= 1, "\(label): \(result.passes) passes")
      }
    }
  }

  /// How many random files each differential test decodes: a quarter of the soak's by default.
  /// These run every column × option set through the debug build's row grouping, so the full
  /// counts took 105 s of CPU and starved the suite's timing tests on two cores; the fuzzers
  /// (`scripts/fuzz.sh`) make the same comparison on far more files. `PHASEKIT_SOAK=1`: all.
  static func seeds(_ soak: UInt64) -> Range<UInt64> {
    ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 0..<soak : 0..<soak / 4
  }

  @Test func randomFilesWithEveryColumnNamedDecodeAsTheReferenceDoes() {
    var splits = 0
    var failures = 0
    let seeds = Self.seeds(80)
    for seed in seeds {
      let text = Long.randomFile(seed: seed)
      let header = Self.header(of: text)
      for selector in Self.selectors(header) {
        for options in Self.optionSets(naming: selector, header: header) {
          let result = Long.outcomes(text, options: options)
          #expect(result.onePass == result.reference, "seed \(seed), \(selector), \(options)\n\(text)")
          #expect(result.passes == 1, "seed \(seed)")
          if result.onePass.hasPrefix("error") { failures += 1 } else { splits += 1 }
        }
      }
    }
    // Both outcomes are reached often, not by chance (over 10 splits and 2.5 failures a file).
    #expect(splits > 10 * seeds.count, "\(splits) splits")
    #expect(failures * 2 > 5 * seeds.count, "\(failures) failures")
  }

  /// Split across workers (runs of single lines, from the front and the back), and read by the
  /// general record reader alone: the same as grouping row by row on one core.
  @Test func aSplitDecodeWithANamedColumnEqualsTheReference() {
    for seed in Self.seeds(60) {
      let bytes = Array(Long.randomFile(seed: seed).utf8)
      let header = Self.header(of: String(decoding: bytes, as: UTF8.self))
      for selector in Self.selectors(header) {
        for var options in Self.optionSets(naming: selector, header: header) {
          options.format = .csv
          let reference = Long.outcomes(bytes, options: options).reference
          for (pieces, fromBack, fast) in [
            (1, false, false), (2, false, true), (3, true, true), (4, false, true),
          ] {
            let split = bytes.withUnsafeBufferPointer { buffer in
              Long.describe { () throws(DataError) in
                try CSVTableDecoder.decode(
                  buffer, options: options, allowsFastRows: fast, pieces: pieces,
                  minimumParallelBytes: 0, minimumChunkBytes: 1, startsFromBack: fromBack)
              }
            }
            #expect(split == reference, "seed \(seed), \(selector), \(pieces) pieces, fast \(fast)")
          }
        }
      }
    }
  }

  /// Where the series limit is passed decides which error a file gives, as it did when rows
  /// were grouped as they were read: a malformed row or a strict-mode value before it wins,
  /// one after it does not; runs of a split decode each within the limit fail together.
  static let limitShapes: [(label: String, text: String)] = [
    (
      "limit passed, then a short row",
      "x,k,v\n" + (0..<40).map { "\($0),k\($0 % 8),\($0)" }.joined(separator: "\n") + "\n9,k1\n"
    ),
    (
      "a short row, then the limit passed",
      "x,k,v\n1,k0,1\n2,k0\n" + (0..<40).map { "\($0),k\($0 % 8),\($0)" }.joined(separator: "\n")
    ),
    (
      "a blank value, then the limit passed",
      "x,k,v\n1,k0,\n" + (0..<40).map { "\($0),k\($0 % 8),\($0)" }.joined(separator: "\n")
    ),
    (
      "the limit passed, then a blank value",
      "x,k,v\n" + (0..<40).map { "\($0),k\($0 % 8),\($0)" }.joined(separator: "\n") + "\n50,k0,\n"
    ),
    (
      "new values only late in the file",
      "x,k,v\n" + (0..<400).map { "\($0),k\($0 < 380 ? 0 : $0 % 8),\($0)" }.joined(separator: "\n")
    ),
    (
      "each half within the limit, not both",
      "x,k,v\n" + (0..<400).map { "\($0),k\($0 < 200 ? $0 % 3 : 3 + $0 % 3),\($0)" }.joined(separator: "\n")
    ),
  ]

  @Test(arguments: limitShapes.map(\.label))
  func theSeriesLimitFailsWhereGroupingRowsFailed(_ label: String) {
    let text = Self.limitShapes.first { $0.label == label }!.text
    let bytes = Array(text.utf8)
    for limit in [3, 4, 5, 8, 100] {
      for strictness in [DecodeOptions.MissingValuePolicy.markAsMissing, .fail] {
        var options = DecodeOptions(format: .csv, series: "k")
        options.limits.maxSeries = limit
        options.missingValues = strictness
        let result = Long.outcomes(bytes, options: options)
        #expect(result.onePass == result.reference, "\(label), limit \(limit)")
        for pieces in [2, 3] {
          let split = bytes.withUnsafeBufferPointer { buffer in
            Long.describe { () throws(DataError) in
              try CSVTableDecoder.decode(
                buffer, options: options, pieces: pieces, minimumParallelBytes: 0,
                minimumChunkBytes: 64)
            }
          }
          #expect(split == result.reference, "\(label), limit \(limit), \(pieces) pieces")
        }
      }
    }
  }

  @Test func theLimitShapesReachEveryOutcome() {
    var outcomes: [String] = []
    for shape in Self.limitShapes {
      var options = DecodeOptions(format: .csv, series: "k")
      options.limits.maxSeries = 4
      options.missingValues = .fail
      outcomes.append(Long.outcomes(shape.text, options: options).onePass)
    }
    #expect(outcomes[0].contains("more than 4 distinct values"))
    #expect(outcomes[1].contains("expected 3 fields"))
    #expect(outcomes[2].contains("found an empty field"))
    #expect(outcomes[3].contains("more than 4 distinct values"))
    #expect(outcomes[5].contains("more than 4 distinct values"))
  }

  // MARK: - JSON

  @Test(arguments: Long.jsonShapes.map(\.label))
  func everyFieldOfEachJSONShapeNamedDecodesAsTheReferenceDoes(_ label: String) {
    let text = Long.jsonShapes.first { $0.label == label }!.text
    for name in ["t", "k", "v", "j", "nope"] {
      for options in Self.optionSets(naming: .name(name), header: ["t", "k", "v"]) {
        var options = options
        options.format = .auto
        let result = Long.outcomes(text, options: options)
        #expect(result.onePass == result.reference, "\(label), \(name), \(options)")
        #expect(result.passes <= 1, "\(label)")
      }
    }
  }

  @Test func randomJSONRecordsWithEveryFieldNamedDecodeAsTheReferenceDoes() {
    for seed in Self.seeds(100) {
      let rows = CSVRows.parse(Long.randomFile(seed: seed))
      guard let header = rows.first else { continue }
      let records = rows.dropFirst().map { cells in
        "{"
          + zip(header, cells).compactMap { name, cell -> String? in
            // Now and then a field is left out: a missing series key reads as null.
            if cell == "all" { return nil }
            return "\"\(name)\":\(Long.jsonLiteral(cell))"
          }.joined(separator: ",") + "}"
      }
      let json = "[" + records.joined(separator: ",\n") + "]"
      // The same rows as an object of columns.
      let columns =
        "{"
        + header.enumerated().map { k, name in
          "\"\(name)\":["
            + rows.dropFirst().map { Long.jsonLiteral($0[k]) }.joined(separator: ",") + "]"
        }.joined(separator: ",") + "}"
      for document in [json, columns] {
        for selector in Self.selectors(header) {
          for options in Self.optionSets(naming: selector, header: header) {
            var options = options
            options.format = .auto
            let result = Long.outcomes(document, options: options)
            #expect(result.onePass == result.reference, "seed \(seed), \(selector)\n\(document)")
            #expect(result.passes == 1)
          }
        }
      }
    }
  }

  // MARK: - Public-style datasets

  /// Named, each public-style file gives what grouping its rows gave, read once; where the
  /// column is found too, naming it gives the same dataset and the same sanitization report.
  @Test(arguments: [
    ("owid-energy-long.csv", "Entity"), ("owid-coded-long.csv", "Entity"), ("owid-coded-long.csv", "Code"),
    ("stocks-5yr-long.csv", "Name"), ("prices-daily-long.csv", "symbol"),
    ("covid-long.json", "location"), ("covid-long.json", "iso_code"), ("covid-cases-long.json", "location"),
  ])
  func publicFilesNamedDecodeAsTheReferenceDoes(_ name: String, _ column: String) throws {
    let bytes = Array(try Data(contentsOf: Fixtures.directory.appendingPathComponent(name)))
    let options = DecodeOptions(series: .name(column))
    let result = Long.outcomes(bytes, options: options)
    #expect(result.onePass == result.reference, "\(name)")
    #expect(result.passes == 1, "\(name)")
    #expect(result.referencePasses == 1, "\(name)")
    let named = try ChartDecoder.decodeTable(Data(bytes), options: options)
    #expect(named.columns.series == column)
    #expect(!named.columns.seriesWasFound)
    #expect(named.dataset.series.count > 1)
    // A found split that drew only its first measure (too many series by every y column) is
    // compared with that measure named.
    if var found = try? ChartDecoder.decodeTable(Data(bytes)), found.columns.series == column {
      if found.columns.y.count < named.columns.y.count {
        var first = options
        first.y = found.columns.y.map { .name($0) }
        let namedFirst = try ChartDecoder.decodeTable(Data(bytes), options: first)
        found.dataset.yLabel = namedFirst.dataset.yLabel
        #expect(CSVFastRowTests.describe(found.dataset) == CSVFastRowTests.describe(namedFirst.dataset), "\(name)")
        return
      }
      // Bit for bit (NaN values are not equal to themselves).
      #expect(CSVFastRowTests.describe(found.dataset) == CSVFastRowTests.describe(named.dataset), "\(name)")
      #expect(found.dataset.sanitized().report == named.dataset.sanitized().report, "\(name)")
    }
  }
}
