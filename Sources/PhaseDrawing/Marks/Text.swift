import PhaseCharts
/// A piece of text in a chart annotation, shaped like SwiftUI's `Text` so seed code ports as is.
///
/// ```swift
/// Text("无可用数据").font(.caption).foregroundColor(.secondary)
/// ```
///
/// Renderers honour what they can: SVG uses the font size, weight and colour; the terminal
/// renderer prints the words and ignores the rest.
public struct Text: Sendable, Hashable {
  /// The words, shown as given (PhaseKit does not look them up in a strings table).
  public var content: String
  /// The text style; ``ChartFont/body`` by default.
  public var font: ChartFont
  /// The colour; `nil` (the theme's primary text colour) by default.
  public var color: ChartColor?
  /// Whether the text is bold; `false` by default.
  public var isBold: Bool

  /// Creates text that shows a string.
  ///
  /// - Parameter content: The words.
  public init(_ content: String) {
    self.content = content
    font = .body
    color = nil
    isBold = false
  }

  /// Creates text that shows a string verbatim (the same as ``init(_:)`` here).
  ///
  /// - Parameter content: The words.
  public init(verbatim content: String) { self.init(content) }

  /// A copy in the given text style.
  ///
  /// - Parameter font: The style, such as `.caption`.
  /// - Returns: The restyled text.
  public func font(_ font: ChartFont) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// A copy in the given colour.
  ///
  /// - Parameter color: The colour, such as `.secondary`; `nil` for the theme's text colour.
  /// - Returns: The recoloured text.
  public func foregroundColor(_ color: ChartColor?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// A copy in the given colour (the newer SwiftUI spelling of ``foregroundColor(_:)``).
  ///
  /// - Parameter color: The colour.
  /// - Returns: The recoloured text.
  public func foregroundStyle(_ color: ChartColor) -> Text { foregroundColor(color) }

  /// A bold copy.
  ///
  /// - Returns: The bold text.
  public func bold() -> Text {
    var copy = self
    copy.isBold = true
    return copy
  }
}
