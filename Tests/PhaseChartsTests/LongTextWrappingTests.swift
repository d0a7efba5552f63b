import Foundation
import PhaseKit
import Testing

@testable import PhaseDrawing

/// The line breakers take time linear in their text, whatever its shape: a one-megabyte word (a
/// column name of a hostile file) once took minutes, each line rebuilding an array of the whole
/// remaining text.
@Suite struct LongTextWrappingTests {
  static func seconds(_ body: () -> Void) -> Double {
    let started = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - started
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// One word, CJK with its marks, and words with spaces: each 1 MB.
  static let shapes: [(String, String)] = [
    ("one word", String(repeating: "a", count: 1 << 20)),
    ("CJK", String(repeating: "数据，", count: 1 << 18)),
    ("words", String(repeating: "ab ", count: 1 << 18)),
    ("marks", String(repeating: "(x)", count: 1 << 18)),
  ]

  @Test(arguments: shapes) func wrappingAMegabyteIsLinearAndKeepsEveryCharacter(shape: String, text: String) {
    var lines: [String] = []
    let whole = Self.seconds { lines = TextMetrics.wrap(text, maxColumns: 68) }
    #expect(lines.allSatisfy { TextMetrics.columns($0) <= 68 }, "\(shape)")
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(shape)")
    // A quarter of the text takes about a quarter of the time; quadratic would be a sixteenth.
    let quarter = String(text.prefix(text.count / 4))
    let part = Self.seconds { _ = TextMetrics.wrap(quarter, maxColumns: 68) }
    #expect(whole / max(part, 1e-3) < 8, "\(shape): 1 MB \(whole) s, 256 KB \(part) s")
    // Debug build, shared machine; quadratic took over 600 s.
    #expect(whole < 20, "\(shape): \(whole) s")
  }

  @Test(arguments: shapes) func askingForAFewLinesReadsOnlyWhatTheyHold(shape: String, text: String) {
    var lines: [String] = []
    let elapsed = Self.seconds { lines = TextMetrics.wrap(text, maxColumns: 68, maxLines: 3) }
    #expect(lines.count == 3, "\(shape)")
    #expect(lines == Array(TextMetrics.wrap(String(text.prefix(4000)), maxColumns: 68).prefix(3)), "\(shape)")
    #expect(elapsed < 0.5, "\(shape): \(elapsed) s")
  }

  @Test(arguments: shapes) func theSVGCardWrapsAMegabyteIntoItsFewLinesAtOnce(shape: String, text: String) {
    var lines: [String] = []
    let elapsed = Self.seconds { lines = SVGRenderer().wrap(text, width: 400, size: 13, maxLines: 4) }
    #expect(lines.count == 4, "\(shape)")
    #expect(lines.last?.hasSuffix("…") == true, "\(shape): \(lines)")
    #expect(elapsed < 0.5, "\(shape): \(elapsed) s")
    // Empty paragraphs do not count as lines drawn.
    let sparse = String(repeating: "\n", count: 50) + "one\n\n\ntwo\n\nthree\nfour\nfive"
    #expect(SVGRenderer().wrap(sparse, width: 400, size: 13, maxLines: 3) == ["one", "two", "three …"])
  }

  /// The ASCII shortcuts of the mark tests say what the tables say.
  @Test func theASCIIShortcutsAgreeWithTheMarkTables() {
    for value in UInt8(0)...UInt8(127) {
      let character = Character(Unicode.Scalar(value))
      #expect(
        TextMetrics.isClosingMark(character) == TextMetrics.closingMarks.contains(character), "\(value)")
      #expect(
        TextMetrics.isOpeningMark(character) == TextMetrics.openingMarks.contains(character), "\(value)")
    }
  }
}
