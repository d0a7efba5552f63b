import PhaseCharts
/// Where an annotation sits relative to its mark.
public enum AnnotationPosition: Sendable, Hashable {
  /// Above the mark (below it near the top edge): the default.
  case automatic
  /// Above the mark.
  case top
  /// Below the mark.
  case bottom
  /// Centred on the mark.
  case overlay
}
