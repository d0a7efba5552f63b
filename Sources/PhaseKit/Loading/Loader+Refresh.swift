extension Loader: RefreshMember {
  /// What a loader on a ``ResourceStore`` needs to refresh: which key of which store, and an
  /// operation that goes to the origin even when the cached copy is fresh.
  struct StoreRefresh {
    let store: ResourceStore
    let key: String
    let operation: Operation
  }

  /// Whether ``LoaderConfiguration/refresh`` asks for anything at all.
  var refreshesOnItsOwn: Bool {
    let policy = configuration.refresh
    return policy.interval != nil || policy.refreshesOnForeground || policy.refreshesOnReconnect
  }

  /// Tells the key's refresh timer that a view appeared or left (see ``showWhileRunning()``).
  func refreshPresenceChanged() {
    guard refreshesOnItsOwn else { return }
    if refreshGroup == nil {
      refreshGroup =
        storeRefresh.map {
          $0.store.refreshGroups.group(forKey: $0.key, configuration: configuration, store: $0.store)
        } ?? RefreshGroup(configuration: configuration, counter: RefreshTaskCounter())
    }
    refreshGroup?.membershipChanged(self)
  }

  /// How many refresh tasks (timers, signal listeners) of this loader's key are alive; a store
  /// counts those of all its keys together.
  @_spi(Testing) public var liveRefreshTaskCount: Int { refreshGroup?.counter.value ?? 0 }

  var refreshInterval: Duration? { configuration.refresh.interval }

  func refreshFromOrigin(cause: RefreshCause, interval: Duration?, early: Bool) async -> RefreshOutcome {
    let task: Task<Void, Never>
    if let running = current {
      task = running.task  // a load already on its way answers this refresh too
    } else {
      needsRefresh = false
      record(
        .refreshing(cause: cause, interval: interval?.secondsValue, early: early), loadID: generation + 1)
      guard let started = start(origin: originOperation) else {
        return .succeeded
      }
      task = started
    }
    let id = generation
    await task.value
    guard let ended = lastEnded, ended.id == id else { return .cancelled }
    return ended.error.map(RefreshOutcome.failed) ?? .succeeded
  }

  func follow(_ outcome: RefreshOutcome) {
    guard current == nil else { return }  // its own load is on its way
    switch outcome {
    case .succeeded:
      if let storeRefresh,
        let cached = storeRefresh.store.cachedValue(forKey: storeRefresh.key, as: Value.self)
      {
        // The leader's origin answer, from memory: the same bytes redraw nothing.
        _ = show(cached.loaded)
        publishSnapshot()
      } else {
        _ = start()  // another type of value on the key: decode the fresh bytes, no request
      }
    case .failed(let failure):
      showFailure(failure)
    case .cancelled:
      break
    }
  }
}

extension Loader {
  /// The operation that reaches the origin: a store loader's refresh operation, or the load.
  var originOperation: Operation { storeRefresh?.operation ?? operation }

  /// How long from now until the key's `Retry-After` floor, if it is ahead.
  var retryFloorAhead: Bool {
    if let storeRefresh { return storeRefresh.store.retryFloorRemaining(forKey: storeRefresh.key) != nil }
    return (refreshGroup?.floorWait ?? .zero) > .zero
  }

  /// A person asked for fresh data (``refresh()``, ``retry()``): to the origin now, even before a
  /// `Retry-After` (the event says so).
  func startRequested() -> Task<Void, Never>? {
    needsRefresh = false
    if loaded != nil {
      record(
        .refreshing(
          cause: .requested, interval: configuration.refresh.interval?.secondsValue, early: retryFloorAhead),
        loadID: generation + 1)
    }
    return start(origin: originOperation)
  }

  /// The operation a refresh of a store's `key` runs: the same load, but one that reaches the
  /// origin even when the cached copy is fresh (``CachePolicy/networkFirst``, which still falls
  /// back to the cached copy when the origin fails). ``CachePolicy/cacheOnly`` stays off the
  /// network and ``CachePolicy/networkOnly`` stays as it is.
  static func refreshPolicy(for policy: CachePolicy) -> CachePolicy {
    switch policy {
    case .cacheOnly, .networkOnly: policy
    case .cacheFirst, .staleWhileRevalidate, .networkFirst: .networkFirst
    }
  }
}
