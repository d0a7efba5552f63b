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
    guard case .attemptFailed(1, let error) = events[2].kind else {
      Issue.record("unexpected \(events[2].kind)")
      return
    }
    #expect(error == .httpStatus(502))
    #expect(error.message(in: .english) == "The server returned an error (HTTP 502).")
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
        label: "a", loadID: 1,
        kind: .attemptFailed(attempt: 1, error: .other(.init(domain: "App", code: 7, message: "boom \"quoted\"\n")))),
      LoadEvent(label: "a", loadID: 1, kind: .retryScheduled(attempt: 1, delay: 0.25)),
      LoadEvent(label: "a", loadID: 1, kind: .succeeded(duration: 1.5, origin: .disk, bytes: nil)),
      LoadEvent(label: "a", loadID: 2, kind: .failed(duration: 2, error: .timedOut(after: .seconds(3)))),
      LoadEvent(
        label: "a", loadID: 2,
        kind: .failed(duration: 1, error: .decodingError(.init(.fieldCount(expected: 3, found: 2), line: 4, column: 3)))),
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
    // A failure reads in English, with its codes, for jq and people alike.
    let failure = try #require(try JSONSerialization.jsonObject(with: Data(lines[6].utf8)) as? [String: Any])
    #expect(failure["error"] as? String == "Data could not be read: line 4, column 3: expected 3 fields, found 2")
    #expect(failure["code"] as? String == "decodingError")
    #expect(failure["reason"] as? String == "fieldCount")
  }

  @Test func aFailuresAddressIsWrittenWithoutItsSecrets() throws {
    let error = DataError.networkError(
      .init(domain: NSURLErrorDomain, code: -1005, message: "lost", location: "https://x.example/a?token=s3cret"))
    let line = try JSONEncoder().encode(LoadEvent(label: "a", loadID: 1, kind: .failed(duration: 1, error: error)))
    let text = String(decoding: line, as: UTF8.self)
    #expect(!text.contains("s3cret"), "\(text)")
    #expect(text.contains("x.example"))
  }

  @Test func aFailureNamingAHugeColumnIsWrittenBounded() throws {
    let name = String(repeating: "n", count: 1_000_000)
    let error = DataError.decodingError(
      .init(.noXColumn(column: name, sample: String(repeating: "v", count: 100_000), columns: Array(repeating: name, count: 50))))
    let line = try JSONEncoder().encode(LoadEvent(label: "a", loadID: 1, kind: .failed(duration: 1, error: error)))
    #expect(line.count < 10_000)
    let read = try JSONDecoder().decode(LoadEvent.self, from: line)
    guard case .failed(_, let kept) = read.kind else {
      Issue.record("unexpected \(read.kind)")
      return
    }
    #expect(kept.message(in: .english) == error.message(in: .english))
  }

  @Test func aLineWrittenWithoutTheErrorItselfIsStillRead() throws {
    let line =
      #"{"date":"2026-01-01T10:00:00.000Z","label":"w","loadID":3,"event":"failed","duration":1,"#
      + #""error":"The request timed out.","code":"timedOut"}"#
    let event = try JSONDecoder().decode(LoadEvent.self, from: Data(line.utf8))
    guard case .failed(1, .other(let underlying)) = event.kind else {
      Issue.record("unexpected \(event.kind)")
      return
    }
    #expect(underlying.message == "timedOut: The request timed out.")
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
