import Foundation
import PhaseCharts

extension TerminalRenderer {
  /// The glyphs of a heatmap's five shades, lowest first: more ink for a higher value, which
  /// reads the same on a dark terminal and a light one.
  static let heatGlyphs: [Character] = ["·", "░", "▒", "▓", "█"]
  /// The shades in plain ASCII.
  static let heatASCIIGlyphs: [Character] = [".", ":", "+", "#", "@"]
  /// The ANSI colours of the shades with colour on, in viridis' order: purple, blue, cyan,
  /// green, yellow.
  static let heatStyles: [TerminalCanvas.Style] = [35, 34, 36, 32, 33]

  /// The shade (0–4) of `value` on `heat`'s scale; nil for a blank cell.
  static func heatShade(_ value: Double, in heat: ChartScene.Heat) -> Int? {
    Dataset.Grid.fraction(of: value, in: heat.domain).map { min(Int($0 * Double(heatGlyphs.count)), heatGlyphs.count - 1) }
  }

  /// Fills each terminal cell whose middle lies in a heatmap cell with that cell's shade; a
  /// blank cell (no finite value) stays empty.
  func drawHeat(_ heat: ChartScene.Heat, on canvas: inout TerminalCanvas, projection: Projection) {
    let glyphs = isASCII ? Self.heatASCIIGlyphs : Self.heatGlyphs
    let across = Double(canvas.dotsPerColumn)
    let down = Double(canvas.dotsPerRow)
    for cell in heat.cells {
      guard let shade = Self.heatShade(cell.value, in: heat) else { continue }
      // The terminal cells whose middles, in dots, fall inside the cell's span.
      let left = min(projection.x(cell.x0), projection.x(cell.x1))
      let right = max(projection.x(cell.x0), projection.x(cell.x1))
      let top = min(projection.y(cell.y0), projection.y(cell.y1))
      let bottom = max(projection.y(cell.y0), projection.y(cell.y1))
      let firstColumn = max(Int(((left - (across - 1) / 2) / across).rounded(.up)), 0)
      let lastColumn = min(Int(((right - (across - 1) / 2) / across).rounded(.up)) - 1, canvas.columns - 1)
      let firstRow = max(Int(((top - (down - 1) / 2) / down).rounded(.up)), 0)
      let lastRow = min(Int(((bottom - (down - 1) / 2) / down).rounded(.up)) - 1, canvas.rows - 1)
      guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
      for row in firstRow...lastRow {
        for column in firstColumn...lastColumn {
          canvas.write(String(glyphs[shade]), column: column, row: row, style: Self.heatStyles[shade])
        }
      }
    }
  }

  /// The legend line of a heatmap: the value's name, then each shade with the lowest value it
  /// stands for, then the highest value: `density · 0 ░ 0.0074 ▒ 0.015 ▓ 0.022 █ 0.03 – 0.037`.
  func heatLegend(_ heat: ChartScene.Heat) -> String {
    let glyphs = isASCII ? Self.heatASCIIGlyphs : Self.heatGlyphs
    let low = heat.domain.lowerBound
    let step = (heat.domain.upperBound - low) / Double(glyphs.count)
    // Two significant digits of the step between shades: `0.007`, never `1.25925e-24` or
    // `7.39755974e-3`.
    let decimals = step > 0 && step.isFinite ? min(max(Int((-log10(step)).rounded(.down)) + 1, 0), 12) : 3
    let labels = (0...glyphs.count).map { shade in
      var text = ChartNumberFormat.fixed(low + step * Double(shade), decimals: decimals)
      while text.contains("."), text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text == "-0" ? "0" : text
    }
    var parts = [TextMetrics.truncated(heat.label, toColumns: max(width / 4, 8))]
    for (shade, glyph) in glyphs.enumerated() {
      parts.append(styled(String(glyph), Self.heatStyles[shade]) + " " + labels[shade])
    }
    parts.append("– " + labels[glyphs.count])
    return TextMetrics.clipped(parts.joined(separator: " "), toColumns: width)
  }
}
