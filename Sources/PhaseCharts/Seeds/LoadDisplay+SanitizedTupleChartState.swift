import Foundation
import PhaseKit

// A seed shim (see Dataset+SanitizedTuple.swift): the chart state of a loader of the tuple that
// `sanitized()` returned before it returned a `SanitizedDataset`.

extension LoadDisplay where Value == (Dataset, SanitizationReport) {
  /// Decides what the chart area shows for a load of the tuple `(Dataset, SanitizationReport)`:
  /// as for a load of a ``SanitizedDataset`` (its `chartState(in:now:timeZone:)`), with
  /// the number of invalid points taken from the report, so that a chart with no data says "All
  /// 12 points were removed: missing or not a number (12)" when the source had points and every
  /// one was rejected, and a chart carries the report (``ChartState/report``).
  ///
  /// - Parameters:
  ///   - language: The language of the texts; `Language.current` by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  /// - Returns: The card or the chart, with its notice.
  public func chartState(
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> ChartState {
    ChartState(
      content.map { $0.0 }, report: loaded?.value.1, in: language, now: now, timeZone: timeZone)
  }
}
