import Foundation

extension ResourceStore {
  /// The store PhaseKitUI's `AsyncPhaseView(url:)` uses unless the environment names another:
  /// memory (50 MB) over a disk cache (100 MB) in the caches folder, under `PhaseKit`.
  ///
  /// Made on first use. When no disk cache can be opened there (a read-only or full disk, a
  /// folder that is not the user's alone: see ``DiskCache/Error/folderNotPrivate(path:owner:mode:)``),
  /// or the system names no caches folder, it is memory only: never a folder in the shared
  /// temporary directory, which another user could make first. The folder is `0700` and its
  /// files `0600`. Give your own store to every view with `.resourceStore(_:)` in PhaseKitUI.
  ///
  /// > Important: The first access opens and checks the SQLite file of the disk cache, on the
  /// > calling thread (a few milliseconds, more on a slow or large disk cache). PhaseKitUI first
  /// > touches it off the main actor; code of yours that reads `shared` (or the environment's
  /// > `resourceStore`) in a view's `body` pays it on the main thread, so touch it once early,
  /// > off the main actor (`Task.detached { _ = ResourceStore.shared }`), or pass your own store.
  public static let shared: ResourceStore = {
    guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else {
      return ResourceStore()
    }
    return (try? ResourceStore(directory: caches.appendingPathComponent("PhaseKit"))) ?? ResourceStore()
  }()
}
