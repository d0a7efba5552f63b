import Foundation

/// What a view shows beside a refreshing value: nothing, a quiet refresh indicator, or a stale
/// notice (see ``RefreshingPhase/status``).
public enum RefreshStatus: Sendable, Hashable {
  /// Nothing beside the value.
  case idle
  /// A refresh runs while a value is shown: a small indicator, never a placeholder.
  case refreshing
  /// The value shown could not be refreshed: its age and why
  /// (``LoadNotice/refreshFailed(_:loadedAt:)``), beside the value, never in place of it. Its
  /// texts: ``LoadNotice/staleNotice(in:now:timeZone:)``.
  case stale(LoadNotice)
}

/// The store key whose refresh timer a phase shares, and the store (made off the main actor when
/// it is the shared one, since making it opens its SQLite file).
@_spi(PhaseKitUI) public struct RefreshSharing: Sendable {
  /// The key.
  public let key: String
  /// The store, made off the main actor when needed.
  public let store: @Sendable () async -> ResourceStore

  /// Creates the pair.
  public init(key: String, store: @escaping @Sendable () async -> ResourceStore) {
    self.key = key
    self.store = store
  }
}
