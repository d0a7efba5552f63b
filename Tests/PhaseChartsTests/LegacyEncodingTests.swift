import Foundation
import Testing

@testable import PhaseCharts

/// CSV files written in Windows-1252 / Latin-1 (Excel and older tools in western Europe) keep
/// their names and words readable instead of showing U+FFFD.
@Suite(.timeLimit(.minutes(6))) struct LegacyEncodingTests {
  /// `date,température,ville` with `Zürich` and `Genève`, in Windows-1252 bytes.
  static let latin1: Data = {
    var bytes = Array("date,temp".utf8) + [0xE9] + Array("rature,ville\n".utf8)
    for (day, city) in [(1, [0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68]), (1, [0x47, 0x65, 0x6E, 0xE8, 0x76, 0x65])]
      + [(2, [0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68]), (2, [0x47, 0x65, 0x6E, 0xE8, 0x76, 0x65])] as [(Int, [UInt8])]
    {
      bytes += Array("2024-01-0\(day),\(day).5,".utf8) + city + [0x0A]
    }
    return Data(bytes)
  }()

  @Test func latin1NamesAndWordsAreReadAsWindows1252() throws {
    let dataset = try ChartDecoder.decode(Self.latin1)
    #expect(dataset.yLabel == "température")
    #expect(dataset.series.map(\.name) == ["Zürich", "Genève"])
    #expect(dataset.series.map(\.count) == [2, 2])
    // Named, the one-pass split and the row-by-row grouping say the same.
    var options = DecodeOptions()
    options.series = .name("ville")
    #expect(try ChartDecoder.decode(Self.latin1, options: options).series.map(\.name) == ["Zürich", "Genève"])
  }

  @Test func windows1252PunctuationAndRealReplacementCharactersAreKept() throws {
    // 0x80 is the euro sign in Windows-1252; 0x93/0x94 are curly quotes.
    let legacy = Data(Array("x,".utf8) + [0x80, 0x20, 0x93, 0x61, 0x94] + Array("\n1,2\n2,3\n".utf8))
    #expect(try ChartDecoder.decode(legacy).series.map(\.name) == ["€ “a”"])
    // Valid UTF-8 that holds U+FFFD itself is not taken for another encoding.
    let utf8 = Data("x,a\u{FFFD}é\n1,2\n2,3\n".utf8)
    #expect(try ChartDecoder.decode(utf8).series.map(\.name) == ["a\u{FFFD}é"])
  }
}
