import Foundation
import PhaseKit

/// What a chart area shows for a load of a ``Dataset``: a ``StateCard`` (loading, no data,
/// error) or the chart itself, either one possibly under a stale notice.
///
/// Computed from what the screen shows, a `LoadContent`
/// (``init(_:report:in:now:timeZone:)``), with its texts in one language; for a loader's state,
/// ``PhaseKit/LoadDisplay/chartState(in:invalidPointCount:now:timeZone:)``. The SwiftUI view,
/// the SVG and terminal renderers and the command-line tool draw the same decision. A chart of sanitized
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
  /// A card in place of the chart: ``StateCard/Kind/loading``, ``StateCard/Kind/noData`` or
  /// ``StateCard/Kind/error``. `notice` is set for a value with no data that is also stale.
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

extension ChartState {
  /// The chart area's state for what the screen shows, with every text in `language`.
  ///
  /// - A placeholder: the loading card (a skeleton of a chart).
  /// - A failure: the error card, with "Retry" when a retry can help.
  /// - A dataset with no points: the no-data card (the seed's rule at 0), saying what removed
  ///   the points when `report` says every point was invalid.
  /// - Otherwise the chart, carrying `report`. A value's `LoadNotice` becomes the
  ///   `StaleNotice` above the card or chart.
  ///
  /// - Parameters:
  ///   - content: What the screen shows.
  ///   - report: What sanitization did to the dataset; `nil` (not sanitized, or not said) by
  ///     default.
  ///   - language: The language of the texts; `Language.current` by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  public init(
    _ content: LoadContent<Dataset>, report: SanitizationReport? = nil,
    in language: Language = .current, now: Date = Date(), timeZone: TimeZone = .current
  ) {
    // The no-data card says what removed the points, not only how many there were.
    let noDataCard =
      report.map { StateCard.noData(report: $0, language: language) } ?? .noData(language: language)
    self.init(
      content, report: report, noDataCard: noDataCard, in: language, now: now, timeZone: timeZone)
  }

  /// ``init(_:report:in:now:timeZone:)`` with the no-data card given.
  init(
    _ content: LoadContent<Dataset>, report: SanitizationReport?, noDataCard: StateCard,
    in language: Language, now: Date, timeZone: TimeZone
  ) {
    switch LoadDisplay<Dataset>.Content(content, in: language, now: now, timeZone: timeZone) {
    case .placeholder:
      self = .card(.loading(language: language), notice: nil)
    case .failure(let presentation):
      self = .card(.error(presentation, language: language), notice: nil)
    case .value(let dataset, let notice):
      self =
        dataset.isEmpty
        ? .card(noDataCard, notice: notice) : .chart(dataset, report: report, notice: notice)
    }
  }
}

extension LoadDisplay where Value == Dataset {
  /// Decides what the chart area shows, with every text in `language`: ``ChartState`` computed
  /// from `LoadDisplay.content`.
  ///
  /// - Nothing loaded yet: the loading card (a skeleton of a chart).
  /// - Nothing loaded and the load failed: the error card, with "Retry" when a retry can help.
  /// - A dataset with no points: the no-data card (the seed's rule at 0), saying "All N points
  ///   were invalid" instead of "No data available" when `invalidPointCount` is above 0.
  /// - Otherwise the chart; a stale value or failed refresh adds a `StaleNotice`.
  ///
  /// - Parameters:
  ///   - language: The language of the texts; `Language.current` by default.
  ///   - invalidPointCount: How many points sanitization dropped as invalid, from its
  ///     ``SanitizationReport``; 0 by default.
  ///   - now: The current time, for the notice's date; `Date()` by default.
  ///   - timeZone: The time zone of the notice's date; the user's by default.
  /// - Returns: The card or the chart, with its notice.
  public func chartState(
    in language: Language = .current, invalidPointCount: Int = 0, now: Date = Date(),
    timeZone: TimeZone = .current
  ) -> ChartState {
    ChartState(
      content, report: nil,
      noDataCard: .noData(invalidPointCount: invalidPointCount, language: language), in: language,
      now: now, timeZone: timeZone)
  }
}
