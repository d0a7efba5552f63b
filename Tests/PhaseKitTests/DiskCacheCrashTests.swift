import Foundation
import Testing

@testable import PhaseKit

/// Kills a child process writing to the disk cache with SIGKILL, over and over, and checks that
/// every reopen finds a healthy file holding every write the child acknowledged.
@Suite(.timeLimit(.minutes(ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 120 : 6))) struct DiskCacheCrashTests {
  /// The bytes `CacheCrashWriter` writes for index `n` (the same formula as in its main.swift).
  static func payload(_ n: Int) -> Data {
    let size = 200 + (n &* 7919) % 24_000
    // Byte i is i + n (mod 256), which repeats every 256 bytes: one period is computed and
    // copied, because a per-byte `map` in a debug build held a concurrency-pool thread for seconds.
    let period = (0..<256).map { UInt8(truncatingIfNeeded: $0 &+ n) }
    var data = Data(capacity: size)
    while data.count < size { data.append(contentsOf: period.prefix(size - data.count)) }
    return data
  }

  let folder = TemporaryFolder()

  /// 50 kills in the default run; `PHASEKIT_SOAK=1` makes it a 1,000-kill soak.
  static let rounds = ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 1_000 : 50

  @Test func acknowledgedWritesSurviveFiftySIGKILLsMidWrite() async throws {
    let database = folder.file("crash.sqlite")
    let log = DiskEventLog()
    var acknowledged: [Int] = []
    var next = 0
    for round in 0..<Self.rounds {
      // Vary how long the child runs before it is killed: 1 to 12 acknowledged writes.
      let acks = try await CrashWriter.run(database: database, first: next, killAfter: 1 + round % 12)
      #expect(acks.count >= 1 + round % 12)
      acknowledged += acks
      next = (acks.last ?? next) + 2  // the write in flight may or may not have landed

      let cache = try DiskCache(url: database, configuration: .init(onEvent: log.handler))
      #expect(try cache.integrityProblems() == [], "round \(round)")
      for index in acks {
        #expect(try cache.entry(forKey: "k\(index)")?.data == Self.payload(index), "round \(round) k\(index)")
      }
      cache.close()
    }
    #expect(log.recoveries.isEmpty, "the cache rebuilt itself: \(log.recoveries)")
    let final = try DiskCache(url: database)
    for index in acknowledged {
      #expect(try final.entry(forKey: "k\(index)") != nil, "lost acknowledged k\(index)")
    }
    #expect(acknowledged.count >= Self.rounds * 6)
  }

  /// A write-ahead log deleted after a crash loses the writes it held, not the file: the
  /// consistent cache is kept (it was moved aside whole, leaving 0 entries) and the loss reported.
  @Test func deletedWriteAheadLogAfterACrashKeepsTheConsistentFileAndReports() async throws {
    let database = folder.file("wal.sqlite")
    // Entries that reach the main file: written, then the cache closed cleanly.
    do {
      let seeded = try DiskCache(url: database)
      for index in 0..<20 { _ = try seeded.setData(Data("kept \(index)".utf8), forKey: "seed\(index)") }
      seeded.close()
    }
    let acks = try await CrashWriter.run(database: database, first: 0, killAfter: 5)
    #expect(acks.count >= 5)
    try FileManager.default.removeItem(atPath: database.path + "-wal")
    let log = DiskEventLog()
    let cache = try DiskCache(url: database, configuration: .init(onEvent: log.handler))
    #expect(log.recoveries.isEmpty, "moved aside: \(log.recoveries)")
    #expect(
      log.events.contains(.recentWritesLost(reason: "write-ahead log missing after an unclean shutdown")))
    #expect(!FileManager.default.fileExists(atPath: database.path + ".corrupt"))
    #expect(try cache.integrityProblems() == [])
    for index in 0..<20 {
      #expect(try cache.entry(forKey: "seed\(index)")?.data == Data("kept \(index)".utf8))
    }
  }
}

/// Runs `CacheCrashWriter` until it has acknowledged `killAfter` writes, kills it with SIGKILL,
/// drains its pipe and returns every index it acknowledged.
enum CrashWriter {
  static var executable: URL? {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/debug"),
    ]
    return candidates.compactMap { $0?.appendingPathComponent("CacheCrashWriter") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(database: URL, first: Int, killAfter: Int) async throws -> [Int] {
    guard let executable else {
      throw Failure(description: "CacheCrashWriter not built; run `swift build --build-tests`")
    }
    // Reading the pipe blocks, so it runs on a thread of its own, not on the test's executor.
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result { try runBlocking(executable, database: database, first: first, killAfter: killAfter) }
        )
      }
    }
  }

  private static func runBlocking(_ executable: URL, database: URL, first: Int, killAfter: Int) throws
    -> [Int]
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = [database.path, String(first)]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    var acks: [Int] = []
    var killed = false
    func parse(final: Bool) {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      text = final ? "" : String(lines.removeLast())
      acks += lines.compactMap { $0.hasPrefix("ACK ") ? Int($0.dropFirst(4)) : nil }
    }
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }  // EOF: the child is gone and the pipe drained
      text += String(decoding: chunk, as: UTF8.self)
      parse(final: false)
      if !killed, acks.count >= killAfter {
        kill(process.processIdentifier, SIGKILL)
        killed = true
      }
    }
    parse(final: true)
    process.waitUntilExit()
    guard killed, process.terminationReason == .uncaughtSignal else {
      throw Failure(
        description: "writer exited by itself (\(process.terminationStatus)) after \(acks.count) writes")
    }
    return acks
  }
}
