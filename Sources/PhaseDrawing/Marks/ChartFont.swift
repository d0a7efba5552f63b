import PhaseCharts
/// A text style for chart text, named like SwiftUI's font styles.
public enum ChartFont: String, Sendable, Hashable, CaseIterable {
  /// 28 pt.
  case largeTitle
  /// 22 pt.
  case title
  /// 15 pt, semibold.
  case headline
  /// 13 pt: the default.
  case body
  /// 11 pt.
  case footnote
  /// 11 pt.
  case caption

  /// The size in SVG user units (pixels).
  public var pointSize: Double {
    switch self {
    case .largeTitle: 28
    case .title: 22
    case .headline: 15
    case .body: 13
    case .footnote, .caption: 11
    }
  }
}
