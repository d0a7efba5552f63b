import Foundation

extension ResourceStore {
  /// Limits, freshness and hooks for a ``ResourceStore``.
  public struct Configuration: Sendable {
    /// The most bytes the memory cache holds. Default: 50 MB.
    public var memoryCostLimit: Int
    /// How old a cached copy may be before it is stale: still shown, but revalidated.
    /// Default: 5 minutes.
    public var staleAfter: Duration
    /// The durable cache under the memory cache; `nil` (the default) keeps everything in memory.
    public var diskCache: DiskCache?
    /// The wall-clock time used to date entries. Default: `Date()`.
    public var now: @Sendable () -> Date
    /// Where every store event is also recorded, as a ``LoadEvent`` with kind
    /// ``LoadEvent/Kind/cache(_:)``, label `"store"` and load id 0. Default: discarded.
    ///
    /// Events of a load run by a ``Loader`` also go to that loader's sink, with its label and
    /// load id; this sink is for events no load owns, such as a damaged disk cache at launch.
    public var events: any LoadEventSink
    /// Called, outside every lock, for each ``ResourceStore/Event``. Default: ignores them.
    public var onEvent: @Sendable (Event) -> Void

    /// Creates a configuration; every parameter has the default documented on its property.
    public init(
      memoryCostLimit: Int = 50 << 20, staleAfter: Duration = .seconds(300), diskCache: DiskCache? = nil,
      now: @escaping @Sendable () -> Date = { Date() }, events: any LoadEventSink = DiscardingEventSink(),
      onEvent: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
      self.memoryCostLimit = memoryCostLimit
      self.staleAfter = staleAfter
      self.diskCache = diskCache
      self.now = now
      self.events = events
      self.onEvent = onEvent
    }

    /// Delivers `event` to ``onEvent`` and ``events``.
    func report(_ event: Event) {
      onEvent(event)
      events.record(LoadEvent(event, label: "store", loadID: 0))
    }
  }

  /// Something the store did, for logs and tests.
  ///
  /// Its ``description`` is what goes into a ``LoadEvent/Kind/cache(_:)`` event, such as
  /// `hit disk stale`, `miss`, `notModified`, `stored 5120 bytes`.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// A cached copy was found in memory or on disk.
    case hit(key: String, origin: Origin, isStale: Bool)
    /// No usable cached copy was found.
    case miss(key: String)
    /// The origin was asked (one request, shared by every caller of the key).
    case fetched(key: String, bytes: Int)
    /// The origin answered 304: the cached bytes were kept and their date refreshed.
    case notModified(key: String)
    /// Fetched bytes were stored in memory and (when there is one) on disk.
    case stored(key: String, bytes: Int)
    /// An entry was evicted from memory or disk to respect a size limit.
    case evicted(key: String)
    /// A fetch failed; nothing was stored.
    case fetchFailed(key: String, error: DataError)
    /// The disk cache was damaged and rebuilt; `reason` says how it was damaged.
    case corruptionRecovered(reason: String)
    /// The disk cache could not be read or written; the load went on without it.
    case diskError(String)
    /// The disk cache's folder or files could be read by other users and were made owner-only.
    case permissionsTightened(paths: [String])
    /// The disk cache's file could not be opened for writing (`reason`), so it was opened
    /// read-only: its copies still serve offline and stale fallbacks; nothing new is stored.
    case diskReadOnly(reason: String)
    /// Copies the disk cache held were dropped or lost (`reason`: a checksum that failed, an
    /// older schema, writes lost with a missing write-ahead log); the file itself was kept.
    case entriesDropped(reason: String)

    /// A line for logs, without the key (a ``LoadEvent`` carries the loader's label).
    public var description: String {
      switch self {
      case .hit(_, let origin, let isStale): "hit \(origin.rawValue)" + (isStale ? " stale" : "")
      case .miss: "miss"
      case .fetched(_, let bytes): "fetched \(bytes) bytes"
      case .notModified: "notModified"
      case .stored(_, let bytes): "stored \(bytes) bytes"
      case .evicted(let key): "evicted \(key)"
      case .fetchFailed(_, let error): "fetchFailed \(error.code)"
      case .corruptionRecovered(let reason): "corruptionRecovered: \(reason)"
      case .diskError(let message): "diskError: \(message)"
      case .diskReadOnly(let reason): "diskReadOnly: \(reason)"
      case .permissionsTightened(let paths): "permissionsTightened: " + paths.joined(separator: ", ")
      case .entriesDropped(let reason): "entriesDropped: \(reason)"
      }
    }

    /// A short name for logs: `hit`, `miss`, `stored`, `evicted`, `corruptionRecovered`...
    public var name: String {
      switch self {
      case .hit: "hit"
      case .miss: "miss"
      case .fetched: "fetched"
      case .notModified: "notModified"
      case .stored: "stored"
      case .evicted: "evicted"
      case .fetchFailed: "fetchFailed"
      case .corruptionRecovered: "corruptionRecovered"
      case .diskError: "diskError"
      case .diskReadOnly: "diskReadOnly"
      case .permissionsTightened: "permissionsTightened"
      case .entriesDropped: "entriesDropped"
      }
    }
  }

  /// Cached bytes with their validators, when they were fetched, where they were found, and
  /// whether they are stale.
  public struct Resource: Sendable, Hashable {
    /// The bytes.
    public var data: Data
    /// The `ETag` / `Last-Modified` they came with.
    public var validators: Validators
    /// When they were fetched or last revalidated.
    public var date: Date
    /// Where they came from this time: the source's origin, ``Origin/memory`` or ``Origin/disk``.
    public var origin: Origin
    /// Whether they are older than ``Configuration/staleAfter``.
    public var isStale: Bool
  }

  /// What the memory cache holds per key: the bytes, and the value last decoded from them, so a
  /// hit needs no decoding.
  struct Stored: Sendable {
    var data: Data
    var validators: Validators
    var decoded: (any Sendable)?
    /// ``Origin/disk`` for bytes this process read from the disk cache and has not fetched
    /// since, so that a fallback to them says where the copy came from however many attempts
    /// (each of which finds it in memory after the first) fell back; ``Origin/memory`` otherwise.
    var origin: Origin = .memory
  }

  /// What a shared fetch hands to each of its callers.
  struct Fetched: Sendable {
    var data: Data
    var validators: Validators
    var date: Date
    var decoded: (any Sendable)?
    /// `decoded` in a ``SharedValue`` of the type of the caller that started the request (set by
    /// its operation), so that each waiting caller of that type takes it without a cast.
    var shared: (AnyObject & Sendable)? = nil
  }
}
