import PhaseKit

// The "has data" rule of PhaseKit's `DataBearing` for chart data: a chart has data when at least
// one point is left to draw. A `Loader(store:source:)` of these never replaces a chart that has
// points with an answer that has none.

extension Dataset: DataBearing {
  /// Whether any series has a point to draw; `false` for a dataset with no points.
  public var hasData: Bool { !isEmpty }
}

extension SanitizedDataset: DataBearing {
  /// Whether a point is left after sanitization; `false` when nothing was there or every point
  /// was invalid (the ``report`` tells which).
  public var hasData: Bool { !isEmpty }
}

extension PreparedChart: DataBearing {
  /// Whether a point is left to draw: the rule the command-line tool applies to what it caches.
  public var hasData: Bool { !dataset.isEmpty }
}
