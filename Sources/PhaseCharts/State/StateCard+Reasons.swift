import Foundation
import PhaseKit

extension StateCard {
  /// The empty card that says why: "No data available" when there was nothing; when every point
  /// was dropped, "All 89 points were removed: 89 missing or not a number" as its title, and as
  /// its message, when decoding counted cells that were not values, where the first one is.
  ///
  /// ```swift
  /// let prepared = try ChartPipeline().prepare(data)
  /// let card = StateCard.empty(report: prepared.report, unreadable: prepared.columns.unreadable)
  /// card.title    // "All 89 points were removed: 89 missing or not a number"
  /// card.message  // "2 cells were not values …; the first, "n/a2", is at line 7, column "temp"."
  /// ```
  ///
  /// - Parameters:
  ///   - report: What sanitization did.
  ///   - unreadable: The cells decoding could not read (``DecodedTable/Columns/unreadable``);
  ///     none by default.
  ///   - language: The language of the texts; ``PhaseKit/Language/current`` by default.
  /// - Returns: The card.
  public static func empty(
    report: SanitizationReport, unreadable: UnreadableCells? = nil, language: Language = .current
  ) -> StateCard {
    guard report.outcome == .allInvalid else { return .empty(language: language) }
    // The title is what the placeholder chart shows (its annotation), so it carries the why.
    var card = StateCard.empty(invalidPointCount: report.droppedCount, language: language)
    card.title = removalReason(report, language: language)
    card.message = unreadable.map { unreadableText($0, language: language) }
    return card
  }

  /// "All 89 points were removed: 89 missing or not a number, 3 infinite".
  public static func removalReason(_ report: SanitizationReport, language: Language) -> String {
    let reasons = report.dropped.sorted { $0.key < $1.key }.map { reason, count in
      PhaseKitText.countedReason.format([String(count), reasonName(reason, language: language)], in: language)
    }
    return PhaseKitText.allPointsRemoved.format(
      [String(report.inputCount), reasons.joined(separator: language == .english ? ", " : "，")],
      in: language)
  }

  /// "The first cell that is not a value is "n/a2", at line 7, column "temp" (12 such cells)."
  public static func unreadableText(_ cells: UnreadableCells, language: Language) -> String {
    PhaseKitText.unreadableCells.format(
      [
        String(cells.count), ColumnPlan.quoted(cells.text), String(cells.line),
        ColumnPlan.quoted(cells.column),
      ], in: language)
  }

  /// The name of a reason in `language`: "missing or not a number", "sentinel value such as -999".
  public static func reasonName(_ reason: SanitizationReport.Reason, language: Language) -> String {
    let key: PhaseKitText
    switch reason {
    case .missing: key = .reasonMissing
    case .infinite: key = .reasonInfinite
    case .sentinel: key = .reasonSentinel
    case .outOfRange: key = .reasonOutOfRange
    case .duplicateX: key = .reasonDuplicateX
    }
    return key.text(in: language)
  }
}
