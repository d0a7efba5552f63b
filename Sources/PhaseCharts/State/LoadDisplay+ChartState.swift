import Foundation
import PhaseKit

/// What a chart area shows for a load of a ``Dataset``: a ``StateCard`` (loading, empty, error)
/// or the chart itself, either one possibly under a stale notice.
///
/// Decided once by ``PhaseKit/LoadDisplay/chartState(in:invalidPointCount:now:timeZone:)`` for the
/// SwiftUI view, the SVG and terminal renderers and the command-line tool. A chart of sanitized
/// data carries the ``SanitizationReport``, so whatever draws it (PhaseKitUI's `ChartStateView`)
/// can tell VoiceOver what sanitization removed.
///
/// ```swift
/// switch display.chartState(in: .english) {
/// case .card(let card, let notice): draw(card, under: notice)
/// case .chart(let dataset, let report, let notice): draw(dataset, report: report, under: notice)
/// }
/// ```
///
/// > Important: `.chart` has three associated values (it had two before `report:` was added):
/// > a pattern such as `case .chart(let dataset, let notice)` becomes
/// > `case .chart(let dataset, _, let notice)`. Making one, `.chart(dataset, notice: notice)`,
/// > still compiles: `report` defaults to `nil`.
public enum ChartState: Sendable {
  /// A card in place of the chart: ``StateCard/Kind/loading``, ``StateCard/Kind/empty`` or
  /// ``StateCard/Kind/error``. `notice` is set for an empty value that is also stale.
  case card(StateCard, notice: StaleNotice?)
  /// The chart of a dataset with points, with a notice when it is stale or a refresh failed.
  ///
  /// `report` says what sanitization dropped from the data before it was drawn; `nil` (the
  /// default) when the load did not sanitize, or did not say.
  case chart(Dataset, report: SanitizationReport? = nil, notice: StaleNotice?)

  /// The stale notice to show above the card or chart, if any.
  public var notice: StaleNotice? {
    switch self {
    case .card(_, let notice), .chart(_, _, let notice): notice
    }
  }

  /// The sanitization report of the chart's data: set for a `.chart` of a load that sanitized
  /// (a ``SanitizedDataset`` or a `(Dataset, SanitizationReport)`), `nil` otherwise.
  public var report: SanitizationReport? {
    switch self {
    case .card: nil
    case .chart(_, let report, _): report
    }
  }
}

extension LoadDisplay where Value == Dataset {
  /// Decides what the chart area shows, with every text in `language`.
  ///
  /// - Nothing loaded yet: the loading card (a skeleton of a chart).
  /// - Nothing loaded and the load failed: the error card, with "Retry" when a retry can help.
  /// - A dataset with no points: the empty card (the seed's rule at 0), saying "All N points were
  ///   invalid" instead of "No data available" when `invalidPointCount` is above 0.
  /// - Otherwise the chart; a stale value or failed refresh adds a ``PhaseKit/StaleNotice``.
  ///
  /// - Parameters:
  ///   - language: The language of the texts; ``PhaseKit/Language/current`` by default.
  ///   - invalidPointCount: How many points sanitization dropped as invalid, from its
  ///     ``SanitizationReport``; 0 by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  /// - Returns: The card or the chart, with its notice.
  public func chartState(
    in language: Language = .current, invalidPointCount: Int = 0, now: Date = Date(),
    timeZone: TimeZone = .current
  ) -> ChartState {
    chartState(
      in: language, emptyCard: .empty(invalidPointCount: invalidPointCount, language: language),
      now: now, timeZone: timeZone)
  }

  /// ``chartState(in:invalidPointCount:now:timeZone:)`` with the empty card given (one that
  /// says why every point was dropped, from a report) and the report a chart carries.
  func chartState(
    in language: Language, emptyCard: StateCard, report: SanitizationReport? = nil, now: Date,
    timeZone: TimeZone
  ) -> ChartState {
    switch content(in: language, now: now, timeZone: timeZone) {
    case .placeholder:
      return .card(.loading(language: language), notice: nil)
    case .failure(let presentation):
      return .card(.error(presentation, language: language), notice: nil)
    case .value(let dataset, let notice):
      guard !dataset.isEmpty else {
        return .card(emptyCard, notice: notice)
      }
      return .chart(dataset, report: report, notice: notice)
    }
  }
}

extension LoadDisplay where Value == (Dataset, SanitizationReport) {
  /// Decides what the chart area shows for a load that sanitizes its data, as
  /// `Loader(source:) { data throws(DataError) in try ChartDecoder.decode(data).sanitized() }`
  /// does: like ``chartState(in:invalidPointCount:now:timeZone:)``, with the number of invalid
  /// points taken from the report, so that an empty chart says "All 12 points were removed:
  /// missing or not a number (12)" when
  /// the source had points and every one was rejected, and a chart carries the report
  /// (``ChartState/report``).
  ///
  /// - Parameters:
  ///   - language: The language of the texts; ``PhaseKit/Language/current`` by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  /// - Returns: The card or the chart, with its notice.
  public func chartState(
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) -> ChartState {
    let report = loaded?.value.1
    let datasetDisplay = LoadDisplay<Dataset>(
      loaded: loaded.map { Loaded(value: $0.value.0, date: $0.date, origin: $0.origin) },
      error: error, isStale: isStale, isLoading: isLoading, progress: progress, attempt: attempt)
    // The empty card says what removed the points, not only how many there were.
    let emptyCard = report.map { StateCard.empty(report: $0, language: language) } ?? .empty(language: language)
    return datasetDisplay.chartState(
      in: language, emptyCard: emptyCard, report: report, now: now, timeZone: timeZone)
  }
}
