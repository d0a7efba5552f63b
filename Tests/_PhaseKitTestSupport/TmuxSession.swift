import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a real pseudo-terminal inside a private tmux server: type into it with
/// ``send(keys:)``, read its screen with ``capture()``, wait for what a person would see with
/// ``waitForScreen(timeout:_:)``.
///
/// ```swift
/// guard let tmux = TmuxSession.locate() else { return }          // tmux is not installed
/// let session = try tmux.start("phasekit watch data.csv", columns: 100, rows: 30)
/// defer { session.stop() }
/// let screen = try await session.waitForScreen { $0.contains("points") }
/// try session.send(keys: "q")
/// ```
///
/// Each session has a server of its own (`tmux -L <unique socket>`), so tests never see each
/// other's windows or a person's tmux. ``stop()`` kills the server and the program in it.
public struct TmuxSession: Sendable {
  /// Why a wait for the screen failed: what the screen showed last.
  public struct Timeout: Error, CustomStringConvertible {
    /// What was awaited, and the last screen.
    public var description: String

    /// Creates the error.
    public init(description: String) { self.description = description }
  }

  /// The tmux executable.
  public let tmux: URL

  init(tmux: URL, socket: String) {
    self.tmux = tmux
    self.socket = socket
  }
  /// The private server's socket name.
  public let socket: String
  /// The tmux server's process id.
  public private(set) var serverPID: Int32 = 0
  /// The process id of the program in the pane (`/bin/sh`, which runs the command).
  public private(set) var panePID: Int32 = 0

  /// The tmux executable on `PATH`, or nil when tmux is not installed (tests then skip, saying so).
  public static func locate() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tmux")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Starts `command` (run by `/bin/sh -c`) in a new detached session of a new server.
  ///
  /// - Parameters:
  ///   - command: The shell command.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  /// - Returns: The session.
  public static func start(_ command: String, columns: Int = 100, rows: Int = 30) async throws -> TmuxSession {
    guard let tmux = locate() else { throw Timeout(description: "tmux is not installed") }
    var session = TmuxSession(tmux: tmux, socket: "phasekit-test-\(UUID().uuidString.prefix(8))")
    _ = try await session.run([
      "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows),
      "/bin/sh", "-c", command,
    ])
    // Keep the pane after the program ends, so its last screen can still be read.
    _ = try? await session.run(["set-option", "-t", "main", "remain-on-exit", "on"])
    session.serverPID = Int32(try await session.query("#{pid}")) ?? 0
    session.panePID = Int32(try await session.query("#{pane_pid}")) ?? 0
    return session
  }

  /// The visible screen, one line per row, trailing spaces removed.
  public func capture() async throws -> String {
    try await run(["capture-pane", "-p", "-t", "main"])
  }

  /// Types keys, in tmux's key syntax (`q`, `C-c`, `Enter`).
  public func send(keys: String...) async throws {
    _ = try await run(["send-keys", "-t", "main"] + keys)
  }

  /// Resizes the window, as a person resizing the terminal does (the program gets SIGWINCH).
  public func resize(columns: Int, rows: Int) async throws {
    _ = try await run(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
  }

  /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_flag}`.
  public func query(_ format: String) async throws -> String {
    try await run(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Reads the screen every 100 ms until `condition` holds, and returns that screen.
  ///
  /// Waiting for a screen is what a person does; the deadline is generous for a loaded machine
  /// and only ends a test that would otherwise hang.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait; 30 s by default.
  ///   - what: What is awaited, for the failure message.
  ///   - condition: Whether the screen shows what is awaited.
  /// - Throws: ``Timeout`` with the last screen.
  @discardableResult
  public func waitForScreen(
    timeout: Duration = .seconds(30), _ what: String = "the screen",
    _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try await capture()
      if condition(screen) { return screen }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Timeout(description: "timed out waiting for \(what); the screen was:\n\(screen)")
  }

  /// Kills the server and everything running in it.
  /// Synchronous, for `defer`: SIGKILL to the program and the server (which may have inherited
  /// a blocked SIGTERM from the test runner), and the socket removed.
  public func stop() {
    // The pane's shell leads its own process group; the program runs in it.
    if panePID > 0 { kill(-panePID, SIGKILL) }
    for pid in [panePID, serverPID] where pid > 0 { kill(pid, SIGKILL) }
    let uid = getuid()
    let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(uid)/\(socket)")
  }

  /// Runs tmux on this session's server and returns its output.
  ///
  /// Spawned and reaped directly (`posix_spawn`, `waitpid`), with an empty signal mask so that
  /// the tmux server and the program in it do not inherit the test runner's blocked signals:
  /// Foundation's `Process` never saw a tmux client end here (it stayed a zombie), because the
  /// client forks the server.
  @discardableResult
  public func run(_ arguments: [String]) async throws -> String {
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: outputURL) }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TMUX")
    if environment["TERM"] == nil || environment["TERM"] == "dumb" { environment["TERM"] = "xterm-256color" }
    let argv = [tmux.path, "-L", socket] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    #if canImport(Glibc)
      closeInheritedDescriptors(&actions)  // the tmux server would keep other tests' pipes open
    #endif
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pid: pid_t = 0
    let spawned = withCStrings(argv) { cArguments in
      withCStrings(envp) { cEnvironment in
        posix_spawn(&pid, tmux.path, &actions, &attributes, cArguments, cEnvironment)
      }
    }
    guard spawned == 0 else { throw Timeout(description: "could not run tmux: error \(spawned)") }
    // A tmux client ends at once (the server it starts runs on by itself); waiting on a thread
    // of its own keeps the test's cooperative threads free.
    let child = pid
    let status: Int32 = await withCheckedContinuation { continuation in
      Thread {
        var status: Int32 = 0
        // ECHILD (someone else reaped it) leaves status 0; the output still tells.
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        continuation.resume(returning: status)
      }.start()
    }
    let text = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
    guard status == 0 else {
      throw Timeout(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
    }
    return text
  }
}

/// Calls `body` with a NULL-terminated array of C strings.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}
