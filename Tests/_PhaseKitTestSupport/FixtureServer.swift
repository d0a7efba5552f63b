import Foundation
import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 with injectable faults, started by a test and killed after it.
///
/// The server is `Fixtures/fixture_server.py` (Python 3 standard library), run with `python3 -u`.
/// Faults are chosen per request by query parameters (see the script's header for the full list):
///
/// ```swift
/// let server = try await FixtureServer.start()
/// let url = server.url(path: "/flaky", query: ["status": "503", "fail_times": "2"])
/// // ... load `url` ...
/// #expect(try await server.requestCount(path: "/flaky") == 3)
/// ```
///
/// > Important: Swift Testing children inherit a blocked SIGTERM, so the server is stopped with
/// > SIGKILL. It also exits by itself when its stdin closes (the test process died) and after its
/// > lifetime, so none outlives the test run. Its output is drained while it runs.
///
/// Nothing here blocks a thread of Swift's cooperative pool: the suite runs hundreds of tests on
/// a pool as wide as the machine has cores (two on CI), so a test that blocks a pool thread
/// stalls every other test's `await` (see the async `stop()`).
public final class FixtureServer: Sendable {
  /// Why the server could not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong, with the server's output.
    public var description: String
  }

  /// The port the server listens on.
  public let port: Int
  /// `http://127.0.0.1:<port>`.
  public let baseURL: URL
  /// The server's process id.
  public let processID: Int32

  // The Process object is kept alive (Foundation reaps the child through it); the stdin pipe's
  // write end is held open because closing it tells the server to exit.
  // In a lock to be Sendable; kept for the server's whole life, killed or not.
  private let process: Lock<(process: Process, isKilled: Bool)>
  private let stdinPipe: Pipe
  private let output: OutputDrain
  /// Opens when Foundation has reaped the server (its termination handler ran).
  private let exited: Latch

  private init(port: Int, process: Process, stdinPipe: Pipe, output: OutputDrain, exited: Latch) {
    self.port = port
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    self.processID = process.processIdentifier
    self.process = Lock((process, false))
    self.stdinPipe = stdinPipe
    self.output = output
    self.exited = exited
  }

  deinit { stop() }

  /// Starts a fixture server and waits until it listens.
  ///
  /// - Parameters:
  ///   - directory: A folder the server serves files from with `?file=NAME`; `nil` for none.
  ///   - lifetime: How long the server lives at most, whatever happens to the test; 300 s by
  ///     default.
  /// - Returns: The running server.
  /// - Throws: ``StartError`` when Python is missing or the server does not report its port
  ///   within 60 seconds (Python starts slowly on a loaded machine).
  public static func start(directory: URL? = nil, lifetime: Duration = .seconds(300)) async throws
    -> FixtureServer
  {
    try await start(script: "fixture_server.py", directory: directory, lifetime: lifetime)
  }

  /// Starts a Python fixture of `Fixtures/` that prints `PORT <n>` when it listens (the fixture
  /// server, the SOCKS proxy) and takes `--lifetime`.
  static func start(script name: String, directory: URL?, lifetime: Duration) async throws -> FixtureServer {
    let script = Fixtures.directory.appendingPathComponent(name)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["python3", "-u", script.path, "--lifetime", "\(lifetime.components.seconds)"]
    if let directory { arguments += ["--directory", directory.path] }
    process.arguments = arguments
    let stdinPipe = Pipe()
    let outputPipe = Pipe()
    process.standardInput = stdinPipe
    process.standardOutput = outputPipe
    process.standardError = outputPipe  // one pipe, drained by one thread
    // Foundation calls this from its own queue once the child is reaped: waiting for the exit
    // parks a continuation instead of a thread (`waitUntilExit()` spins a run loop on the
    // calling thread, a pool thread in an async test).
    let exited = Latch()
    process.terminationHandler = { _ in exited.open() }

    let drain = OutputDrain()
    do {
      try process.run()
    } catch {
      throw StartError(description: "could not run python3: \(error)")
    }
    drain.start(reading: outputPipe.fileHandleForReading)
    // The child holds its own copies; closing ours makes EOF reach the drain when the child dies.
    try? outputPipe.fileHandleForWriting.close()
    try? stdinPipe.fileHandleForReading.close()

    // Generous: a loaded 2-core machine can take many seconds to start Python.
    guard let port = await drain.port(timeout: .seconds(60)) else {
      kill(process.processIdentifier, SIGKILL)
      throw StartError(description: "fixture server did not start:\n\(drain.text)")
    }
    return FixtureServer(port: port, process: process, stdinPipe: stdinPipe, output: drain, exited: exited)
  }

  /// One server shared by every test in the process, started on first use.
  ///
  /// Cheaper than a server per test on a busy machine. Counters are per path, so give each test
  /// paths of its own (``uniquePath(_:)``). The server dies with the test process (its stdin
  /// closes) or after 600 s.
  ///
  /// - Returns: The shared server.
  public static func shared() async throws -> FixtureServer {
    try await SharedFixtureServer.instance.server()
  }

  /// A path no other test uses, such as `/name-3F2A...`, for counting requests on a shared server.
  ///
  /// - Parameter name: A readable prefix.
  /// - Returns: The path, with a leading slash.
  public func uniquePath(_ name: String = "p") -> String {
    "/\(name)-\(UUID().uuidString)"
  }

  /// A URL on the server.
  ///
  /// - Parameters:
  ///   - path: The path, such as `/data.csv`; a missing leading slash is added.
  ///   - query: Fault parameters such as `["status": "500", "fail_times": "2"]`, sorted by name so
  ///     URLs are deterministic.
  /// - Returns: The URL.
  public func url(path: String, query: [String: String] = [:]) -> URL {
    var components = URLComponents()
    components.scheme = "http"
    components.host = "127.0.0.1"
    components.port = port
    components.path = path.hasPrefix("/") ? path : "/" + path
    if !query.isEmpty {
      components.queryItems = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]) }
    }
    return components.url!
  }

  /// How many requests the server has received for a path (query ignored) since the last reset.
  ///
  /// - Parameter path: The path, such as `/data.csv`.
  /// - Returns: The count.
  public func requestCount(path: String) async throws -> Int {
    try await stats(path: path).count
  }

  /// Returns once the server has received `count` requests for a path since the last reset (the
  /// server answers when the count is reached), or after 30 s.
  ///
  /// - Parameters:
  ///   - count: The number of requests to wait for.
  ///   - path: The path, such as `/data.csv`.
  /// - Returns: Whether the count was reached.
  @discardableResult
  public func waitForRequests(_ count: Int, path: String) async throws -> Bool {
    let data = try await get(url(path: "/__wait", query: ["path": path, "count": String(count)]))
    return try JSONDecoder().decode(Reached.self, from: data).reached
  }

  /// The most requests to a path that were in flight at the same time since the last reset.
  ///
  /// - Parameter path: The path.
  /// - Returns: The count.
  public func maximumConcurrentRequests(path: String) async throws -> Int {
    try await stats(path: path).max_inflight
  }

  /// How many requests to a path are being answered right now (a hung request counts until its
  /// client closes the connection).
  ///
  /// - Parameter path: The path.
  /// - Returns: The count.
  public func requestsInFlight(path: String) async throws -> Int {
    try await stats(path: path).inflight
  }

  /// Sets every request counter back to zero.
  public func resetCounts() async throws {
    _ = try await get(url(path: "/__reset"))
  }

  /// Kills the server with SIGKILL and returns at once, without waiting for it to exit: for
  /// `defer` and `deinit`, where nothing depends on the server being gone. Safe to call more than
  /// once, and after the async `stop()`.
  ///
  /// A test that stops the server to go offline awaits the async `stop()` instead, which the
  /// compiler picks in an async context (outside `defer`).
  public func stop() {
    killOnce()
  }

  /// Kills the server with SIGKILL and returns once it has exited and its sockets are closed, so
  /// that a test going offline is refused at once instead of racing a server still being torn
  /// down (a request in its accept queue then waited out the 15 s timeout). Safe to call more
  /// than once.
  ///
  /// The wait parks the task, never a thread: blocking a thread of the cooperative pool (as
  /// `Process.waitUntilExit()` does, spinning a run loop) delays every other test's `await` in
  /// the process.
  public func stop() async {
    killOnce()
    await exited.wait()
  }

  /// Sends SIGKILL and closes stdin, the first time only.
  private func killOnce() {
    let first = process.withLock { state in
      defer { state.isKilled = true }
      return !state.isKilled
    }
    guard first else { return }
    kill(processID, SIGKILL)
    try? stdinPipe.fileHandleForWriting.close()
  }

  /// Everything the server printed so far (its port line, and tracebacks if any).
  public var outputText: String { output.text }

  private struct PathStats: Decodable {
    var count: Int
    var inflight: Int
    var max_inflight: Int
  }

  private struct Reached: Decodable {
    let reached: Bool
  }

  private func stats(path: String) async throws -> PathStats {
    let data = try await get(url(path: "/__stats", query: ["path": path]))
    return try JSONDecoder().decode(PathStats.self, from: data)
  }

  private func get(_ url: URL) async throws -> Data {
    try await HTTPClient.shared.data(for: URLRequest(url: url)).data
  }
}

/// Starts the shared server once, even when many tests ask at the same time.
private actor SharedFixtureServer {
  static let instance = SharedFixtureServer()
  private var starting: Task<FixtureServer, any Error>?

  func server() async throws -> FixtureServer {
    if let starting, let server = try? await starting.value { return server }
    let task = Task { try await FixtureServer.start(lifetime: .seconds(600)) }
    starting = task
    return try await task.value
  }
}
