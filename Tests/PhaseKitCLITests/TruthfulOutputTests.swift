import Foundation
import Testing
import _PhaseKitTestSupport

/// End to end: the real `phasekit` binary on the shape fixtures
/// (long format, stocks, hourly with a `date` column, duplicate column names), the fixture HTTP
/// server, and real files on disk.
@Suite(.serialized, .timeLimit(.minutes(6))) struct TruthfulOutputTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-truth-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func fixture(_ name: String) -> String { Fixtures.directory.appendingPathComponent(name).path }
  func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

  // MARK: Point 2 — long format and default columns

  @Test func aLongFormatFileIsSplitByItsColumnOfWordsAndTheReportSaysSo() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("long-energy.csv"), "--no-terminal", "--out", path("energy.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "Split into 3 series by \"source\": x (\"year\") repeats in 34 rows"), "\(result)")
    // Nothing is dropped as a "duplicate": every row is a point of its own series.
    #expect(result.stdout.contains("Sanitization: kept 51 of 51 points"), "\(result)")
    #expect(!result.stdout.contains("duplicate x"), "\(result)")
    let svg = try read("energy.svg")
    for name in ["Fossil Fuels", "Nuclear Energy", "Renewables"] {
      #expect(svg.contains(">\(name)<"), "legend names \(name)")
    }
  }

  @Test(arguments: [[], ["--series", "symbol"]])
  func stocksChartOneSeriesPerSymbolOnTheirDates(extra: [String]) async throws {
    // The text column comes first and each symbol's 120 dates come in a block: x must default
    // to `date`, never to `symbol`, and the split must see past the first rows.
    let result = await InProcessCommand.run(
      ["chart", fixture("stocks-long.csv"), "--no-terminal", "--out", path("stocks.svg")] + extra)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("Loaded 480 points in 4 series"), "\(result)")
    #expect(result.stdout.contains("kept 480 of 480"), "\(result)")
    #expect(result.stdout.contains("Split into") == extra.isEmpty, "\(result)")
    let svg = try read("stocks.svg")
    for symbol in ["ACME", "GLOBEX", "INITECH", "UMBRELLA"] { #expect(svg.contains(">\(symbol)<")) }
    #expect(svg.contains(">2005<"), "a time axis over 2000–2009")
  }

  @Test func anHourlyExportWithAnIndexColumnChartsItsDateColumnWithoutX() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("hourly-date-column.csv"), "--no-terminal", "--out", path("hourly.svg")])
    #expect(result.status == 0, "\(result)")
    // One series: the unnamed index column is neither x nor a series.
    #expect(result.stdout.contains("Loaded 336 points in 1 series"), "\(result)")
    let svg = try read("hourly.svg")
    #expect(svg.contains("temperature_2m"))
    // The title names the zone the ticks are in: "date (UTC)", or the machine's own zone.
    #expect(svg.contains(">date ("), "the x axis is titled by the date column and its zone")
  }

  @Test func duplicateColumnNamesBecomeDistinctSeries() async throws {
    // Named (the first `a` by name, the second by position): the second `a`, whole numbers
    // 26–30 over 30 rows, is taken for a coded column by default, which is not what this tests.
    let result = await InProcessCommand.run([
      "chart", fixture("duplicate-columns.csv"), "--x", "date", "--y", "a", "--y", "#2", "--y", "b",
      "--no-terminal", "--out", path("dup.svg"),
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("in 3 series"), "\(result)")
    let svg = try read("dup.svg")
    #expect(svg.contains(">a<") && svg.contains(">a (2)<") && svg.contains(">b<"), "\(svg.prefix(3000))")
  }

  @Test func columnsThatCannotBeGuessedAreNamedWithTheOptionToUse() async throws {
    // Every column of numbers named as y, words beside it: choosing x from them helps.
    try "city,temp\nParis,12\nRome,18\n".write(toFile: path("words.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run([
      "chart", path("words.csv"), "--y", "temp", "--no-terminal", "--out", path("w.svg"),
    ])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("\"city\", \"temp\""), "\(result)")
    // The library's message names no flag; the CLI's suggestion names the option to use.
    #expect(result.stderr.contains("Choose the columns with --x"), "\(result)")
    #expect(!result.stderr.contains("choose x with --x"), "\(result)")
    // The file did load: the title says what is wrong instead.
    #expect(!result.stderr.contains("Failed to load"), "\(result)")
    #expect(result.stderr.contains("Cannot chart these columns"), "\(result)")
  }

  /// A table of words one per row has nothing to draw or count: refused as such, and no
  /// option is suggested, since choosing an x never helps (issue 32).
  @Test func aTableWithNothingToChartSuggestsNoOption() async throws {
    try "city,country\nParis,France\n".write(toFile: path("names.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run([
      "chart", path("names.csv"), "--no-terminal", "--out", path("n.svg"),
    ])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("nothing to chart"), "\(result)")
    #expect(result.stderr.contains("Cannot chart these columns"), "\(result)")
    #expect(!result.stderr.contains("--x"), "\(result)")
    #expect(!result.stderr.contains("Choose the columns"), "\(result)")
  }

  /// Of two columns that split a long table alike, the first is chosen and said, with
  /// the option that chooses the other (this failed, exit 65, before).
  @Test func anAmbiguousLongFormatChartsTheFirstNamingTheSeriesOption() async throws {
    try "year,source,state,twh\n2001,coal,TX,1\n2001,gas,CA,2\n2002,coal,TX,3\n2002,gas,CA,4\n"
      .write(toFile: path("two.csv"), atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run([
      "chart", path("two.csv"), "--no-terminal", "--out", path("t.svg"),
    ])
    #expect(result.status == 0, "\(result)")
    let unwrapped = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(unwrapped.hasPrefix("x: year · y: twh · series: source · skipped: state (categories)"), "\(result)")
    #expect(unwrapped.contains("--series COLUMN"), "\(result)")
    #expect(try read("t.svg").contains(">coal<"))
    let chosen = await InProcessCommand.run(
      ["chart", path("two.csv"), "--series", "state", "--no-terminal", "--out", path("t.svg")])
    #expect(chosen.status == 0, "\(chosen)")
    #expect(try read("t.svg").contains(">TX<"))
  }

  // MARK: Point 3 — the artifact shows the state

  @Test func aRunThatFallsBackToTheCacheWritesTheChartUnderTheStaleBanner() async throws {
    let server = try await FixtureServer.start(directory: Fixtures.directory)
    let url = server.url(path: "/stale.csv", query: ["file": "long-energy.csv"])
    let arguments = [
      "chart", url.absoluteString, "--cache-dir", path("cache"), "--no-terminal", "--retries", "0",
      "--timeout", "5", "--out", path("s.svg"),
    ]
    let warm = await InProcessCommand.run(arguments)
    #expect(warm.status == 0, "\(warm)")
    #expect(!(try read("s.svg")).contains("Showing data from"))
    await server.stop()

    let stale = await InProcessCommand.run(arguments)
    #expect(stale.status == 75, "\(stale)")
    #expect(stale.stdout.contains("marked as old data"), "\(stale)")
    #expect(stale.stdout.contains("Loaded 51 points in 3 series from stale.csv"), "\(stale)")
    #expect(stale.stdout.contains("(disk cache)"), "\(stale)")
    let svg = try read("s.svg")
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("Showing data from"), "the banner is in the file")
    #expect(svg.contains(">Renewables<"), "the chart is drawn under it")
    #expect(!svg.contains("NSURLErrorDomain"), "no internal code on the card")
  }

  @Test func aFailingRunReplacesAnOlderChartWithTheErrorCardNamingTheURL() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let good = await InProcessCommand.run(
      ["chart", fixture("long-energy.csv"), "--no-terminal", "--out", path("c.svg")])
    #expect(good.status == 0, "\(good)")
    let url = server.url(path: "/gone.csv", query: ["status": "404"])
    let failed = await InProcessCommand.run(
      ["chart", url.absoluteString, "--no-cache", "--no-terminal", "--out", path("c.svg")])
    #expect(failed.status == 69, "\(failed)")
    let card = try read("c.svg")
    #expect(isWellFormedXML(card))
    #expect(!card.contains("Renewables"), "the older chart is gone")
    #expect(card.contains("HTTP 404 Not Found"), "\(card)")
    #expect(
      card.contains(url.absoluteString.replacingOccurrences(of: "&", with: "&amp;")), "the card names the URL"
    )
    #expect(failed.stderr.contains("Error card written to"), "\(failed)")
  }

  @Test func keepOnErrorLeavesTheOlderFileAsItWas() async throws {
    try "<svg>older</svg>".write(toFile: path("k.svg"), atomically: true, encoding: .utf8)
    let failed = await InProcessCommand.run(
      ["chart", path("missing.csv"), "--no-terminal", "--keep-on-error", "--out", path("k.svg")])
    #expect(failed.status == 69, "\(failed)")
    #expect(try read("k.svg") == "<svg>older</svg>")
  }

  @Test func anUnreachableServerShowsTheURLNotAnInternalCodeWhichOnlyTheEventsLogKeeps() async throws {
    // A port nothing listens on: bound, then closed.
    let url = "http://127.0.0.1:\(try unusedPort())/down.csv"
    let result = await InProcessCommand.run(
      [
        "chart", url, "--no-cache", "--retries", "0", "--no-terminal", "--out", path("d.svg"),
        "--events", path("events.jsonl"),
      ])
    #expect(result.status == 69, "\(result)")
    let card = try read("d.svg")
    #expect(card.contains(url), "\(card)")
    for code in ["NSURLErrorDomain", "-1004", "offline.-"] {
      #expect(!card.contains(code), "\(code) on the card")
      #expect(!result.stderr.contains(code), "\(code) on the terminal")
    }
    let events = try read("events.jsonl")
    #expect(events.contains("-1004") || events.contains("offline"), "the events log keeps the code")
  }

  // MARK: Point 5 — command-line conventions

  @Test func dashReadsStandardInputAndOutDashWritesTheSVGToStandardOutput() async throws {
    let csv = try Data(contentsOf: URL(fileURLWithPath: fixture("long-energy.csv")))
    let result = await InProcessCommand.run(["chart", "-", "--out", "-"], input: csv)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<svg "), "standard output holds the SVG and nothing else")
    #expect(isWellFormedXML(result.stdout))
    #expect(result.stdout.contains(">Renewables<"))
    // The report goes to standard error, naming the source as standard input.
    #expect(result.stderr.contains("from standard input"), "\(result.stderr)")
  }

  static let rasterizer = [
    "/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  @Test(.enabled(if: rasterizer != nil, "rsvg-convert is not installed (apt-get install librsvg2-bin)"))
  func outPNGWritesARealPNG() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("long-energy.csv"), "--no-terminal", "--out", path("c.png"), "--width", "640"])
    #expect(result.status == 0, "\(result)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path("c.png")))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
    // The IHDR width, big-endian at bytes 16–19.
    #expect(bytes.count > 24 && bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 640)
  }

  @Test func withoutARasterizerPNGIsRefusedWithTheCommandThatInstallsIt() async throws {
    let result = await InProcessCommand.run(
      ["chart", fixture("long-energy.csv"), "--no-terminal", "--out", path("c.png")],
      environment: ["PHASEKIT_RSVG_CONVERT": path("no-such-rsvg-convert")])
    #expect(result.status == 64, "\(result)")
    #expect(
      result.stderr.contains("apt-get install librsvg2-bin")
        || result.stderr.contains("brew install librsvg"),
      "\(result)")
    #expect(!FileManager.default.fileExists(atPath: path("c.png")), "never an SVG under a .png name")
  }

  @Test func titleAndDarkThemeReachTheSVG() async throws {
    let result = await InProcessCommand.run(
      [
        "chart", fixture("long-energy.csv"), "--no-terminal", "--title", "US net generation",
        "--theme", "dark", "--out", path("dark.svg"),
      ])
    #expect(result.status == 0, "\(result)")
    let svg = try read("dark.svg")
    #expect(svg.contains(">US net generation<"))
    #expect(svg.contains("#111418"), "the dark theme's background")
  }

  static let script = URL(fileURLWithPath: "/usr/bin/script")

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: script.path)),
    arguments: [
      (["TERM": "xterm", "NO_COLOR": ""], true), (["TERM": "xterm", "NO_COLOR": "1"], false),
      (["TERM": "dumb", "NO_COLOR": ""], false),
    ])
  func colourFollowsNoColorAndDumbTerminals(environment: [String: String], coloured: Bool) async throws {
    // `script` gives phasekit a terminal, where colours are on unless NO_COLOR or TERM=dumb.
    let command = [
      CommandRunner.executable.path, "chart", fixture("long-energy.csv"), "--out", path("t.svg"),
    ].joined(separator: " ")
    let result = try await CommandRunner.run(
      ["-qec", command, "/dev/null"], environment: environment, program: Self.script)
    #expect(result.stdout.contains("Fossil Fuels"), "\(result)")
    #expect((result.stdout.contains("\u{1B}[3") || result.stdout.contains("\u{1B}[0;3")) == coloured, "\(result)")
  }

  // MARK: Point 6 — zh-Hans throughout

  @Test func everyLineIsChineseWithLangZhHans() async throws {
    let ran = await InProcessCommand.run(
      ["chart", fixture("long-energy.csv"), "--no-terminal", "--lang", "zh-Hans", "--out", path("zh.svg")])
    #expect(ran.status == 0, "\(ran)")
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: "/zh.csv", query: ["status": "404"])
    let failed = await InProcessCommand.run(
      [
        "chart", url.absoluteString, "--no-cache", "--no-terminal", "--lang", "zh-Hans", "--out",
        path("zh2.svg"),
      ])
    #expect(failed.status == 69, "\(failed)")
    let usage = await InProcessCommand.run(["chart", "x.csv", "--lang", "zh-Hans", "--width", "abc"])
    #expect(usage.status == 64, "\(usage)")
    try "city,temp\nParis,12\nRome,18\n".write(toFile: path("words.csv"), atomically: true, encoding: .utf8)
    let columns = await InProcessCommand.run(
      ["chart", path("words.csv"), "--y", "temp", "--no-terminal", "--lang", "zh-Hans", "--out", path("zh3.svg")])
    #expect(columns.status == 65, "\(columns)")
    let help = await InProcessCommand.run(["chart", "--help", "--lang", "zh-Hans"])
    #expect(help.status == 0, "\(help)")
    let lines = [
      ran.stdout, ran.stderr, failed.stdout, failed.stderr, usage.stderr, columns.stderr, help.stdout,
    ]
    .flatMap { $0.split(separator: "\n") }.filter { !$0.allSatisfy(\.isWhitespace) }
    #expect(lines.count >= 40)
    for line in lines {
      let isChinese = line.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
      #expect(isChinese, "not Chinese: \(line)")
    }
  }
}

/// A TCP port on 127.0.0.1 that nothing listens on: bound by the kernel's choice, then closed.
func unusedPort() throws -> Int {
  #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
  #endif
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = 0
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
      bind(descriptor, socketAddress, length) == 0
        && getsockname(descriptor, socketAddress, &length) == 0
    }
  }
  guard bound else { throw POSIXError(.EADDRINUSE) }
  return Int(UInt16(bigEndian: address.sin_port))
}
