import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoadEventTests {
  @Test func aLoadRecordsStartedAttemptsAndExactlyOneEnding() async {
    let recorder = LoadEventRecorder()
    let clock = ManualClock()
    let source = CountingSource(responses: [.failure(.httpStatus(502)), .success(.text("hello"))])
    let loader = textLoader(
      source, clock: clock, retry: .init(maxAttempts: 2, baseDelay: .seconds(1)), events: recorder)
    let load = Task { await loader.load() }
    await recorder.wait(for: "retryScheduled")
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await load.value
    let events = recorder.events
    #expect(Set(events.map(\.loadID)) == [1])
    #expect(events.allSatisfy { $0.label == "counting" })
    guard case .attemptFailed(1, let message, "http.502") = events[2].kind else {
      Issue.record("unexpected \(events[2].kind)")
      return
    }
    #expect(message == "The server returned an error (HTTP 502).")
    guard case .succeeded(let duration, .network, 5) = events.last?.kind else {
      Issue.record("unexpected \(String(describing: events.last?.kind))")
      return
    }
    #expect(duration > 0 && duration <= 1)
  }

  @Test func supersedingALoadRecordsItsCancellation() async {
    let recorder = LoadEventRecorder()
    let source = CountingSource()
    source.hold()
    let loader = textLoader(source, events: recorder)
    let first = Task { await loader.load() }
    await source.waitForParked(count: 1)
    let second = Task { await loader.refresh() }
    await first.value
    await source.waitForFetches(count: 2)
    await source.waitForParked(count: 1)
    source.release()
    await second.value
    let endings = recorder.events.filter { ["succeeded", "failed", "cancelled"].contains($0.kind.name) }
    #expect(endings.map(\.loadID) == [1, 2])
    #expect(endings.map(\.kind.name) == ["cancelled", "succeeded"])
    #expect(loader.value == "ok")
  }

  @Test func jsonLinesSinkWritesOneDecodableObjectPerLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let events = [
      LoadEvent(label: "a", loadID: 1, kind: .started),
      LoadEvent(label: "a", loadID: 1, kind: .attemptStarted(attempt: 1)),
      LoadEvent(
        label: "a", loadID: 1, kind: .attemptFailed(attempt: 1, error: "boom \"quoted\"\n", code: "http.500")),
      LoadEvent(label: "a", loadID: 1, kind: .retryScheduled(attempt: 1, delay: 0.25)),
      LoadEvent(label: "a", loadID: 1, kind: .succeeded(duration: 1.5, origin: .disk, bytes: nil)),
      LoadEvent(label: "a", loadID: 2, kind: .failed(duration: 2, error: "e", code: "timedOut")),
      LoadEvent(label: "a", loadID: 3, kind: .cancelled),
      LoadEvent(label: "a", loadID: 3, kind: .cache("hit")),
    ]
    do {
      let sink = try JSONLinesEventSink(url: url)
      for event in events { sink.record(event) }
    }
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == events.count)
    let decoded = try lines.map { try JSONDecoder().decode(LoadEvent.self, from: Data($0.utf8)) }
    #expect(decoded.map(\.kind) == events.map(\.kind))
    #expect(zip(decoded, events).allSatisfy { abs($0.date.timeIntervalSince($1.date)) < 0.001 })
    #expect(lines[3].contains(#""event":"retryScheduled""#))
  }

  @Test func theJSONSinkAppendsToAnExistingLog() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try JSONLinesEventSink(url: url).record(LoadEvent(label: "a", loadID: 1, kind: .started))
    try JSONLinesEventSink(url: url).record(LoadEvent(label: "b", loadID: 1, kind: .cancelled))
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
  }

  @Test func anUnwritableLogPathIsATypedError() {
    #expect(throws: DataError.self) {
      try JSONLinesEventSink(url: URL(fileURLWithPath: "/nonexistent-dir/x/events.jsonl"))
    }
  }
}
