import PhaseCharts
/// A grid of terminal cells to plot on: 2×4 braille dots per cell, or one ASCII glyph per cell,
/// with text overlaid and an optional ANSI colour per cell.
struct TerminalCanvas {
  enum Cell: Equatable {
    case empty
    case dots(UInt8)
    case glyph(Character)
    /// The right half of a wide (CJK) character written in the cell before.
    case continuation
  }

  /// ANSI SGR codes: 0 none, 2 dim, 1 bold, 30–37 colours, 90 grey.
  typealias Style = UInt8

  static let seriesStyles: [Style] = [34, 31, 32, 35, 33, 36, 37, 90]
  static let seriesGlyphs: [Character] = ["*", "+", "o", "x", "#", "@", "%", "&"]

  let columns: Int
  let rows: Int
  let isBraille: Bool
  private(set) var cells: [Cell]
  private(set) var styles: [Style]

  init(columns: Int, rows: Int, isBraille: Bool) {
    self.columns = max(columns, 1)
    self.rows = max(rows, 1)
    self.isBraille = isBraille
    cells = Array(repeating: .empty, count: self.columns * self.rows)
    styles = Array(repeating: 0, count: self.columns * self.rows)
  }

  /// Moves row `source` (its dots, glyphs and styles) to row `target`, leaving `source` empty.
  mutating func moveRow(_ source: Int, to target: Int) {
    guard source != target, (0..<rows).contains(source), (0..<rows).contains(target) else { return }
    for column in 0..<columns {
      cells[target * columns + column] = cells[source * columns + column]
      styles[target * columns + column] = styles[source * columns + column]
    }
    clearRow(source)
  }

  /// Empties row `row`.
  mutating func clearRow(_ row: Int) {
    guard (0..<rows).contains(row) else { return }
    for column in 0..<columns {
      cells[row * columns + column] = .empty
      styles[row * columns + column] = 0
    }
  }

  var dotsPerColumn: Int { isBraille ? 2 : 1 }
  var dotsPerRow: Int { isBraille ? 4 : 1 }
  var dotWidth: Int { columns * dotsPerColumn }
  var dotHeight: Int { rows * dotsPerRow }

  static func style(series: Int) -> Style {
    series < 0 ? 90 : seriesStyles[series % seriesStyles.count]
  }

  /// Sets one dot: a braille dot, or in ASCII the series' glyph (`glyph` overrides it).
  mutating func plot(x: Int, y: Int, series: Int, glyph: Character? = nil) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let index = (y / dotsPerRow) * columns + x / dotsPerColumn
    if isBraille {
      // Braille dot numbering: column 0 holds dots 1, 2, 3, 7; column 1 holds 4, 5, 6, 8.
      let masks: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]
      let bit = masks[(x % 2) * 4 + y % 4]
      if case .dots(let bits) = cells[index] {
        cells[index] = .dots(bits | bit)
      } else {
        cells[index] = .dots(bit)
      }
    } else {
      let seriesGlyph = series < 0 ? "." : Self.seriesGlyphs[series % Self.seriesGlyphs.count]
      cells[index] = .glyph(glyph ?? seriesGlyph)
    }
    styles[index] = Self.style(series: series)
  }

  /// A straight line of dots between two dot positions (Bresenham), clamped near the canvas so
  /// far-off points cannot make the loop long.
  ///
  /// `dash` is a pattern of 8 dots (bit k set: the k-th dot of every 8 is drawn), carried on
  /// along a polyline through `phase`, so lines can differ without colour.
  mutating func line(
    from start: (x: Int, y: Int), to end: (x: Int, y: Int), series: Int,
    glyph: Character? = nil, dash: UInt8 = 0xFF, phase: inout Int
  ) {
    func clamp(_ value: Int, _ limit: Int) -> Int { min(max(value, -limit), 2 * limit) }
    var x0 = clamp(start.x, dotWidth)
    var y0 = clamp(start.y, dotHeight)
    let x1 = clamp(end.x, dotWidth)
    let y1 = clamp(end.y, dotHeight)
    let dx = abs(x1 - x0)
    let dy = -abs(y1 - y0)
    let stepX = x0 < x1 ? 1 : -1
    let stepY = y0 < y1 ? 1 : -1
    var error = dx + dy
    while true {
      if dash == 0xFF || dash >> UInt8(phase & 7) & 1 == 1 {
        plot(x: x0, y: y0, series: series, glyph: glyph)
      }
      if x0 == x1 && y0 == y1 { break }
      phase += 1
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x0 += stepX
      }
      if doubled <= dx {
        error += dx
        y0 += stepY
      }
    }
  }

  /// A solid line of dots; see ``line(from:to:series:glyph:dash:phase:)``.
  mutating func line(
    from start: (x: Int, y: Int), to end: (x: Int, y: Int), series: Int, glyph: Character? = nil
  ) {
    var phase = 0
    line(from: start, to: end, series: series, glyph: glyph, phase: &phase)
  }

  /// Dash patterns for lines told apart without colour: solid, dotted, dashed, dash-dot.
  static let dashes: [UInt8] = [0xFF, 0b0101_0101, 0b0011_1111, 0b0101_1111]
  /// Legend samples for ``dashes``.
  static let dashSamples = ["──", "┈┈", "╌╌", "╍╍"]
  /// The pattern of the lines the legend does not name (drawn as series -1, in grey), and its
  /// legend sample.
  static let othersDash: UInt8 = 0b0001_0001
  static let othersSample = "··"

  /// Fills an empty cell with `glyph` in grey, a shade under whatever is drawn there later.
  mutating func shade(column: Int, row: Int, with glyph: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    guard cells[index] == .empty else { return }
    cells[index] = .glyph(glyph)
    styles[index] = Self.style(series: -1)
  }

  /// Writes text over the cells from (`column`, `row`), clipped at the right edge; wide
  /// characters take two cells.
  mutating func write(_ text: String, column: Int, row: Int, style: Style) {
    guard row >= 0, row < rows else { return }
    var position = column
    for character in text {
      let width = TextMetrics.columns(String(character))
      guard width > 0 else { continue }
      if position >= 0 && position + width <= columns {
        cells[row * columns + position] = .glyph(character)
        styles[row * columns + position] = style
        if width == 2 { cells[row * columns + position + 1] = .continuation }
      }
      position += width
    }
  }

  /// One row as text, with ANSI styles when `usesColor`.
  func line(_ row: Int, usesColor: Bool) -> String {
    var out = ""
    var current: Style = 0
    for column in 0..<columns {
      let index = row * columns + column
      let style = styles[index]
      if usesColor && style != current && cells[index] != .continuation {
        out += style == 0 ? "\u{1B}[0m" : "\u{1B}[0;\(style)m"
        current = style
      }
      switch cells[index] {
      case .empty: out.append(" ")
      case .dots(let bits): out.unicodeScalars.append(Unicode.Scalar(0x2800 + UInt32(bits))!)
      case .glyph(let character): out.append(character)
      case .continuation: break
      }
    }
    if usesColor && current != 0 { out += "\u{1B}[0m" }
    return out
  }
}
