/// How a line or rule is stroked: its width and dash pattern, as SwiftUI's `StrokeStyle` in
/// Swift Charts' `lineStyle(_:)`.
///
/// ```swift
/// LineMark(x: .value("Day", day), y: .value("Forecast", value))
///   .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
/// ```
///
/// The SVG renderer honours both; the terminal renderer draws every line one dot wide.
public struct StrokeStyle: Sendable, Hashable {
  /// The line width in pixels; 1 by default, as in SwiftUI.
  public var lineWidth: Double
  /// Alternating dash and gap lengths in pixels; empty (a solid line) by default.
  public var dash: [Double]

  /// Creates a stroke style.
  ///
  /// - Parameters:
  ///   - lineWidth: The width in pixels; 1 by default. Values that are not finite or below 0
  ///     count as 1.
  ///   - dash: Dash and gap lengths in pixels; empty by default.
  public init(lineWidth: Double = 1, dash: [Double] = []) {
    self.lineWidth = lineWidth.isFinite && lineWidth >= 0 ? min(lineWidth, 100) : 1
    self.dash = dash.filter { $0.isFinite && $0 >= 0 }.map { min($0, 10_000) }
  }
}

/// How a line connects its points, as in Swift Charts' `interpolationMethod(_:)`.
///
/// Accepted so that Swift Charts code compiles unchanged; PhaseKit draws every line with
/// straight segments (``linear``), which is also what keeps large data honest.
public enum InterpolationMethod: Sendable, Hashable {
  /// Straight segments between points: how PhaseKit draws.
  case linear
  /// A Catmull–Rom spline in Swift Charts; drawn straight here.
  case catmullRom
  /// A cardinal spline in Swift Charts; drawn straight here.
  case cardinal
  /// A monotone cubic curve in Swift Charts; drawn straight here.
  case monotone
  /// A step at each point in Swift Charts; drawn straight here.
  case stepStart
  /// A step halfway between points in Swift Charts; drawn straight here.
  case stepCenter
  /// A step at the next point in Swift Charts; drawn straight here.
  case stepEnd
}
