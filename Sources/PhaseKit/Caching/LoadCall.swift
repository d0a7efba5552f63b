import Foundation

/// A loaded value with its type erased, inside the store's load path.
@usableFromInline typealias ErasedLoaded = Loaded<any Sendable>

extension Loaded where Value == any Sendable {
  /// The value as the type of the caller's decoder, which every value a load hands that caller
  /// is (``LoadCall/accepts(_:)`` checked it).
  @inlinable
  func unerased<Typed: Sendable>(_ type: Typed.Type = Typed.self) -> Loaded<Typed> {
    Loaded<Typed>(value: value as! Typed, date: date, origin: origin)
  }
}

/// One caller's load through a ``ResourceStore``: its key, policy and hooks, and the steps before
/// and after the shared fetch.
///
/// Why an object: a caller waiting on a shared request keeps the async frames of its chain alive,
/// and ``ResourceStore/load(_:key:policy:decode:hasData:progress:record:publish:)`` keeps just
/// a pointer to this across its one suspension (its answer too is kept here, not returned). The
/// steps are synchronous, not generic (the value's type is erased; ``TypedLoadCall`` adds the
/// caller's decoder) and not inlined, so
/// their temporaries live on the thread's stack and they run as code compiled once, whatever
/// the caller's type, instead of as unspecialized generic code.
///
/// `@unchecked Sendable`: the pool's operation (run by the caller that starts the request) reads
/// only the constants; `staleCopy`, `value` and `failure` are written and read by the caller's
/// own task; `poolID` and `leftBeforeParking` only under the pool's lock.
@usableFromInline
class LoadCall: @unchecked Sendable {
  /// Not retained: a call lives inside its caller's
  /// ``ResourceStore/load(_:key:policy:decode:hasData:progress:record:publish:)``, which keeps
  /// the store alive, or inside the operation it made, which retains the store itself. Retaining
  /// it here would change one count, the store's, from every caller on every core.
  unowned(unsafe) let store: ResourceStore
  let key: String
  let policy: CachePolicy
  @usableFromInline let origin: Origin
  /// Called with the shared request's progress while this caller waits.
  let progress: CoalescingPool.ProgressHandler?
  let record: @Sendable (ResourceStore.Event) -> Void
  /// Reports to the store's hooks and the caller's `record`.
  var report: Reporter { Reporter(store: store, record: record) }
  /// The cached copy a failed revalidation falls back to, found before the fetch.
  private var staleCopy: ErasedLoaded?
  /// For a load a ``Loader`` runs (it has a deadline): the key's ``ResourceStore/KeyState/answers``
  /// before the fetch, to tell the origin's answer from an old copy when the deadline cuts in.
  private(set) var answersBefore: UInt64?
  /// This caller's id in the ``CoalescingPool``: 0 until it is parked. Only read and written
  /// under the pool's lock (the cancellation handler reads it from another thread).
  var poolID: UInt64 = 0
  /// Whether the caller was cancelled before it was parked (its task was cancelled before it
  /// asked the pool). Only read and written under the pool's lock.
  var leftBeforeParking = false
  /// The load's value, once it succeeded; kept here rather than returned, so that no async
  /// frame holds a value or an error across the suspension. Two fields rather than a `Result`:
  /// copying and testing a `Result` of these types goes through calls into the runtime.
  @usableFromInline var value: ErasedLoaded?
  /// Why the load failed, once it did.
  @usableFromInline var failure: DataError?

  init(
    store: ResourceStore, key: String, policy: CachePolicy, origin: Origin,
    progress: CoalescingPool.ProgressHandler?, record: @escaping @Sendable (ResourceStore.Event) -> Void
  ) {
    self.store = store
    self.key = key
    self.policy = policy
    self.origin = origin
    self.progress = progress
    self.record = record
  }

  /// The bytes decoded by the caller's decoder.
  func decode(_ data: Data) throws(DataError) -> any Sendable {
    preconditionFailure("LoadCall.decode is provided by TypedLoadCall")
  }

  /// Whether a value the caller's decoder made holds anything to show.
  func hasData(_ value: any Sendable) -> Bool {
    preconditionFailure("LoadCall.hasData is provided by TypedLoadCall")
  }

  /// Whether `value` (decoded by any caller of the same key) is of the caller's type.
  func accepts(_ value: any Sendable) -> Bool {
    preconditionFailure("LoadCall.accepts is provided by TypedLoadCall")
  }

  /// The part of a load before the fetch: the cache lookups the policy asks for. Sets
  /// ``value`` (or ``failure``) and returns true when the cache answers; returns false when the
  /// origin must be asked (after publishing a stale copy, which a failed revalidation falls back
  /// to).
  @usableFromInline @inline(never)
  func answerFromCache(publish: (ErasedLoaded, _ isStale: Bool) -> Void) -> Bool {
    if policy == .cacheOnly {
      // Never the network, whatever the source: the cache answers or the load fails as offline.
      if let cached = cachedLoaded() {
        value = cached.loaded
      } else {
        failure = .offline(.init(domain: "PhaseKit", code: 0, message: "cacheOnly: no cached copy", location: key))
      }
      return true
    }
    // Network-first looks at the cache only when the fetch fails: a success needs no decoding
    // of the old copy.
    guard policy == .cacheFirst || policy == .staleWhileRevalidate, let cached = cachedLoaded() else {
      noteAnswersBefore()
      return false
    }
    if policy == .cacheFirst || !cached.isStale {
      value = cached.loaded
      return true
    }
    publish(cached.loaded, true)
    staleCopy = cached.loaded
    noteAnswersBefore()
    return false
  }

  /// Notes the key's origin answers so far, when a deadline may cut this load short (only a
  /// ``Loader``'s attempts have one: plain store loads pay nothing for it).
  private func noteAnswersBefore() {
    guard LoadDeadline.current != nil else { return }
    answersBefore = store.keyState(forKey: key).answers
  }

  /// The origin's answer to this load, when it landed in memory while the load was being cut
  /// short by its deadline: the fetch stored fresh bytes just as the caller gave up waiting.
  /// That copy is the origin's, not a fallback: the load succeeds with it, as from the origin.
  private func answerThatLandedMeanwhile() -> ErasedLoaded? {
    guard let answersBefore, store.keyState(forKey: key).answers != answersBefore,
      let entry = store.memory.entry(forKey: key), let decoded = entry.value.decoded, accepts(decoded)
    else { return nil }
    return ErasedLoaded(value: decoded, date: entry.storedAt, origin: origin)
  }

  /// The pool's operation for this key: one origin request, however many callers wait; each
  /// decodes afterwards, in ``deliver(_:publish:)``. Made only by the caller that starts it.
  func makeOperation() -> CoalescingPool.Operation {
    preconditionFailure("LoadCall.makeOperation is provided by TypedLoadCall")
  }

  /// The part of a load after the fetch: sets ``value`` to this caller's value, or ``failure`` to
  /// the error after publishing the policy's fallback.
  @usableFromInline @inline(never)
  func deliver(_ outcome: CoalescingPool.Outcome, publish: (ErasedLoaded, _ isStale: Bool) -> Void) {
    do throws(DataError) {
      value = try delivered(outcome, publish: publish)
    } catch {
      failure = error
    }
  }

  private func delivered(_ outcome: CoalescingPool.Outcome, publish: (ErasedLoaded, _ isStale: Bool) -> Void)
    throws(DataError) -> ErasedLoaded
  {
    do throws(DataError) {
      guard outcome.succeeded else { throw outcome.failure ?? .cancelled }
      // The value the shared fetch decoded, when it is of this caller's type; else its own.
      if let decoded = outcome.decoded, accepts(decoded) {
        return ErasedLoaded(value: decoded, date: outcome.date, origin: origin)
      }
      return ErasedLoaded(value: try decode(outcome.data), date: outcome.date, origin: origin)
    } catch {
      // A caller's own cancellation skips the fallback; a Loader's deadline (which cancels the
      // fetch too) does not: the cached copy is shown, stale, beside the timeout.
      guard error != .cancelled || LoadDeadline.current?.isExpired == true else { throw error }
      if error == .cancelled, let answered = answerThatLandedMeanwhile() { return answered }
      switch policy {
      case .staleWhileRevalidate:
        if let staleCopy { publish(staleCopy, true) }
      case .networkFirst:
        if let fallback = cachedLoaded() { publish(fallback.loaded, true) }
      case .networkOnly, .cacheFirst, .cacheOnly:
        break
      }
      throw error
    }
  }

  /// The cached value for the key from memory or disk, decoded, with its staleness; reports a
  /// hit or a miss. Bytes that no longer decode are dropped and count as a miss.
  private func cachedLoaded() -> (loaded: ErasedLoaded, isStale: Bool)? {
    if let entry = store.memory.entry(forKey: key), let decoded = entry.value.decoded, accepts(decoded) {
      // A copy read from disk by an earlier attempt of this process is still the disk's copy.
      let origin = entry.value.origin
      report(.hit(key: key, origin: origin, isStale: entry.isStale))
      return (ErasedLoaded(value: decoded, date: entry.storedAt, origin: origin), entry.isStale)
    }
    guard let resource = store.cachedResource(forKey: key) else {
      report(.miss(key: key))
      return nil
    }
    do throws(DataError) {
      let value = try decode(resource.data)
      store.memory.modifyValue(forKey: key) { if $0.data == resource.data { $0.decoded = value } }
      report(.hit(key: key, origin: resource.origin, isStale: resource.isStale))
      return (ErasedLoaded(value: value, date: resource.date, origin: resource.origin), resource.isStale)
    } catch {
      store.removeCachedCopy(forKey: key)
      report(.miss(key: key))
      return nil
    }
  }
}

/// A ``LoadCall`` with the caller's source and decoder, for values of type `Value`.
@usableFromInline
final class TypedLoadCall<Value: Sendable, Source: DataSource>: LoadCall, @unchecked Sendable {
  private let source: Source
  private let decodeValue: @Sendable (Data) throws(DataError) -> Value
  private let valueHasData: @Sendable (Value) -> Bool

  @usableFromInline
  init(
    store: ResourceStore, source: Source, key: String?, policy: CachePolicy,
    progress: CoalescingPool.ProgressHandler?, record: @escaping @Sendable (ResourceStore.Event) -> Void,
    decode: @escaping @Sendable (Data) throws(DataError) -> Value,
    hasData: @escaping @Sendable (Value) -> Bool
  ) {
    self.source = source
    decodeValue = decode
    valueHasData = hasData
    super.init(
      store: store, key: key ?? source.identity, policy: policy, origin: source.origin,
      progress: progress, record: record)
  }

  @inline(never)
  override func makeOperation() -> CoalescingPool.Operation {
    { [store, source] forward async throws(DataError) -> ResourceStore.Fetched in
      var fetched = try await store.fetchFromOrigin(source, for: self, progress: forward)
      if let value = fetched.decoded as? Value { fetched.shared = SharedValue(value) }
      return fetched
    }
  }

  /// The value the shared request decoded, when it is of exactly this caller's type (the
  /// caller that started it has the same decoder type): the common case, taken without a cast.
  @inlinable
  func sharedAnswer(_ outcome: CoalescingPool.Outcome) -> Loaded<Value>? {
    guard outcome.succeeded, let shared = outcome.shared, type(of: shared) == SharedValue<Value>.self else {
      return nil
    }
    return Loaded(value: unsafeDowncast(shared, to: SharedValue<Value>.self).value, date: outcome.date, origin: origin)
  }

  override func decode(_ data: Data) throws(DataError) -> any Sendable { try decodeValue(data) }

  override func hasData(_ value: any Sendable) -> Bool {
    guard let value = value as? Value else { return false }
    return valueHasData(value)
  }

  /// The load's ``LoadCall/value`` as the caller's type, or its ``LoadCall/failure``.
  @inlinable
  func typedAnswer() throws(DataError) -> Loaded<Value> {
    if let failure { throw failure }
    guard let value else { preconditionFailure("a load ended without an answer") }
    return value.unerased()
  }

  override func accepts(_ value: any Sendable) -> Bool {
    // The exact type is a pointer comparison; a cast is needed only for a subclass or an
    // existential.
    type(of: value) == Value.self || value is Value
  }
}

/// A decoded value shared by the callers of one request, in a box of its own type.
@usableFromInline
final class SharedValue<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  init(_ value: Value) { self.value = value }
}
