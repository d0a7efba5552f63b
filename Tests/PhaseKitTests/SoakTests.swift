import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

/// The reliability soak behind `PHASEKIT_SOAK=1`: 4 processes × 2,000 loads against a fixture
/// server injecting ~30 % faults (hangs, resets, truncation, 500s, empty 200s), one shared cache
/// folder. Every load must end exactly once, no file may be moved aside, and no truncated or empty
/// entry may be stored. The figures are printed at the end.
@Suite(.timeLimit(.minutes(ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 120 : 6))) struct SoakTests {
  static let enabled = ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1"
  let folder = TemporaryFolder()

  @Test(.enabled(if: SoakTests.enabled)) func fourProcessesTwoThousandLoadsThirtyPercentFaults() async throws {
    let server = try await FixtureServer.start(lifetime: .seconds(3_000))
    defer { server.stop() }
    let started = ContinuousClock.now
    let lines = try await withThrowingTaskGroup(of: String.self) { group in
      for process in 0..<4 {
        group.addTask {
          try await Self.soak(folder: folder.url, port: server.port, seed: UInt64(process + 1) * 7919, loads: 2_000)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let elapsed = ContinuousClock.now - started
    var totals: [String: Int] = [:]
    for line in lines {
      let fields = line.split(separator: " ").dropFirst().compactMap { field -> (String, Int)? in
        let pair = field.split(separator: "=")
        guard pair.count == 2, let value = Int(pair[1]) else { return nil }
        return (String(pair[0]), value)
      }
      #expect(fields.count == 8, "\(line)")
      for (name, value) in fields { totals[name, default: 0] += value }
    }
    #expect(totals["loads"] == 8_000)
    #expect(
      totals["fresh", default: 0] + totals["stale", default: 0] + totals["empty", default: 0]
        + totals["failed", default: 0] == 8_000)
    #expect(totals["ended_not_once"] == 0)
    #expect(totals["moved"] == 0)
    #expect(totals["bad_values"] == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.contains(".corrupt") }
    #expect(leftovers == [])
    // Every stored entry is a complete good body.
    let disk = try DiskCache(url: folder.file("resources.sqlite"))
    var badEntries = 0
    for key in 0..<40 {
      guard let entry = try disk.entry(forKey: "k\(key)") else { continue }
      if String(decoding: entry.data, as: UTF8.self) != Self.body(key: key) { badEntries += 1 }
    }
    #expect(badEntries == 0)
    print(
      "SOAK 4 processes × 2,000 loads, one cache folder, \(elapsed): "
        + ["loads", "fresh", "stale", "empty", "failed", "ended_not_once", "moved", "bad_values"]
        .map { "\($0)=\(totals[$0, default: 0])" }.joined(separator: " ")
        + " entries=\(disk.count) bad_entries=\(badEntries)")
  }

  /// The soak child's good body for `key` (the same formula as Tests/CacheCrashWriter/Soak.swift).
  static func body(key: Int) -> String {
    let n = 200 + key * 37
    return "SOAK|k\(key)|\(n)|" + String(repeating: "x", count: n)
  }

  static func soak(folder: URL, port: Int, seed: UInt64, loads: Int) async throws -> String {
    guard let executable = CrashWriter.executable else {
      throw CrashWriter.Failure(description: "CacheCrashWriter not built; run `swift build --build-tests`")
    }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["soak", folder.path, String(port), String(seed), String(loads)]
            let output = Pipe()
            process.standardOutput = output
            // A crash's backtrace goes to a file beside the cache, for the failure message.
            let errorLog = folder.appendingPathComponent("soak-\(seed).stderr")
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").last(where: { $0.hasPrefix("RESULT ") })
            else {
              let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
              throw CrashWriter.Failure(
                description: "soak child exited \(process.terminationStatus): \(text)\n\(errors.prefix(8_000))")
            }
            return String(line)
          })
      }
    }
  }
}
