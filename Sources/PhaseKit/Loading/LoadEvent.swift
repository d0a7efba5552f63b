import Foundation

/// One thing that happened during a load, for logs and analysis (the seed's best practice 4).
///
/// A ``Loader`` records, in order: `started`, then per attempt `attemptStarted` and, if it fails,
/// `attemptFailed` and possibly `retryScheduled`; finally exactly one of `succeeded`, `failed` or
/// `cancelled`. Stores add `cache(...)` events. Every event of one load carries the same
/// ``loadID``.
///
/// Encoded as one flat JSON object, convenient for `jq`:
/// `{"date":"2026-01-01T10:00:00.000Z","label":"weather","loadID":3,"event":"retryScheduled","attempt":1,"delay":0.42}`.
/// A failure carries its ``DataError``; its JSON form says it in English (`error`), with the
/// error's stable ``DataError/code`` (`code`), a decoding failure's ``DataError/DecodingFailure/Reason/code``
/// (`reason`), and the error itself (`failure`, with secrets in addresses shown as `…`), from
/// which it is read back.
public struct LoadEvent: Sendable, Hashable, Codable {
  /// When it happened (wall clock).
  public var date: Date
  /// The loader's label, such as the URL.
  public var label: String
  /// Which load, unique per loader (its generation number).
  public var loadID: UInt64
  /// What happened.
  public var kind: Kind
  /// The store's own event behind a ``Kind/cache(_:)`` event, typed, for a program to act on
  /// (the `cache` text is its ``ResourceStore/Event/description``, for people and logs); `nil`
  /// for every other event and for a `cache` event made from text alone. It is not written to
  /// JSON Lines (its key may be a URL with a secret in it; `detail` is its description, without
  /// the key), so an event read back has none.
  public var storeEvent: ResourceStore.Event?

  /// What happened.
  public enum Kind: Sendable, Hashable, Codable {
    /// A load began.
    case started
    /// Attempt `attempt` (1-based) began.
    case attemptStarted(attempt: Int)
    /// An attempt failed with an error.
    case attemptFailed(attempt: Int, error: DataError)
    /// Another attempt will follow after `delay` seconds.
    case retryScheduled(attempt: Int, delay: Double)
    /// The load produced a value after `duration` seconds.
    case succeeded(duration: Double, origin: Origin, bytes: Int?)
    /// The load failed for good after `duration` seconds, with an error.
    case failed(duration: Double, error: DataError)
    /// The load was cancelled or superseded by a newer one; the state went back to what it was.
    case cancelled
    /// A refresh of data already shown began, for `cause`, with the key's polling `interval` in
    /// seconds (`nil` without polling); `early` when it went before a server's `Retry-After`,
    /// which only a person's ``RefreshCause/requested`` refresh may do.
    case refreshing(cause: RefreshCause, interval: Double?, early: Bool)
    /// A cache event, free-form: `hit`, `miss`, `stored`, `evicted`, `corruptionRecovered`...
    case cache(String)
  }

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - date: When it happened; now by default.
  ///   - label: The loader's label.
  ///   - loadID: Which load.
  ///   - kind: What happened.
  ///   - storeEvent: The store's event behind a `cache` event; `nil` by default.
  public init(date: Date = Date(), label: String, loadID: UInt64, kind: Kind, storeEvent: ResourceStore.Event? = nil) {
    self.date = date
    self.label = label
    self.loadID = loadID
    self.kind = kind
    self.storeEvent = storeEvent
  }

  /// A `cache` event for something the store did: its description as the event's text, the
  /// event itself as ``storeEvent``.
  ///
  /// - Parameters:
  ///   - event: What the store did.
  ///   - date: When; now by default.
  ///   - label: The loader's label.
  ///   - loadID: Which load.
  public init(_ event: ResourceStore.Event, date: Date = Date(), label: String, loadID: UInt64) {
    self.init(date: date, label: label, loadID: loadID, kind: .cache(event.description), storeEvent: event)
  }
}

extension LoadEvent.Kind {
  /// The event's name, as written in the `event` field of the JSON form: `started`,
  /// `attemptFailed`, ...
  public var name: String {
    switch self {
    case .started: return "started"
    case .attemptStarted: return "attemptStarted"
    case .attemptFailed: return "attemptFailed"
    case .retryScheduled: return "retryScheduled"
    case .succeeded: return "succeeded"
    case .failed: return "failed"
    case .cancelled: return "cancelled"
    case .refreshing: return "refreshing"
    case .cache: return "cache"
    }
  }
}

/// Why a refresh of data already shown began (``LoadEvent/Kind/refreshing(cause:interval:early:)``).
public enum RefreshCause: String, Sendable, Hashable, Codable, CaseIterable {
  /// The polling interval (``RefreshPolicy/interval``) came round.
  case interval
  /// A view came back to data that went due while it was away: one catch-up request.
  case catchUp
  /// The app came back to the foreground.
  case foreground
  /// The network came back.
  case reconnect
  /// A person asked: pull to refresh, a Retry button (``Loader/refresh()``, ``Loader/retry()``).
  case requested
}
