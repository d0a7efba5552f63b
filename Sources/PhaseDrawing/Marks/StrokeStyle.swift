import PhaseCharts
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
/// The SVG renderer draws each; the terminal renderer draws straight segments. Large datasets
/// (``Chart/init(dataset:)``) are always drawn straight, which keeps reduced data honest.
public enum InterpolationMethod: Sendable, Hashable {
  /// Straight segments between points: the default.
  case linear
  /// A smooth Catmull–Rom curve through every point.
  case catmullRom
  /// A smooth cardinal curve through every point (drawn as Catmull–Rom).
  case cardinal
  /// A smooth curve that never overshoots its points, so it stays monotone between them.
  case monotone
  /// Steps that change value at each point, then hold it (vertical first).
  case stepStart
  /// Steps that change value halfway between points.
  case stepCenter
  /// Steps that hold each value until the next point (horizontal first).
  case stepEnd
}
