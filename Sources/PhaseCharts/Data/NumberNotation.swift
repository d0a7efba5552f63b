import Foundation

/// How a table writes its numbers, when it does not write them plainly (`1234.5`): what the
/// decoder decided, for the report's `numbers: decimal comma, "." groups thousands (from 4
/// columns)`.
///
/// Each column is read one way, decided from all its sampled values
/// (``DecodeOptions/decimalSeparator`` overrides it); this summary names the decimal separator
/// most of those columns use, the grouping separator most of them use, and the units written
/// beside the numbers, which the columns' names now carry (`revenue ($)`).
public struct NumberNotation: Sendable, Hashable {
  /// The decimal separator most of the columns use.
  public var decimal: DecodeOptions.DecimalSeparator
  /// The thousands separator most of the grouping columns use (`","`, `"."`, `" "` for any
  /// space, `"'"`); nil when none groups.
  public var grouping: String?
  /// How many columns were not written plainly.
  public var columns: Int
  /// The units written beside the numbers (`"%"`, `"$"`, `"€"`, `"USD"`), each once.
  public var units: [String]
  /// Whether the decimal separator was asked for (``DecodeOptions/decimalSeparator``) rather
  /// than detected.
  public var wasAsked: Bool

  /// Creates a description of how numbers are written.
  ///
  /// - Parameters:
  ///   - decimal: The decimal separator.
  ///   - grouping: The thousands separator; nil by default.
  ///   - columns: How many columns; 1 by default.
  ///   - units: The units; none by default.
  ///   - wasAsked: Whether it was asked for; `false` by default.
  public init(
    decimal: DecodeOptions.DecimalSeparator, grouping: String? = nil, columns: Int = 1,
    units: [String] = [], wasAsked: Bool = false
  ) {
    self.decimal = decimal
    self.grouping = grouping
    self.columns = columns
    self.units = units
    self.wasAsked = wasAsked
  }
}
