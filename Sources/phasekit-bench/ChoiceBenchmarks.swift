import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// The cost of choosing the chart, and the size of the chart chosen for very large tables.
///
/// - Choosing: an R-style table (row names, a date, the year and month beside it, a code and
///   three measures, 1M rows) prepared with nothing named — roles inferred, date parts, codes and
///   row names skipped, scales compared — against the same bytes with x and y named, where
///   nothing is chosen. Goal (DESIGN.md): ≤ 1.10×.
/// - Bounded output: a long table of 60,000 series and a 10M-row table (`CHOICE_ROWS` to change
///   it), decoded, chosen and drawn to SVG, against decoding the same bytes with the columns
///   named; the SVG's size is printed beside it (goal ≤ 2 MB).
let choiceBenchmarks = BenchmarkSuite(name: "choice") {
  let rows = 1_000_000
  let rTable = Data(benchmarkRStyleText(rows: rows).utf8)
  let chosen = ChartPipeline()
  let named = ChartPipeline(
    decoding: DecodeOptions(x: "date", y: ["sales", "visits", "price"]), layout: .panels)
  // CHOICE_PROFILE=chosen|named prepares only that side, CHOICE_REPEAT times (default 20), and
  // stops: a profiler (`perf record`) then sees one side's cost alone.
  let environment = ProcessInfo.processInfo.environment
  if let side = environment["CHOICE_PROFILE"] {
    let pipeline = side == "named" ? named : chosen
    let repeats = Int(environment["CHOICE_REPEAT"] ?? "") ?? 20
    let seconds = try medianSeconds(repetitions: repeats) { blackHole(try pipeline.prepare(rTable)) }
    print(String(format: "%@: median %.2f ms of %d", side, seconds * 1000, repeats))
    return
  }
  var choiceTime = 0.0
  var namedTime = 0.0
  for _ in 0..<3 {
    choiceTime += try medianSeconds(repetitions: 3) { blackHole(try chosen.prepare(rTable)) }
    namedTime += try medianSeconds(repetitions: 3) { blackHole(try named.prepare(rTable)) }
  }
  let check = try chosen.prepare(rTable).columns.choice
  report(
    "choose the chart, R-style 1M rows", ours: choiceTime, baseline: namedTime,
    baselineName: "x and y named", target: "≤ 1.10×", extra: check.summary(in: .english))

  let long = Data(benchmarkManySeriesText(series: 60_000, pointsPerSeries: 6).utf8)
  try reportBoundedChart("60k series (long table)", long, named: DecodeOptions(x: "year", y: ["value"]))

  let big = Int(ProcessInfo.processInfo.environment["CHOICE_ROWS"] ?? "") ?? 10_000_000
  let wide = Data(benchmarkRStyleText(rows: big).utf8)
  try reportBoundedChart("\(big) rows R-style", wide, named: DecodeOptions(x: "date", y: ["sales"]))
}

/// Decodes, chooses and draws `data` to SVG at 800×450, against decoding it with the columns
/// named (`named`); prints the SVG's size.
private func reportBoundedChart(_ name: String, _ data: Data, named: DecodeOptions) throws {
  var svg = ""
  let ours = try medianSeconds(repetitions: 3) {
    let prepared = try ChartPipeline().prepare(data)
    svg = SVGRenderer(width: 800, height: 450, language: .english).render(Chart(dataset: prepared.dataset))
  }
  let decodeOnly = try medianSeconds(repetitions: 3) { blackHole(try ChartDecoder.decode(data, options: named)) }
  report(
    name + " → SVG", ours: ours, baseline: decodeOnly, baselineName: "decoding alone, columns named",
    target: "about 1 s; SVG ≤ 2 MB",
    extra: String(format: "SVG %.2f MB, input %.0f MB", Double(svg.utf8.count) / 1e6, Double(data.count) / 1e6))
}

/// R's `write.csv` of a daily table: `"","date","year","month","promo","sales","visits","price"`.
func benchmarkRStyleText(rows: Int) -> String {
  let walk = benchmarkWalk(rows, seed: 5).ys
  var text = "\"\",\"date\",\"year\",\"month\",\"promo\",\"sales\",\"visits\",\"price\"\n"
  text.reserveCapacity(rows * 64)
  var dayText = ""
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  for row in 0..<rows {
    // One row a minute from 2000-01-01; the date's text is made once a day.
    if row % 1440 == 0 {
      let day = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: 946_684_800 + Double(row / 1440) * 86_400))
      dayText = "\(day.year!)-\(pad(day.month!))-\(pad(day.day!))"
    }
    let minute = row % 1440
    text += "\"\(row + 1)\",\(dayText)T\(pad(minute / 60)):\(pad(minute % 60)):00Z,"
    text += "\(dayText.prefix(4)),\(Int(dayText.dropFirst(5).prefix(2))!),\(row % 7 == 0 ? 1 : 0),"
    text += String(format: "%.2f,%d,%.3f\n", 100 + walk[row], 1000 + row % 977, 3 + walk[row] / 100)
  }
  return text
}

/// `year,station,value`: `series` stations, `pointsPerSeries` years each.
func benchmarkManySeriesText(series: Int, pointsPerSeries: Int) -> String {
  var text = "year,station,value\n"
  text.reserveCapacity(series * pointsPerSeries * 24)
  for station in 0..<series {
    for year in 0..<pointsPerSeries {
      text += "\(2000 + year),s\(station),\(station % 1000 + year)\n"
    }
  }
  return text
}

private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
