import Foundation

extension RefreshingPhase {
  /// Makes the store of `sharing` once (the shared one opens its SQLite file, so it is made off
  /// the main actor) and shows the key's state beside the value (see ``applyKeyState()``).
  ///
  /// - Returns: The store.
  @discardableResult
  func resolveStore(of sharing: RefreshSharing) async -> ResourceStore {
    let store: ResourceStore
    if let sharedStore {
      store = sharedStore
    } else {
      store = await sharing.store()
      sharedStore = store
    }
    applyKeyState()
    return store
  }

  /// For a phase that loads through a store, what the store knows of its key: the last refresh
  /// error (``ResourceStore/KeyState/error``, which marks the value stale) and the date of the
  /// copy in memory. Every view of the key reads the same, so a ``Loader``, this phase and a
  /// view made after a failure agree; `nil` for a phase that loads with a closure.
  func keyKnowledge() -> (error: DataError?, date: Date?)? {
    guard let key = sharing?.key, let store = sharedStore else { return nil }
    return (
      store.keyState(forKey: key).error,
      store.cachedResource(forKey: key, includingDisk: false)?.date
    )
  }

  /// Shows the store's state of the key beside the value on screen, when it differs from what is
  /// shown: a first load that ended before the store was made took no account of it.
  func applyKeyState() {
    guard tracker.phase.value != nil, let known = keyKnowledge() else { return }
    let loadedAt = known.date ?? _loadedAt
    guard known.error != _refreshError || loadedAt != _loadedAt else { return }
    change {
      _refreshError = known.error
      _loadedAt = loadedAt
    }
  }
}
