import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// An empty card whose every point was removed draws its message (where the first unreadable
/// cell is) under its title, in the SVG, its description, and the terminal, within every width.
@Suite struct EmptyCardMessageDrawingTests {
  static func card(
    column: String = "temp", text: String = "n/a2", language: Language
  ) -> StateCard {
    let report = SanitizationReport(inputCount: 89, keptCount: 0, dropped: [.missing: 89])
    let cells = UnreadableCells(count: 89, line: 7, column: column, text: text)
    return StateCard.noData(report: report, unreadable: cells, language: language)
  }

  /// `text` without any whitespace: wrapping moves words to new lines and CJK has no spaces,
  /// so a wrapped message is compared with its words run together.
  static func squeezed(_ text: some StringProtocol) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
  }

  static func unescaped(_ xml: Substring) -> String {
    xml.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The contents of every `<text>` element, in order.
  static func texts(_ svg: String) -> [String] {
    svg.split(separator: "<text").dropFirst().compactMap { element in
      guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return nil }
      return unescaped(element[element.index(after: open)..<close.lowerBound])
    }
  }

  /// The text inside the plot of a terminal rendering: what follows the y axis on each line.
  static func plotText(_ output: String) -> String {
    output.split(separator: "\n").map { line in
      guard let axis = line.firstIndex(where: { $0 == "│" || $0 == "┤" || $0 == "|" || $0 == "+" }) else {
        return ""
      }
      return String(line[line.index(after: axis)...])
    }.joined(separator: " ")
  }

  @Test(arguments: [Language.english, .simplifiedChinese])
  func svgDrawsTheMessageUnderTheTitleAndDescribesIt(language: Language) throws {
    let card = Self.card(language: language)
    let message = try #require(card.message)
    #expect(message.contains("7"))
    let svg = SVGRenderer(width: 640, height: 360, language: language).render(card)
    let texts = Self.texts(svg)
    let titleIndex = try #require(texts.firstIndex(of: card.title))
    let after = Self.squeezed(texts[(titleIndex + 1)...].joined())
    #expect(after.contains(Self.squeezed(message)), "\(texts)")
    let description = try #require(svg.range(of: "<desc id=\"pk-desc\">")).upperBound
    let end = try #require(svg.range(of: "</desc>")).lowerBound
    #expect(Self.unescaped(svg[description..<end]).contains(message))
  }

  @Test func svgWrapsALongPathInsideThePlot() throws {
    let path = "/data/exports/2026/station-0042/sensors/temperature_celsius_calibrated_v2"
    let card = Self.card(column: path, text: "/home/someone/Downloads/very/long/path/value.csv", language: .english)
    let renderer = SVGRenderer(width: 360, height: 240, language: .english)
    let svg = renderer.render(card)
    let texts = Self.texts(svg)
    // The title wraps too at this width (it is wider than the plot): its lines come first.
    let (titleLines, lines) = try Self.splitTitle(card.title, from: texts)
    #expect(titleLines.count >= 2, "\(texts)")
    for line in titleLines {
      // The placeholder's annotation is a caption (11 pt).
      #expect(TextMetrics.width(line, fontSize: 11) <= 360 - 40, "\(line) of \(texts)")
    }
    #expect(lines.count >= 3)
    // Each line fits the plot (the frame less the y tick labels): none runs off the picture.
    for line in lines {
      #expect(TextMetrics.width(line, fontSize: 11) <= 360 - 40, "\(line)")
    }
    #expect(Self.squeezed(lines.joined()).contains(Self.squeezed("is at line 7, column")))
  }

  /// The `<text>` elements that together read `title` (one, or several when it wraps) and
  /// those after them.
  static func splitTitle(_ title: String, from texts: [String]) throws -> ([String], ArraySlice<String>) {
    let start = try #require(texts.firstIndex { !$0.isEmpty && title.hasPrefix($0) })
    var end = start
    var read = ""
    while end < texts.count, squeezed(read) != squeezed(title) {
      read += texts[end]
      end += 1
    }
    #expect(squeezed(read) == squeezed(title), "\(texts)")
    return (Array(texts[start..<end]), texts[end...])
  }

  /// A title wider than the terminal's plot is wrapped to two rows, not cut ("All 89 points
  /// were removed: missi…" at 40 columns), and no line gets wider than the terminal.
  @Test(arguments: [30, 40, 60])
  func terminalWrapsATitleWiderThanThePlot(width: Int) throws {
    let card = Self.card(language: .english)
    #expect(TextMetrics.columns(card.title) > width - 8)
    let output = TerminalRenderer(width: width, height: 18).render(card)
    for line in output.split(separator: "\n") {
      #expect(TextMetrics.columns(String(line)) <= width, "\(line)")
    }
    #expect(Self.squeezed(Self.plotText(output)).contains(Self.squeezed(card.title)), "\(output)")
    #expect(!output.contains("…"), "\(output)")
  }

  @Test(arguments: [40, 80, 200], [TerminalRenderer.Style.braille, .ascii])
  func terminalShowsTheWholeMessageWithinTheWidth(width: Int, style: TerminalRenderer.Style) throws {
    for language in [Language.english, .simplifiedChinese] {
      let card = Self.card(language: language)
      let message = try #require(card.message)
      let output = TerminalRenderer(width: width, height: 18, style: style, language: language).render(card)
      for line in output.split(separator: "\n") {
        #expect(TextMetrics.columns(String(line)) <= width, "\(line)")
      }
      // Exactly `height` lines, as every chart (the placeholder's x labels line is empty).
      #expect(output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 18)
      #expect(Self.squeezed(Self.plotText(output)).contains(Self.squeezed(message)), "\(output)")
    }
  }

  @Test(arguments: [8, 12, 24, 40, 200])
  func terminalKeepsALongPathWithinEveryWidthAndHeight(width: Int) {
    let path = String(repeating: "/very/long/folder", count: 12) + "/temperature.csv"
    let card = Self.card(column: path, text: String(repeating: "x", count: 40), language: .english)
    for height in [8, 12, 18] {
      let output = TerminalRenderer(width: width, height: height).render(card)
      for line in output.split(separator: "\n") {
        #expect(TextMetrics.columns(String(line)) <= width, "\(width)x\(height): \(line)")
      }
    }
    // With room, the place is on screen even though the path is longer than the plot.
    let roomy = TerminalRenderer(width: 200, height: 18).render(card)
    #expect(Self.squeezed(Self.plotText(roomy)).contains(Self.squeezed("is at line 7, column")))
  }

  @Test func aCardWithoutAMessageDrawsOnlyItsPlaceholder() {
    // An empty card without a message draws exactly the placeholder chart, as before.
    let card = StateCard.noData(invalidPointCount: 3, language: .english)
    let terminal = TerminalRenderer(width: 60, height: 12, language: .english)
    #expect(terminal.render(card) == terminal.render(card.placeholderChart))
    var withMessage = card
    withMessage.message = "The first bad cell is at line 9."
    #expect(terminal.render(withMessage) != terminal.render(card))
    #expect(terminal.render(withMessage).contains("line 9."))
  }
}
