import Foundation
import Testing
import _PhaseKitTestSupport

/// Dates written without a zone (`2024-03-10 00:00`) are read as UTC: the axis must show them as
/// written, on a UTC clock, whatever zone the viewer's machine is in; dates with an offset keep
/// their own clock. Checked in child processes under several `TZ` values, for the SVG, the
/// terminal chart and the `watch` screen.
@Suite(.timeLimit(.minutes(6))) struct DateAxisZoneCLITests {
  static let zones = ["UTC", "Asia/Shanghai", "America/Los_Angeles", "Pacific/Chatham", "America/St_Johns"]
  /// Every 5 minutes from midnight, as the QA's `dates-space.csv`.
  static let minutes =
    "t,y\n" + (0..<36).map { "2024-03-10 \(pad($0 * 5 / 60)):\(pad($0 * 5 % 60)):00,\($0 * 5)" }.joined(separator: "\n") + "\n"
  /// Three days from the first of the month, as the QA's `3days.csv`.
  static let days = "date,v\n2024-03-01,1\n2024-03-02,2\n2024-03-03,3\n"
  static let withOffset = "t,y\n2024-03-10T00:00:00+08:00,1\n2024-03-10T03:00:00+08:00,2\n"

  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The SVG and the terminal chart (without the timing line) of `csv` drawn under `zone`.
  func draw(_ csv: String, zone: String, in folder: URL) async throws -> (svg: String, terminal: String) {
    let input = folder.appendingPathComponent("in.csv")
    try Data(csv.utf8).write(to: input)
    let output = folder.appendingPathComponent("out-\(zone.replacingOccurrences(of: "/", with: "-")).svg")
    let result = try await CommandRunner.run(
      ["chart", input.path, "--out", output.path, "--lang", "en", "--title", "t"],
      environment: ["TZ": zone, "COLUMNS": "80"])
    #expect(result.status == 0, "\(result)")
    let svg = try String(contentsOf: output, encoding: .utf8)
    // "Chart written to …" wraps at 80 columns with the file's path on a line of its own.
    let terminal = result.stdout.split(separator: "\n")
      .filter { !$0.hasPrefix("Loaded ") && !$0.hasPrefix("Chart written") && !$0.contains(folder.path) }
      .joined(separator: "\n")
    return (svg, terminal)
  }

  @Test func zonelessDatesAreDrawnOnTheUTCClockInEveryZone() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var first: (svg: String, terminal: String)?
    for zone in Self.zones {
      let drawn = try await draw(Self.minutes, zone: zone, in: folder)
      let parsed = SVGText(drawn.svg)
      // The row written 00:00 is on the first tick, midnight (which names the day), then the
      // hours as written, on a clock named UTC.
      #expect(parsed.texts.contains("t (UTC)"), "\(zone): \(parsed.texts)")
      #expect(Array(parsed.texts.drop { $0 != "Mar 10, 2024" }.prefix(3)) == ["Mar 10, 2024", "00:30", "01:00"], "\(zone): \(parsed.texts)")
      #expect(drawn.terminal.contains("Mar 10, 2024                01:00"), "\(zone):\n\(drawn.terminal)")
      #expect(drawn.terminal.contains("t (UTC)"), "\(zone):\n\(drawn.terminal)")
      if let first {
        #expect(drawn.svg == first.svg, "\(zone) draws another SVG than \(Self.zones[0])")
        #expect(drawn.terminal == first.terminal, "\(zone) draws another terminal chart")
      } else {
        first = drawn
      }
    }
  }

  @Test func aDayIsNotDrawnBeforeItsOwnTick() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for zone in ["America/Los_Angeles", "Asia/Tokyo"] {
      let parsed = SVGText(try await draw(Self.days, zone: zone, in: folder).svg)
      #expect(parsed.texts.contains("date (UTC)"), "\(zone): \(parsed.texts)")
      // The x domain starts at the first row; the first tick (Mar 1, midnight, which names the
      // month) is at its left edge, exactly where the first point is.
      #expect(
        Array(parsed.texts.drop { $0 != "Mar 2024" }.prefix(5)) == ["Mar 2024", "06:00", "12:00", "18:00", "Mar 2"], "\(zone): \(parsed.texts)")
      // The first <path> holds the gridlines; the series line is the one with a line join.
      let gridlines = try #require(parsed.paths.first)
      let line = try #require(parsed.paths.first { $0.tag.contains("stroke-linejoin") })
      let firstGrid = try #require(Self.firstVerticalX(gridlines.d))
      let firstPoint = try #require(line.d.dropFirst().split(separator: " ").first.flatMap { Double($0) })
      #expect(firstGrid == firstPoint, "\(zone): the first day's point is off its tick")
    }
  }

  /// The x of the first `M x yV…` segment: the first vertical gridline.
  static func firstVerticalX(_ d: String) -> Double? {
    for segment in d.split(separator: "M") where segment.contains("V") {
      return segment.split(separator: " ").first.flatMap { Double($0) }
    }
    return nil
  }

  @Test func datesWithAnOffsetKeepTheirOwnClock() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for zone in ["UTC", "America/Los_Angeles"] {
      let drawn = try await draw(Self.withOffset, zone: zone, in: folder)
      let parsed = SVGText(drawn.svg)
      #expect(parsed.texts.contains("t (UTC+08:00)"), "\(zone): \(parsed.texts)")
      #expect(Array(parsed.texts.drop { $0 != "Mar 10, 2024" }.prefix(3)) == ["Mar 10, 2024", "00:30", "01:00"], "\(zone): \(parsed.texts)")
    }
  }

  @Test func theWatchScreenShowsZonelessDatesAsWritten() async throws {
    guard TmuxSession.locate() != nil else {
      print("SKIPPED: tmux is not installed (apt-get install tmux); the watch screen tests need it")
      return
    }
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.csv")
    try Data(Self.minutes.utf8).write(to: input)
    let command =
      "cd '\(folder.path)'; LANG=en_US.UTF-8 TZ=Asia/Shanghai '\(CommandRunner.executable.path)' watch "
      + "'\(input.path)' --no-cache --every 60; exec sleep 600"
    let session = try await TmuxSession.start(command, columns: 90, rows: 24)
    defer { session.stop() }
    let screen = try await session.waitForScreen(timeout: .seconds(60), "the chart") { $0.contains("t (") }
    #expect(screen.contains("t (UTC)"), "\(screen)")
    #expect(screen.range(of: #"Mar 10, 2024 +00:30 +01:00"#, options: .regularExpression) != nil, "\(screen)")
    try await session.send(keys: "q")
  }
}

/// The texts and paths of an SVG written by PhaseKit (one element per tag, attributes in
/// double quotes), read without an XML parser.
struct SVGText {
  var texts: [String] = []
  var paths: [(tag: String, d: String)] = []

  init(_ svg: String) {
    var rest = Substring(svg)
    while let open = rest.range(of: "<text") {
      rest = rest[open.upperBound...]
      guard let start = rest.firstIndex(of: ">"), let end = rest.range(of: "</text>") else { break }
      texts.append(String(rest[rest.index(after: start)..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    rest = Substring(svg)
    while let open = rest.range(of: "<path") {
      rest = rest[open.upperBound...]
      guard let close = rest.range(of: "/>") else { break }
      let tag = rest[..<close.lowerBound]
      if let d = tag.range(of: " d=\"") {
        let value = tag[d.upperBound...].prefix { $0 != "\"" }
        paths.append((String(tag), String(value)))
      }
      rest = rest[close.upperBound...]
    }
  }
}

/// `--downsample none` with a million points wrote one `<path>` whose `d` passed the 10 MB
/// libxml2 accepts, and the PNG (rasterized by librsvg) failed with exit 73.
///
/// A process of its own: drawing a million points holds the main actor for seconds, which in
/// process would stall every other test that runs on it.
@Suite(.timeLimit(.minutes(6))) struct EveryPointPNGCLITests {
  @Test func aMillionPointsDrawnWithoutDownsamplingStillMakeAPNG() async throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
      print("SKIPPED: rsvg-convert is not installed (apt-get install librsvg2-bin)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("every-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var csv = "x,y\n"
    csv.reserveCapacity(14_000_000)
    for index in 0..<1_000_000 {
      // Noise between -2.0 and 2.0 in steps of 0.01 with two spikes, as the QA's spike.csv.
      let y = index == 123_456 ? 80 : index == 777_777 ? -60 : Double((index &* 7919) % 401 - 200) / 100
      csv += "\(index),\(y)\n"
    }
    let input = folder.appendingPathComponent("spike.csv")
    try Data(csv.utf8).write(to: input)
    let png = folder.appendingPathComponent("spike.png")
    let svg = folder.appendingPathComponent("spike.svg")
    for output in [svg, png] {
      let result = try await CommandRunner.run(
        // Named: by default x (0, 1, 2, …) is a row index and the noise beside it a histogram.
        [
          "chart", input.path, "--x", "x", "--y", "y", "--downsample", "none", "--no-terminal", "--out",
          output.path, "--lang", "en",
        ],
        timeout: .seconds(300))
      #expect(result.status == 0, "\(result)")
    }
    let bytes = try Data(contentsOf: png)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // Every point is there, in elements far below the limit.
    let text = try String(contentsOf: svg, encoding: .utf8)
    let paths = SVGText(text).paths.filter { $0.tag.contains("stroke-linejoin") }
    #expect(paths.count >= 40)
    #expect(paths.allSatisfy { $0.d.utf8.count < 1_000_000 })
  }
}
