import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// A table decoded by several workers (one per core) that claim runs of lines from the front
/// and from the back, straight into its column arrays, gives exactly
/// what the reference gives — the general record reader appending to growable arrays on one
/// core — on inputs whose split points fall where a split can go wrong: inside quoted fields
/// that hold line feeds, between CR and LF, on blank lines, before a missing final newline,
/// and in files whose later rows are much shorter than the sampled ones.
@Suite(.timeLimit(.minutes(6))) struct CSVSplitDecodeTests {
  /// The outcome of decoding `bytes` by `pieces` workers with the fast path, claiming runs of
  /// at least `chunkBytes` bytes (1: down to single lines where the workers meet), and with the
  /// reference, as comparable strings (values bit for bit, errors with their line).
  static func outcomes(
    _ text: String, pieces: Int, chunkBytes: Int = 1, fromBack: Bool = false,
    options: DecodeOptions = DecodeOptions(format: .csv)
  ) -> (split: String, reference: String) {
    outcomes(Array(text.utf8), pieces: pieces, chunkBytes: chunkBytes, fromBack: fromBack, options: options)
  }

  static func outcomes(
    _ bytes: [UInt8], pieces: Int, chunkBytes: Int = 1, fromBack: Bool = false,
    options: DecodeOptions = DecodeOptions(format: .csv)
  ) -> (split: String, reference: String) {
    return bytes.withUnsafeBufferPointer { buffer in
      func outcome(fast: Bool) -> String {
        do {
          let table = try CSVTableDecoder.decode(
            buffer, options: options, allowsFastRows: fast, pieces: fast ? pieces : 1,
            minimumParallelBytes: 0, minimumChunkBytes: chunkBytes, startsFromBack: fromBack && fast)
          return CSVFastRowTests.describe(table.dataset)
        } catch {
          return "error \(error)"
        }
      }
      return (outcome(fast: true), outcome(fast: false))
    }
  }

  /// A random file of `rows` rows mixing every kind of record a split can land in.
  static func oddFile(seed: UInt64, rows: Int) -> String {
    var generator = SeededGenerator(seed: seed)
    var text = Bool.random(using: &generator) ? "\u{FEFF}" : ""
    text += "time,a,b,label\n"
    for row in 0..<rows {
      let a = Double.random(in: -1e4...1e4, using: &generator)
      let b = Int.random(in: -99...99, using: &generator)
      var label = "w\(row % 7)"
      switch Int.random(in: 0..<12, using: &generator) {
      // A quoted field holding line feeds (and CR LF), a delimiter and a doubled quote.
      case 0: label = "\"line one\nline two\r\nthree, \"\"quoted\"\"\""
      case 1: label = "\"\""
      case 2: label = "\"\n\""
      default: break
      }
      let aText =
        row < 70 ? String(format: "%.6f", a) : Int.random(in: 0..<9, using: &generator) == 0 ? "\"\(a)\"" : "\(a)"
      text += "\(row),\(aText),\(b),\(label)"
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: text += "\r\n"
      case 1: text += "\n\n"
      case 2: text += "\r"
      default: text += "\n"
      }
    }
    // Sometimes no final line end.
    if Bool.random(using: &generator) { text.removeLast() }
    return text
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func splitDecodesEqualTheReferenceOnOddFiles(seed: UInt64) {
    let text = Self.oddFile(seed: seed, rows: 3_000)
    for pieces in [1, 2, 3, 5, 8] {
      for chunkBytes in [1, 4096] {
        let (split, reference) = Self.outcomes(text, pieces: pieces, chunkBytes: chunkBytes)
        #expect(split == reference, "seed \(seed), \(pieces) workers, runs of \(chunkBytes) bytes")
        #expect(!split.hasPrefix("error"), "seed \(seed): \(split.prefix(200))")
      }
    }
  }

  /// Every split point of a small file: a piece boundary after each line feed in turn,
  /// including those inside a quoted field.
  @Test func everySplitPointOfAQuotedFileGivesTheSameTable() {
    let text = "t,v,note\n1,1.5,\"a\nb\"\n2,2.5,plain\n3,,\"x\n\ny\"\n4,4.25,\"\"\"\"\n5,5,z"
    let reference = Self.outcomes(text, pieces: 1).reference
    #expect(!reference.hasPrefix("error"))
    for pieces in 2...12 {
      #expect(Self.outcomes(text, pieces: pieces).split == reference, "\(pieces) pieces")
    }
  }

  /// A quote that never closes, a short row, a bad value under `.fail`: the split decode
  /// reports exactly the one-core error, line included, wherever it is.
  @Test(arguments: [0.1, 0.5, 0.9])
  func errorsInAnyPieceAreTheOneCoreErrors(position: Double) {
    let base = Self.oddFile(seed: 11, rows: 2_000)
    var lines = base.components(separatedBy: "\n")
    let index = Int(Double(lines.count) * position)
    for broken in ["99,1", "99,\"1,2,x", "99,abc,1,w"] {
      var copy = lines
      copy[index] = broken
      var options = DecodeOptions(format: .csv)
      options.missingValues = .fail
      let (split, reference) = Self.outcomes(copy.joined(separator: "\n"), pieces: 3, options: options)
      #expect(split == reference, "\(broken) at \(position)")
      #expect(reference.hasPrefix("error"), "\(broken)")
    }
    lines.removeAll()
  }

  /// Rows far shorter than the sampled ones outgrow the reserved windows; the overflow is
  /// appended in order.
  @Test(arguments: [1, 2, 4])
  func rowsShorterThanTheSampleOutgrowTheirWindowAndStayInOrder(pieces: Int) {
    var text = "x,y\n"
    for row in 0..<100 { text += "\(Double(row) + 0.123456789012),\(Double(row) * 1.000000000001)\n" }
    for row in 100..<20_000 { text += "\(row),\(row % 10)\n" }
    // Named: with nothing that orders its rows, the table is read over its row number, x too.
    let (split, reference) = Self.outcomes(text, pieces: pieces, options: DecodeOptions(format: .csv, x: "x", y: ["y"]))
    #expect(split == reference)
    // The header line, then the series' name, xs and ys: one series, all rows.
    #expect(split.split(separator: "\n").count == 4)
    #expect(split.components(separatedBy: "\n")[2].split(separator: " ").count == 20_000)
  }

  /// Rows far longer than the sampled ones leave most of each reserved window empty: the runs
  /// from the back are moved down over wide gaps, in order, whatever runs the workers claimed.
  @Test(arguments: [2, 3, 8])
  func rowsLongerThanTheSampleLeaveGapsThatAreClosedInOrder(pieces: Int) {
    var text = "x,y\n"
    for row in 0..<100 { text += "\(row),\(row % 10)\n" }
    for row in 100..<6_000 { text += "\(Double(row) + 0.123456789012),\(Double(row) * 1.000000000001)\n" }
    for chunkBytes in [1, 64, 4096] {
      let (split, reference) = Self.outcomes(text, pieces: pieces, chunkBytes: chunkBytes)
      #expect(split == reference, "runs of \(chunkBytes) bytes")
      #expect(split.components(separatedBy: "\n")[2].split(separator: " ").count == 6_000)
    }
  }

  /// Every run taken from the back, so every run is moved down, even a single one: found by
  /// the fuzzer (the back worker took a one-row file whole before the front worker claimed
  /// anything, and its row was never moved to the start of the arrays).
  @Test func runsTakenFromTheBackAreMovedEvenWhenAlone() {
    let found: [UInt8] = [
      0xFF, 0xFF, 0x54, 0xFF, 0xB3, 0x2C, 0x61, 0x2C, 0x62, 0x0A, 0x31, 0x30, 0x30, 0xE6, 0x2F, 0x22, 0x2C, 0x34, 0x2E, 0x35, 0x2C, 0x32, 0x0A,
    ]
    let inputs = [found, Array("x,y\n1,2\n".utf8), Array(Self.oddFile(seed: 3, rows: 800).utf8)]
    for (index, bytes) in inputs.enumerated() {
      for pieces in [1, 2, 4] {
        for chunkBytes in [1, 256] {
          let (split, reference) = Self.outcomes(bytes, pieces: pieces, chunkBytes: chunkBytes, fromBack: true)
          #expect(split == reference, "input \(index), \(pieces) workers, runs of \(chunkBytes) bytes")
          #expect(!reference.hasPrefix("error"))
        }
      }
    }
    var text = "x,y\n"
    for row in 0..<3_000 { text += "\(row),\(Double(row) * 0.25)\n" }
    let (split, reference) = Self.outcomes(text, pieces: 1, chunkBytes: 1, fromBack: true)
    #expect(split == reference)
    #expect(split.components(separatedBy: "\n")[2].split(separator: " ").count == 3_000)
  }

  /// Long format (a series column) and a header with no rows take the builder path and stay
  /// as they were.
  @Test func longFormatAndHeaderOnlyAreUnchanged() {
    var text = "year,source,twh\n"
    for year in 2000..<2400 { for source in ["coal", "gas", "wind"] { text += "\(year),\(source),\(year % 97)\n" } }
    for input in [text, "a,b,c\n", "a,b\n1,2"] {
      let (split, reference) = Self.outcomes(input, pieces: 3)
      #expect(split == reference)
    }
  }

  /// Decoding a memory-mapped file while giving its read pages back reads the same values:
  /// the pages come back from the file when touched again (the long-format split compares each
  /// row's word with the previous row's, which may lie on a page already given back).
  @Test func releasingReadPagesOfAMappedFileChangesNothing() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Long format (each x three times, once per kind): decoded once as a wide table, recording
    // "kind" per row, then split by it in memory.
    var text = "minute,value,kind\n"
    var generator = SeededGenerator(seed: 5)
    var row = 0
    while text.utf8.count < 12 << 20 {
      text += String(format: "%d,%.5f,k%d\n", row / 3, Double.random(in: -50...50, using: &generator), row % 3)
      row += 1
    }
    let file = folder.appendingPathComponent("big.csv")
    try Data(text.utf8).write(to: file)
    let mapped = try await FileSource(url: file, mapsFile: true).fetch(FetchRequest())
    #expect(mapped.data == Data(text.utf8))
    // x named: `minute` is not a name that says time, and by default the table is read over its
    // row number, unsplit.
    var releasing = DecodeOptions(x: "minute")
    releasing.releasesConsumedBytes = true
    let released = try ChartDecoder.decodeTable(mapped.data, options: releasing)
    let plain = try ChartDecoder.decodeTable(Data(text.utf8), options: DecodeOptions(x: "minute"))
    #expect(released == plain)
    #expect(released.dataset.series.count == 3)
    #expect(released.dataset.pointCount == row)
    // The bytes are still the file's after their pages were given back.
    #expect(mapped.data == Data(text.utf8))
  }

  @Test func anEmptyFileMapsToNoBytes() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-empty-\(UUID().uuidString).csv")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let response = try await FileSource(url: file, mapsFile: true).fetch(FetchRequest())
    #expect(response.data.isEmpty)
  }
}

extension CSVSplitDecodeTests {
  /// Found by the fuzzer: a line that runs past the next split guess (or to the end) leaves
  /// fewer pieces than cores, and the split must not look for a boundary it did not add.
  @Test func aLineLongerThanAPieceLeavesFewerPieces() {
    let long = "1," + String(repeating: "9", count: 500) + "\n"
    for text in ["x,y\n1,2\n" + long, "x,y\n" + long + "2,3\n4,5", "x,y\n1,2\n3,4\n" + String(long.dropLast())] {
      for pieces in [2, 3, 4, 7] {
        let (split, reference) = Self.outcomes(text, pieces: pieces)
        #expect(split == reference, "\(pieces) pieces")
      }
    }
  }
}
