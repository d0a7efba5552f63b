#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI
  #if canImport(Network)
    import Network
  #endif

  /// Feeds PhaseKit's process-wide refresh signals from the platform: a scene that becomes active
  /// again sends `RefreshTrigger.foreground` and one that leaves the active phase
  /// `RefreshTrigger.background` (polling pauses); a network path that becomes usable again
  /// (`NWPathMonitor`) sends `RefreshTrigger.reconnect`, and one that becomes unusable
  /// `RefreshTrigger.disconnect` (polling pauses). Every decision is PhaseKit's `RefreshGroup`'s;
  /// this only relays.
  ///
  /// Every ``LoaderView`` and ``AsyncPhaseView`` reports to it; it sends each moment once however
  /// many views report it, and watches the network only while at least one view that refreshes on
  /// reconnect is on screen.
  @MainActor
  final class RefreshSignalFeed {
    static let shared = RefreshSignalFeed()

    private var wasActive: Bool?
    private var viewCount = 0
    #if canImport(Network)
      private var monitor: NWPathMonitor?
    #endif

    /// Shows `loader` for as long as the calling task runs (`Loader.showWhileRunning()`),
    /// watching the network meanwhile.
    func show<Value>(_ loader: Loader<Value>) async {
      await showing(watchesNetwork: true) { await loader.showWhileRunning() }
    }

    /// Runs `body` (a view's time on screen), watching the network meanwhile when asked.
    func showing(watchesNetwork: Bool, _ body: () async -> Void) async {
      guard watchesNetwork else { return await body() }
      viewAppeared()
      await body()
      viewDisappeared()
    }

    /// A view saw its scene's phase: `true` when active. Asynchronous only so that a `.task`
    /// closure of either isolation can await it.
    func scene(isActive: Bool) async {
      defer { wasActive = isActive }
      // Every view of the scene reports the same change: the first one sends it.
      guard let wasActive, wasActive != isActive else { return }
      (isActive ? RefreshTrigger.foreground : RefreshTrigger.background).send()
    }

    /// A loader view appeared: watch the network while any is on screen.
    private func viewAppeared() {
      viewCount += 1
      guard viewCount == 1 else { return }
      #if canImport(Network)
        let monitor = NWPathMonitor()
        let reachability = Reachability()
        monitor.pathUpdateHandler = { path in
          // The first report is the state at start, not a change.
          switch reachability.update(isUp: path.status == .satisfied) {
          case .cameBack: RefreshTrigger.reconnect.send()
          case .wentDown: RefreshTrigger.disconnect.send()
          case .unchanged: break
          }
        }
        monitor.start(queue: DispatchQueue(label: "PhaseKit.reconnect", qos: .utility))
        self.monitor = monitor
      #endif
    }

    /// A loader view disappeared.
    private func viewDisappeared() {
      viewCount = max(0, viewCount - 1)
      guard viewCount == 0 else { return }
      #if canImport(Network)
        monitor?.cancel()
        monitor = nil
      #endif
    }
  }

  #if canImport(Network)
    /// Whether the path was usable at the last report.
    ///
    /// `@unchecked Sendable`: it is touched only by the monitor's handler, which runs on the one
    /// serial queue the monitor was started on.
    private final class Reachability: @unchecked Sendable {
      private var wasUp: Bool?

      enum Change { case cameBack, wentDown, unchanged }

      /// Records a report; returns whether the network came back or went down.
      func update(isUp: Bool) -> Change {
        defer { wasUp = isUp }
        guard let wasUp, wasUp != isUp else { return .unchanged }
        return isUp ? .cameBack : .wentDown
      }
    }
  #endif
#endif
