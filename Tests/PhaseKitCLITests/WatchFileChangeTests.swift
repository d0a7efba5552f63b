import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `phasekit watch` of a local file: the file is mapped (guarded), not copied, so a first load
/// costs about what `chart`'s does; a file shrunk, grown or rewritten during a load or between
/// refreshes is followed, never a crash (SIGBUS) and never half-read silently. Real files and
/// real child processes.
#if os(Linux)
  @Suite(.timeLimit(.minutes(6))) struct WatchFileChangeTests {
    typealias Child = WatchPipeTests.Child
    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "watch-change-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// "t,v" and `rows` rows of 11 bytes ("000123,024\n"): a row count is a byte count.
    static func rows(_ range: Range<Int>) -> String {
      range.map { String(format: "%06d,%03d\n", $0, $0 % 997) }.joined()
    }
    static let header = "t,v\n"

    /// Waits until a line ends with `suffix`; fails if the child exits or `timeout` passes first.
    func waitForLine(_ child: Child, endingWith suffix: String, timeout: Duration = .seconds(120))
      async throws
    {
      guard await child.wait(until: { $0.contains { $0.hasSuffix(suffix) } }, timeout: timeout) else {
        throw TmuxSession.Timeout(
          description: "wanted a line ending '\(suffix)', got:\n\(child.output.joined(separator: "\n"))")
      }
    }

    /// Peak resident memory of a child in kB (VmHWM).
    static func peakKB(_ pid: Int32) -> Int {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
    }

    /// A 100 MB ISO-dated CSV with full-precision values (pandas' `to_csv` shape): reading it
    /// into a buffer of its size held the whole file in memory beside its columns (peak 1.55×
    /// the file at 393 MB); mapped, the peak is its columns (0.57×).
    @Test(.timeLimit(.minutes(6))) func theFirstLoadOfALargeFileDoesNotHoldACopyOfIt() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("big.csv")
      let arguments = [
        "python3", "-u", "-c",
        """
        import sys, datetime, random
        random.seed(7); start = datetime.datetime(2000, 1, 1); step = datetime.timedelta(seconds=1)
        with open(sys.argv[1], "w") as out:
            out.write("date,value\\n"); total = 0; value = 0.0; rows = []
            while total < 100_000_000:
                value += random.gauss(0, 1); start += step
                row = f"{start.isoformat(' ')},{value!r}\\n"; rows.append(row); total += len(row)
                if len(rows) == 100_000: out.write("".join(rows)); rows = []
            out.write("".join(rows))
        """,
        file.path,
      ]
      // Awaited, not `waitUntilExit()`, which blocks (and spins) a thread of the concurrency pool
      // for the seconds Python takes, stalling every other test's `await`.
      let python = try await CommandRunner.run(
        arguments, timeout: .seconds(240), program: URL(fileURLWithPath: "/usr/bin/env"))
      try #require(python.status == 0, "\(python)")
      let size = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
      let child = try Child([file.path, "--every", "60"])
      try await child.waitForLines(1, timeout: .seconds(240))
      let peak = Self.peakKB(child.pid)
      #expect(child.output[0].hasSuffix("points (changed)"), "\(child.output)")
      #expect(peak > 0)
      // Read into a buffer, the file alone is 1.0× and its columns come on top (a release build
      // peaked at 1.80×); mapped, a debug build peaked at 0.83×, a release build at 0.81×.
      #expect(peak * 1024 < size * 13 / 10, "peak resident \(peak) kB for a file of \(size / 1024) kB")
      #expect(await child.terminate() == 0)
    }

    @Test func aFileShrunkWhileItsFirstLoadIsDecodedIsReadAgainNotACrash() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("shrinks.csv")
      try Data((Self.header + Self.rows(0..<20_000)).utf8).write(to: file)
      // Past the first 10,000 rows the mapped pages are gone: they read as zeros, and the load
      // reads the file again.
      let child = try Child(
        [file.path, "--every", "60"],
        environment: ["PHASEKIT_TEST_SHRINK_MAPPED_TO": "\(Self.header.utf8.count + 11 * 10_000)"])
      try await child.waitForLines(1)
      #expect(child.output[0].hasSuffix(": 10000 points (changed)"), "\(child.output)")
      #expect(await child.terminate() == 0)
    }

    @Test func aFileGrownWhileItsFirstLoadIsDecodedShowsWhatWasOpenedThenTheRest() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("grows.csv")
      try Data((Self.header + Self.rows(0..<20_000)).utf8).write(to: file)
      let child = try Child(
        [file.path, "--every", "0.1"],
        environment: [
          "PHASEKIT_TEST_APPEND_TO_MAPPED": Self.rows(20_000..<20_005),
          "PHASEKIT_WATCH_MINIMUM_EVERY": "0.05",
        ])
      try await child.waitForLines(1)
      // Appended rows leave the mapped bytes as they were: the file as it was opened.
      #expect(child.output[0].hasSuffix(": 20000 points (changed)"), "\(child.output)")
      try await waitForLine(child, endingWith: ": 20005 points (changed)")
      #expect(await child.terminate() == 0)
    }

    /// The same file (one inode) shortened, lengthened and rewritten in place between
    /// refreshes, while the store still holds the mapping of an earlier version.
    @Test func aFileTruncatedGrownAndRewrittenInPlaceBetweenRefreshesIsFollowed() async throws {
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("edited.csv")
      try Data((Self.header + Self.rows(0..<20_000)).utf8).write(to: file)
      let child = try Child(
        [file.path, "--every", "0.1"], environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.05"])
      try await waitForLine(child, endingWith: ": 20000 points (changed)")
      #expect(truncate(file.path, off_t(Self.header.utf8.count + 11 * 10_000)) == 0)
      try await waitForLine(child, endingWith: ": 10000 points (changed)")
      let handle = try FileHandle(forWritingTo: file)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(Self.rows(10_000..<10_007).utf8))
      try handle.close()
      try await waitForLine(child, endingWith: ": 10007 points (changed)")
      #expect(!child.output.contains { $0.contains("failed") }, "\(child.output)")
      // As a shell's `>` does: truncate to nothing, then write.
      let rewritten = open(file.path, O_WRONLY | O_TRUNC)
      #expect(rewritten >= 0)
      let text = Self.header + Self.rows(0..<3)
      _ = text.withCString { write(rewritten, $0, strlen($0)) }
      close(rewritten)
      // (A refresh between the truncation and the write may find the file empty and say so.)
      try await waitForLine(child, endingWith: ": 3 points (changed)")
      #expect(await child.terminate() == 0)
    }
  }
#endif
