import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@Suite struct FileSourceTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  @Test func readsTheFileAndAnswersNotModifiedWhileItIsUnchanged() async throws {
    let file = directory.appendingPathComponent("a.csv")
    try Data("x,y\n1,2\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = FileSource(url: file)
    #expect(source.identity == file.path)
    #expect(source.origin == .file)
    let first = try await source.fetch(FetchRequest())
    #expect(String(decoding: first.data, as: UTF8.self) == "x,y\n1,2\n")
    let second = try await source.fetch(FetchRequest(validators: first.validators))
    #expect(second.isNotModified)
    try Data("x,y\n1,2\n3,4\n".utf8).write(to: file)
    let third = try await source.fetch(FetchRequest(validators: first.validators))
    #expect(!third.isNotModified)
    #expect(third.data.count == 12)
  }

  @Test func aMissingFileIsUnavailableAndNamesThePath() async throws {
    let file = directory.appendingPathComponent("missing.csv")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      _ = try await FileSource(url: file).fetch(FetchRequest())
      Issue.record("expected a failure")
    } catch {
      guard case .fileUnavailable(let underlying) = error else {
        Issue.record("expected .fileUnavailable, got \(error)")
        return
      }
      #expect(underlying.location == file.path)
      #expect(!error.isRetryable)
      #expect(!error.requiresAction)
    }
  }

  @Test func aDirectoryOrAnOversizedFileIsRejected() async throws {
    let file = directory.appendingPathComponent("big.bin")
    try Data(count: 2048).write(to: file)
    defer { try? FileManager.default.removeItem(at: directory) }
    await #expect(throws: DataError.tooLarge(limit: 1024)) {
      try await FileSource(url: file, maximumSize: 1024).fetch(FetchRequest())
    }
    await #expect(throws: DataError.self) { try await FileSource(url: directory).fetch(FetchRequest()) }
    await #expect(throws: DataError.invalidURL("https://example.com/a")) {
      try await FileSource(url: URL(string: "https://example.com/a")!).fetch(FetchRequest())
    }
  }
}

/// Files dated absurdly far from now: tmpfs keeps 64-bit seconds (ext4 clamps to 2446), and
/// an extracted archive or a broken clock can leave such a date.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm")))
struct FileSourceFarDateTests {
  @Test(arguments: [1e14, -1e14])
  func aFileDatedFarAwayIsReadAndRevalidatedNotACrash(secondsSince1970: Double) async throws {
    let directory = URL(fileURLWithPath: "/dev/shm/phasekit-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("far.csv")
    try Data("x,y\n1,2\n".utf8).write(to: file)
    let date = Date(timeIntervalSince1970: secondsSince1970)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    let stamped = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    #expect(stamped == date, "the file system kept the date, so the test reaches the overflow")

    let source = FileSource(url: file)
    let first = try await source.fetch(FetchRequest())
    #expect(first.data.count == 8)
    let second = try await source.fetch(FetchRequest(validators: first.validators))
    #expect(second.isNotModified)
  }
}

@Suite struct MemoryAndCountingSourceTests {
  @Test func memorySourceReturnsItsBytesOrItsError() async throws {
    let source = MemorySource(data: Data("abc".utf8))
    #expect(try await source.fetch(FetchRequest()).data == Data("abc".utf8))
    #expect(source.origin == .memory)
    let failing = MemorySource(identity: "f") { () throws(DataError) -> Data in throw .emptyData }
    await #expect(throws: DataError.emptyData) { try await failing.fetch(FetchRequest()) }
  }

  @Test func countingSourceFollowsItsScriptAndRepeatsTheLastAnswer() async throws {
    let source = CountingSource(responses: [.failure(.httpStatus(500)), .success(Data("ok".utf8))])
    await #expect(throws: DataError.httpStatus(500)) { try await source.fetch(FetchRequest()) }
    #expect(try await source.fetch(FetchRequest()).data == Data("ok".utf8))
    #expect(try await source.fetch(FetchRequest()).data == Data("ok".utf8))
    #expect(source.fetchCount == 3)
  }

  @Test func heldFetchesWaitForReleaseAndCanBeCancelled() async throws {
    let source = CountingSource()
    source.hold()
    let kept = Task { () throws(DataError) -> FetchResponse in try await source.fetch(FetchRequest()) }
    let dropped = Task { () throws(DataError) -> FetchResponse in try await source.fetch(FetchRequest()) }
    await source.waitForParked(count: 2)
    dropped.cancel()
    let droppedResult = await dropped.result
    #expect(throws: DataError.cancelled) { try droppedResult.get() }
    #expect(source.parkedCount == 1)
    source.release()
    #expect(try await kept.value.data == Data("ok".utf8))
    #expect(source.cancelledCount == 1)
  }
}
