import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The examples of docs/core.md, compiled and run, so the documentation cannot drift from the API.
@MainActor @Suite(.timeLimit(.minutes(6))) struct CoreDocumentationTests {
  @Test func phasesExample() {
    let phase: AsyncPhase<[Double], DataError> = .success([1, 2, 3])
    #expect(phase.value == [1, 2, 3])
    #expect(phase.error == nil)
    let state = LoadingState(phase)
    #expect(AsyncPhase(state) == phase)
    #expect(LoadingState<Int>.failure(URLError(.timedOut)).phase == .failure(.timedOut(after: .zero)))
  }

  @Test func configurationAndEventsExample() async throws {
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: logURL) }
    let recorder = LoadEventRecorder()
    let configuration = Loader<Int>.Configuration(
      attemptTimeout: .seconds(10), deadline: .seconds(20),
      retry: RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(250), maxDelay: .seconds(5)),
      clock: ContinuousClock(),
      events: FanOutEventSink([recorder, try JSONLinesEventSink(url: logURL)]),
      label: "weather")
    let source = MemorySource(data: Data("x,y\n1,2\n".utf8))
    let loader = Loader(source: source, configuration: configuration) { data throws(DataError) in
      data.count
    }
    await loader.load()
    #expect(loader.value == 8)
    #expect(recorder.events.map(\.kind.name) == ["started", "attemptStarted", "succeeded"])
    let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
  }

  @Test func interimValueExample() async {
    let cached = Loaded(value: "cached", origin: .disk)
    let source = MemorySource(data: Data("fresh".utf8))
    let loader = Loader<String> { context throws(DataError) in
      context.publish(cached, isStale: true)
      let response = try await source.fetch(FetchRequest(progress: context.reportProgress))
      return Loaded(value: String(decoding: response.data, as: UTF8.self), origin: .network)
    }
    await loader.load()
    #expect(loader.value == "fresh")
    #expect(!loader.isStale)
  }

  @Test func errorExamples() {
    #expect(DataError.emptyData.message(in: .simplifiedChinese) == "没有可用数据")
    #expect(DataError.httpStatus(404).message(in: .english) == "The server returned an error (HTTP 404).")
    #expect(
      DataError.unauthorized(status: 401).recoverySuggestion(in: .english) == "Sign in again, then retry.")
    let presentation = DataError.unauthorized(status: 401).presentation(in: .english, isShowingContent: true)
    #expect(presentation.prominence == .actionRequired)
  }

  @Test func testSupportExample() async {
    let clock = ManualClock()
    let source = CountingSource(responses: [.failure(.httpStatus(503)), .success(Data("ok".utf8))])
    let recorder = LoadEventRecorder()
    let loader = Loader(source: source, configuration: .init(clock: clock, events: recorder)) {
      data throws(DataError) in String(decoding: data, as: UTF8.self)
    }
    let load = Task { await loader.load() }
    await recorder.wait(for: "retryScheduled")
    await clock.waitForSleepers(count: 1)
    clock.advanceToNextDeadline()
    await load.value
    #expect(loader.state == .success("ok"))
    #expect(source.fetchCount == 2)
  }
}
