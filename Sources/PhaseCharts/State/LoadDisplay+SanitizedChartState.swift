import Foundation
import PhaseKit

extension LoadDisplay where Value == SanitizedDataset {
  /// Decides what the chart area shows for a load that sanitizes its data, as
  /// `Loader(source:) { data throws(DataError) in try ChartDecoder.decode(data).sanitized() }`
  /// does: like ``chartState(in:invalidPointCount:now:timeZone:)``, with the number of invalid
  /// points taken from the report, so that an empty chart says "All 12 points were removed:
  /// missing or not a number (12)" when
  /// the source had points and every one was rejected, and a chart carries the report
  /// (``ChartState/report``), so that VoiceOver's description of it can say what was dropped.
  ///
  /// - Parameters:
  ///   - language: The language of the texts; ``PhaseKit/Language/current`` by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  /// - Returns: The card or the chart, with its notice.
  public func chartState(
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> ChartState {
    let datasetDisplay = LoadDisplay<Dataset>(
      loaded: loaded.map { Loaded(value: $0.value.dataset, date: $0.date, origin: $0.origin) },
      error: error, isStale: isStale, isLoading: isLoading, progress: progress, attempt: attempt)
    let report = loaded?.value.report
    // The empty card says what removed the points, not only how many there were.
    let emptyCard = report.map { StateCard.empty(report: $0, language: language) } ?? .empty(language: language)
    return datasetDisplay.chartState(
      in: language, emptyCard: emptyCard, report: report, now: now, timeZone: timeZone)
  }
}
