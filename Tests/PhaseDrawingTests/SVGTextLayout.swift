import Foundation
import Testing

@testable import PhaseDrawing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every `<text>` of an SVG document as the quadrilateral its glyphs cover on the page: its
/// estimated width (``TextMetrics``) around its anchor, from three quarters of the font size
/// above the baseline to a fifth below, turned and moved by its `transform` (`translate(x y)`,
/// `rotate(a)`), with the font size and anchor it inherits from its `<g>`s.
struct SVGTextLayout {
  struct Box {
    var text: String
    /// The corners, clockwise, in page pixels.
    var corners: [(x: Double, y: Double)]
    var minY: Double { corners.map(\.y).min()! }
    var maxY: Double { corners.map(\.y).max()! }
    var minX: Double { corners.map(\.x).min()! }
    var maxX: Double { corners.map(\.x).max()! }

    /// Whether the two boxes overlap by more than `tolerance` pixels (separating axis test).
    func intersects(_ other: Box, tolerance: Double = 0.5) -> Bool {
      for shape in [corners, other.corners] {
        for index in 0..<shape.count {
          let a = shape[index]
          let b = shape[(index + 1) % shape.count]
          let axis = (x: b.y - a.y, y: a.x - b.x)
          let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
          guard length > 0 else { continue }
          func project(_ points: [(x: Double, y: Double)]) -> (Double, Double) {
            let values = points.map { ($0.x * axis.x + $0.y * axis.y) / length }
            return (values.min()!, values.max()!)
          }
          let (minA, maxA) = project(corners)
          let (minB, maxB) = project(other.corners)
          if maxA - tolerance <= minB || maxB - tolerance <= minA { return false }
        }
      }
      return true
    }
  }

  var boxes: [Box] = []

  init(_ svg: String) {
    let collector = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    _ = parser.parse()
    boxes = collector.boxes
  }

  /// The pairs of texts that overlap.
  var overlaps: [(String, String)] {
    var pairs: [(String, String)] = []
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] where box.intersects(other) { pairs.append((box.text, other.text)) }
    }
    return pairs
  }

  /// The texts that reach outside `width` × `height`.
  func outside(width: Double, height: Double) -> [String] {
    boxes.filter { $0.minX < -0.5 || $0.minY < -0.5 || $0.maxX > width + 0.5 || $0.maxY > height + 0.5 }.map(\.text)
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var stack: [[String: String]] = []
    var boxes: [Box] = []
    var text: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      stack.append(attributes)
      if elementName == "text" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      defer { stack.removeLast() }
      guard elementName == "text", let content = text else { return }
      text = nil
      func inherited(_ name: String) -> String? { stack.reversed().lazy.compactMap { $0[name] }.first }
      let own = stack.last ?? [:]
      let size = Double(inherited("font-size") ?? "16") ?? 16
      let anchor = inherited("text-anchor") ?? "start"
      let x = Double(own["x"] ?? "0") ?? 0
      let y = Double(own["y"] ?? "0") ?? 0
      let width = TextMetrics.width(content, fontSize: size)
      let left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x
      var corners = [
        (x: left, y: y - 0.75 * size), (x: left + width, y: y - 0.75 * size),
        (x: left + width, y: y + 0.2 * size), (x: left, y: y + 0.2 * size),
      ]
      if let transform = own["transform"] {
        let numbers = transform.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let (dx, dy) = numbers.count >= 2 ? (numbers[0], numbers[1]) : (0, 0)
        let degrees = transform.contains("rotate") && numbers.count >= 3 ? numbers[2] : 0
        let angle = degrees * .pi / 180
        corners = corners.map { point in
          (x: dx + point.x * cos(angle) - point.y * sin(angle), y: dy + point.x * sin(angle) + point.y * cos(angle))
        }
      }
      boxes.append(Box(text: content, corners: corners))
    }
  }
}

/// The overlap check the layout tests rely on finds overlaps, turned ones too, and only them.
@Suite(.timeLimit(.minutes(6))) struct SVGTextLayoutTests {
  static func svg(_ body: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"300\">\(body)</svg>"
  }

  @Test func levelTextsOverlapWhenTheirBoxesDo() {
    let apart = SVGTextLayout(Self.svg(#"<text x="10" y="20" font-size="11">Germany</text><text x="10" y="34" font-size="11">France</text>"#))
    #expect(apart.boxes.count == 2 && apart.overlaps.isEmpty)
    let close = SVGTextLayout(Self.svg(#"<text x="10" y="20" font-size="11">Germany</text><text x="10" y="26" font-size="11">France</text>"#))
    #expect(close.overlaps.count == 1)
    // Sizes and anchors come from the group.
    let grouped = SVGTextLayout(
      Self.svg(#"<g font-size="11" text-anchor="end"><text x="100" y="20">Germany</text></g><text x="60" y="20" font-size="11">France</text>"#))
    #expect(grouped.overlaps.count == 1)
    #expect(grouped.outside(width: 400, height: 300).isEmpty)
    #expect(SVGTextLayout(Self.svg(#"<text x="390" y="20" font-size="11">Germany</text>"#)).outside(width: 400, height: 300) == ["Germany"])
  }

  @Test func turnedTextsOverlapOnlyWhereTheirGlyphsDo() {
    // Two names turned 45° at 17 px apart run side by side; at 8 px they cross.
    func pair(_ gap: Int) -> SVGTextLayout {
      SVGTextLayout(
        Self.svg(
          #"<g font-size="11" text-anchor="end"><text transform="translate(100 200) rotate(-45)">Czech Republic</text>"#
            + #"<text transform="translate(\#(100 + gap) 200) rotate(-45)">Netherlands</text></g>"#))
    }
    #expect(pair(17).overlaps.isEmpty)
    #expect(pair(8).overlaps.count == 1)
    // A level label under the start of a turned one.
    let crossing = SVGTextLayout(
      Self.svg(
        #"<text font-size="11" text-anchor="end" transform="translate(100 200) rotate(-90)">Czech Republic</text><text x="80" y="230" font-size="11">label</text>"#
      ))
    #expect(crossing.overlaps.count == 1)
  }
}
