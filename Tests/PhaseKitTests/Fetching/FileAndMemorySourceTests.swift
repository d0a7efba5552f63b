import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@Suite(.timeLimit(.minutes(6))) struct FileSourceTests {
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

  /// Only a mapping may have its pages given back while it is decoded: a small file, or any
  /// file when mapping is off, is read into memory, where a page given back reads as zeros.
  @Test func onlyAMappedFileSaysItIsMapped() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let small = directory.appendingPathComponent("small.csv")
    try Data("x,y\n1,2\n".utf8).write(to: small)
    let large = directory.appendingPathComponent("large.csv")
    try Data(("x,y\n" + String(repeating: "1,2\n", count: 4096)).utf8).write(to: large)
    #expect(try await FileSource(url: small, mapsFile: true).fetch(FetchRequest()).isMapped == false)
    #expect(try await FileSource(url: large, mapsFile: true).fetch(FetchRequest()).isMapped)
    #expect(try await FileSource(url: large, mapsFile: true, guardsMapping: true).fetch(FetchRequest()).isMapped)
    #expect(try await FileSource(url: large).fetch(FetchRequest()).isMapped == false)
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

/// Paths that are not regular files: each must end at once with a typed error, never block.
@Suite(.timeLimit(.minutes(6))) struct FileSourceSpecialFileTests {
  @Test func aFIFOWithoutAWriterIsRefusedInsteadOfWaitingForever() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe.csv")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    // Should the read ever block again, a writer opens and closes the pipe after a minute so
    // that the test fails on its assertion instead of hanging the suite.
    let path = fifo.path
    let rescue = Watchdog(after: .seconds(60)) {
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    defer { rescue.cancel() }
    do {
      _ = try await FileSource(url: fifo).fetch(FetchRequest())
      Issue.record("a FIFO was read as a file")
    } catch {
      guard case .fileUnavailable(let underlying) = error else {
        Issue.record("expected .fileUnavailable, got \(error)")
        return
      }
      #expect(underlying.location == fifo.path)
      #expect(underlying.message.contains("FIFO"))
      // It exists: the suggestion must not say to check that it does.
      #expect(error.recoverySuggestion(in: .english) == "Give the path of a regular file, not a directory, pipe or device.")
      #expect(error.recoverySuggestion(in: .simplifiedChinese) == "请给出普通文件的路径，而不是目录、管道或设备。")
    }
  }

  @Test func anEndlessDeviceIsRefusedNotReadForever() async throws {
    do {
      _ = try await FileSource(url: URL(fileURLWithPath: "/dev/zero")).fetch(FetchRequest())
      Issue.record("/dev/zero was read as a file")
    } catch {
      guard case .fileUnavailable(let underlying) = error else {
        Issue.record("expected .fileUnavailable, got \(error)")
        return
      }
      #expect(underlying.message.contains("character device"))
      #expect(error.recoverySuggestion(in: .english) == "Give the path of a regular file, not a directory, pipe or device.")
    }
  }

  @Test func aDirectoryIsRefusedWithASuggestionThatFitsAndAMissingFileKeepsItsOwn() async throws {
    let directory = FileManager.default.temporaryDirectory
    do {
      _ = try await FileSource(url: directory).fetch(FetchRequest())
      Issue.record("a directory was read as a file")
    } catch {
      #expect(error.recoverySuggestion(in: .english) == "Give the path of a regular file, not a directory, pipe or device.")
    }
    do {
      _ = try await FileSource(url: directory.appendingPathComponent("no-such-\(UUID().uuidString).csv")).fetch(FetchRequest())
      Issue.record("a missing file was read")
    } catch {
      #expect(error.recoverySuggestion(in: .english) == "Check that the file exists.")
    }
  }

  @Test func aFileLargerThanItsMeasuredSizeIsReadToTheEnd() async throws {
    // /proc files are regular files that report size 0: the buffer starts too small, and the
    // reader has to probe past it and grow, as for a file that grows while it is read.
    let path = "/proc/version"
    let expected = try Data(contentsOf: URL(fileURLWithPath: path))
    try #require(expected.count > 64)
    let response = try await FileSource(url: URL(fileURLWithPath: path)).fetch(FetchRequest())
    #expect(response.data == expected)
  }

  @Test func aLocalFileHasNoSizeLimitByDefault() {
    #expect(FileSource(url: URL(fileURLWithPath: "/tmp/a.csv")).maximumSize == .max)
  }

  @Test func aFileIsReadWholeInPiecesWithProgress() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phasekit-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.bin")
    // 20 MiB + 3 bytes: more than one read piece, and an aligned huge-page buffer.
    var bytes = [UInt8](repeating: 0, count: (20 << 20) + 3)
    for index in stride(from: 0, to: bytes.count, by: 4096) { bytes[index] = UInt8(truncatingIfNeeded: index >> 12) }
    bytes[bytes.count - 1] = 7
    try Data(bytes).write(to: file)
    let reports = Lock<[Int64]>([])
    let response = try await FileSource(url: file).fetch(
      FetchRequest(progress: { report in reports.withLock { $0.append(report.receivedBytes) } }))
    #expect(response.data.count == bytes.count)
    #expect(response.data.elementsEqual(bytes))
    let received = reports.withLock { $0 }
    #expect(received.count >= 3)
    #expect(received.last == Int64(bytes.count))
  }
}

/// Files dated absurdly far from now: tmpfs keeps 64-bit seconds (ext4 clamps to 2446), and
/// an extracted archive or a broken clock can leave such a date.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm")), .timeLimit(.minutes(6)))
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

@Suite(.timeLimit(.minutes(6))) struct MemoryAndCountingSourceTests {
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
