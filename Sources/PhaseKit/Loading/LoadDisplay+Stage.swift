extension LoadDisplay {
  /// Which kind of content is on screen, without the content: what a view animates between
  /// (PhaseKitUI's `LoaderView` applies its transaction when this changes).
  public enum Stage: Sendable, Hashable {
    /// A placeholder: nothing to show yet.
    case placeholder
    /// A fresh value.
    case value
    /// A value with a notice: stale, or after a failed refresh.
    case staleValue
    /// A full error in place of the content.
    case failure
  }

  /// The kind of content ``content(in:now:timeZone:)`` decides on, by the same rules.
  public var stage: Stage {
    if loaded != nil { return isStale || visibleError != nil ? .staleValue : .value }
    if visibleError != nil, !isLoading { return .failure }
    return .placeholder
  }
}
