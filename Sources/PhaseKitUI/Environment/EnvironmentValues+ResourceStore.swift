#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The key behind ``SwiftUI/EnvironmentValues/resourceStore``.
  ///
  /// `nil` until `.resourceStore(_:)` sets one, so that nothing makes `ResourceStore.shared`
  /// (which opens, and may check or rebuild, its SQLite file) while reading the environment on the
  /// main actor: ``AsyncPhaseView`` falls back to it inside its load, off the main actor.
  private struct ResourceStoreKey: EnvironmentKey {
    static var defaultValue: ResourceStore? { nil }
  }

  extension EnvironmentValues {
    /// The store ``AsyncPhaseView``'s `url:` initializers load through: memory and disk caches,
    /// one request per URL however many views show it. `ResourceStore.shared` by
    /// default.
    public var resourceStore: ResourceStore {
      get { self[ResourceStoreKey.self] ?? .shared }
      set { self[ResourceStoreKey.self] = newValue }
    }

    /// The store set with ``SwiftUI/View/resourceStore(_:)``, or `nil` for the shared one, which
    /// the reader makes off the main actor (`store ?? .shared` inside its load).
    var explicitResourceStore: ResourceStore? { self[ResourceStoreKey.self] }
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
