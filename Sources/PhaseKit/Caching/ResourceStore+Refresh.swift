extension ResourceStore {
  /// Every key's ``RefreshGroup``: one timer per key, however many loaders show it.
  final class RefreshGroups: Sendable {
    let counter = RefreshTaskCounter()
    private let groups = Lock<[String: RefreshGroup]>([:])

    /// The group of `key`, made with `configuration` (the first loader's) when there is none,
    /// its back-off and `Retry-After` floor taken from `store`'s state of the key.
    @MainActor func group(
      forKey key: String, configuration: LoaderConfiguration, store: ResourceStore
    ) -> RefreshGroup {
      let all = groups.withLock { $0 }
      if let group = all[key], group.hasMembers || group.isActive { return group }
      // Groups whose loaders are all gone hold nothing worth keeping.
      let unused = all.filter { !$0.value.hasMembers && !$0.value.isActive }.map(\.key)
      let group = RefreshGroup(configuration: configuration, counter: counter, key: key, store: store)
      groups.withLock { groups in
        for key in unused { groups[key] = nil }
        groups[key] = group
      }
      return group
    }
  }

  /// How many refresh tasks (timers and signal listeners) of this store's loaders are alive.
  @_spi(Testing) public var liveRefreshTaskCount: Int { refreshGroups.counter.value }
}
