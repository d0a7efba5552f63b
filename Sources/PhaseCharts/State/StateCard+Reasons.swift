import Foundation
import PhaseKit

extension StateCard {
  /// The no-data card that says why: "No data available" when there was nothing; when every point
  /// was dropped, "All 89 points were removed: missing or not a number (89)" as its title, and as
  /// its message, when decoding counted cells that were not values, where the first one is.
  ///
  /// ```swift
  /// let prepared = try ChartPipeline().prepare(data)
  /// let card = StateCard.noData(report: prepared.report, unreadable: prepared.columns.unreadable)
  /// card.title    // "All 89 points were removed: missing or not a number (89)"
  /// card.message  // "2 cells were not values …; the first, "n/a2", is at line 7, column "temp"."
  /// ```
  ///
  /// - Parameters:
  ///   - report: What sanitization did.
  ///   - unreadable: The cells decoding could not read (``DecodedTable/Columns/unreadable``);
  ///     none by default.
  ///   - language: The language of the texts; `Language.current` by default.
  /// - Returns: The card.
  public static func noData(
    report: SanitizationReport, unreadable: UnreadableCells? = nil, language: Language = .current
  ) -> StateCard {
    guard report.outcome == .allInvalid else { return .noData(language: language) }
    // The title is what the placeholder chart shows (its annotation), so it carries the why.
    var card = StateCard.noData(invalidPointCount: report.droppedCount, language: language)
    card.title = removalReason(report, language: language)
    card.message = unreadable.map { unreadableText($0, language: language) }
    return card
  }

  /// "All 92 points were removed: missing or not a number (89), infinite (3)".
  ///
  /// - Parameters:
  ///   - report: A report whose outcome is ``SanitizationReport/Outcome/allInvalid``.
  ///   - language: The language of the text.
  /// - Returns: The sentence.
  public static func removalReason(_ report: SanitizationReport, language: Language) -> String {
    let reasons = report.dropped.sorted { $0.key < $1.key }.map { reason, count in
      PhaseKitText.countedReason.format([reasonName(reason, language: language), String(count)], in: language)
    }
    return PhaseKitText.allPointsRemoved.format(
      [String(report.inputCount), reasons.joined(separator: language == .english ? ", " : "，")],
      in: language)
  }

  /// "12 cells were not values and were counted as missing; the first, "n/a2", is at line 7,
  /// column "temp"." (or the sentence for one cell); for JSON "…is at line 1, column 1234
  /// ($[41].temp).".
  ///
  /// - Parameters:
  ///   - cells: The cells decoding could not read.
  ///   - language: The language of the text.
  /// - Returns: The sentence.
  public static func unreadableText(_ cells: UnreadableCells, language: Language) -> String {
    // JSON: "at line 1, column 1234 ($[41].temp)", since one line may hold the whole document.
    if let column = cells.characterColumn, let path = cells.path {
      let place = [ColumnPlan.quoted(cells.text), String(cells.line), String(column), path]
      if cells.count == 1 { return PhaseKitText.unreadableCellAtPath.format(place, in: language) }
      return PhaseKitText.unreadableCellsAtPath.format([String(cells.count)] + place, in: language)
    }
    let place = [ColumnPlan.quoted(cells.text), String(cells.line), ColumnPlan.quoted(cells.column)]
    if cells.count == 1 { return PhaseKitText.unreadableCell.format(place, in: language) }
    return PhaseKitText.unreadableCells.format([String(cells.count)] + place, in: language)
  }

  /// The name of a reason in `language`: "missing or not a number", "sentinel value such as -999".
  ///
  /// - Parameters:
  ///   - reason: The reason.
  ///   - language: The language of the text.
  /// - Returns: The name.
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
