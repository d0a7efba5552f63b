#if canImport(os)
  import os
#else
  import Synchronization
#endif

/// A value guarded by a lock, on every platform PhaseKit supports.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, and PhaseKit's floor is iOS 17 / macOS 14.
/// On Apple platforms this wraps `OSAllocatedUnfairLock` (iOS 16 / macOS 13); elsewhere a
/// `Mutex<Void>`. The guarded value lives beside the lock and is only reached inside
/// ``withLock(_:)``, which is what makes the `@unchecked Sendable` below true.
///
/// ```swift
/// let counter = Lock(0)
/// counter.withLock { $0 += 1 }
/// ```
///
/// > Important: Do not call out to code that may take the same lock from inside `body`; the
/// > lock is not recursive. Resume continuations and cancel tasks after `withLock` returns.
@usableFromInline
package final class Lock<State>: @unchecked Sendable {
  #if canImport(os)
    @usableFromInline let lock = OSAllocatedUnfairLock()
  #else
    @usableFromInline let lock = Mutex<Void>(())
  #endif
  @usableFromInline var state: State

  /// Creates a lock guarding `initialState`.
  @inlinable
  package init(_ initialState: State) {
    state = initialState
  }

  /// Runs `body` with exclusive access to the guarded value and returns what it returns.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(os)
      return try lock.withLockUnchecked { try body(&state) }
    #else
      return try lock.withLock { _ in try body(&state) }
    #endif
  }
}
