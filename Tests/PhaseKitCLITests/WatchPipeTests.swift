import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `phasekit watch` with standard output piped: one line per refresh, SIGTERM ends it with
/// chart's exit codes, and (behind PHASEKIT_SOAK=1) 1,000 refreshes against injected faults
/// with memory and descriptors measured.
@Suite(.timeLimit(.minutes(ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" ? 120 : 6))) struct WatchPipeTests {
  /// A `phasekit watch` child whose output lines are collected as they arrive.
  final class Child: Sendable {
    let process: Process

    /// The lines so far, whether the output has ended, and the waiters of ``wait(until:timeout:)``.
    private struct State {
      var lines: [String] = []
      var ended = false
      var nextWaiter = 0
      var waiters: [Int: (condition: @Sendable ([String]) -> Bool, continuation: CheckedContinuation<Bool, Never>)] = [:]
      /// The exit status once the child ended, and who waits for it in ``terminate()``.
      var exitStatus: Int32?
      var exitWaiter: CheckedContinuation<Int32?, Never>?

      /// Removes the waiters whose condition now holds (all of them once the output ended) and
      /// returns them with the answer to give each.
      mutating func due() -> [(CheckedContinuation<Bool, Never>, Bool)] {
        var due: [(CheckedContinuation<Bool, Never>, Bool)] = []
        for (id, waiter) in waiters {
          let holds = waiter.condition(lines)
          if holds || ended {
            waiters[id] = nil
            due.append((waiter.continuation, holds))
          }
        }
        return due
      }
    }
    private let state = Lock(State())

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
      process = Process()
      process.executableURL = CommandRunner.executable
      process.arguments = ["watch"] + arguments
      var merged = ProcessInfo.processInfo.environment
      merged["LANG"] = "en_US.UTF-8"
      merged.removeValue(forKey: "LC_ALL")
      for (key, value) in environment { merged[key] = value }
      process.environment = merged
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      let exitState = state
      process.terminationHandler = { process in
        let status = process.terminationStatus
        let waiter = exitState.withLock { state in
          state.exitStatus = status
          defer { state.exitWaiter = nil }
          return state.exitWaiter
        }
        waiter?.resume(returning: status)
      }
      try process.run()
      try? out.fileHandleForWriting.close()
      let handle = out.fileHandleForReading
      let state = self.state
      Thread {
        var pending = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            for (continuation, holds) in state.withLock({
              $0.lines.append(line); return $0.due()
            }) {
              continuation.resume(returning: holds)
            }
          }
        }
        for (continuation, holds) in state.withLock({
          $0.ended = true; return $0.due()
        }) {
          continuation.resume(returning: holds)
        }
      }.start()
    }

    var output: [String] { state.withLock { $0.lines } }

    /// Waits until `condition` holds for the lines so far, woken by each line as it arrives (no
    /// polling); `false` if the output ends (the child exited) or `timeout` passes first.
    func wait(until condition: @escaping @Sendable ([String]) -> Bool, timeout: Duration) async -> Bool {
      let id = state.withLock { state -> Int in
        state.nextWaiter += 1
        return state.nextWaiter
      }
      let state = self.state
      let nanoseconds =
        Int(timeout.components.seconds) * 1_000_000_000
        + Int(timeout.components.attoseconds / 1_000_000_000)
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        let late = state.withLock { $0.waiters.removeValue(forKey: id) }
        late?.continuation.resume(returning: false)
      }
      return await withCheckedContinuation { continuation in
        let answer = state.withLock { state -> Bool? in
          if condition(state.lines) { return true }
          if state.ended { return false }
          state.waiters[id] = (condition, continuation)
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    }
    var pid: Int32 { process.processIdentifier }

    /// Waits until `count` lines arrived; fails if the child exits or `timeout` passes first.
    func waitForLines(_ count: Int, timeout: Duration = .seconds(60)) async throws {
      guard await wait(until: { $0.count >= count }, timeout: timeout) else {
        throw TmuxSession.Timeout(description: "wanted \(count) lines, got:\n\(output.joined(separator: "\n"))")
      }
    }

    /// Sends SIGTERM and returns the exit status (SIGKILL after 30 s, which fails the check).
    func terminate() async -> Int32 {
      kill(pid, SIGTERM)
      // Woken by the child's exit (its termination handler), not by polling; SIGKILL after 30 s.
      let state = self.state
      let pid = self.pid
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(30)) {
        let late = state.withLock { state -> CheckedContinuation<Int32?, Never>? in
          defer { state.exitWaiter = nil }
          return state.exitStatus == nil ? state.exitWaiter : nil
        }
        guard let late else { return }
        kill(pid, SIGKILL)
        late.resume(returning: nil)
      }
      let status = await withCheckedContinuation { (continuation: CheckedContinuation<Int32?, Never>) in
        let status = state.withLock { state -> Int32? in
          if let status = state.exitStatus { return status }
          state.exitWaiter = continuation
          return nil
        }
        if let status { continuation.resume(returning: status) }
      }
      return status ?? -1
    }

    /// The CPU time the child used so far (user and system), from /proc.
    func cpuSeconds() -> Double {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The fields after the command name, which is in parentheses and may hold spaces.
      guard let end = stat.lastIndex(of: ")") else { return -1 }
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return -1 }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Resident memory in kB and open descriptors, from /proc.
    func usage() -> (rssKB: Int, descriptors: Int) {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      let rss =
        status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? -1
      let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
      return (rss, descriptors)
    }
  }

  static let good = "t,v\n1,20\n2,50\n3,30\n4,-999\n5,70\n"
  static let changed = "t,v\n1,900\n2,100\n3,500\n"

  @Test func pipedItPrintsOneLinePerRefreshAndSIGTERMEndsIt() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch-pipe")
    try await server.script(
      path: path,
      steps: [
        ["body": Self.good, "etag": "v1"], ["body": Self.good, "etag": "v1"], ["status": "500"],
        ["body": Self.changed, "etag": "v2"],
      ])
    let child = try Child(
      [server.url(path: path).absoluteString, "--every", "0.2", "--no-cache"],
      environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.05"])
    try await child.waitForLines(4)
    let lines = child.output
    #expect(lines[0].hasSuffix("4 points, 1 invalid dropped (changed)"), "\(lines)")
    #expect(lines[1].hasSuffix("4 points, 1 invalid dropped (unchanged)"), "\(lines)")
    #expect(lines[2].contains("refresh failed: The server returned an error (HTTP 500)."), "\(lines)")
    #expect(lines[2].contains("STALE"), "\(lines)")
    #expect(lines[3].hasSuffix("3 points (changed)"), "\(lines)")
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(await child.terminate() == 0)
  }

  @Test func aLocalFileIsReadAgainOnlyWhenItChanges() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("data.csv")
    try Data(Self.good.utf8).write(to: file)
    let child = try Child(
      [file.path, "--every", "0.1"], environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.05"])
    try await child.waitForLines(3)
    #expect(child.output[0].hasSuffix("(changed)"))
    #expect(child.output[1...2].allSatisfy { $0.hasSuffix("4 points, 1 invalid dropped (unchanged)") })
    // A job rewrites the file (another size): the next refresh reads it. The lines are counted
    // before the rewrite: counted after it, a refresh that read the new file in between was
    // already among them (a fresh-clone CI run under load did just that).
    let seen = child.output.count
    try Data(Self.changed.utf8).write(to: file, options: .atomic)
    let read = await child.wait(
      until: { lines in lines.count > seen && lines[seen...].contains { $0.hasSuffix("3 points (changed)") } },
      timeout: .seconds(60))
    #expect(read, "\(child.output)")
    // Only a refresh that had looked at the file before the rewrite may come between.
    let first = child.output[seen...].firstIndex { $0.hasSuffix("(changed)") } ?? seen
    #expect(first - seen <= 1, "\(child.output)")
    #expect(await child.terminate() == 0)
  }

  /// A file larger than a store's default memory (50 MB) is revalidated by its size and time
  /// like a small one: the refreshes after the first load cost a `stat`, not a read and decode
  /// (each of which costs this debug build seconds of CPU).
  @Test(.timeLimit(.minutes(6))) func anUnchangedLargeFileIsNotReadAgain() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.csv")
    var text = "x,y\n"
    text.reserveCapacity(53 << 20)
    var row = 0
    while text.utf8.count < 52 << 20 {
      text += "\(row),\(row % 997).25\n"
      row += 1
    }
    try Data(text.utf8).write(to: file)
    let child = try Child(
      [file.path, "--every", "0.05"], environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.05"])
    try await child.waitForLines(1, timeout: .seconds(240))
    let firstLoad = child.cpuSeconds()
    try await child.waitForLines(6, timeout: .seconds(240))
    let fiveRefreshes = child.cpuSeconds() - firstLoad
    #expect(child.output[1...5].allSatisfy { $0.hasSuffix("(unchanged)") }, "\(child.output)")
    // Reading and decoding again would cost about five first loads.
    #expect(fiveRefreshes < firstLoad / 2, "first load \(firstLoad) s CPU, five refreshes \(fiveRefreshes) s")
    #expect(await child.terminate() == 0)
  }

  @Test func endingOnAnErrorBeforeAnythingWasShownExitsAsChartDoes() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch-pipe-404")
    try await server.set(path: path, ["status": "404"])
    let child = try Child([server.url(path: path).absoluteString, "--every", "1", "--no-cache"])
    try await child.waitForLines(1)
    #expect(child.output[0].contains("refresh failed: The server returned an error (HTTP 404)."))
    #expect(await child.terminate() == 69)
  }

  /// A source watch cannot load is found when it runs, not when it parses: exit 64 all the same.
  /// (Parsing errors and the help are tested in process, CommandLineParsingTests.)
  @Test func anUnsupportedSchemeExits64() async throws {
    let badURL = try await CommandRunner.run(["watch", "ftp://example.com/x.csv"])
    #expect(badURL.status == 64, "\(badURL)")
    #expect(badURL.stderr.contains("Run 'phasekit watch --help' for the options."), "\(badURL)")
  }

  @Test func theHelpFollowsLANG() async throws {
    let helpCommand = try await CommandRunner.run(["help", "watch"], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""])
    #expect(helpCommand.status == 0, "\(helpCommand)")
    #expect(helpCommand.stdout.contains("用法（USAGE）：phasekit watch"), "\(helpCommand)")
  }

  /// PHASEKIT_SOAK=1: 1,000 refreshes against a server that cycles through 304s, changes, 500s,
  /// truncated bodies, resets and hangs. Memory and descriptors are read at refresh 10 and at
  /// refresh 1,000 and printed. `PHASEKIT_SOAK_EVERY` (seconds; default 1) sets the interval,
  /// allowed below 1 s through the hidden PHASEKIT_WATCH_MINIMUM_EVERY.
  @Test func soakOfAThousandRefreshesStaysFlat() async throws {
    guard ProcessInfo.processInfo.environment["PHASEKIT_SOAK"] == "1" else { return }
    let every = ProcessInfo.processInfo.environment["PHASEKIT_SOAK_EVERY"] ?? "1"
    let server = try await FixtureServer.start(lifetime: .seconds(7_200))
    let path = "/soak"
    let good: [String: String] = ["body": Self.good, "etag": "v1"]
    let changed: [String: String] = ["body": Self.changed, "etag": "v2"]
    try await server.script(
      path: path,
      steps: [
        good, good, ["status": "500"], good, ["truncate": "1", "body": Self.good], changed, changed,
        ["reset": "1"], changed, ["hang": "1"], changed, ["status": "503"], good,
      ],
      cycle: true)
    let child = try Child(
      [server.url(path: path).absoluteString, "--every", every, "--timeout", "1", "--no-cache"],
      environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.01"])
    let timeout = Duration.seconds(Double(every)! * 4_000 + 600)
    try await child.waitForLines(10, timeout: timeout)
    let start = child.usage()
    let started = ContinuousClock.now
    try await child.waitForLines(1_000, timeout: timeout)
    let end = child.usage()
    let elapsed = ContinuousClock.now - started
    let failures = child.output.filter { $0.contains("refresh failed") }.count
    print(
      "SOAK every \(every) s: refreshes \(child.output.count) (\(failures) failed) in \(elapsed) after the 10th; "
        + "RSS \(start.rssKB) kB at 10 → \(end.rssKB) kB at 1,000; descriptors \(start.descriptors) → \(end.descriptors)")
    #expect(await child.terminate() == 0)
    #expect(end.descriptors <= start.descriptors + 2)
    #expect(end.rssKB <= start.rssKB + 16_384)
  }
}
