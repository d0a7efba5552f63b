import Foundation
import Testing
import _PhaseKitTestSupport

/// The real `phasekit` binary through a real SOCKS proxy, and on standard input: no answer a
/// server or proxy gives stops the process, and standard input is bounded, read once and named
/// as what it is. Serialized like ``CLITests``: each test runs whole processes.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ProxyAndLocalInputCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-cli-proxy-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Runs `phasekit` through `sh -c` (a pipe on its standard input); `command` names it `$PK`.
  func shell(_ command: String, environment: [String: String] = [:]) async throws -> CommandRunner.Result {
    try await CommandRunner.run(
      ["-c", command], environment: environment.merging(["PK": CommandRunner.executable.path]) { $1 },
      directory: folder, timeout: .seconds(240), program: URL(fileURLWithPath: "/bin/sh"))
  }

  // MARK: Through a SOCKS proxy

  /// With `all_proxy=socks5://…`, a response head cut short, a reset and garbage end in a
  /// failure the tool reports (exit 69, or 65 for bytes that read as a table): the process
  /// lives. Before, the request went to URLSession, whose libcurl glue stopped the process
  /// ("NativeProtocol.swift:240: Fatal error: Transfer completed, but there's no response").
  @Test func noAnswerThroughASOCKSProxyStopsTheProcess() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let proxy = try await FixtureServer.startSOCKSProxy()
    defer { proxy.stop() }
    let environment = [
      "all_proxy": "socks5://127.0.0.1:\(proxy.port)", "http_proxy": "", "no_proxy": "", "NO_PROXY": "",
    ]
    let broken = [
      server.url(answering: Data("HTTP/1.1 200 OK\r\nContent-".utf8)),
      server.url(answering: Data("HTTP/1.1 200 OK\r\n".utf8)),
      server.url(path: server.uniquePath("reset"), query: ["reset": "1"]),
    ]
    let garbage = FixtureServer.randomAndMutatedAnswers(seed: 340).prefix(4).map { server.url(answering: Data($0)) }
    for (index, url) in (broken + garbage).enumerated() {
      let result = try await CommandRunner.run(
        [
          "chart", url.absoluteString, "--no-terminal", "--lang", "en", "--out", path("p\(index).svg"),
          "--no-cache", "--retries", "0",
        ],
        environment: environment)
      if index < broken.count {
        #expect(result.status == 69, "\(url.query ?? ""): \(result)")
      } else {
        #expect([0, 65, 69].contains(result.status), "\(url.query ?? ""): \(result)")
      }
      #expect(!result.stderr.contains("Fatal error"), "\(result)")
    }
    #expect(try await proxy.socksConnects() == broken.count + garbage.count)
  }

  // MARK: Standard input

  /// Standard input past the 1 GiB limit is refused with a download's "too large" as soon as
  /// the limit is passed, within 1.25 × the limit + 64 MB of memory: 1.5 GB and an endless
  /// `yes` (which grew past 4 GB until killed, and 1.5 GB peaked at 1.46 GB).
  @Test(arguments: ["head -c 1500000000", "cat"])
  func standardInputPastTheLimitIsRefusedWithinItsMemoryBudget(cut: String) async throws {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else {
      print("skipped: /usr/bin/time is not installed, so the child's peak RSS cannot be read")
      return
    }
    // The size limit, not the 30 s default timeout, must end the read: a debug build reading
    // 1 GB while the rest of the suite loads the host took longer than 30 s once.
    let result = try await shell(
      "yes 1,2 | \(cut) | \(time) -f 'peak-rss-kb %M' \"$PK\" chart - --no-terminal --lang en --timeout 600 --out big.svg")
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("too large"), "\(result)")
    let line = try #require(result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-rss-kb ") })
    let peak = try #require(Int(line.dropFirst("peak-rss-kb ".count)))
    let budget = (1 << 30) / 1024 * 5 / 4 + 64 * 1024
    #expect(peak <= budget, "peak \(peak / 1024) MB, budget \(budget / 1024) MB")
  }

  /// Standard input that does not end within --timeout is read once, not "retried" (a second
  /// attempt would wait for bytes a first one consumed), and the message names standard input,
  /// never a server.
  @Test func standardInputThatNeverEndsIsNotRetriedAndNamesNoServer() async throws {
    let result = try await shell(
      "sleep 8 | \"$PK\" chart - --no-terminal --lang en --out slow.svg --timeout 1 --retries 2")
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("standard input"), "\(result)")
    #expect(!result.stderr.lowercased().contains("server"), "\(result)")
    #expect(!result.stderr.contains("Attempt 1"), "\(result)")
    #expect(!result.stderr.lowercased().contains("retrying"), "\(result)")
  }

  /// A local file over the limit is refused before it is read, with the same message as a
  /// download (a sparse file: its size costs no disk).
  @Test func aLocalFileOverTheLimitIsRefusedLikeADownload() async throws {
    let big = path("big.csv")
    #expect(FileManager.default.createFile(atPath: big, contents: Data("x,y\n1,2\n".utf8)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: (1 << 30) + 1)
    try handle.close()
    let result = try await CommandRunner.run(
      ["chart", big, "--no-terminal", "--lang", "en", "--out", path("big.svg")], directory: folder)
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("too large"), "\(result)")
  }
}
