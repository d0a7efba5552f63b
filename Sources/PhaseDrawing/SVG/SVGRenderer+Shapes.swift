import PhaseCharts
extension SVGRenderer {
  /// One `<text>` element with escaped content.
  func text(
    _ content: String, x: Double, y: Double, size: Double, color: ChartColor,
    anchor: StaticString = "start", weight: StaticString? = nil, into out: inout SVGWriter
  ) {
    out.raw("<text text-anchor=\"")
    out.raw(anchor)
    out.byte(UInt8(ascii: "\""))
    if let weight {
      out.raw(" font-weight=\"")
      out.raw(weight)
      out.byte(UInt8(ascii: "\""))
    }
    out.attribute("x", x)
    out.attribute("y", y)
    out.attribute("font-size", size)
    out.attribute("fill", color.hexString(in: theme))
    out.byte(UInt8(ascii: ">"))
    out.text(content)
    out.raw("</text>\n")
  }

  /// A filled pill-shaped rectangle.
  func roundedRect(
    x: Double, y: Double, width: Double, height: Double, fill: String, into out: inout SVGWriter
  ) {
    out.raw("<rect")
    out.attribute("x", x)
    out.attribute("y", y)
    out.attribute("width", width)
    out.attribute("height", height)
    out.attribute("rx", height / 2)
    out.attribute("fill", fill)
    out.raw("/>\n")
  }

  /// A warning triangle with an exclamation mark, as SF Symbols' `exclamationmark.triangle`.
  func warningSymbol(centerX: Double, top: Double, size: Double, into out: inout SVGWriter) {
    let half = size * 0.56
    out.raw("<g><path stroke-linejoin=\"round\"")
    out.attribute("stroke-width", size * 0.1)
    out.attribute("fill", theme.warning.hexString(in: theme))
    out.attribute("stroke", theme.warning.hexString(in: theme))
    out.raw(" d=\"M")
    out.number(centerX)
    out.byte(UInt8(ascii: " "))
    out.number(top + size * 0.05)
    out.byte(UInt8(ascii: "L"))
    out.number(centerX + half)
    out.byte(UInt8(ascii: " "))
    out.number(top + size * 0.95)
    out.byte(UInt8(ascii: "L"))
    out.number(centerX - half)
    out.byte(UInt8(ascii: " "))
    out.number(top + size * 0.95)
    out.raw("Z\"/><path stroke-linecap=\"round\"")
    out.attribute("stroke-width", size * 0.1)
    out.attribute("stroke", theme.background.hexString(in: theme))
    out.raw(" d=\"M")
    out.number(centerX)
    out.byte(UInt8(ascii: " "))
    out.number(top + size * 0.38)
    out.byte(UInt8(ascii: "V"))
    out.number(top + size * 0.66)
    out.raw("\"/><circle")
    out.attribute("cx", centerX)
    out.attribute("cy", top + size * 0.81)
    out.attribute("r", size * 0.065)
    out.attribute("fill", theme.background.hexString(in: theme))
    out.raw("/></g>\n")
  }

  /// The retry button: an accent-filled pill with its title, marked `data-action="retry"` so a
  /// host page can wire it up.
  func button(
    _ title: String, centerX: Double, top: Double, height: Double = 34, into out: inout SVGWriter
  ) {
    let width = TextMetrics.width(title, fontSize: 14) + 36
    out.raw("<g data-action=\"retry\"><rect")
    out.attribute("x", centerX - width / 2)
    out.attribute("y", top)
    out.attribute("width", width)
    out.attribute("height", height)
    out.attribute("rx", height / 2)
    out.attribute("fill", theme.accent.hexString(in: theme))
    out.raw("/>")
    text(
      title, x: centerX, y: top + height / 2 + 5, size: 14, color: theme.onAccent,
      anchor: "middle", weight: "600", into: &out)
    out.raw("</g>\n")
  }

  /// `text` broken into lines that fit `width` pixels at `size`, at most `maxLines` (the last
  /// one ending in `…` when cut).
  func wrap(_ text: String?, width: Double, size: Double, maxLines: Int) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    let columns = max(Int(width / (0.56 * size)), 4)
    // Only the lines drawn (and one more, to know the text goes on) are made: a 1 MB name is not
    // broken into 20,000 lines to show three. Empty lines are dropped, so ask again for more
    // while they leave too few (doubling: the work stays linear in what is read).
    var wanted = maxLines < .max ? maxLines + 1 : .max
    var lines: [String]
    while true {
      let made = TextMetrics.wrap(text, maxColumns: columns, maxLines: wanted)
      lines = made.filter { !$0.isEmpty }
      if made.count < wanted || lines.count > maxLines { break }
      wanted = wanted < .max / 2 ? wanted * 2 : .max
    }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] = TextMetrics.truncated(lines[maxLines - 1] + " …", toColumns: columns)
    }
    return lines
  }
}
