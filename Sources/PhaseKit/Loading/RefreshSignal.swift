/// A source of moments that may call for a refresh: the app returned to the foreground, or the
/// network came back.
///
/// PhaseKit reads these through a protocol so that SwiftUI (`scenePhase`), `NWPathMonitor`, a
/// command-line tool on Linux and the tests all drive the same ``RefreshPolicy``. ``RefreshTrigger``
/// is the ready-made implementation: call ``RefreshTrigger/send()`` when the moment comes.
public protocol RefreshSignal: Sendable {
  /// A new stream of the signal's moments, from now on; it ends when the signal ends or the
  /// consuming task is cancelled.
  func moments() -> AsyncStream<Void>
}

/// A ``RefreshSignal`` that fires whenever ``send()`` is called: the bridge from a platform's
/// notifications (and from tests) to every loader that listens.
///
/// ```swift
/// let reconnect = RefreshTrigger()
/// var configuration = LoaderConfiguration()
/// configuration.refreshSignals = RefreshSignals(foreground: RefreshTrigger(), reconnect: reconnect)
/// // … later, when the network is back:
/// reconnect.send()
/// ```
public final class RefreshTrigger: RefreshSignal {
  private struct State {
    var nextID = 0
    var listeners: [Int: AsyncStream<Void>.Continuation] = [:]
  }

  private let state = Lock(State())

  /// Creates a trigger with no listener.
  public init() {}

  /// The process's foreground signal: PhaseKitUI sends it when a scene becomes active again.
  public static let foreground = RefreshTrigger()
  /// The process's reconnect signal: PhaseKitUI sends it when the network path becomes usable
  /// again (`NWPathMonitor`); on Linux, send it yourself.
  public static let reconnect = RefreshTrigger()
  /// The process's background signal: PhaseKitUI sends it when a scene leaves the active phase;
  /// polling pauses until ``foreground``.
  public static let background = RefreshTrigger()
  /// The process's disconnect signal: PhaseKitUI sends it when the network path becomes
  /// unusable (`NWPathMonitor`); polling pauses until ``reconnect``.
  public static let disconnect = RefreshTrigger()

  /// Tells every current listener.
  public func send() {
    let listeners = state.withLock { Array($0.listeners.values) }
    for listener in listeners { listener.yield() }
  }

  /// How many streams listen now (a stream stops listening when its consumer is cancelled).
  public var listenerCount: Int { state.withLock { $0.listeners.count } }

  /// A stream of this trigger's moments from now on; it buffers at most one unread moment.
  public func moments() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.listeners[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }
}

/// The signals a ``RefreshPolicy`` listens to: two that may call for a refresh (foreground,
/// reconnect) and two that pause polling until them (background, disconnect).
public struct RefreshSignals: Sendable {
  /// Fires when the app returns to the foreground. Default ``RefreshTrigger/foreground``.
  public var foreground: any RefreshSignal
  /// Fires when the network comes back. Default ``RefreshTrigger/reconnect``.
  public var reconnect: any RefreshSignal
  /// Fires when the app goes to the background: polling pauses (unless
  /// ``RefreshPolicy/refreshesWhileHidden``) until ``foreground``. Default
  /// ``RefreshTrigger/background``; `nil` never pauses.
  public var background: (any RefreshSignal)?
  /// Fires when the network is known to be down: polling pauses until ``reconnect``. Default
  /// ``RefreshTrigger/disconnect``; `nil` never pauses.
  public var disconnect: (any RefreshSignal)?

  /// Creates the signals; by default the process-wide triggers PhaseKitUI feeds.
  ///
  /// - Parameters:
  ///   - foreground: The foreground signal; ``RefreshTrigger/foreground`` by default.
  ///   - reconnect: The reconnect signal; ``RefreshTrigger/reconnect`` by default.
  ///   - background: The background signal; ``RefreshTrigger/background`` by default.
  ///   - disconnect: The disconnect signal; ``RefreshTrigger/disconnect`` by default.
  public init(
    foreground: any RefreshSignal = RefreshTrigger.foreground,
    reconnect: any RefreshSignal = RefreshTrigger.reconnect,
    background: (any RefreshSignal)? = RefreshTrigger.background,
    disconnect: (any RefreshSignal)? = RefreshTrigger.disconnect
  ) {
    self.foreground = foreground
    self.reconnect = reconnect
    self.background = background
    self.disconnect = disconnect
  }
}
