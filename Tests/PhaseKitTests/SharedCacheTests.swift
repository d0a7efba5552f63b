import Foundation
import Testing

@testable import PhaseKit

/// Many processes, one cache file: `phasekit` runs side by side, an app and its widget. Real child
/// processes (`CacheCrashWriter` in shared mode) write to one database at once.
@Suite(.timeLimit(.minutes(6))) struct SharedCacheTests {
  let folder = TemporaryFolder()

  /// What one child did.
  struct Outcome {
    var acks: [Int] = []
    var moved: [String] = []
    var status: Int32 = 0
    var errors = ""
  }

  @Test func eightProcessesWritingAtOnceLoseNothingAndMoveNothingAside() async throws {
    let database = folder.file("shared.sqlite")
    var acknowledged: [Int] = []
    // Round 0 starts on a missing file (all eight race to create it); round 1 on a populated one.
    for round in 0..<2 {
      let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
        for process in 0..<8 {
          let first = round * 10_000 + process * 1_000
          group.addTask { try await Self.write(database: database, first: first, count: 200) }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      for outcome in outcomes {
        #expect(outcome.status == 0, "round \(round): \(outcome.errors)")
        #expect(!outcome.errors.contains("locked"), "round \(round): \(outcome.errors)")
        #expect(outcome.moved == [], "round \(round): a live file was moved aside")
        #expect(outcome.acks.count == 200, "round \(round): \(outcome.acks.count) of 200 writes")
        acknowledged += outcome.acks
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        .filter { $0.contains(".corrupt") }
      #expect(leftovers == [], "round \(round)")
    }
    let log = DiskEventLog()
    let cache = try DiskCache(url: database, configuration: .init(sizeLimit: 256 << 20, onEvent: log.handler))
    #expect(log.recoveries == [])
    #expect(try cache.integrityProblems() == [])
    var lost: [Int] = []
    for index in acknowledged where try cache.entry(forKey: "k\(index)")?.data != DiskCacheCrashTests.payload(index) {
      lost.append(index)
    }
    #expect(acknowledged.count == 3_200)
    #expect(lost == [], "\(lost.count) acknowledged entries lost")
    #expect(cache.count == 3_200)
  }

  @Test func somethingThatCannotBeOpenedIsLeftInPlaceAndTheCacheIsOff() throws {
    // The database path is a folder holding someone's files: SQLite cannot open it, which is not
    // damage. (Tests run as root here, so a chmod-based "permission denied" would prove nothing.)
    let database = folder.file("c.sqlite")
    try FileManager.default.createDirectory(at: database, withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: database.appendingPathComponent("notes.txt"))
    let log = DiskEventLog()
    #expect(throws: DiskCache.Error.self) {
      _ = try DiskCache(url: database, configuration: .init(onEvent: log.handler))
    }
    #expect(log.recoveries == [])
    #expect(!FileManager.default.fileExists(atPath: database.path + ".corrupt"))
    #expect(
      try Data(contentsOf: database.appendingPathComponent("notes.txt")) == Data("keep me".utf8))
  }

  /// Runs one shared-mode writer to its end and collects what it said.
  static func write(database: URL, first: Int, count: Int) async throws -> Outcome {
    guard let executable = CrashWriter.executable else {
      throw CrashWriter.Failure(description: "CacheCrashWriter not built; run `swift build --build-tests`")
    }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = executable
            process.arguments = [database.path, String(first), String(count)]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            // Drain stderr on its own thread so neither pipe can fill and block the child.
            let errorText = Lock("")
            let drained = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
              let data = errors.fileHandleForReading.readDataToEndOfFile()
              errorText.withLock { $0 = String(decoding: data, as: UTF8.self) }
              drained.signal()
            }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            drained.wait()
            process.waitUntilExit()
            var outcome = Outcome(status: process.terminationStatus, errors: errorText.withLock { $0 })
            for line in text.split(separator: "\n") {
              if line.hasPrefix("ACK "), let n = Int(line.dropFirst(4)) { outcome.acks.append(n) }
              if line.hasPrefix("MOVED ") { outcome.moved.append(String(line.dropFirst(6))) }
            }
            return outcome
          })
      }
    }
  }
}
