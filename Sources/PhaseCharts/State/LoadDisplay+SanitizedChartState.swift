import Foundation
import PhaseKit

extension LoadDisplay where Value == SanitizedDataset {
  /// Decides what the chart area shows for a load that sanitizes its data, as
  /// `Loader(source:) { data throws(DataError) in try ChartDecoder.decode(data).sanitized() }`
  /// does: like ``chartState(in:invalidPointCount:now:timeZone:)``, with the number of invalid
  /// points taken from the report, so that a chart with no data says "All 12 points were removed:
  /// missing or not a number (12)" when
  /// the source had points and every one was rejected, and a chart carries the report
  /// (``ChartState/report``), so that VoiceOver's description of it can say what was dropped.
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
      content.map { $0.dataset }, report: loaded?.value.report, in: language, now: now,
      timeZone: timeZone)
  }
}
