import Foundation
import Testing

@testable import PhaseDrawing

/// Reading back what the SVG renderer drew for the layout tests: plot rectangles, bars,
/// gridlines, colours.
enum DrawnSVG {
  /// A drawn rectangle: where it is (`x`, `maxY`, … read through) and its attributes.
  @dynamicMemberLookup struct Rect {
    var frame: PlotRect
    var attributes: String
    subscript<T>(dynamicMember keyPath: KeyPath<PlotRect, T>) -> T { frame[keyPath: keyPath] }
  }

  static func number(_ name: String, in attributes: Substring) -> Double? {
    guard let range = attributes.range(of: " \(name)=\"") else { return nil }
    return Double(attributes[range.upperBound...].prefix { $0 != "\"" })
  }

  /// Every `<rect>` with a position and size, in document order (the background has none).
  static func rects(_ svg: String) -> [Rect] {
    svg.matches(of: try! Regex(#"<rect([^>]*)/>"#)).compactMap { match in
      let attributes = match.output[1].substring ?? ""
      guard let x = number("x", in: attributes), let y = number("y", in: attributes),
        let width = number("width", in: attributes), let height = number("height", in: attributes)
      else { return nil }
      return Rect(frame: PlotRect(x: x, y: y, width: width, height: height), attributes: String(attributes))
    }
  }

  /// The plots, by their clip paths (`pk-plot`, `pk-plot-1`, …), shrunk back by the 2 pixels
  /// the clip adds around each.
  static func plots(_ svg: String) -> [(id: String, rect: Rect)] {
    svg.matches(of: try! Regex(#"<clipPath id="([^"]+)"><rect([^>]*)/>"#)).map { match in
      let attributes = match.output[2].substring ?? ""
      let rect = Rect(
        frame: PlotRect(
          x: number("x", in: attributes)! + 2, y: number("y", in: attributes)! + 2,
          width: number("width", in: attributes)! - 4, height: number("height", in: attributes)! - 4),
        attributes: String(attributes))
      return (String(match.output[1].substring ?? ""), rect)
    }
  }

  /// The x of every vertical gridline (`M x y V y`) of each plot's grid path, in order.
  static func verticalGridlines(_ svg: String, theme: ChartTheme = .light) -> [[Double]] {
    let grid = theme.grid.hexString(in: theme)
    let pattern = try! Regex("<path fill=\"none\" stroke-width=\"1\" stroke=\"\(grid)\" d=\"([^\"]*)\"")
    return svg.matches(of: pattern).map { match in
      let path = String(match.output[1].substring ?? "")
      return path.matches(of: try! Regex(#"M([-0-9.]+) [-0-9.]+V"#)).compactMap {
        Double(String($0.output[1].substring ?? ""))
      }
    }
  }

  /// `#RRGGBB` as bytes.
  static func rgb(_ hex: String) -> (Int, Int, Int) {
    let value = Int(hex.dropFirst(), radix: 16)!
    return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
  }

  /// How many pixels of `image` inside `rect` are within 24 per channel of `color`.
  static func pixels(of color: String, in image: RasterImage, rect: Rect) -> Int {
    let (r, g, b) = rgb(color)
    var count = 0
    for y in max(Int(rect.y), 0)..<min(Int(rect.maxY.rounded(.up)), image.height) {
      for x in max(Int(rect.x), 0)..<min(Int(rect.maxX.rounded(.up)), image.width) {
        let index = (y * image.width + x) * 4
        if abs(Int(image.pixels[index]) - r) < 24 && abs(Int(image.pixels[index + 1]) - g) < 24
          && abs(Int(image.pixels[index + 2]) - b) < 24
        {
          count += 1
        }
      }
    }
    return count
  }

  /// Expects no two texts of `svg` to overlap and none to leave its `width` × `height`.
  static func expectReadableText(
    _ svg: String, width: Double, height: Double, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let layout = SVGTextLayout(svg)
    let overlaps = layout.overlaps
    #expect(overlaps.isEmpty, "\(context): overlapping texts \(overlaps.prefix(4))", sourceLocation: sourceLocation)
    let outside = layout.outside(width: width, height: height)
    #expect(outside.isEmpty, "\(context): texts outside the picture \(outside.prefix(4))", sourceLocation: sourceLocation)
  }
}
