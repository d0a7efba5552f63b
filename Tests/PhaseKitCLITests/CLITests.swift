import Foundation
import PhaseKit
import PhaseKitCLI
import Testing
import _PhaseKitTestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// End-to-end tests against the real fixture HTTP server, real files and a real cache folder:
/// in process (`InProcessCommand`) for what a run says and writes, the real `phasekit` binary as
/// a child process for what needs one (the working folder, `TZ`, a terminal, the streams and exit
/// status of the binary itself). Serialized: two cores are better spent on one run at a time
/// than on twenty competing ones.
@Suite(.serialized, .timeLimit(.minutes(6))) struct CLITests {
  /// A fresh temporary folder per test.
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func noArgumentsChartsTheEmbeddedSampleAndReportsWhatWasDropped() async throws {
    let result = await InProcessCommand.run([], directory: folder)
    #expect(result.status == 0, "\(result)")
    // The sample holds eight -999 sentinels and a twelve-day gap.
    #expect(result.stdout.contains("dropped 8: sentinel value such as -999"), "\(result)")
    #expect(result.stdout.contains("2 gaps longer than usual"), "\(result)")
    #expect(result.stdout.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "braille chart")
    let svg = try String(contentsOfFile: path("phasekit-chart.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("temp_max") && svg.contains("temp_min"))
    #expect(result.stdout.contains("phasekit-chart.svg"))
  }

  /// One gap is "1 gap", not "1 gap(s)".
  @Test func oneGapIsReportedInTheSingular() async throws {
    var text = "date,v\n"
    for day in [1, 2, 3, 4, 5, 6, 7, 8, 20, 21, 22, 23] { text += "2024-03-\(day < 10 ? "0" : "")\(day),\(day)\n" }
    try text.write(toFile: path("gap.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(
      ["chart", path("gap.csv"), "--no-terminal", "--no-cache", "--out", path("gap.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("  1 gap longer than usual: the line breaks there"), "\(result)")
  }

  @Test func theDemoWritesTheSampleChartShownInTheReadme() async throws {
    // The sample's dates carry no offset, so its ticks follow the local zone: pin it to UTC, as
    // the image was made, whatever zone the machine running the tests is in.
    let result = try await CommandRunner.run(
      ["--no-terminal", "--lang", "en", "--out", path("s.svg")], environment: ["TZ": "UTC"])
    #expect(result.status == 0, "\(result)")
    let written = try String(contentsOfFile: path("s.svg"), encoding: .utf8)
    let shown = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/images/sample-weather.svg"),
      encoding: .utf8)
    let regenerate = "TZ=UTC swift run phasekit --no-terminal --lang en --out docs/images/sample-weather.svg"
    #expect(written == shown, "docs/images/sample-weather.svg is out of date: \(regenerate)")
  }

  @Test func chartsOverHTTPWithOneRequest() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(path: "/ok.csv", query: ["file": "seattle-weather.csv"])
    let result = await InProcessCommand.run(
      ["chart", url.absoluteString, "--no-terminal", "--out", path("c.svg"), "--no-cache"])
    #expect(result.status == 0, "\(result)")
    #expect(try await server.requestCount(path: "/ok.csv") == 1)
    #expect(FileManager.default.fileExists(atPath: path("c.svg")))
  }

  @Test func seattleWeatherChartsTwoSeriesOnATimeAxis() async throws {
    let csv = Fixtures.directory.appendingPathComponent("seattle-weather.csv").path
    let result = await InProcessCommand.run(
      [
        "chart", csv, "--x", "date", "--y", "temp_max", "--y", "temp_min", "--no-terminal",
        "--out", path("seattle.svg"),
      ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Sanitization: kept 2922 of 2922"), "\(result)")
    let svg = try String(contentsOfFile: path("seattle.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
    // A time axis over 2012–2015 labels years, and the legend names both series.
    for year in ["2012", "2013", "2014", "2015"] { #expect(svg.contains(">\(year)<"), "\(year)") }
    #expect(svg.contains(">temp_max<") && svg.contains(">temp_min<"))
  }

  @Test func aServerErrorIsRetriedThenSucceeds() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(
      path: "/flaky.csv", query: ["status": "500", "fail_times": "1", "file": "seattle-weather.csv"])
    let result = await InProcessCommand.run(
      ["chart", url.absoluteString, "--no-terminal", "--no-cache", "--out", path("r.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.contains("Attempt 1 failed"), "\(result)")
    #expect(try await server.requestCount(path: "/flaky.csv") == 2)
  }

  // A hanging server that the deadline ends, and one slow attempt that may use the whole
  // --timeout: both are about time, so they are whole in WallClockTests.CLI
  // (aHangingServerTimesOutWithinTheDeadline, withoutRetriesOneAttemptMayUseTheWholeTimeout).

  static let script = URL(fileURLWithPath: "/usr/bin/script")

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: script.path)))
  func aTerminalSeesASpinnerWhileTheServerSaysNothing() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/silent.csv", query: ["hang": "1"])
    // `script` runs phasekit on a pseudo-terminal and copies what it drew to standard output.
    let command = [
      CommandRunner.executable.path, "chart", url.absoluteString, "--timeout", "1.5",
      "--retries", "0", "--no-cache", "--no-terminal", "--out", path("h.svg"),
    ].joined(separator: " ")
    let result = try await CommandRunner.run(
      ["-qec", command, "/dev/null"], environment: ["TERM": "xterm"], program: Self.script)
    #expect(result.stdout.contains("silent.csv 0 B"), "\(result)")
    #expect(result.stdout.contains("timed out"), "\(result)")
  }

  @Test func notFoundIsNotRetriedAndSaysSo() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/missing.csv", query: ["status": "404"])
    let result = await InProcessCommand.run(
      ["chart", url.absoluteString, "--retries", "3", "--no-cache", "--no-terminal"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("404"), "\(result)")
    #expect(try await server.requestCount(path: "/missing.csv") == 1)
  }

  @Test func theErrorCardOffersNoButtonOnACommandLine() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/broken.csv", query: ["status": "500"])
    let result = await InProcessCommand.run(["chart", url.absoluteString, "--retries", "0", "--no-cache"])
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("The server has a problem. Try again later."), "\(result)")
    #expect(!result.stderr.contains("Retry"), "\(result)")
  }

  @Test func offlineWithAWarmCacheShowsTheCachedChartMarkedStale() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    let url = server.url(path: "/weather.csv", query: ["file": "seattle-weather.csv"])
    let arguments = [
      "chart", url.absoluteString, "--cache-dir", path("cache"), "--no-terminal", "--retries", "0",
      "--timeout", "5", "--out", path("w.svg"),
    ]
    let warm = await InProcessCommand.run(arguments)
    #expect(warm.status == 0, "\(warm)")
    await server.stop()

    let offline = await InProcessCommand.run(arguments)
    #expect(offline.status == 75, "\(offline)")
    #expect(offline.stderr.contains("Showing data from"), "\(offline)")
    #expect(offline.stdout.contains("Sanitization: kept"), "\(offline)")
    let svg = try String(contentsOfFile: path("w.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
  }

  @Test func anUnusableCacheFolderIsSkippedSayingWhatToDo() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    try "not a folder".write(toFile: path("cache"), atomically: true, encoding: .utf8)
    let url = server.url(path: "/c.csv", query: ["file": "seattle-weather.csv"])
    let arguments = [
      "chart", url.absoluteString, "--cache-dir", path("cache"), "--no-terminal", "--out", path("c.svg"),
    ]
    let result = await InProcessCommand.run(arguments)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.contains("Cache disabled ("), "\(result)")
    #expect(result.stderr.contains("Choose another folder with --cache-dir, or use --no-cache"), "\(result)")
    let chinese = await InProcessCommand.run(arguments + ["--lang", "zh-Hans"])
    #expect(chinese.stderr.contains("缓存已停用"), "\(chinese)")
  }

  @Test(arguments: [
    ("www.example.com/a.csv", "https://www.example.com/a.csv"),
    ("localhost:8080/a.csv", "http://localhost:8080/a.csv"),
  ])
  func aMissingFileNamedLikeAWebAddressSuggestsTheWholeURL(argument: String, url: String) async throws {
    let result = await InProcessCommand.run(["chart", argument, "--no-terminal"], directory: folder)
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("To load it from the web, give the whole address: \(url)"), "\(result)")
  }

  @Test func aMissingPlainFileKeepsTheFileSuggestion() async throws {
    let result = await InProcessCommand.run(
      ["chart", "data/v1.2/a.csv", "--no-terminal"], directory: folder)
    #expect(result.status == 69, "\(result)")
    #expect(result.stderr.contains("Check that the file exists."), "\(result)")
  }

  @Test func offlineModeReadsOnlyTheCacheAndNeverTheNetwork() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    defer { server.stop() }
    let url = server.url(path: "/offline.csv", query: ["file": "seattle-weather.csv"])
    let cache = ["--cache-dir", path("cache"), "--no-terminal", "--out", path("o.svg")]

    let cold = await InProcessCommand.run(["chart", url.absoluteString, "--offline"] + cache)
    #expect(cold.status == 69, "\(cold)")
    #expect(cold.stderr.contains("No cached copy of offline.csv yet"), "\(cold)")
    #expect(cold.stderr.contains("Run once without --offline to fill the cache."), "\(cold)")
    #expect(!cold.stderr.contains("You may be offline"), "\(cold)")
    #expect(try await server.requestCount(path: "/offline.csv") == 0)

    let warm = await InProcessCommand.run(["chart", url.absoluteString] + cache)
    #expect(warm.status == 0, "\(warm)")
    let offline = await InProcessCommand.run(["chart", url.absoluteString, "--offline"] + cache)
    #expect(offline.status == 0, "\(offline)")
    #expect(offline.stdout.contains("(disk cache)"), "\(offline)")
    #expect(!offline.stderr.contains("Showing data from"), "a fresh copy is not marked old: \(offline)")
    #expect(try await server.requestCount(path: "/offline.csv") == 1)

    // The same copy, 40 days old: still charted (it was asked for), but marked with its date,
    // on the terminal and in the file.
    let disk = try DiskCache(url: URL(fileURLWithPath: path("cache")).appendingPathComponent("resources.sqlite"))
    let entry = try #require(try disk.entry(forKey: url.absoluteString))
    try disk.setData(
      entry.data, forKey: url.absoluteString, etag: entry.etag, lastModified: entry.lastModified,
      storedAt: Date(timeIntervalSinceNow: -40 * 86_400))
    disk.close()
    let old = await InProcessCommand.run(["chart", url.absoluteString, "--offline"] + cache)
    #expect(old.status == 0, "\(old)")
    #expect(old.stderr.contains("Showing data from"), "\(old)")
    #expect(old.stderr.contains("The cache's copy: --offline reads only the cache."), "\(old)")
    let svg = try String(contentsOfFile: path("o.svg"), encoding: .utf8)
    #expect(svg.contains("Showing data from"), "the file says the data is old")
    #expect(try await server.requestCount(path: "/offline.csv") == 1)
  }

  /// The SVG's accessible description, read aloud by screen readers, says what sanitization did
  /// in the run's language (it ended in English words such as "sentinel 8" before).
  @Test func theSVGsDescriptionIsInTheRunsLanguage() async throws {
    for (language, expected, foreign) in [
      ("zh-Hans", "数据清理：保留 1428 / 1436 个数据点；丢弃 8 个：哨兵值（如 -999）", "sentinel"),
      ("en", "Sanitization: kept 1428 of 1436 points; dropped 8: sentinel value such as -999", "数据"),
    ] {
      let out = path("desc-\(language).svg")
      let run = await InProcessCommand.run(["--lang", language, "--no-terminal", "--out", out])
      #expect(run.status == 0, "\(run)")
      let svg = try String(contentsOfFile: out, encoding: .utf8)
      let description = try #require(svg.range(of: "<desc id=\"pk-desc\">").map { svg[$0.upperBound...].prefix { $0 != "<" } })
      #expect(description.contains(expected), "\(description)")
      #expect(!description.contains(foreign), "\(description)")
    }
  }

  /// A download over an app's 64 MiB default is not refused by the command line (1 GiB there):
  /// the person named the URL, and the same bytes as a file would be charted.
  @Test func aDownloadOverAnAppsDefaultLimitIsNotRefused() async throws {
    let server = try await FixtureServer.shared()
    let size = 70 << 20
    let url = server.url(path: server.uniquePath("big"), query: ["size": String(size)])
    let run = await InProcessCommand.run(["chart", url.absoluteString, "--no-cache", "--no-terminal", "--retries", "0"])
    // One line of digits: a header and no data, which is the data's problem, not its size.
    #expect(!run.stderr.contains("too large"), "\(run)")
    #expect(run.status == 65, "\(run)")
  }

  /// A URL's access token stays out of what the run prints and the error card it writes.
  @Test func anAccessTokenInTheURLIsNotPrintedOrWritten() async throws {
    let server = try await FixtureServer.shared()
    let url = server.url(path: server.uniquePath("secret"), query: ["status": "404", "token": "sk_live_SECRET42"])
    let out = path("secret-card.svg")
    let run = await InProcessCommand.run(["chart", url.absoluteString, "--no-cache", "--retries", "0", "--out", out])
    #expect(run.status != 0, "\(run)")
    #expect(run.stderr.contains("token=…"), "\(run)")
    #expect(!run.stderr.contains("SECRET42") && !run.stdout.contains("SECRET42"), "\(run)")
    let card = try String(contentsOfFile: out, encoding: .utf8)
    #expect(card.contains("HTTP 404"))
    #expect(!card.contains("SECRET42"))
  }

  @Test func fileURLsAreReadAndOtherSchemesAreRejected() async throws {
    let csv = Fixtures.directory.appendingPathComponent("seattle-weather.csv")
    let file = await InProcessCommand.run(
      ["chart", csv.absoluteString, "--no-terminal", "--out", path("f.svg")])
    #expect(file.status == 0, "\(file)")
    let ftp = await InProcessCommand.run(["chart", "ftp://example.com/data.csv", "--no-terminal"])
    #expect(ftp.status == 64, "\(ftp)")
    #expect(ftp.stderr.contains("ftp://example.com/data.csv"), "\(ftp)")
  }

  @Test func badCSVNamesTheLineAndColumnAndExitsWithDataError() async throws {
    let file = path("bad.csv")
    try "date,value\n2024-01-01,1.5\n2024-01-02,\"unterminated\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(["chart", file, "--no-terminal"], directory: folder)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("line 3"), "\(result)")
    #expect(result.stderr.contains("column"), "\(result)")
  }

  @Test func aColumnProblemSuggestsChoosingColumnsAndAParseErrorDoesNot() async throws {
    // Every column of numbers named as y: x must be chosen among the others.
    try "city,temp\nParis,12\nRome,18\n".write(toFile: path("text.csv"), atomically: true, encoding: .utf8)
    let column = await InProcessCommand.run(["chart", path("text.csv"), "--y", "temp", "--no-terminal"])
    #expect(column.status == 65, "\(column)")
    #expect(column.stderr.contains("Choose the columns with --x, --y and --series"), "\(column)")
    #expect(!column.stderr.contains("Contact the data provider"), "\(column)")

    let missing = await InProcessCommand.run(["chart", path("text.csv"), "--y", "temp", "--no-terminal"])
    #expect(missing.stderr.contains("Choose the columns with --x, --y and --series"), "\(missing)")

    try "date,value\n2024-01-01,\"1\n".write(toFile: path("bad.csv"), atomically: true, encoding: .utf8)
    let parse = await InProcessCommand.run(["chart", path("bad.csv"), "--no-terminal"])
    #expect(parse.status == 65, "\(parse)")
    #expect(!parse.stderr.contains("Choose the columns"), "\(parse)")
  }

  @Test func messagesFollowTheLanguage() async throws {
    let file = path("bad.csv")
    try "date,value\n2024-01-01,1.5\n2024-01-02,\"unterminated\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let byOption = await InProcessCommand.run(["chart", file, "--no-terminal", "--lang", "zh-Hans"])
    #expect(byOption.stderr.contains("无法读取数据"), "\(byOption)")
    let byLocale = await InProcessCommand.run(
      ["chart", file, "--no-terminal"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(byLocale.stderr.contains("无法读取数据"), "\(byLocale)")
    // The title says it once: not again as the message's prefix.
    #expect(!byOption.stderr.contains("数据解析错误"), "\(byOption)")
  }

  /// What a usage error, the help and a completion script print is tested in process
  /// (CommandLineParsingTests); this holds the binary to it: the exit code and the streams.
  @Test func repliesReachTheRightStreamWithTheirExitCode() async throws {
    let usage = try await CommandRunner.run(["chart", "x.csv", "--width", "abc"])
    #expect(usage.status == 64, "\(usage)")
    #expect(usage.stdout.isEmpty, "\(usage)")
    #expect(usage.stderr == PhaseKitTool.reply(to: ["chart", "x.csv", "--width", "abc"], language: .english)?.standardError)
    let help = try await CommandRunner.run(["help", "chart"])
    #expect(help.status == 0, "\(help)")
    #expect(help.stdout.hasPrefix("USAGE: phasekit chart") && help.stderr.isEmpty, "\(help)")
    let script = try await CommandRunner.run(["completions", "bash"])
    #expect(script.status == 0, "\(script)")
    #expect(script.stdout.contains("complete -o filenames -F _phasekit phasekit"), "\(script)")
  }

  /// A path or URL as the first argument is charted as `phasekit chart` would chart it: the
  /// same exit code, report and SVG; a path that does not exist fails as a missing file (exit
  /// 69), not as an unknown command.
  @Test func aPathAsTheFirstArgumentIsCharted() async throws {
    let csv = folder.appendingPathComponent("walk.csv")
    try Data("t,v\n1,3\n2,4\n3,2\n4,5\n".utf8).write(to: csv)
    let direct = await InProcessCommand.run(
      [csv.path, "--no-terminal", "--lang", "en", "--out", folder.appendingPathComponent("a.svg").path])
    let viaChart = await InProcessCommand.run(
      ["chart", csv.path, "--no-terminal", "--lang", "en", "--out", folder.appendingPathComponent("b.svg").path])
    #expect(direct.status == 0, "\(direct)")
    #expect(direct.status == viaChart.status)
    // The same report but for the output's name and the load's time ("in 0.01 s").
    func report(_ text: String) -> String {
      text.replacingOccurrences(of: "a.svg", with: "b.svg")
        .replacing(#/ in [0-9.]+ s/#, with: " in … s")
    }
    #expect(report(direct.stdout) == report(viaChart.stdout), "\(direct) \(viaChart)")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("a.svg"))
        == Data(contentsOf: folder.appendingPathComponent("b.svg")))
    let missing = await InProcessCommand.run(["no-such-file.csv", "--no-terminal", "--lang", "en"], directory: folder)
    #expect(missing.status == 69, "\(missing)")
    #expect(!missing.stderr.contains("unknown command"), "\(missing)")
  }

  @Test func statesWritesEveryCardAsValidSVG() async throws {
    let result = await InProcessCommand.run(["states", "--out", path("states")])
    #expect(result.status == 0, "\(result)")
    let files = try FileManager.default.contentsOfDirectory(atPath: path("states")).sorted()
    for name in ["chart.svg", "empty.svg", "error.svg", "loading.svg", "stale.svg"] {
      #expect(files.contains(name), "\(files)")
    }
    for name in files {
      let svg = try String(contentsOfFile: path("states/\(name)"), encoding: .utf8)
      #expect(isWellFormedXML(svg), "\(name)")
    }
  }

  @Test func outIntoAMissingFolderCreatesTheFolder() async throws {
    let result = await InProcessCommand.run(["--no-terminal", "--out", path("charts/new/x.svg")])
    #expect(result.status == 0, "\(result)")
    let svg = try String(contentsOfFile: path("charts/new/x.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
  }

  @Test func anOutputThatCannotBeWrittenFailsWithItsOwnExitCode() async throws {
    // A folder where the SVG should go: the write fails, and the exit code must not say success.
    try FileManager.default.createDirectory(atPath: path("taken.svg"), withIntermediateDirectories: true)
    let chart = await InProcessCommand.run(["--no-terminal", "--out", path("taken.svg")])
    #expect(chart.status == 73, "\(chart)")
    #expect(chart.stderr.contains("Could not write \(path("taken.svg")) (Is a directory)"), "\(chart)")
    #expect(chart.stderr.contains("--out"), "\(chart)")
    #expect(!chart.stdout.contains("Chart written"), "\(chart)")

    try "not a folder".write(toFile: path("file"), atomically: true, encoding: .utf8)
    let states = await InProcessCommand.run(["states", "--out", path("file")])
    #expect(states.status == 73, "\(states)")
    #expect(states.stderr.contains("Could not write"), "\(states)")

    let events = await InProcessCommand.run(
      ["--no-terminal", "--out", path("e.svg"), "--events", path("taken.svg"), "--lang", "zh-Hans"])
    #expect(events.status == 73, "\(events)")
    #expect(events.stderr.contains("无法写入"), "\(events)")
  }

  @Test func statesWritesTheImagesShownInTheDocs() async throws {
    let result = await InProcessCommand.run(["states", "--out", path("cards"), "--lang", "en"])
    #expect(result.status == 0, "\(result)")
    let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PhaseDrawing/PhaseDrawing.docc/Resources")
    for name in ["chart", "loading", "empty", "empty-invalid", "error", "stale"] {
      let written = try String(contentsOfFile: path("cards/\(name).svg"), encoding: .utf8)
      let documented = try String(
        contentsOf: images.appendingPathComponent("\(name).svg"), encoding: .utf8)
      #expect(written == documented, "\(name).svg")
    }
  }

  @Test func eventsAreWrittenAsJSONLines() async throws {
    let result = await InProcessCommand.run(
      ["--no-terminal", "--events", path("events.jsonl"), "--out", path("e.svg")])
    #expect(result.status == 0, "\(result)")
    let lines = try String(contentsOfFile: path("events.jsonl"), encoding: .utf8)
      .split(separator: "\n")
    let names = try lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["event"] as? String ?? ""
    }
    #expect(names.first == "started")
    // The load ends, then the chart's choice is recorded beside it.
    #expect(names.suffix(2) == ["succeeded", "chartChosen"])
  }
}

/// Whether `text` parses as XML.
func isWellFormedXML(_ text: String) -> Bool {
  XMLParser(data: Data(text.utf8)).parse()
}
