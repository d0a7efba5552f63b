import Foundation
import PhaseCharts

/// A value that a chart can place on an axis: a number, a date or a category name.
///
/// PhaseKit conforms `Double`, `Float`, `Int`, `Date` and `String` (and `Substring`), the types
/// the seed charts use. Conform your own type by returning one of the primitive cases.
///
/// ```swift
/// extension Weekday: Plottable {
///   public var primitivePlottable: PlottablePrimitive { .category(name) }
/// }
/// ```
public protocol Plottable: Sendable {
  /// The value as a number, a date or a category.
  var primitivePlottable: PlottablePrimitive { get }
}

/// The primitive form of a ``Plottable`` value, which decides the kind of scale an axis uses.
public enum PlottablePrimitive: Sendable, Hashable {
  /// A number, placed on a linear scale.
  case number(Double)
  /// A date, placed on a time scale (stored as seconds since 1970).
  case date(Date)
  /// A category name, placed on a band scale in order of first appearance.
  case category(String)
}

extension Double: Plottable {
  /// The number itself.
  public var primitivePlottable: PlottablePrimitive { .number(self) }
}

extension Float: Plottable {
  /// The number, widened to `Double`.
  public var primitivePlottable: PlottablePrimitive { .number(Double(self)) }
}

extension Int: Plottable {
  /// The number, converted to `Double`.
  public var primitivePlottable: PlottablePrimitive { .number(Double(self)) }
}

extension Date: Plottable {
  /// The date.
  public var primitivePlottable: PlottablePrimitive { .date(self) }
}

extension String: Plottable {
  /// The string as a category name.
  public var primitivePlottable: PlottablePrimitive { .category(self) }
}

extension Substring: Plottable {
  /// The substring as a category name.
  public var primitivePlottable: PlottablePrimitive { .category(String(self)) }
}

/// A labelled value for a mark's position or style, written `.value("Date", date)`.
///
/// The label names the data dimension (it becomes the axis label or the legend title when none
/// is set), as in Swift Charts.
///
/// ```swift
/// LineMark(x: .value("Date", point.date), y: .value("Temp", point.temperature))
/// ```
public struct PlottableValue<Value: Plottable>: Sendable {
  /// The name of the data dimension, such as `"Date"` or `"平均值"`.
  public var label: String
  /// The value.
  public var value: Value

  /// Creates a labelled value.
  ///
  /// - Parameters:
  ///   - label: The name of the data dimension.
  ///   - value: The value.
  /// - Returns: The labelled value.
  public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, value: value)
  }

  var primitive: PlottablePrimitive { value.primitivePlottable }
}

extension PlottablePrimitive {
  /// The text that names a series, a legend entry or a category.
  var seriesName: String {
    switch self {
    case .category(let name): name
    case .number(let value): ChartNumberFormat.plain(value)
    case .date(let date): TimeTicks.isoLabel(date.timeIntervalSince1970)
    }
  }
}
