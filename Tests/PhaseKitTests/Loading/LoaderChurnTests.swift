import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite struct LoaderChurnTests {
  /// Loads, refreshes that supersede them, and cancellations at arbitrary moments, against a real
  /// server with delays and failures: every load must end exactly once and nothing may hang.
  @Test func everyLoadEndsExactlyOnceUnderChurn() async throws {
    let server = try await FixtureServer.shared()
    var random = SeededRandom(seed: 2026)
    var loaders: [(Loader<Int>, LoadEventRecorder)] = []
    for index in 0..<40 {
      let recorder = LoadEventRecorder()
      var query = ["delay": String(Double(Int.random(in: 0...40, using: &random)) / 1000)]
      if index % 4 == 0 { query["status"] = "503" }
      let loader = Loader(
        source: HTTPSource(url: server.url(path: "/churn-\(index)", query: query)),
        configuration: .init(
          attemptTimeout: .milliseconds(500), deadline: .seconds(2),
          retry: .init(maxAttempts: 2, baseDelay: .milliseconds(5)), events: recorder,
          label: "churn-\(index)")
      ) { data throws(DataError) in data.count }
      loaders.append((loader, recorder))
    }
    var tasks: [Task<Void, Never>] = []
    for _ in 0..<3 {
      for (loader, _) in loaders {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: tasks.append(Task { await loader.load() })
        case 1: tasks.append(Task { await loader.refresh() })
        case 2: loader.cancel()
        default: tasks.append(Task { await loader.retry() })
        }
      }
      await Task.yield()
    }
    for task in tasks { await task.value }
    for (loader, recorder) in loaders {
      #expect(loader.state != .loading)
      #expect(!loader.isLoading)
      var endings: [UInt64: Int] = [:]
      var starts: Set<UInt64> = []
      for event in recorder.events {
        switch event.kind {
        case .started: starts.insert(event.loadID)
        case .succeeded, .failed, .cancelled: endings[event.loadID, default: 0] += 1
        default: break
        }
      }
      #expect(Set(endings.keys) == starts, "\(loader.configuration.label)")
      #expect(endings.values.allSatisfy { $0 == 1 }, "\(loader.configuration.label): \(endings)")
    }
  }
}
