import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// Decoding and sanitizing, each against a baseline measured here on the same data.
///
/// `CHART_DATA_ONLY=csv,forms,long,json,sanitize` runs only some rows (for profiling). Downsampling has its
/// own suite, `sampling` (SamplingBenchmarks.swift).
let chartDataBenchmarks = BenchmarkSuite(name: "chart-data") {
  let only = ProcessInfo.processInfo.environment["CHART_DATA_ONLY"].map {
    Set($0.split(separator: ",").map(String.init))
  }
  if only?.contains("csv") ?? true {
    try benchmarkCSV()
    try benchmarkCSVWide()
  }
  if only?.contains("forms") ?? true { try benchmarkNumberForms() }
  if only?.contains("long") ?? true { try benchmarkLongFormat() }
  if only?.contains("json") ?? true { try benchmarkJSON() }
  if only?.contains("sanitize") ?? true { benchmarkSanitize() }
  if let path = ProcessInfo.processInfo.environment["CHART_DATA_CSV"] { try benchmarkCSVFile(path) }
  if ProcessInfo.processInfo.environment["CHART_DATA_LONG"] != nil, !(only?.contains("long") ?? true) {
    try benchmarkLongFormat()
  }
}

/// For `scripts/bench-csv.py`: decodes the CSV file at `path` from memory (the bytes are read
/// once, before timing) and prints `csv <seconds>` per repetition, `CHART_DATA_REPEAT` times
/// (5 by default) after one warm-up, plus `rows <count>` so the script can check the result.
/// `CHART_DATA_CORES=1` limits the decoder to one core. A list, `CHART_DATA_CORES=1,2`, takes
/// the core counts in turn, repetition after repetition (each count warmed up once), and prints
/// `csv <seconds> <cpu> <cores>`: one core and two cores alternate in one process, so that the
/// host's swings from one second to the next fall on both sides alike.
func benchmarkCSVFile(_ path: String) throws {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let repetitions = Int(ProcessInfo.processInfo.environment["CHART_DATA_REPEAT"] ?? "") ?? 5
  let coreCounts = (ProcessInfo.processInfo.environment["CHART_DATA_CORES"] ?? "")
    .split(separator: ",").compactMap { Int($0) }
  if coreCounts.count == 1 { CSVTableDecoder.coreLimit.withLock { $0 = coreCounts[0] } }
  let alternates = coreCounts.count > 1
  let warmUps = alternates ? coreCounts.count : 1
  var rows = 0
  let clock = ContinuousClock()
  for repetition in 0..<(warmUps + repetitions * (alternates ? coreCounts.count : 1)) {
    let cores = alternates ? coreCounts[repetition % coreCounts.count] : 0
    if alternates { CSVTableDecoder.coreLimit.withLock { $0 = cores } }
    var dataset: Dataset?
    let cpuStart = processCPUSeconds()
    let elapsed = try clock.measure {
      dataset = try ChartDecoder.decode(data, options: DecodeOptions(format: .csv))
    }
    let cpu = processCPUSeconds() - cpuStart
    rows = dataset?.series.first?.xs.count ?? 0
    // Wall time, then CPU time of the whole process (every core), which a busy machine
    // disturbs less than wall time.
    if repetition >= warmUps { print("csv \(elapsed.seconds) \(cpu)" + (alternates ? " \(cores)" : "")) }
  }
  print("rows \(rows)")
}

/// A deterministic random walk of `count` points with x = 0, 1, 2, ….
func benchmarkWalk(_ count: Int, seed: UInt64 = 42) -> Series {
  var state = seed
  var y = 0.0
  var ys = [Double]()
  ys.reserveCapacity(count)
  for _ in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    y += Double(Int64(bitPattern: state >> 11) % 2_000_001 - 1_000_000) / 1_000_000
    ys.append(y)
  }
  return Series(name: "walk", xs: (0..<count).map(Double.init), ys: ys)
}

/// Two numeric columns, `x,y`, as a chart CSV typically has (a counter and a 4-decimal value).
func benchmarkCSVText(rows: Int) -> String {
  let walk = benchmarkWalk(rows, seed: 7)
  var text = "x,y\n"
  text.reserveCapacity(rows * 20)
  for (x, y) in zip(walk.xs, walk.ys) {
    text += "\(Int(x)),\(String(format: "%.4f", y))\n"
  }
  return text
}

func benchmarkCSV() throws {
  let text = benchmarkCSVText(rows: 500_000)
  let data = Data(text.utf8)
  var checksum = 0.0
  let ours = try medianSeconds(repetitions: 5) {
    let dataset = try ChartDecoder.decode(data, options: DecodeOptions(format: .csv))
    checksum += dataset.series[0].ys.last ?? 0
  }
  // The baseline every tutorial writes: split lines, split fields, Double(String).
  let naive = medianSeconds(repetitions: 3) {
    var xs: [Double] = []
    var ys: [Double] = []
    let string = String(decoding: data, as: UTF8.self)
    for line in string.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",")
      if fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]) {
        xs.append(x)
        ys.append(y)
      }
    }
    checksum += ys.last ?? 0
  }
  blackHole(checksum)
  let mb = Double(data.count) / 1e6
  report(
    "CSV decode, 2 numeric columns (\(Int(mb)) MB)", ours: ours, baseline: naive,
    baselineName: "split + Double()", target: "≥ 300 MB/s",
    extra: String(format: "%.0f MB/s vs %.0f MB/s", mb / ours, mb / naive))
}

/// `date,a,b,c` rows as `scripts/bench-csv.py` writes its "short" file: an ISO date per minute
/// and three random walks with 4 decimals.
func benchmarkWideCSVText(rows: Int) -> String {
  let walks = (0..<3).map { benchmarkWalk(rows, seed: 11 + UInt64($0)).ys }
  var text = "date,a,b,c\n"
  text.reserveCapacity(rows * 48)
  for row in 0..<rows {
    let minute = row % 60
    let hour = row / 60 % 24
    let day = row / 1440 % 28 + 1
    let month = row / 40_320 % 12 + 1
    text += "2020-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)T"
    text += "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute):00"
    for walk in walks { text += String(format: ",%.4f", walk[row]) }
    text += "\n"
  }
  return text
}

/// One million `date,a,b,c` rows: one core against the naive baseline (which skips the dates),
/// and every core against one core (the ≥ 1.7× goal on two idle cores), alternating.
func benchmarkCSVWide() throws {
  let data = Data(benchmarkWideCSVText(rows: 1_000_000).utf8)
  let options = DecodeOptions(format: .csv)
  var checksum = 0.0
  // One core and all cores alternate, decode after decode, 15 timings each after one warm-up
  // each: a single timing on a shared host swings too much for a ratio of two short runs.
  let cores = CSVTableDecoder.coreLimit.withLock { $0 }
  var timings: [[Double]] = [[], []]
  let clock = ContinuousClock()
  for round in 0..<32 {
    let side = round % 2
    CSVTableDecoder.coreLimit.withLock { $0 = side == 0 ? 1 : cores }
    let elapsed = try clock.measure {
      checksum += try ChartDecoder.decode(data, options: options).series[0].ys.last ?? 0
    }
    if round >= 2 { timings[side].append(elapsed.seconds) }
  }
  CSVTableDecoder.coreLimit.withLock { $0 = cores }
  let oneCore = timings[0].sorted()[timings[0].count / 2]
  let allCores = timings[1].sorted()[timings[1].count / 2]
  let naive = medianSeconds(repetitions: 3) {
    var columns: [[Double]] = [[], [], []]
    let string = String(decoding: data, as: UTF8.self)
    for line in string.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",")
      for k in 0..<3 { if let value = Double(fields[k + 1]) { columns[k].append(value) } }
    }
    checksum += columns[0].last ?? 0
  }
  blackHole(checksum)
  let mb = Double(data.count) / 1e6
  report(
    "CSV 1M rows date+3 floats (\(Int(mb)) MB), 1 core", ours: oneCore, baseline: naive,
    baselineName: "split + Double(), dates skipped",
    extra: String(format: "%.0f MB/s; pyarrow: scripts/bench-csv.py", mb / oneCore))
  report(
    "the same on \(ProcessInfo.processInfo.activeProcessorCount) cores", ours: allCores,
    baseline: oneCore, baselineName: "one core", target: "≤ 0.59× (≥ 1.7× faster) on 2 idle cores",
    extra: String(format: "%.2f× faster", oneCore / allCores))
}

func benchmarkJSON() throws {
  struct Row: Codable { var date: String; var temp: Double; var wind: Double }
  let walk = benchmarkWalk(200_000, seed: 9)
  let rows = walk.ys.enumerated().map { index, y in
    Row(
      date: String(format: "2012-%02d-%02dT%02d:00:00Z", index % 12 + 1, index % 28 + 1, index % 24),
      temp: (y * 100).rounded() / 100, wind: Double(index % 97) / 10)
  }
  let data = try JSONEncoder().encode(rows)
  let options = DecodeOptions(format: .json, x: "date", y: ["temp", "wind"])
  var checksum = 0.0
  let ours = try medianSeconds(repetitions: 5) {
    let dataset = try ChartDecoder.decode(data, options: options)
    checksum += dataset.series[0].ys.last ?? 0
  }
  // JSONDecoder leaves dates as strings here; ours parses them too.
  let foundationNumbersOnly = try medianSeconds(repetitions: 3) {
    let decoded = try JSONDecoder().decode([Row].self, from: data)
    checksum += decoded.last?.temp ?? 0
  }
  blackHole(checksum)
  let mb = Double(data.count) / 1e6
  report(
    "JSON decode, array of objects (\(Int(mb)) MB)", ours: ours, baseline: foundationNumbersOnly,
    baselineName: "JSONDecoder", target: "≥ 10× faster",
    extra: String(format: "%.0f MB/s vs %.0f MB/s", mb / ours, mb / foundationNumbersOnly))

  // The same rows keyed by an id (`{"r000001": {…}, …}`, pandas' orient="index" with a named
  // index, or an API's records by id): each field is looked into for a table first, then the
  // object is read as rows. A failed look that worked out its place read the document from the
  // start each time (quadratic: 10,000 records took 30 s).
  var keyed = Data("{".utf8)
  for (index, row) in rows.enumerated() {
    if index > 0 { keyed.append(UInt8(ascii: ",")) }
    keyed.append(contentsOf: Array(String(format: "\"r%06d\":", index).utf8))
    keyed.append(try JSONEncoder().encode(row))
  }
  keyed.append(UInt8(ascii: "}"))
  let keyedOptions = DecodeOptions(format: .json, x: "date", y: ["temp", "wind"])
  let keyedOurs = try medianSeconds(repetitions: 5) {
    let dataset = try ChartDecoder.decode(keyed, options: keyedOptions)
    checksum += dataset.series[0].ys.last ?? 0
  }
  let keyedFoundation = try medianSeconds(repetitions: 3) {
    let decoded = try JSONDecoder().decode([String: Row].self, from: keyed)
    checksum += decoded["r000000"]?.temp ?? 0
  }
  blackHole(checksum)
  let keyedMB = Double(keyed.count) / 1e6
  report(
    "JSON decode, objects keyed by id (\(Int(keyedMB)) MB)", ours: keyedOurs, baseline: keyedFoundation,
    baselineName: "JSONDecoder into [String: Row]", target: "≤ 1× (faster)",
    extra: String(format: "%.0f MB/s vs %.0f MB/s", keyedMB / keyedOurs, keyedMB / keyedFoundation))
}

/// Copies a buffer for real (no copy-on-write sharing).
@inline(never)
func benchmarkCopy(_ values: [Double]) -> [Double] {
  values.withUnsafeBufferPointer { Array($0) }
}

func benchmarkSanitize() {
  var series = benchmarkWalk(10_000_000)
  // A realistic sprinkling of sentinels and blanks, 1 in 10,000.
  for index in stride(from: 5_000, to: series.count, by: 10_000) {
    series.ys[index] = index % 20_000 == 5_000 ? -999 : .nan
  }
  var kept = 0
  let ours = medianSeconds(repetitions: 5) {
    let (clean, report) = series.sanitized()
    kept += clean.count + report.droppedCount
  }
  let copies = medianSeconds(repetitions: 5) {
    let xs = benchmarkCopy(series.xs)
    let ys = benchmarkCopy(series.ys)
    kept += xs.count + ys.count
  }
  blackHole(kept)
  report(
    "sanitize 10M points (1 in 10k invalid)", ours: ours, baseline: copies,
    baselineName: "copy xs + ys (two memcpy)", target: "≤ 1.5×")
}
