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
