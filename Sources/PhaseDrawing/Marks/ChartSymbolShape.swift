import PhaseCharts
/// The shape of a point mark, as Swift Charts' basic symbol shapes.
///
/// Shapes tell series apart without relying on colour alone. Use ``ChartContent/symbol(_:)``
/// for one shape, or ``ChartContent/symbol(by:)`` for a shape per value.
public enum ChartSymbolShape: Sendable, Hashable, CaseIterable {
  /// A filled circle: the default.
  case circle
  /// A filled square.
  case square
  /// A filled triangle pointing up.
  case triangle
  /// A filled diamond.
  case diamond
  /// A filled pentagon.
  case pentagon
  /// A plus sign.
  case plus
  /// A diagonal cross.
  case cross
  /// An asterisk.
  case asterisk

  /// The ASCII glyph the terminal renderer uses for this shape.
  var glyph: Character {
    switch self {
    case .circle: "o"
    case .square: "#"
    case .triangle: "^"
    case .diamond: "%"
    case .pentagon: "@"
    case .plus: "+"
    case .cross: "x"
    case .asterisk: "*"
    }
  }
}
