import Foundation

extension ResourceStore {
  /// The store PhaseKitUI's `AsyncPhaseView(url:)` uses unless the environment names another:
  /// memory (50 MB) over a disk cache (100 MB) in the caches folder, under `PhaseKit`.
  ///
  /// Made on first use. When no disk cache can be opened there (a read-only or full disk), it is
  /// memory only. Give your own store to every view with `.resourceStore(_:)` in PhaseKitUI.
  public static let shared: ResourceStore = {
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return (try? ResourceStore(directory: caches.appendingPathComponent("PhaseKit")))
      ?? ResourceStore()
  }()
}
