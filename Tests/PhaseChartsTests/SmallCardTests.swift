import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// State cards at small sizes: exactly `height` lines on the terminal (an error box at most),
/// none wider than the width, and no row holding two things (title and message, or text and
/// the rule); in SVG, no two text boxes intersect.
@Suite struct SmallCardTests {
  static func invalidCard(_ language: Language) -> StateCard {
    var card = StateCard.noData(invalidPointCount: 89, language: language)
    card.title =
      language == .english
      ? "All 89 points were removed: missing or not a number (89)" : "全部 89 个数据点都被移除：缺失或非数字（89）"
    card.message = StateCard.unreadableText(
      UnreadableCells(count: 89, line: 7, column: "temp", text: "n/a2"), language: language)
    return card
  }

  static let languages: [Language] = [.english, .simplifiedChinese]

  /// The text of a terminal row right of the plot's axis, without the centring spaces and a
  /// closing `…`.
  static func plotText(_ row: String, hasAxis: Bool) -> String {
    var text = Substring(row)
    if hasAxis, let axis = text.firstIndex(where: { "│┤└|+".contains($0) }) {
      text = text[text.index(after: axis)...]
    }
    var result = String(text).trimmingCharacters(in: .whitespaces)
    if result.hasSuffix("…") { result = String(result.dropLast()).trimmingCharacters(in: .whitespaces) }
    return result
  }

  @Test(arguments: languages)
  func anEmptyCardFitsEveryHeightWithEachRowHoldingOneThing(language: Language) {
    let card = Self.invalidCard(language)
    let title = card.title
    let message = card.message!
    for height in 3...12 {
      for width in 20...100 {
        let output = TerminalRenderer(width: width, height: height, language: language).render(card)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == height, "\(width)×\(height): \(lines.count) lines")
        var sawTitle = false
        for line in lines {
          #expect(TextMetrics.columns(line) <= width, "\(width)×\(height): \(line)")
          let text = Self.plotText(line, hasAxis: height >= 5)
          let isRule = text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || $0 == "─" }
          let hasWords = text.contains { $0.isLetter }
          #expect(!(isRule && hasWords), "\(width)×\(height): text on the rule: \(line)")
          guard hasWords, !text.contains("└") else { continue }
          // A row of words is one piece of the title or of the message, never both.
          let inTitle = title.contains(text)
          let inMessage = message.contains(text)
          #expect(inTitle != inMessage || text.count < 3, "\(width)×\(height): \(line) in \(lines)")
          sawTitle = sawTitle || inTitle
        }
        #expect(sawTitle, "\(width)×\(height): no title in \(lines)")
      }
    }
  }

  @Test(arguments: languages)
  func everyCardFitsLowTerminals(language: Language) {
    var cards = StateCardGallery.cards(language: language)
    cards.append(("invalid", Self.invalidCard(language), nil))
    for (name, card, chart) in cards {
      for height in 3...12 {
        for width in stride(from: 20, through: 100, by: 4) {
          let output = TerminalRenderer(width: width, height: height, language: language).render(card, chart: chart)
          let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          if card.kind == .error {
            #expect(lines.count <= height && lines.count >= min(height, 3), "\(name) \(width)×\(height)")
            // The title is on the box's first row (or alone, below three lines).
            let titleRow = lines.count >= 3 ? lines[1] : lines[0]
            #expect(titleRow.contains(card.title.prefix(4)), "\(name) \(width)×\(height): \(lines)")
          } else {
            #expect(lines.count == height, "\(name) \(width)×\(height): \(lines.count) lines")
          }
          #expect(lines.allSatisfy { TextMetrics.columns(String($0)) <= width }, "\(name) \(width)×\(height)")
        }
      }
    }
  }

  @Test func anEmptyCardDropsTheMessageBeforeTheRuleAndTheRuleBeforeTheTitle() {
    let card = Self.invalidCard(.english)
    func layout(rows: Int) -> TerminalRenderer.EmptyCardLayout {
      .init(title: card.title, message: card.message, columns: 36, rows: rows, preferredRuleRow: rows / 2)
    }
    // 36 columns: two title lines, three message lines.
    #expect(layout(rows: 12).title.count == 2 && layout(rows: 12).message.count == 3)
    #expect(layout(rows: 12).showsRule && layout(rows: 12).ruleRow == 6)
    #expect(layout(rows: 5).message.count == 2 && layout(rows: 5).message[1].hasSuffix("…"))
    #expect(layout(rows: 3).message.isEmpty && layout(rows: 3).showsRule)
    #expect(!layout(rows: 2).showsRule && layout(rows: 2).title.count == 2)
    #expect(layout(rows: 1).title.count == 1 && layout(rows: 1).title[0].hasSuffix("…"))
    for rows in 1...12 {
      let fitted = layout(rows: rows)
      let used = fitted.title.count + (fitted.showsRule ? 1 : 0) + fitted.message.count
      #expect(fitted.top >= 0 && fitted.top + used <= rows, "\(rows) rows")
    }
  }

  /// Every `<text>` of an SVG document as a box: its estimated width around its anchor, from
  /// three quarters of the font size above the baseline to a fifth below.
  static func textBoxes(_ svg: String) -> [(text: String, x: ClosedRange<Double>, y: ClosedRange<Double>)] {
    var boxes: [(String, ClosedRange<Double>, ClosedRange<Double>)] = []
    let pattern = try! Regex(#"<text([^>]*)>([^<]*)</text>"#)
    for match in svg.matches(of: pattern) {
      let attributes = String(match.output[1].substring ?? "")
      let content = String(match.output[2].substring ?? "")
        .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      func number(_ name: String) -> Double? {
        guard let range = attributes.range(of: " \(name)=\"") else { return nil }
        return Double(attributes[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = number("x"), let y = number("y"), let size = number("font-size") else { continue }
      let width = TextMetrics.width(content, fontSize: size)
      let left =
        attributes.contains("text-anchor=\"middle\"") ? x - width / 2
        : attributes.contains("text-anchor=\"end\"") ? x - width : x
      boxes.append((content, left...(left + width), (y - size * 0.75)...(y + size * 0.2)))
    }
    return boxes
  }

  @Test(arguments: languages)
  func svgCardTextsNeverIntersectAndStayInTheFrame(language: Language) {
    var cards = StateCardGallery.cards(language: language).filter { $0.card.kind != .stale }
    cards.append(("invalid", Self.invalidCard(language), nil))
    for (name, card, _) in cards {
      for width in [120.0, 200, 240, 360, 480, 640] {
        for height in [90.0, 100, 120, 150, 200, 260, 360] {
          let svg = SVGRenderer(width: width, height: height, language: language).render(card)
          let boxes = Self.textBoxes(svg)
          #expect(!boxes.isEmpty)
          for (index, box) in boxes.enumerated() {
            #expect(box.y.lowerBound >= 0 && box.y.upperBound <= height, "\(name) \(width)×\(height): \(box.text) leaves the frame")
            for other in boxes[(index + 1)...] {
              let intersects = box.x.overlaps(other.x) && box.y.overlaps(other.y)
              #expect(!intersects, "\(name) \(width)×\(height): \"\(box.text)\" and \"\(other.text)\"")
            }
          }
          if card.kind == .noData {
            #expect(boxes.contains { card.title.hasPrefix($0.text.replacingOccurrences(of: " …", with: "")) }, "\(name) \(width)×\(height): no title")
          }
        }
      }
    }
  }

  /// A stale card with the last good chart under its banner: the chart is drawn only where it
  /// fits whole, so no text of the banner or the chart leaves the frame or covers another, from
  /// 120 × 90 to 640 × 360 (at 360 × 120 the chart used to run past the frame's bottom).
  @Test(arguments: languages)
  func aStaleCardsChartIsDrawnOnlyWhereItFits(language: Language) {
    guard let (_, card, chart) = StateCardGallery.cards(language: language).first(where: { $0.card.kind == .stale }),
      let chart
    else {
      Issue.record("the gallery has no stale card with a chart")
      return
    }
    var drawnAt: [String] = []
    for width in [120.0, 200, 240, 360, 480, 640] {
      for height in [90.0, 100, 120, 150, 200, 220, 260, 300, 360] {
        let svg = SVGRenderer(width: width, height: height, language: language).render(card, chart: chart)
        let boxes = Self.textBoxes(svg)
        for (index, box) in boxes.enumerated() {
          #expect(box.y.lowerBound >= 0 && box.y.upperBound <= height, "\(width)×\(height): \(box.text) leaves the frame")
          for other in boxes[(index + 1)...] {
            let intersects = box.x.overlaps(other.x) && box.y.overlaps(other.y)
            #expect(!intersects, "\(width)×\(height): \"\(box.text)\" and \"\(other.text)\"")
          }
        }
        if svg.contains("pk-plot") { drawnAt.append("\(Int(width))×\(Int(height))") }
      }
    }
    // Not dropped everywhere: a card of the README's size keeps its chart.
    #expect(drawnAt.contains("640×360") && drawnAt.contains("360×300"), "drawn at \(drawnAt)")
    #expect(!drawnAt.contains("360×120"))
  }
}
