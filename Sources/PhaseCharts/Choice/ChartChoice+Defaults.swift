import PhaseKit

extension ChartChoice {
  /// A column a tool lets a person name (`--x`, `--y`), whose default is this module's choice.
  package enum NamedColumn: String, Sendable, CaseIterable {
    case x
    case y
  }

  /// What is chosen for `column` when none is named, in words: the rule ``ChartDecoder`` and
  /// ``ChartChoice`` follow (`ColumnPlan.make`), said next to it so that a tool's help states it
  /// from here and cannot drift from it. `ChartChoiceDefaultsTests` holds the words to the rule.
  ///
  /// - Parameters:
  ///   - column: The column.
  ///   - language: The language.
  /// - Returns: The rule, one sentence without a final period.
  package static func defaultRule(for column: NamedColumn, in language: Language) -> String {
    let key = "default" + column.rawValue.uppercased()
    return PhaseChartsText.catalog?.text(key, in: language) ?? defaultRuleEnglish[column] ?? key
  }

  /// The English of ``defaultRule(for:in:)``, for a binary without the resource bundle.
  package static let defaultRuleEnglish: [NamedColumn: String] = [
    .x:
      "the first column of dates, else the first number named like time (year, timestamp); without one, the rows are read in their order and the chart choice decides between lines, points, bars and a histogram",
    .y:
      "every measure: the numbers that are not row numbers, ids, codes or parts of the date; the run lists the columns it skipped, and why",
  ]
}
