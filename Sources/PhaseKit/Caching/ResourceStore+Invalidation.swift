extension ResourceStore {
  /// Refetches what is on screen when its cached copy is invalidated, as TanStack Query's
  /// `invalidateQueries` does.
  ///
  /// Every ``Loader`` made with ``Loader/init(store:source:key:policy:configuration:hasData:decode:)``
  /// observes its key. ``invalidate(key:)`` and ``invalidate(prefix:)`` drop the cached copies
  /// and then tell those loaders: one that a view shows (``Loader/showWhileRunning()``, which
  /// PhaseKitUI's `LoaderView` runs) refetches at once, keeping its value on screen meanwhile;
  /// one that no view shows refetches on its next load. ``ScreenPresence`` decides.
  ///
  /// ```swift
  /// try await api.post(newReading)
  /// store.invalidate(key: readingsURL.absoluteString)   // the readings chart on screen refetches
  /// ```
  final class InvalidationObservers: Sendable {
    private struct Observer {
      weak var owner: AnyObject?
      let notify: @Sendable () -> Void
    }

    private let observers = Lock<[String: [Observer]]>([:])

    /// Calls `notify` whenever `key` is invalidated, for as long as `owner` lives.
    func add(key: String, owner: AnyObject, notify: @escaping @Sendable () -> Void) {
      observers.withLock { observers in
        observers[key, default: []].removeAll { $0.owner == nil }
        observers[key, default: []].append(Observer(owner: owner, notify: notify))
      }
    }

    /// Tells the live observers of every key that `matches` accepts; called outside the lock.
    func notify(where matches: (String) -> Bool) {
      let calls = observers.withLock { observers -> [@Sendable () -> Void] in
        var calls: [@Sendable () -> Void] = []
        for key in observers.keys where matches(key) {
          observers[key]?.removeAll { $0.owner == nil }
          calls += observers[key]?.map(\.notify) ?? []
          if observers[key]?.isEmpty == true { observers[key] = nil }
        }
        return calls
      }
      for call in calls { call() }
    }

    /// The number of live observers of `key`.
    func count(key: String) -> Int {
      observers.withLock { $0[key]?.filter { $0.owner != nil }.count ?? 0 }
    }
  }

  /// Calls `notify` (from any thread) each time `key` is invalidated, while `owner` lives.
  func observeInvalidations(
    ofKey key: String, owner: AnyObject, notify: @escaping @Sendable () -> Void
  ) {
    invalidationObservers.add(key: key, owner: owner, notify: notify)
  }

  /// Tells the loaders that observe the invalidated keys; see ``InvalidationObservers``.
  func notifyInvalidated(where matches: (String) -> Bool) {
    invalidationObservers.notify(where: matches)
  }

  /// The number of live loaders that observe `key`, for tests.
  @_spi(Testing) public func invalidationObserverCount(key: String) -> Int {
    invalidationObservers.count(key: key)
  }
}
