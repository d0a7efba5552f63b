import Foundation

/// A plain `weight` (or `wt`) is a body's or a car's (``isWeightName(_:)``), unless the table is
/// a survey's answers: several columns of coded categories, no body measure beside it, and
/// fractions around 1 (GSS's `weight`, 0.896, 1.0825). Then it is the design weight of each
/// answer, not a measure to draw.
extension ColumnRole {
  /// Names of body measures: beside one of them, a `weight` is the body's.
  static let bodyMeasureWords: Set<String> = [
    "height", "ht", "length", "bmi", "waist", "hip", "chest", "girth", "neck", "arm", "leg", "stature",
  ]

  /// Turns a plain `weight` measure into a survey's ``weight`` role when the table around it is
  /// a survey's answers.
  ///
  /// Three or more category columns, no body measure among the names (``bodyMeasureWords``),
  /// and values that are not all whole numbers with a mean between 0.2 and 5: a design weight
  /// scaled to average 1. Athletes' and babies' weights (in kilograms, ounces) stay measures.
  /// - Parameters:
  ///   - names: The columns' names.
  ///   - values: The columns' sampled values, as read.
  ///   - roles: The roles so far, changed in place.
  static func refineSurveyWeights(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    let plain: Set<[String]> = [["weight"], ["weights"], ["wt"]]
    let candidates = names.indices.filter { roles[$0] == .measure && plain.contains(ColumnPlan.words(of: names[$0])) }
    guard !candidates.isEmpty, roles.filter({ $0 == .category }).count >= 3 else { return }
    let hasBody = names.contains { name in ColumnPlan.words(of: name).contains(where: bodyMeasureWords.contains) }
    guard !hasBody else { return }
    for column in candidates {
      let numbers = values[column].compactMap { Double($0) }.filter(\.isFinite)
      guard numbers.count >= 10, numbers.contains(where: { $0 != $0.rounded() }) else { continue }
      let mean = numbers.reduce(0, +) / Double(numbers.count)
      if (0.2...5).contains(mean) && numbers.allSatisfy({ $0 >= 0 }) { roles[column] = .weight }
    }
  }
}
