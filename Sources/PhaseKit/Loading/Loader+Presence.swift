extension Loader {
  /// Shows this loader's data for as long as the calling task runs: loads it (unless a fresh value
  /// is there), refetches it whenever its ``ResourceStore`` key is invalidated, refreshes it as
  /// its ``LoaderConfiguration/refresh`` policy says (on an interval, on return to the foreground,
  /// on reconnect: one timer per store key), and cancels a running load when the last view
  /// showing it goes away.
  ///
  /// PhaseKitUI's `LoaderView` calls it from `.task(id:)`, so the task's lifetime is the view's
  /// time on screen; any other UI can do the same:
  ///
  /// ```swift
  /// .task(id: ObjectIdentifier(loader)) { await loader.showWhileRunning() }
  /// ```
  ///
  /// Returns when the calling task is cancelled. The decisions are ``ScreenPresence``'s.
  public func showWhileRunning() async {
    perform(presence.viewAppeared())
    refreshPresenceChanged()
    let (visible, continuation) = AsyncStream<Never>.makeStream()
    // Iterating ends when the calling task is cancelled: the view left the screen.
    for await _ in visible {}
    continuation.finish()
    perform(presence.viewDisappeared(isLoading: current != nil))
    refreshPresenceChanged()
  }

  /// Whether a view shows this loader's data now (see ``showWhileRunning()``).
  public var isOnScreen: Bool { presence.isOnScreen }

  /// The loader's data was invalidated: refetch it if it is on screen, else on its next load.
  func dataInvalidated() {
    perform(presence.dataInvalidated())
  }

  private func perform(_ action: ScreenPresence.Action) {
    switch action {
    case .none: break
    case .load:
      // Starts the load without waiting for it: the caller only marks the view's presence.
      if current == nil, loaded == nil || isStale || needsRefresh {
        needsRefresh = false
        _ = start()
      }
    case .refresh:
      needsRefresh = false
      _ = start()
    case .cancel: cancel()
    case .markForRefresh: needsRefresh = true
    }
  }

  /// Refetches this loader whenever `store` invalidates `key` (see ``dataInvalidated()``); the
  /// store holds the loader weakly.
  func observeInvalidations(of store: ResourceStore, key: String) {
    store.observeInvalidations(ofKey: key, owner: self) { [weak self] in
      Task { @MainActor in self?.dataInvalidated() }
    }
  }
}
