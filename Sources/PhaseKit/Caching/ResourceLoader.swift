import Foundation
import Observation

/// A loader whose resource changes (a city picker, a date range), able to keep the previous
/// resource's value on screen while the new one loads.
///
/// Each key gets its own ``Loader`` built on a ``ResourceStore``; switching keys cancels the old
/// key's load. With ``keepsPreviousValue`` the chart of the previous city stays visible (flagged
/// by ``isShowingPreviousValue``) instead of flashing a placeholder, as TanStack Query's
/// `placeholderData: keepPreviousData` does.
///
/// ```swift
/// let weather = ResourceLoader<Forecast>(store: store, keepsPreviousValue: true) {
///   data throws(DataError) in try Forecast.decode(data)
/// }
/// await weather.load(HTTPSource(url: forecastURL(for: "Oslo")))
/// await weather.load(HTTPSource(url: forecastURL(for: "Bergen")))  // Oslo stays until Bergen arrives
/// ```
@MainActor
@Observable
public final class ResourceLoader<Value: Sendable> {
  /// The store every key's loader uses.
  public let store: ResourceStore
  /// The policy every key's loader uses.
  public let policy: CachePolicy
  /// Deadlines, retries, clock and events for every key's loader.
  public let configuration: LoaderConfiguration
  /// Whether the previous key's value stays visible while a new key has none yet. Default: false.
  public var keepsPreviousValue: Bool
  /// The current key's loader; `nil` before the first ``load(_:key:)``.
  public private(set) var loader: Loader<Value>?
  /// The current key.
  public private(set) var key: String?
  /// The last good value of the key before this one (kept until the new key has a value).
  public private(set) var previous: Loaded<Value>?
  @ObservationIgnored private let decode: @Sendable (Data) throws(DataError) -> Value

  /// Creates a loader with no key yet.
  ///
  /// - Parameters:
  ///   - store: The store that coalesces and caches.
  ///   - policy: The cache policy. Default: ``CachePolicy/staleWhileRevalidate``.
  ///   - keepsPreviousValue: Whether to keep the previous key's value visible. Default: false.
  ///   - configuration: Deadlines, retries, clock, events, refresh. Default: a
  ///     ``LoaderConfiguration`` with its defaults.
  ///   - decode: Turns bytes into a value.
  public init(
    store: ResourceStore, policy: CachePolicy = .staleWhileRevalidate, keepsPreviousValue: Bool = false,
    configuration: LoaderConfiguration = .init(),
    decode: @escaping @Sendable (Data) throws(DataError) -> Value
  ) {
    self.store = store
    self.policy = policy
    self.keepsPreviousValue = keepsPreviousValue
    self.configuration = configuration
    self.decode = decode
  }

  /// Switches to `source` (a new key cancels the old key's load) and loads it.
  ///
  /// - Parameters:
  ///   - source: The resource to show.
  ///   - key: Its cache key. Default: `source.identity`.
  public func load(_ source: some DataSource, key: String? = nil) async {
    let key = key ?? source.identity
    if key != self.key {
      if let loader {
        loader.cancel()
        if let shown = loader.loaded { previous = shown }
      }
      self.key = key
      loader = Loader(
        store: store, source: source, key: key, policy: policy, configuration: configuration,
        decode: decode)
    }
    await loader?.load()
  }

  /// Loads the current key again, keeping its value visible.
  public func refresh() async { await loader?.refresh() }

  /// Cancels the current key's load; cancellation is never a failure.
  public func cancel() { loader?.cancel() }

  /// Whether the value shown belongs to the previous key, because the new one has none yet.
  public var isShowingPreviousValue: Bool {
    guard keepsPreviousValue, previous != nil, let loader, loader.loaded == nil else { return false }
    return loader.isLoading
  }

  /// What fills the screen (the one read model, ``LoadContent``): the current key's content, or
  /// the previous key's value, with a ``LoadNotice/stale(loadedAt:)`` notice, while the new key
  /// loads (when ``keepsPreviousValue`` is set); a placeholder before the first key.
  public var content: LoadContent<Value> {
    guard let loader else { return .placeholder(progress: nil) }
    if isShowingPreviousValue, let previous {
      return .value(previous.value, notice: .stale(loadedAt: previous.date))
    }
    return loader.content
  }

  /// What to show, in the seed's spelling: computed from ``content`` (see
  /// ``LoadingState/init(_:isLoading:)``).
  public var state: LoadingState<Value> {
    LoadingState(content, isLoading: loader?.isLoading ?? false)
  }

  /// The value shown, if any.
  public var value: Value? { state.value }

  /// The value shown with when and where it was obtained.
  public var loaded: Loaded<Value>? {
    isShowingPreviousValue ? previous : loader?.loaded
  }

  /// The current key's error, beside a stale value or alone.
  public var error: DataError? { loader?.error }

  /// Whether the value shown is out of date: stale, or the previous key's.
  public var isStale: Bool { isShowingPreviousValue || (loader?.isStale ?? false) }
}
