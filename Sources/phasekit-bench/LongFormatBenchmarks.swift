import Foundation
import PhaseCharts
import PhaseKit

/// `date,country,value` rows: `countries` rows per minute, interleaved (every country for one
/// minute, then the next minute) or blocked (every minute of one country, then the next).
func benchmarkLongCSVText(rows: Int, countries: Int = 10, blocked: Bool = false) -> String {
  let names = [
    "Argentina", "Brazil", "Chile", "Denmark", "Egypt", "France", "Germany", "Hungary",
    "India", "Japan", "Kenya", "Laos",
  ]
  let walk = benchmarkWalk(rows, seed: 21).ys
  let minutes = rows / countries
  var text = "date,country,value\n"
  text.reserveCapacity(rows * 40)
  for row in 0..<rows {
    let (minute, country) = blocked ? (row % minutes, row / minutes) : (row / countries, row % countries)
    let hour = minute / 60 % 24
    let day = minute / 1440 % 28 + 1
    let month = minute / 40_320 % 12 + 1
    text += "2020-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)T"
    text += "\(hour < 10 ? "0" : "")\(hour):\(minute % 60 < 10 ? "0" : "")\(minute % 60):00,"
    text += names[country % names.count] + String(format: ",%.4f\n", walk[row])
  }
  return text
}

/// A long-format file whose series column is found (one decoding pass, split in memory)
/// against the same bytes with the series column named (one pass recording that column, split
/// in memory the same way): the goal is ≈ 1.0–1.1×; before the one-pass split, finding it
/// decoded the file once more per column of words (≈ 2× here), and while the named column's
/// rows were grouped as they were read, naming it was the slower side (found / named
/// 0.35–0.45× interleaved). Both sides alternate, decode after decode, on one core and
/// on every core. Then the cost of recording the column of words in a wide file whose x only
/// grows (the long-format check then finds nothing to split), against the same decode with
/// ``DecodeOptions/findsSeries`` off, which records nothing.
///
/// `CHART_DATA_LONG=path` decodes that file instead, for `scripts/bench-long.py`.
func benchmarkLongFormat() throws {
  if let path = ProcessInfo.processInfo.environment["CHART_DATA_LONG"] {
    try benchmarkLongFormatFile(path)
    return
  }
  for blocked in [false, true] {
    let data = Data(benchmarkLongCSVText(rows: 1_000_000, blocked: blocked).utf8)
    let mb = Double(data.count) / 1e6
    for cores in [1, CSVTableDecoder.coreLimit.withLock { $0 }] {
      let (found, named) = try alternate(
        data, cores: cores,
        [
          DecodeOptions(format: .csv), DecodeOptions(format: .csv, series: "country"),
        ]
      ).pair
      report(
        "long 1M rows \(blocked ? "blocked" : "interleaved") (\(Int(mb)) MB), \(cores == 1 ? "1 core" : "all cores")",
        ours: found, baseline: named, baselineName: "series named (recorded, split in memory)",
        target: "≈ 1.0–1.1×", extra: String(format: "%.0f MB/s", mb / found))
    }
  }
  // The cost of recording the column of words in the blocked file, where it rarely changes:
  // against the same decode with findsSeries off (one series whose x repeats).
  let blocked = Data(benchmarkLongCSVText(rows: 1_000_000, blocked: true).utf8)
  var unsplit = DecodeOptions(format: .csv)
  unsplit.findsSeries = false
  let (found, plain) = try alternate(blocked, cores: 1, [DecodeOptions(format: .csv), unsplit]).pair
  report(
    "long 1M rows blocked, 1 core", ours: found, baseline: plain,
    baselineName: "findsSeries off (not split)", target: "≈ 1.0×")
  // A wide file with a column of words and an x that only grows: the cost of recording it.
  let wide = Data(benchmarkWideWordsCSVText(rows: 1_000_000).utf8)
  var off = DecodeOptions(format: .csv)
  off.findsSeries = false
  for cores in [1, CSVTableDecoder.coreLimit.withLock { $0 }] {
    let (on, plain) = try alternate(wide, cores: cores, [DecodeOptions(format: .csv), off]).pair
    report(
      "wide 1M rows + words, x grows, \(cores == 1 ? "1 core" : "all cores")", ours: on,
      baseline: plain, baselineName: "findsSeries off (nothing recorded)", target: "≈ 1.0×")
  }
}

/// `date,weather,a,b` rows: a minute per row, a weather word that changes every few rows, and
/// two random walks, as a weather export has.
func benchmarkWideWordsCSVText(rows: Int) -> String {
  let words = ["sun", "rain", "drizzle", "fog", "snow"]
  let walks = (0..<2).map { benchmarkWalk(rows, seed: 31 + UInt64($0)).ys }
  var text = "date,weather,a,b\n"
  text.reserveCapacity(rows * 44)
  for row in 0..<rows {
    let minute = row % 60
    let hour = row / 60 % 24
    let day = row / 1440 % 28 + 1
    let month = row / 40_320 % 12 + 1
    // A new year every 12 × 28 days, so that x only grows.
    text += "\(2020 + row / 483_840)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)T"
    text += "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute):00,"
    text += words[row / 3 % words.count] + String(format: ",%.4f,%.4f\n", walks[0][row], walks[1][row])
  }
  return text
}

/// Medians of decoding `data` with each of `options` in turn, decode after decode (15 timings
/// each after one warm-up each), on `cores` cores.
private func alternate(_ data: Data, cores: Int, _ options: [DecodeOptions]) throws -> [Double] {
  let limit = CSVTableDecoder.coreLimit.withLock { $0 }
  CSVTableDecoder.coreLimit.withLock { $0 = cores }
  defer { CSVTableDecoder.coreLimit.withLock { $0 = limit } }
  var timings = options.map { _ in [Double]() }
  var checksum = 0
  let clock = ContinuousClock()
  for round in 0..<(16 * options.count) {
    let side = round % options.count
    let elapsed = try clock.measure {
      checksum += try ChartDecoder.decode(data, options: options[side]).pointCount
    }
    if round >= options.count { timings[side].append(elapsed.seconds) }
  }
  blackHole(checksum)
  return timings.map { $0.sorted()[$0.count / 2] }
}

extension Array where Element == Double {
  fileprivate var pair: (Double, Double) { (self[0], self[1]) }
}

/// For `scripts/bench-long.py`: decodes the long-format CSV file at `path` from memory, with
/// the series column found and with it named (`CHART_DATA_SERIES`, `country` by default), in
/// turn (`CHART_DATA_SIDES` adds `unsplit`, ``DecodeOptions/findsSeries`` off, or picks one),
/// `CHART_DATA_REPEAT` times each (5 by default) after one warm-up each, on
/// `CHART_DATA_CORES` cores (every core by default). Prints `found <seconds> <cpu>` and `named
/// <seconds> <cpu>` (and `unsplit …`) per decode, `passes <n>` (decoding passes over the bytes of one found
/// decode), and `rows <points> <series>`.
func benchmarkLongFormatFile(_ path: String) throws {
  let environment = ProcessInfo.processInfo.environment
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let repetitions = Int(environment["CHART_DATA_REPEAT"] ?? "") ?? 5
  if let cores = Int(environment["CHART_DATA_CORES"] ?? "") {
    CSVTableDecoder.coreLimit.withLock { $0 = cores }
  }
  var unsplit = DecodeOptions(format: .csv)
  unsplit.findsSeries = false
  let all: [(String, DecodeOptions)] = [
    ("found", DecodeOptions(format: .csv)),
    ("named", DecodeOptions(format: .csv, series: .name(environment["CHART_DATA_SERIES"] ?? "country"))),
    ("unsplit", unsplit),
  ]
  // `CHART_DATA_SIDES=found` (for a profile) or `found,named,unsplit`; found and named by default.
  let wanted = (environment["CHART_DATA_SIDES"] ?? "found,named").split(separator: ",").map(String.init)
  let sides = all.filter { wanted.contains($0.0) }
  let clock = ContinuousClock()
  var dataset: Dataset?
  for round in 0..<((repetitions + 1) * sides.count) {
    let (name, options) = sides[round % sides.count]
    let cpuStart = processCPUSeconds()
    let elapsed = try clock.measure { dataset = try ChartDecoder.decode(data, options: options) }
    let cpu = processCPUSeconds() - cpuStart
    if round >= sides.count { print("\(name) \(elapsed.seconds) \(cpu)") }
  }
  let counter = ChartDecoder.PassCounter()
  try ChartDecoder.$passCounter.withValue(counter) {
    dataset = try ChartDecoder.decode(data, options: DecodeOptions(format: .csv))
  }
  print("passes \(counter.passes)")
  print("rows \(dataset?.pointCount ?? 0) \(dataset?.series.count ?? 0)")
}
