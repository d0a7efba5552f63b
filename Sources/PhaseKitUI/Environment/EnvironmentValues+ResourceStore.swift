#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The key behind ``SwiftUI/EnvironmentValues/resourceStore``.
  private struct ResourceStoreKey: EnvironmentKey {
    static var defaultValue: ResourceStore { .shared }
  }

  extension EnvironmentValues {
    /// The store ``AsyncPhaseView``'s `url:` initializers load through: memory and disk caches,
    /// one request per URL however many views show it. ``PhaseKit/ResourceStore/shared`` by
    /// default.
    public var resourceStore: ResourceStore {
      get { self[ResourceStoreKey.self] }
      set { self[ResourceStoreKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the store that ``AsyncPhaseView``'s `url:` initializers in this hierarchy use.
    ///
    /// ```swift
    /// ContentView()
    ///   .resourceStore(try ResourceStore(directory: cachesFolder, diskSizeLimit: 500 << 20))
    /// ```
    ///
    /// - Parameter store: The store.
    /// - Returns: A view whose descendants load URLs through `store`.
    public func resourceStore(_ store: ResourceStore) -> some View {
      environment(\.resourceStore, store)
    }
  }
#endif
