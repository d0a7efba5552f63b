extension LoadDisplay {
  /// Which kind of content is on screen, without the content: what a view animates between
  /// (PhaseKitUI's `LoaderView` applies its transaction when this changes).
  public enum Stage: Sendable, Hashable {
    /// A placeholder: nothing to show yet.
    case placeholder
    /// A fresh value.
    case value
    /// A value with a notice: stale, or after a failed refresh (a ``LoadDisplay`` never has a
    /// partial value).
    case staleValue
    /// A full error in place of the content.
    case failure
  }

  /// The kind of ``content`` on screen, computed from it.
  public var stage: Stage {
    switch content {
    case .placeholder: .placeholder
    case .value(_, let notice): notice == nil ? .value : .staleValue
    case .failure: .failure
    }
  }
}
