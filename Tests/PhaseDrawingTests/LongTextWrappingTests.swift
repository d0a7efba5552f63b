import Foundation
import PhaseKit
import Testing

@testable import PhaseDrawing

/// The line breakers take time linear in their text, whatever its shape: a one-megabyte word (a
/// column name of a hostile file) once took minutes, each line rebuilding an array of the whole
/// remaining text. How long each takes: WallClockTests.
@Suite(.timeLimit(.minutes(6))) struct LongTextWrappingTests {
  /// One word, CJK with its marks, and words with spaces: each 1 MB. (By name: a test argument
  /// is printed whole with every failure.)
  static let shapes = ["one word", "CJK", "words", "marks"]

  static func text(_ shape: String) -> String {
    switch shape {
    case "one word": String(repeating: "a", count: 1 << 20)
    case "CJK": String(repeating: "数据，", count: 1 << 18)
    case "words": String(repeating: "ab ", count: 1 << 18)
    default: String(repeating: "(x)", count: 1 << 18)
    }
  }

  @Test(arguments: shapes) func wrappingAMegabyteIsLinearAndKeepsEveryCharacter(shape: String) {
    let text = Self.text(shape)
    let lines = TextMetrics.wrap(text, maxColumns: 68)
    #expect(lines.allSatisfy { TextMetrics.columns($0) <= 68 }, "\(shape)")
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(shape)")
  }

  /// A few lines of a megabyte: the same lines as of its start, in time far from quadratic (a
  /// single huge word is still read whole, once, to find where it ends).
  @Test(arguments: shapes) func askingForAFewLinesGivesTheFirstLines(shape: String) {
    let text = Self.text(shape)
    let lines = TextMetrics.wrap(text, maxColumns: 68, maxLines: 3)
    #expect(lines.count == 3, "\(shape)")
    #expect(lines == Array(TextMetrics.wrap(String(text.prefix(4000)), maxColumns: 68).prefix(3)), "\(shape)")
  }

  @Test(arguments: shapes) func theSVGCardWrapsAMegabyteIntoItsFewLines(shape: String) {
    let text = Self.text(shape)
    let lines = SVGRenderer().wrap(text, width: 400, size: 13, maxLines: 4)
    #expect(lines.count == 4, "\(shape)")
    #expect(lines.last?.hasSuffix("…") == true, "\(shape): \(lines)")
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
