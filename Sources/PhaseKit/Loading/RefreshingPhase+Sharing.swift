import Foundation

/// The timer and the last value that every ``RefreshingPhase`` of one hashable id shares when it
/// loads with a closure rather than through a store (`AsyncPhaseView(id:refresh:load:)`): one
/// request per interval for the id, however many views show it, and a view that appears after
/// another loaded the id starts from that value.
@MainActor
final class PhaseHub {
  /// A phase type, its id and its clock: phases of one `Success` type and id on one clock share
  /// a hub. (A clock that is an object, such as a test's manual clock, is its own timeline, so
  /// phases on two of them never share; every `ContinuousClock` is the same one.)
  struct Key: Hashable {
    let phase: ObjectIdentifier
    let id: AnyHashable
    let clock: ObjectIdentifier?

    /// `nil` when the id is not `Hashable` (each phase then keeps a timer of its own).
    init?<Phase, ID>(phase: Phase.Type, id: ID, clock: any Clock<Duration>) {
      guard let id = id as? AnyHashable else { return nil }
      self.phase = ObjectIdentifier(phase)
      self.id = id
      self.clock = Mirror(reflecting: clock).displayStyle == .class ? ObjectIdentifier(clock as AnyObject) : nil
    }
  }

  let key: Key
  let group: RefreshGroup
  /// The last value a phase of the id loaded, and when.
  var latest: (value: any Sendable, date: Date)?
  /// The id's first load while it runs (see ``SharedFirstLoad``).
  var firstLoad: SharedFirstLoad?

  private init(key: Key, group: RefreshGroup) {
    self.key = key
    self.group = group
  }

  /// Hubs are held by their phases; the registry only finds them.
  private final class WeakHub {
    weak var hub: PhaseHub?
    init(_ hub: PhaseHub) { self.hub = hub }
  }

  private static var hubs: [Key: WeakHub] = [:]
  private static let counter = RefreshTaskCounter()

  /// The live hub of `key`, if a phase holds one.
  static func existing(_ key: Key) -> PhaseHub? { hubs[key]?.hub }

  /// The hub of `key`, made with `configuration` (the first phase's) when none lives.
  static func hub(for key: Key, configuration: LoaderConfiguration) -> PhaseHub {
    if let hub = existing(key) { return hub }
    hubs = hubs.filter { $0.value.hub != nil }
    let hub = PhaseHub(key: key, group: RefreshGroup(configuration: configuration, counter: counter))
    hubs[key] = WeakHub(hub)
    return hub
  }
}

extension RefreshingPhase {
  /// A view of an id that another view of it already loaded starts from that value: no load.
  ///
  /// - Returns: Whether it did.
  func adoptSharedValue(id: ID, sharing: RefreshSharing?) -> Bool {
    guard sharing == nil, policy.refreshesOnItsOwn, tracker.phase.value == nil,
      let key = PhaseHub.Key(phase: Self.self, id: id, clock: configuration.clock),
      let latest = PhaseHub.existing(key)?.latest, let value = latest.value as? Success
    else { return false }
    change {
      guard let ticket = tracker.begin(id: id) else { return }
      tracker.finish(ticket, with: .success(value))
      _loadedAt = latest.date
      _refreshError = nil
    }
    return true
  }

  /// Takes the value another phase of the id just refreshed, from the hub.
  ///
  /// - Returns: Whether there was one to take.
  func takeSharedValue() -> Bool {
    guard let hub, let id = tracker.id, let latest = hub.latest, let value = latest.value as? Success
    else { return false }
    change {
      _loadedAt = latest.date
      _refreshError = nil
      replacePhase(id: id, with: .success(value))
    }
    return true
  }
}
