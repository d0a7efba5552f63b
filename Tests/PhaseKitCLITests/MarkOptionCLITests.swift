import Foundation
import Testing
import _PhaseKitTestSupport

/// `phasekit chart` of a table of observations (one row per restaurant bill, in no order of
/// total_bill, as plotly's tips.csv) draws points and says why; `--mark line` gives the line it
/// drew before; a time series stays a line. A table with nothing that orders its
/// rows says so, and draws its second measure against its first.
@Suite(.serialized, .timeLimit(.minutes(6))) struct MarkOptionCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-mark-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// tips.csv's shape: 244 bills, totals with cents and some repeated, in the order rung up.
  func writeTips() throws -> String {
    var state: UInt64 = 12_345
    func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
    var lines = ["total_bill,tip,sex,smoker,day,time,size"]
    for row in 0..<244 {
      // Every tenth bill repeats an earlier total: several observations share an x.
      let cents = row % 10 == 9 ? 1_377 : next(307...5_081)
      let tip = max(100, cents * next(10...22) / 100)
      let size = next(1...6)
      lines.append(
        "\(Double(cents) / 100),\(Double(tip) / 100),Female,No,Sun,Dinner,\(size)")
    }
    let file = path("tips.csv")
    try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func tipsAreDrawnAsPointsAndTheReportSaysWhy() async throws {
    let tips = try writeTips()
    let result = await InProcessCommand.run(
      ["chart", tips, "--lang", "en", "--no-color", "--out", path("tips.svg")])
    #expect(result.status == 0, "\(result)")
    let text = result.stdout
    // (Status lines wrap at 100 columns when not on a terminal: compared unwrapped.)
    let unwrapped = text.replacingOccurrences(of: "\n", with: " ")
    #expect(
      unwrapped.contains(
        "x: total_bill · y: tip · skipped: sex (categories), smoker (categories), day (categories), "
          + "time (categories), size (another measure) · points (change with --x, --y, --series, --mark, --layout)"),
      "\(text)")
    #expect(text.contains("Drawn as points of tip against total_bill: nothing orders the rows."), "\(text)")
    #expect(!text.contains("repeat an x value"), "\(text)")
    #expect(!text.contains("duplicate x"), "\(text)")
    #expect(!text.contains("gap"), "\(text)")
    #expect(!text.contains("sorted by x"), "\(text)")
    // tip against total_bill: one series (size was a second one before).
    #expect(text.contains("kept 244 of 244 points"), "\(text)")
    let svg = try String(contentsOfFile: path("tips.svg"), encoding: .utf8)
    #expect(svg.contains("Drawn as points of tip against total_bill: nothing orders the rows."))
    #expect(svg.contains("h0"), "dots")
    #expect(!svg.contains("stroke-linejoin"), "no line")
  }

  /// `--mark line` is the behaviour before points: sorted, repeats merged, gaps broken.
  @Test func markLineDrawsTheOldLine() async throws {
    let tips = try writeTips()
    let result = await InProcessCommand.run(
      ["chart", tips, "--lang", "en", "--no-terminal", "--mark", "line", "--out", path("line.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("sorted by x"), "\(result)")
    #expect(result.stdout.contains("duplicate x"), "\(result)")
    #expect(!result.stdout.contains("points:"), "\(result)")
    do {
      #expect(!result.stdout.contains("Drawn as points"), "\(result)")
    }
    let svg = try String(contentsOfFile: path("line.svg"), encoding: .utf8)
    #expect(svg.contains("stroke-linejoin"))
  }

  @Test func markPointsAndChineseSayItToo() async throws {
    let csv = path("days.csv")
    try ("date,temp\n" + (1...30).map { "2024-01-\(String(format: "%02d", $0)),\($0 % 7)" }.joined(separator: "\n"))
      .write(toFile: csv, atomically: true, encoding: .utf8)
    let forced = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--mark", "points", "--out", path("forced.svg")])
    #expect(forced.status == 0, "\(forced)")
    #expect(forced.stdout.contains("drawn as points (--mark points)"), "\(forced)")
    let tips = try writeTips()
    let chinese = await InProcessCommand.run(
      ["chart", tips, "--lang", "zh-Hans", "--no-terminal", "--out", path("zh.svg")])
    #expect(chinese.status == 0, "\(chinese)")
    #expect(chinese.stdout.contains("按散点绘制 tip 对 total_bill：没有列决定行的顺序。"), "\(chinese)")
    #expect(chinese.stdout.hasPrefix("x：total_bill · y：tip · 未使用："), "\(chinese)")
  }

  /// A time series stays a line, newest first or not.
  @Test func aTimeSeriesNewestFirstStaysALine() async throws {
    let csv = path("prices.csv")
    try
      ("date,price\n"
      + (1...28).reversed().map { "2024-02-\(String(format: "%02d", $0)),\(100 + $0 % 5)" }
      .joined(separator: "\n")).write(toFile: csv, atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--out", path("prices.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("drawn as points"), "\(result)")
    #expect(result.stdout.contains("sorted by x"), "\(result)")
    let svg = try String(contentsOfFile: path("prices.svg"), encoding: .utf8)
    #expect(svg.contains("stroke-linejoin"))
  }

  /// A large table of observations whose x repeats (rounded measurements, no column of words):
  /// refused as a line before, drawn as points now, every row kept. A line asked for is drawn
  /// (it was refused, exit 65), and the report counts the rows it merged.
  @Test func repeatedXObservationsAreChartedAsPoints() async throws {
    var state: UInt64 = 99
    var lines = ["height,weight"]
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let height = 150 + Int((state >> 33) % 50)
      let weight = Double(height) * 0.45 + Double((state >> 20) % 200) / 10
      lines.append("\(height),\(weight)")
    }
    let csv = path("people.csv")
    try lines.joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--out", path("people.svg")])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("kept 20000 of 20000 points"), "\(result)")
    #expect(result.stdout.hasPrefix("x: height · y: weight · points (change with"), "\(result)")
    #expect(result.stdout.contains("Drawn as points of weight against height: nothing orders the rows."), "\(result)")
    #expect(!result.stdout.contains("--mark line"), "a line would keep 50 of 20,000 rows: no hint towards it")
    let line = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--mark", "line", "--out", path("people-line.svg")])
    #expect(line.status == 0, "\(line)")
    #expect(line.stdout.contains("kept 50 of 20000 points"), "\(line)")
    #expect(line.stdout.contains("dropped 19950: duplicate x"), "\(line)")
    do {
      #expect(!line.stdout.contains("Drawn as points"), "\(line)")
    }
  }

  /// plotly's iris: four measurements and a species number per flower, sharing one x column
  /// whose values repeat, the words column naming three species of 50 in a row. Nothing orders
  /// the rows: points of the second measure against the first (the constant petal columns and
  /// the species ids are skipped), and the report does not point to a line, which would keep
  /// one row per x (it is drawn when asked for; it was once refused, exit 65).
  @Test func aWideTableWhoseXRepeatsGetsNoHintTowardsALine() async throws {
    var lines = ["sepal_length,sepal_width,petal_length,petal_width,species,species_id"]
    var state: UInt64 = 7
    for (id, species) in ["setosa", "versicolor", "virginica"].enumerated() {
      for _ in 0..<50 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let length = 4.3 + Double((state >> 33) % 36) / 10
        lines.append("\(length),\(3.0 + Double((state >> 20) % 10) / 10),1.4,0.2,\(species),\(id + 1)")
      }
    }
    let csv = path("iris.csv")
    try lines.joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
    let result = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--out", path("iris.svg")])
    #expect(result.status == 0, "\(result)")
    let unwrapped = result.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(
      unwrapped.hasPrefix(
        "x: sepal_length · y: sepal_width · series: species · skipped: petal_length (another measure), "
          + "petal_width (another measure), species_id (ids) · points"),
      "\(result)")
    #expect(result.stdout.contains("kept 150 of 150 points"), "\(result)")
    #expect(
      result.stdout.contains("Drawn as points of sepal_width against sepal_length: nothing orders the rows."),
      "\(result)")
    #expect(!result.stdout.contains("--mark line"), "\(result)")
    let line = await InProcessCommand.run(
      ["chart", csv, "--lang", "en", "--no-terminal", "--mark", "line", "--out", path("iris-line.svg")])
    #expect(line.status == 0, "\(line)")
    // One row per x of each species' line (the species colours the chart).
    #expect(line.stdout.contains("kept 77 of 150 points"), "\(line)")
    #expect(line.stdout.contains("dropped 73: duplicate x"), "\(line)")
  }
}
