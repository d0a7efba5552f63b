import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `FileSource.guardsMapping`: a mapped file that another process shrinks, grows or rewrites
/// while its bytes are in use never raises SIGBUS, and whoever decodes the bytes learns that
/// they changed (`FetchResponse.isIntact`) and reads again. Real files, changed with the same
/// system calls another process would make.
#if os(Linux)
  @Suite(.timeLimit(.minutes(6))) struct GuardedMappingTests {
    let directory: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "phasekit-guarded-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// 64 KiB + 5 bytes of rows "nnnnnn\n": several pages, a partial last one.
    func makeFile(_ name: String = "rows.txt", rows: Int = 9_363) throws -> (URL, Data) {
      var text = ""
      for row in 0..<rows { text += String(format: "%06d\n", row) }
      let data = Data(text.utf8)
      let file = directory.appendingPathComponent(name)
      try data.write(to: file)
      return (file, data)
    }

    func guarded(_ file: URL) -> FileSource { FileSource(url: file, mapsFile: true, guardsMapping: true) }

    @Test func aGuardedMappingHoldsTheFileAndStaysIntactWhileTheFileIsUnchanged() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let response = try await guarded(file).fetch(FetchRequest())
      #expect(response.data == expected)
      #expect(response.isIntact)
      // The validators are the file's, as for a read: an unchanged file is not read again.
      let again = try await guarded(file).fetch(FetchRequest(validators: response.validators))
      #expect(again.isNotModified)
    }

    /// A file of a few bytes (a watched CSV of two rows) is read, not mapped: `Data` copies so
    /// few bytes inline and released the mapping at once, and the response then never read as
    /// intact, so every load failed as "changed while it was being read, three times in a row".
    @Test(arguments: [1, 12, 14, 15, 4096, 8191])
    func aTinyFileIsIntact(size: Int) async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("tiny.csv")
      let expected = Data((0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) })
      try expected.write(to: file)
      let response = try await guarded(file).fetch(FetchRequest())
      #expect(response.data == expected)
      #expect(response.isIntact)
    }

    @Test func aFileTruncatedUnderTheMappingReadsAsZerosNotSIGBUSAndIsNotIntact() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let response = try await guarded(file).fetch(FetchRequest())
      #expect(truncate(file.path, 4096) == 0)
      // Every page past the new end faults; the process goes on and reads zeros there.
      let bytes = [UInt8](response.data)
      #expect(bytes.count == expected.count)
      #expect(bytes[8192...].allSatisfy { $0 == 0 })
      #expect(bytes[..<4096].elementsEqual(expected[..<4096]))
      #expect(!response.isIntact)
    }

    @Test func aFileRewrittenInPlaceAtTheSameSizeIsNotIntact() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let response = try await guarded(file).fetch(FetchRequest())
      let handle = try FileHandle(forWritingTo: file)
      try handle.write(contentsOf: Data(repeating: 0x41, count: 7))
      try handle.close()
      // A coarse file clock may keep the same time for a write within the same tick: a time
      // set a second later stands for "the write happened afterwards".
      let later = try #require(
        FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
      try FileManager.default.setAttributes(
        [.modificationDate: later.addingTimeInterval(1)], ofItemAtPath: file.path)
      #expect(response.data.count == expected.count)
      #expect(!response.isIntact)
    }

    @Test func aFileThatOnlyGrewKeepsItsMappedBytesAndIsIntact() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let response = try await guarded(file).fetch(FetchRequest())
      let handle = try FileHandle(forWritingTo: file)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("999999\n".utf8))
      try handle.close()
      #expect(response.data == expected)
      #expect(response.isIntact)
    }

    @Test func aFileReplacedByRenameLeavesTheMappedBytesIntact() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let response = try await guarded(file).fetch(FetchRequest())
      try Data("other\n".utf8).write(to: file, options: .atomic)
      // The mapping holds the old file, which nobody can change any more.
      #expect(response.data == expected)
      #expect(response.isIntact)
    }

    @Test func theStoreReadsAFileThatShrankWhileItWasDecodedAgain() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let decodes = Lock<[Int]>([])
      let store = ResourceStore()
      let loaded = try await store.load(guarded(file), key: file.path, policy: .networkOnly) {
        data throws(DataError) -> Int in
        let index = decodes.withLock {
          $0.append(data.count); return $0.count
        }
        // Another process shortens the file while the first copy is being decoded.
        if index == 1 { _ = truncate(file.path, 4096) }
        return data.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
      }
      #expect(decodes.withLock { $0 } == [expected.count, 4096])
      #expect(loaded.value == 0, "the value is the second read's, without zeros")
    }

    @MainActor @Test func loaderReadsAFileThatShrankWhileItWasDecodedAgain() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, expected) = try makeFile()
      let decodes = Lock<[Int]>([])
      let loader = Loader(source: guarded(file), configuration: .init(retry: .none)) {
        data throws(DataError) -> Int in
        let index = decodes.withLock {
          $0.append(data.count); return $0.count
        }
        if index == 1 { _ = truncate(file.path, 4096) }
        // The zeros a lost page reads as fail the decoder: that too is read again.
        guard !data.contains(0) else { throw .emptyData }
        return data.count
      }
      await loader.load()
      #expect(loader.value == 4096)
      #expect(decodes.withLock { $0 } == [expected.count, 4096])
    }

    @Test func aFileThatKeepsShrinkingFailsAfterThreeReadsNamingThePath() async throws {
      defer { try? FileManager.default.removeItem(at: directory) }
      let (file, _) = try makeFile()
      let decodes = Lock(0)
      let store = ResourceStore()
      do {
        _ = try await store.load(guarded(file), key: file.path, policy: .networkOnly) {
          data throws(DataError) -> Int in
          decodes.withLock { $0 += 1 }
          _ = truncate(file.path, off_t(data.count / 2))
          return data.count
        }
        Issue.record("a file that changed under every read was taken as read")
      } catch {
        guard case .fileUnavailable(let underlying) = error else {
          Issue.record("expected fileUnavailable, got \(error)")
          return
        }
        #expect(underlying.location == file.path)
        #expect(underlying.message.contains("changed while it was being read"))
      }
      #expect(decodes.withLock { $0 } == 3)
    }

    @Test func aFaultOutsideGuardedMappingsStillEndsTheProcess() async {
      await #expect(processExitsWith: .signal(SIGBUS)) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
          "phasekit-unguarded-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("a.txt")
        try? Data(repeating: 0x31, count: 3 * 4096).write(to: file)
        // A guarded mapping installs the handler; the plain one next to it is not guarded.
        let kept = try? await FileSource(url: file, mapsFile: true, guardsMapping: true).fetch(FetchRequest())
        let plain = try? await FileSource(url: file, mapsFile: true).fetch(FetchRequest())
        _ = truncate(file.path, 0)
        try? FileManager.default.removeItem(at: directory)
        var sum = 0
        for byte in plain?.data ?? Data() { sum &+= Int(byte) }
        print(sum, kept?.data.count ?? 0)
        exit(0)
      }
    }
  }
#endif
