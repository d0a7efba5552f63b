import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// `--max-bytes`: one limit for a download, a local file and standard input, read with K, M and
/// G, refused early with the same message naming the limit and the option, within its memory
/// budget; and an argument that is no URL echoed with its secrets hidden.
@Suite(.serialized, .timeLimit(.minutes(6))) struct MaxBytesCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-cli-max-bytes-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Runs `phasekit` through `sh -c` (a pipe on its standard input); `command` names it `$PK`.
  func shell(_ command: String) async throws -> CommandRunner.Result {
    try await CommandRunner.run(
      ["-c", command], environment: ["PK": CommandRunner.executable.path], directory: folder,
      timeout: .seconds(240), program: URL(fileURLWithPath: "/bin/sh"))
  }

  /// A CSV of `bytes` bytes or a little more: a header, then rows of two numbers.
  func table(bytes: Int) -> Data {
    var text = "x,y\n"
    var row = 0
    while text.utf8.count < bytes {
      text += "\(row),\(row % 97)\n"
      row += 1
    }
    return Data(text.utf8)
  }

  // MARK: Reading the value

  @Test(arguments: [
    ("1000", 1000), ("64K", 64 << 10), ("64k", 64 << 10), ("64KB", 64 << 10), ("64KiB", 64 << 10),
    ("500M", 500 << 20), ("2G", 2 << 30), ("1g", 1 << 30), ("1024B", 1024),
  ])
  func aByteCountIsReadWithBinarySuffixes(text: String, bytes: Int) {
    #expect(ChartOptions.byteCount(named: text) == bytes)
  }

  @Test(arguments: ["", "0", "0K", "-5", "1.5G", "G", "12X", "2T", "5000G", "1 G"])
  func aValueThatIsNoByteCountIsRefused(text: String) {
    #expect(ChartOptions.byteCount(named: text) == nil)
  }

  @Test func aByteCountIsWrittenInItsLargestWholeUnit() {
    #expect(ChartOptions.byteCountText(1 << 30) == "1G")
    #expect(ChartOptions.byteCountText(3 << 29) == "1536M")
    #expect(ChartOptions.byteCountText(64 << 10) == "64K")
    #expect(ChartOptions.byteCountText(1000) == "1000")
  }

  @Test func theOptionSetsTheLimitOfChartAndWatch() throws {
    guard case .chart(let chart) = try Command.parse(["chart", "a.csv", "--max-bytes", "3M"]) else {
      Issue.record("not a chart command")
      return
    }
    #expect(chart.maxBytes == 3 << 20)
    #expect(ChartOptions().maxBytes == 1 << 30)
    guard case .watch(let watch) = try Command.parse(["watch", "a.csv", "--max-bytes", "2K"]) else {
      Issue.record("not a watch command")
      return
    }
    #expect(watch.chart.maxBytes == 2 << 10)
  }

  @Test func aBadValueIsAUsageErrorNamingTheOption() async throws {
    let result = try await CommandRunner.run(
      ["chart", path("none.csv"), "--max-bytes", "lots", "--lang", "en"], directory: folder)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("'--max-bytes' needs a number of bytes"), "\(result)")
    #expect(result.stderr.contains("'lots'"), "\(result)")
  }

  // MARK: One limit for every input

  /// A file, standard input and a download of 300 KB under `--max-bytes 100K` all end in the
  /// same "too large (limit …)" and the same suggestion naming `--max-bytes` (exit 69).
  @Test(arguments: ["file", "stdin", "download"])
  func everyInputPastTheLimitIsRefusedWithTheSameMessage(input: String) async throws {
    let data = table(bytes: 300 << 10)
    let file = path("big-\(input).csv")
    try data.write(to: URL(fileURLWithPath: file))
    var server: FixtureServer?
    defer { server?.stop() }
    let argument: String
    switch input {
    case "file": argument = "\"\(file)\""
    case "stdin": argument = "- < \"\(file)\""
    default:
      let started = try await FixtureServer.start()
      server = started
      argument = "'\(started.url(path: "/big.csv", query: ["size": "\(data.count)"]).absoluteString)'"
    }
    let result = try await shell(
      "\"$PK\" chart \(argument) --max-bytes 100K --no-cache --no-terminal --lang en --out out.svg")
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("too large"), "\(result)")
    #expect(result.stderr.contains("--max-bytes 200K"), "\(result)")
    #expect(!result.stderr.contains("Attempt 1"), "\(result)")
  }

  /// Under a raised limit the same 300 KB file charts.
  @Test func anInputUnderARaisedLimitCharts() async throws {
    let file = path("fits.csv")
    try table(bytes: 300 << 10).write(to: URL(fileURLWithPath: file))
    let result = try await CommandRunner.run(
      ["chart", file, "--max-bytes", "1M", "--no-terminal", "--lang", "en", "--out", path("fits.svg")],
      directory: folder)
    #expect(result.status == 0, "\(result)")
  }

  /// Standard input past a 200 MB `--max-bytes` is refused within 1.25 × the limit + 64 MB of
  /// memory, measured on the child by `/usr/bin/time`.
  @Test func standardInputPastALowerLimitStaysWithinItsMemoryBudget() async throws {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else {
      print("skipped: /usr/bin/time is not installed, so the child's peak RSS cannot be read")
      return
    }
    let result = try await shell(
      "yes 1,2 | head -c 400000000 | \(time) -f 'peak-rss-kb %M' \"$PK\" chart - --max-bytes 200M"
        + " --no-terminal --lang en --out big.svg")
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("too large"), "\(result)")
    #expect(result.stderr.contains("--max-bytes 400M"), "\(result)")
    let line = try #require(result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-rss-kb ") })
    let peak = try #require(Int(line.dropFirst("peak-rss-kb ".count)))
    let budget = (200 << 20) / 1024 * 5 / 4 + 64 * 1024
    #expect(peak <= budget, "peak \(peak / 1024) MB, budget \(budget / 1024) MB")
  }

  // MARK: Echoed arguments

  /// An argument that is no URL the tool reads is echoed so that the person sees which one was
  /// wrong, without its password or secret query values.
  @Test(arguments: ["chart", "watch"])
  func anInvalidURLIsEchoedWithItsSecretsHidden(command: String) async throws {
    let argument = "ftp://ann:hunter2@example.com/a.csv?token=s3cr3t&day=1"
    let result = try await CommandRunner.run([command, argument, "--lang", "en"], directory: folder)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.contains("ftp://ann:…@example.com/a.csv?token=…&day=1"), "\(result)")
    #expect(!result.stderr.contains("hunter2"), "\(result)")
    #expect(!result.stderr.contains("s3cr3t"), "\(result)")
  }
}
