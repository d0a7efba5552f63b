import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts

/// Gzip files (`data.csv.gz`, as pandas writes them and as plotly's and many other datasets are
/// published) are read as the text they hold; packed formats a chart is never read from are
/// named. The gzip data comes from the system's `gzip`, a real child process.
@Suite(.timeLimit(.minutes(6))) struct PackedDataTests {
  /// `text` compressed by `gzip -c` (with `arguments`, such as `-1`), waited for without holding
  /// a thread of the concurrency pool while `gzip` runs (64 MB for the bomb below).
  static func gzip(_ text: Data, _ arguments: [String] = []) async throws -> Data {
    let run = try await ChildProcess.capture(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec gzip -c -n \(arguments.joined(separator: " "))"], input: text)
    #expect(run.status == 0, "\(String(decoding: run.errors, as: UTF8.self))")
    return run.output
  }

  static let weather: Data = {
    var text = "date,temperature,humidity\n"
    for day in 0..<2_000 {
      let date = Date(timeIntervalSince1970: 1_704_067_200 + Double(day) * 3_600)
      text += "\(date.formatted(.iso8601)),\(Double(day % 97) / 4 - 3),\(40 + day % 13)\n"
    }
    return Data(text.utf8)
  }()

  static func failure(_ body: () throws(DataError) -> Void) -> DataError.DecodingFailure? {
    do {
      try body()
    } catch .decodingError(let failure) {
      return failure
    } catch {
      Issue.record("expected a decoding error, got \(error)")
      return nil
    }
    Issue.record("expected a decoding error, got a dataset")
    return nil
  }

  @Test func aGzipFileDecodesLikeItsText() async throws {
    let plain = try ChartDecoder.decodeTable(Self.weather)
    for level in ["-1", "-9"] {
      let packed = try await Self.gzip(Self.weather, [level])
      #expect(packed.count < Self.weather.count / 2)
      let table = try ChartDecoder.decodeTable(packed)
      #expect(table.dataset == plain.dataset)
      #expect(table.columns.x == "date")
    }
    let json = Data(#"[{"t":1,"v":2.5},{"t":2,"v":3.5}]"#.utf8)
    let packedJSON = try await Self.gzip(json)
    #expect(try ChartDecoder.decode(packedJSON) == (try ChartDecoder.decode(json)))
  }

  /// `cat a.gz b.gz` is one file to `gzip -d`: every member is read, in order.
  @Test func everyMemberOfAConcatenatedGzipFileIsRead() async throws {
    let text = String(decoding: Self.weather, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = Data((lines[..<1_000].joined(separator: "\n") + "\n").utf8)
    let second = Data(lines[1_000...].joined(separator: "\n").utf8)
    let packed = try await Self.gzip(first) + (try await Self.gzip(second))
    #expect(try ChartDecoder.decode(packed) == (try ChartDecoder.decode(Self.weather)))
  }

  @Test func cutOffGzipDataFailsSayingSo() async throws {
    let packed = try await Self.gzip(Self.weather)
    for cut in [packed.count - 4, packed.count / 2, 20] {
      let failure = Self.failure { () throws(DataError) in _ = try ChartDecoder.decode(packed.prefix(cut)) }
      #expect(failure?.message.contains("the gzip data ends early, after \(cut) compressed bytes") == true, "\(cut)")
      #expect(failure?.message.contains("cut off") == true)
    }
  }

  @Test func damagedGzipDataFailsNamingWhere() async throws {
    var packed = try await Self.gzip(Self.weather)
    // A flipped byte in the middle breaks the deflate stream or, at the latest, the checksum.
    packed[packed.count / 2] ^= 0xFF
    let failure = Self.failure { () throws(DataError) in _ = try ChartDecoder.decode(packed) }
    #expect(failure?.message.hasPrefix("the gzip data is damaged at compressed byte ") == true, "\(String(describing: failure))")
  }

  /// 64 MB of text in a gzip file of about 64 KB stops at the size limit, with no more than
  /// the limit's worth of text held.
  @Test func aGzipBombStopsAtTheSizeLimit() async throws {
    let bomb = try await Self.gzip(Data("1,1\n".utf8) + Data(repeating: UInt8(ascii: "0"), count: 64 << 20), ["-9"])
    #expect(bomb.count < 1 << 20)
    var options = DecodeOptions()
    options.limits.maxBytes = 4 << 20
    #expect(throws: DataError.tooLarge(limit: 4 << 20)) { try ChartDecoder.decode(bomb, options: options) }
  }

  @Test(
    arguments: [
      ([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00], "a ZIP archive (an Excel .xlsx or .ods workbook is one)"),
      (Array("PAR1\u{15}\u{4}".utf8), "a Parquet file"),  // ends with PAR1 too (below)
      ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0x00], "an old Excel .xls workbook"),
      (Array("BZh91AY&SY".utf8), "bzip2-compressed; decompress it first (bunzip2)"),
      ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00], "xz-compressed"),
      ([0x28, 0xB5, 0x2F, 0xFD, 0x24], "Zstandard-compressed"),
      ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0x00], "a 7-Zip archive"),
    ] as [([UInt8], String)])
  func packedFormatsAreNamed(magic: [UInt8], named: String) {
    // Followed by text, so that only the name, not a NUL byte, can tell what it is.
    var data = Data(magic) + Data("date,value\n2024-01-01,1\n".utf8)
    if magic.starts(with: Array("PAR1".utf8)) { data += Data("PAR1".utf8) }
    let failure = Self.failure { () throws(DataError) in _ = try ChartDecoder.decode(data) }
    #expect(failure?.message.contains("the data is \(named)") == true, "\(String(describing: failure))")
    #expect(failure?.line == 1)
    #expect(failure?.column == 1)
  }

  @Test func textThatOnlyLooksPackedIsStillText() throws {
    // Columns named PK, PAR1 or BZh: text, not archives.
    let zip = try ChartDecoder.decode(Data("PK,PAR1\n1,2\n2,3\n".utf8))
    #expect(zip.series.map(\.name) == ["PAR1"])
    let parquet = try ChartDecoder.decode(Data("PAR1,b\n1,2\n2,3\n".utf8))
    #expect(parquet.series.map(\.name) == ["b"])
    let bzip2 = try ChartDecoder.decode(Data("BZh,b\n1,2\n2,3\n".utf8))
    #expect(bzip2.series.map(\.name) == ["b"])
  }
}
