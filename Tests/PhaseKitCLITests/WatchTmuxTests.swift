import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `phasekit watch` in a real pseudo-terminal (tmux), against the fixture server switched
/// between good data, changed data, 500s, hangs and 304s: what the screen shows at each step,
/// and that `q` gives the terminal back as it was.
@Suite(.serialized, .timeLimit(.minutes(6))) struct WatchTmuxTests {
  static let good = "t,v\n1,20\n2,50\n3,30\n4,-999\n5,70\n"
  static let changed = "t,v\n1,900\n2,100\n3,500\n"

  /// A shell command that records the terminal settings, runs `phasekit watch`, prints its exit
  /// status, and records the settings again.
  func wrapped(_ arguments: [String], folder: URL, environment: String = "") -> String {
    let quoted = ([CommandRunner.executable.path, "watch"] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return "cd '\(folder.path)'; stty -g > before.txt; LANG=en_US.UTF-8 \(environment) \(quoted); "
      + "echo EXIT=$?; stty -g > after.txt; exec sleep 600"
  }

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Checks `condition` every 100 ms until it holds; fails after 30 s (a deadline for a test
  /// that would otherwise hang, not a synchronisation).
  func waitUntil(_ what: String, _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while try await !condition() {
      guard ContinuousClock.now < deadline else { throw TmuxSession.Timeout(description: "timed out waiting for \(what)") }
      try await Task.sleep(for: .milliseconds(100))
    }
  }

  /// The screen under the two status lines (the chart), for comparing redraws.
  func chartArea(_ screen: String) -> [Substring] {
    Array(screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).dropLast())
  }

  @Test func everyStateShowsLiveAndQuitRestoresTheTerminal() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server.set(path: path, ["hang": "1"])

    let session = try await TmuxSession.start(
      wrapped(
        [server.url(path: path).absoluteString, "--every", "1", "--timeout", "20", "--cache-dir", folder.path + "/cache"],
        folder: folder),
      columns: 100, rows: 30)
    defer { session.stop() }

    // 1. First load, nothing yet: the skeleton and the wait for the server (for --timeout, 20 s,
    //    long enough to be seen on a loaded machine: with 10 s, a fresh-clone CI run under a
    //    load of ~10 first captured the screen after the error card had replaced it).
    try await session.waitForScreen("the skeleton") {
      $0.contains("Loading…") && $0.contains("waiting for the server")
    }
    #expect(try await session.query("#{alternate_on}") == "1")
    #expect(try await session.query("#{cursor_flag}") == "0")

    // 2. It hangs past --timeout: nothing to show, so the error card with what to do.
    try await session.waitForScreen(timeout: .seconds(60), "the error card") {
      $0.contains("timed out") && $0.contains("retrying in") && !$0.contains("Loading…")
    }

    // 3. Good data: the chart with its status line (time, age, countdown, points, dropped).
    try await server.set(path: path, ["body": Self.good, "etag": "v1"])
    var screen = try await session.waitForScreen("the chart") {
      $0.contains("4 points, 1 invalid dropped") && $0.contains("70 ┤")
    }
    #expect(screen.contains("updated "))
    #expect(screen.contains(" ago"))
    #expect(!screen.contains("STALE"))

    // 4. Refreshes answered 304: more requests, the chart area drawn exactly as before. The
    // first chart is taken once it is whole: a capture can fall between the writes of a redraw
    // (seen once in a full CI run: blank rows where the chart's top rows were about to go).
    var area = chartArea(screen)
    try await waitUntil("the chart drawn whole") {
      let again = chartArea(try await session.capture())
      defer { area = again }
      return again == area && again.contains { $0.contains("70 ┤") }
    }
    let before = try await server.requestCount(path: path)
    try await waitUntil("three more requests") { try await server.requestCount(path: path) >= before + 3 }
    screen = try await session.capture()
    #expect(chartArea(screen) == area)
    #expect(screen.contains("next refresh in") || screen.contains("refreshing…"))

    // 5. A slow refresh: the chart stays, with "refreshing…".
    try await server.set(path: path, ["body": Self.good, "etag": "v1", "delay": "1.5"])
    try await session.waitForScreen("refreshing over the chart") {
      $0.contains("refreshing…") && $0.contains("70 ┤")
    }

    // 6. The server fails: the chart stays, marked STALE with its age, the error and the retry.
    try await server.set(path: path, ["status": "500"])
    screen = try await session.waitForScreen("the stale mark") {
      $0.contains("STALE") && $0.contains("HTTP 500") && $0.contains("retrying in")
    }
    #expect(screen.contains("70 ┤"))
    #expect(screen.range(of: #"STALE, \d+ s old"#, options: .regularExpression) != nil)

    // 7. Changed data: recovered, the stale mark gone, the new chart drawn.
    try await server.set(path: path, ["body": Self.changed, "etag": "v2"])
    screen = try await session.waitForScreen(timeout: .seconds(60), "the recovered, changed chart") {
      $0.contains("3 points") && !$0.contains("STALE") && $0.contains("1000 ┤")
    }

    // 8. p pauses; r refreshes once even while paused.
    try await session.send(keys: "p")
    // The key line at the bottom says what p does now.
    try await session.waitForScreen("paused") { $0.contains("paused (p resumes)") && $0.contains("p resume") }
    let paused = try await server.requestCount(path: path)
    try await session.send(keys: "r")
    try await waitUntil("the refresh key's request") { try await server.requestCount(path: path) >= paused + 1 }
    try await session.waitForScreen("paused again after the refresh") { $0.contains("paused (p resumes)") }

    // 9. A resize redraws at the new size.
    try await session.resize(columns: 60, rows: 20)
    screen = try await session.waitForScreen("the chart at 60 columns") { screen in
      let lines = screen.split(separator: "\n")
      return lines.count <= 20 && screen.contains("┤") && screen.contains("q quit")
        && lines.allSatisfy { $0.count <= 60 }
    }

    // 10. q: the terminal exactly as before (settings, main screen, cursor).
    try await session.send(keys: "q")
    try await session.waitForScreen("the exit status") { $0.contains("EXIT=0") }
    #expect(try await session.query("#{alternate_on}") == "0")
    #expect(try await session.query("#{cursor_flag}") == "1")
    let settingsBefore = try String(contentsOf: folder.appendingPathComponent("before.txt"), encoding: .utf8)
    try await session.waitForScreen("the settings written") { _ in
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("after.txt").path)
    }
    let settingsAfter = try String(contentsOf: folder.appendingPathComponent("after.txt"), encoding: .utf8)
    #expect(!settingsBefore.isEmpty)
    #expect(settingsBefore == settingsAfter)
  }

  @Test func anEarlierRunsCachedCopyShowsAtOnceMarkedStaleWhenOffline() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch-cached")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = server.url(path: path).absoluteString
    let cache = folder.path + "/cache"

    // An earlier run fills the cache.
    try await server.set(path: path, ["body": Self.good])
    let earlier = try await CommandRunner.run(
      ["chart", url, "--cache-dir", cache, "--out", folder.path + "/c.svg", "--no-terminal"])
    #expect(earlier.status == 0, "\(earlier)")

    // Now the server hangs: the cached copy is on screen at once, marked as such, while the
    // first load waits; then it fails and the copy stays, marked STALE with the error.
    try await server.set(path: path, ["hang": "1"])
    let session = try await TmuxSession.start(
      wrapped([url, "--every", "5", "--timeout", "10", "--cache-dir", cache], folder: folder))
    defer { session.stop() }
    try await session.waitForScreen("the cached copy") {
      $0.contains("cached copy from an earlier run") && $0.contains("70 ┤") && !$0.contains("Loading…")
    }
    try await session.waitForScreen(timeout: .seconds(60), "the stale copy") {
      $0.contains("STALE") && $0.contains("timed out") && $0.contains("70 ┤")
    }
    try await session.send(keys: "C-c")
    try await session.waitForScreen("the exit status") { $0.contains("EXIT=0") }
  }

  @Test func aCrashStillGivesTheTerminalBack() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch-crash")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server.set(path: path, ["body": Self.good])
    let session = try await TmuxSession.start(
      wrapped(
        [server.url(path: path).absoluteString, "--every", "60", "--no-cache"], folder: folder,
        environment: "SWIFT_BACKTRACE=enable=no"))
    defer { session.stop() }
    try await session.waitForScreen("the chart") { $0.contains("70 ┤") }
    #expect(try await session.query("#{alternate_on}") == "1")

    // A fault as the program would get it from a bug: the watch is in raw mode on the
    // alternate screen with the cursor hidden, and dies of SIGSEGV.
    let shell = try #require(Int32(try await session.query("#{pane_pid}")))
    let watch = try #require(childProcess(of: shell))
    kill(watch, SIGSEGV)
    try await session.waitForScreen("the exit status") { $0.contains("EXIT=139") }
    #expect(try await session.query("#{alternate_on}") == "0")
    #expect(try await session.query("#{cursor_flag}") == "1")
    try await session.waitForScreen("the settings written") { _ in
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("after.txt").path)
    }
    let settingsBefore = try String(contentsOf: folder.appendingPathComponent("before.txt"), encoding: .utf8)
    let settingsAfter = try String(contentsOf: folder.appendingPathComponent("after.txt"), encoding: .utf8)
    #expect(!settingsBefore.isEmpty)
    #expect(settingsBefore == settingsAfter)
  }

  /// The first process whose parent is `parent`, from /proc.
  func childProcess(of parent: Int32) -> Int32? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // "pid (name) state ppid ...": the name may hold spaces, so read after its ")".
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, Int32(fields[1]) == parent { return pid }
    }
    return nil
  }

  @Test func nothingEverShownEndsWithChartsExitCodeInChinese() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("watch-404")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server.set(path: path, ["status": "404"])
    let session = try await TmuxSession.start(
      wrapped([server.url(path: path).absoluteString, "--every", "1", "--no-cache", "--lang", "zh-Hans"], folder: folder))
    defer { session.stop() }
    try await session.waitForScreen("the error card in Chinese") {
      $0.contains("加载失败") && $0.contains("HTTP 404") && $0.contains("后重试")
    }
    try await session.send(keys: "q")
    try await session.waitForScreen("the exit status") { $0.contains("EXIT=69") }
  }
}
