import Foundation
import Testing
import _PhaseKitTestSupport

@_spi(Testing) @testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `LoaderView` relies on: a loader shown by a task loads, refetches when its store key is
/// invalidated while on screen, and cancels its load when the last view leaves.
@MainActor
@Suite(.timeLimit(.minutes(6))) struct LoaderPresenceTests {
  static let patient = LoaderConfiguration(attemptTimeout: .seconds(600), deadline: .seconds(600))

  /// Waits for a snapshot that satisfies `condition` (the current one counts).
  func waitFor(_ loader: Loader<String>, _ condition: (Loader<String>.Snapshot) -> Bool) async {
    for await snapshot in loader.snapshots() where condition(snapshot) { return }
  }

  @Test func showingALoaderLoadsItOnceAndLeavingWithNothingRunningKeepsTheValue() async {
    let source = CountingSource(responses: [.success(Data("v1".utf8))])
    let loader = Loader(source: source, configuration: Self.patient, decode: decodeText)
    let shown = Task { await loader.showWhileRunning() }
    await waitFor(loader) { $0.state == .success("v1") && !$0.isLoading }
    #expect(loader.isOnScreen)
    shown.cancel()
    await shown.value
    #expect(!loader.isOnScreen)
    #expect(loader.state == .success("v1"))
    // Shown again: the value is fresh, nothing is fetched.
    let again = Task { await loader.showWhileRunning() }
    again.cancel()
    await again.value
    #expect(source.fetchCount == 1)
  }

  @Test func theLastViewLeavingCancelsTheLoadInFlightWithoutAFailure() async {
    let source = CountingSource()
    source.hold()
    let loader = Loader(source: source, configuration: Self.patient, decode: decodeText)
    let first = Task { await loader.showWhileRunning() }
    let second = Task { await loader.showWhileRunning() }
    await source.waitForParked(count: 1)
    first.cancel()
    await first.value
    #expect(loader.isLoading)  // the second view still shows it
    second.cancel()
    await second.value
    #expect(!loader.isLoading)
    #expect(loader.state == .idle)  // cancellation restores; never a failure
    #expect(loader.error == nil)
    source.release()
  }

  @Test func invalidatingAKeyOnScreenRefetchesItAndKeepsTheValueMeanwhile() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let store = ResourceStore()
    let loader = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    #expect(store.invalidationObserverCount(key: source.identity) == 1)
    let shown = Task { await loader.showWhileRunning() }
    await waitFor(loader) { $0.state == .success("v1") && !$0.isLoading }

    source.hold()
    store.invalidate(key: source.identity)
    await source.waitForParked(count: 1)
    #expect(loader.state == .success("v1"))  // the chart stays while the new data loads
    #expect(loader.isLoading)
    source.release()
    await waitFor(loader) { $0.state == .success("v2") && !$0.isLoading }
    #expect(source.fetchCount == 2)
    shown.cancel()
    await shown.value
  }

  @Test func invalidatingAKeyOffScreenRefetchesOnTheNextLoadOnly() async throws {
    let source = CountingSource(responses: [.success(Data("v1".utf8)), .success(Data("v2".utf8))])
    let store = ResourceStore()
    let loader = Loader(store: store, source: source, configuration: Self.patient, decode: decodeText)
    await loader.load()
    store.invalidate(prefix: "count")  // the source's identity is "counting"
    // The hop to the main actor that marks the loader has run once a later main-actor task runs.
    await Task { @MainActor in }.value
    #expect(source.fetchCount == 1)  // nobody looks: nothing is fetched yet
    #expect(loader.needsRefresh)
    await loader.load()  // a fresh value would have been kept; an invalidated one is refetched
    #expect(source.fetchCount == 2)
    #expect(loader.state == .success("v2"))
  }

  @Test func otherKeysAndDeadLoadersAreNotNotified() async throws {
    let source = CountingSource(identity: "a")
    let store = ResourceStore()
    var loader: Loader<String>? = Loader(
      store: store, source: source, configuration: Self.patient, decode: decodeText)
    await loader?.load()
    store.invalidate(key: "b")
    await Task { @MainActor in }.value
    #expect(loader?.needsRefresh == false)
    loader = nil
    #expect(store.invalidationObserverCount(key: "a") == 0)
  }

  @Test func anUntypedClosureIsClassified() async {
    let loader = Loader<String>(configuration: .init(retry: .none)) {
      throw URLError(.cannotConnectToHost)
    }
    await loader.load()
    guard case .offline = loader.error else {
      Issue.record("expected offline, got \(String(describing: loader.error))")
      return
    }
    let typed = Loader<String>(configuration: .init(retry: .none)) { () async throws(DataError) in
      throw .emptyData
    }
    await typed.load()
    #expect(typed.error == .emptyData)
  }
}
