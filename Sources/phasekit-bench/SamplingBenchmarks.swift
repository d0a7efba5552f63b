import Foundation
import PhaseCharts
import PhaseKit

#if canImport(Glibc)
  import Glibc
#endif

/// Downsampling: each method on one core against one read of the data it must read (y, read as
/// four streams, for MinMax and M4; x and y for the LTTB family), and on every core against one
/// core, next to the same read on every core (the bound of that ratio), on random
/// walks of 1M and 10M points (`SAMPLING_POINTS=1000000,10000000,50000000` for other sizes).
/// The columns sit on 2 MiB pages (``LargeBuffers``), as numpy's do; `SAMPLING_HUGE=0` puts them
/// on ordinary pages to see what that costs.
///
/// Against tsdownsample itself: `scripts/bench-tsdownsample.py` (a peer's time is never printed
/// here unless it was measured in the same run). With `SAMPLING_FILE=path` this suite does what
/// that script needs instead: see ``benchmarkSamplingFile(_:)``.
let samplingBenchmarks = BenchmarkSuite(name: "sampling") {
  let environment = ProcessInfo.processInfo.environment
  if let path = environment["SAMPLING_FILE"] {
    try benchmarkSamplingFile(path)
    return
  }
  let sizes = (environment["SAMPLING_POINTS"] ?? "1000000,10000000").split(separator: ",")
    .compactMap { Int($0) }
  // For tuning the threshold: several cores from this many points on.
  if let threshold = environment["SAMPLING_THRESHOLD"].flatMap({ Int($0) }) {
    SamplingCores.thresholdSetting.withLock { $0 = threshold }
  }
  for n in sizes { benchmarkSampling(points: n) }
  benchmarkSamplingWakeUp()
}

/// How long after ``SamplingCores/forEach(_:cores:_:)`` starts a second core starts its first
/// share: the cost of each call on several cores that no share size can hide. After 2 ms idle
/// (the pool's thread asleep) and back to back (another call just ended). Only measured with
/// two or more processors.
func benchmarkSamplingWakeUp() {
  guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
  /// One sample: share 1 (the second core's home) notes when it starts; the caller, in share 0,
  /// waits for that (or 100 ms: then the caller takes share 1 itself and the sample is dropped).
  func sample() -> Double? {
    let started = Lock<UInt64>(0)
    let begin = DispatchTime.now().uptimeNanoseconds
    SamplingCores.forEach(2, cores: 2) { share in
      let now = DispatchTime.now().uptimeNanoseconds
      if share == 1 {
        started.withLock { $0 = now }
      } else {
        while started.withLock({ $0 }) == 0 && DispatchTime.now().uptimeNanoseconds - now < 100_000_000 {}
      }
    }
    let end = started.withLock { $0 }
    return end == 0 ? nil : Double(end - begin) / 1e9
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  var idle: [Double] = []
  var warm: [Double] = []
  for _ in 0..<200 {
    usleep(2_000)
    if let value = sample() { idle.append(value) }
    if let value = sample() { warm.append(value) }
  }
  guard !idle.isEmpty, !warm.isEmpty else { return }
  report(
    "second core starts its share, after 2 ms idle", ours: median(idle), baseline: median(warm),
    baselineName: "back to back", extra: "\(idle.count) + \(warm.count) samples, medians")
}

/// Whether columns go on huge pages (`SAMPLING_HUGE=0`: no).
let samplingHugePages = ProcessInfo.processInfo.environment["SAMPLING_HUGE"] != "0"

/// A column of `count` values filled by `initialize`, on huge pages unless `SAMPLING_HUGE=0`.
func samplingColumn(
  _ count: Int, _ initialize: (UnsafeMutableBufferPointer<Double>) throws -> Void
) rethrows -> [Double] {
  if samplingHugePages { return try LargeBuffers.doubles(count: count, initialize) }
  return try [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
    try initialize(buffer)
    initialized = count
  }
}

/// The walk of ``benchmarkWalk(_:seed:)``, in columns from ``samplingColumn(_:_:)``.
func samplingWalk(_ count: Int, seed: UInt64 = 42) -> Series {
  let xs = samplingColumn(count) { buffer in
    for index in 0..<count { buffer[index] = Double(index) }
  }
  let ys = samplingColumn(count) { buffer in
    var state = seed
    var y = 0.0
    for index in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      y += Double(Int64(bitPattern: state >> 11) % 2_000_001 - 1_000_000) / 1_000_000
      buffer[index] = y
    }
  }
  return Series(name: "walk", xs: xs, ys: ys)
}

/// Two pointers handed to the sampling cores' threads (each writes its own `partial` slot).
struct SendablePointer: @unchecked Sendable {
  let base: UnsafePointer<Double>
  let partial: UnsafeMutablePointer<Double>
}

/// Sums every value of `buffer` in eight lanes (four `SIMD2` chains, so from memory it runs at
/// the memory's pace, not the adder's): the least any downsampler that looks at every value
/// must do.
@inline(never)
func benchmarkRead(_ buffer: UnsafeBufferPointer<Double>) -> Double {
  guard let base = buffer.baseAddress else { return 0 }
  let raw = UnsafeRawPointer(base)
  var a = SIMD2<Double>()
  var b = SIMD2<Double>()
  var c = SIMD2<Double>()
  var d = SIMD2<Double>()
  var i = 0
  while i &+ 8 <= buffer.count {
    a += raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD2<Double>.self)
    b += raw.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: SIMD2<Double>.self)
    c += raw.loadUnaligned(fromByteOffset: i &* 8 &+ 32, as: SIMD2<Double>.self)
    d += raw.loadUnaligned(fromByteOffset: i &* 8 &+ 48, as: SIMD2<Double>.self)
    i &+= 8
  }
  var sum = ((a + b) + (c + d)).sum()
  while i < buffer.count {
    sum += buffer[i]
    i &+= 1
  }
  return sum
}

/// Sums every value of `buffer` as four sequential reads of its quarters in one loop (two
/// lanes each), the way MinMax and M4 read their buckets: four streams in flight instead of
/// one, which is what one core needs to reach the memory's bandwidth here (a single stream
/// stalls at each 4 KiB page, where the hardware prefetcher restarts). The best read of one
/// core, so the bound for the rows that compare one core with several.
@inline(never)
func benchmarkReadStreams(_ buffer: UnsafeBufferPointer<Double>) -> Double {
  guard let base = buffer.baseAddress else { return 0 }
  let raw = UnsafeRawPointer(base)
  let part = buffer.count / 4 / 8 * 8
  var a = SIMD2<Double>()
  var b = SIMD2<Double>()
  var c = SIMD2<Double>()
  var d = SIMD2<Double>()
  var i = 0
  while i < part {
    var offset = i &* 8
    for _ in 0..<4 {
      a += raw.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)
      b += raw.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD2<Double>.self)
      c += raw.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD2<Double>.self)
      d += raw.loadUnaligned(fromByteOffset: offset &+ 48, as: SIMD2<Double>.self)
      offset &+= part &* 8
    }
    i &+= 8
  }
  var sum = ((a + b) + (c + d)).sum()
  for index in 4 * part..<buffer.count { sum += buffer[index] }
  return sum
}

/// ``benchmarkRead(_:)-(UnsafeBufferPointer<Double>)`` on an array.
@inline(never)
func benchmarkRead(_ values: [Double]) -> Double {
  values.withUnsafeBufferPointer { benchmarkRead($0) }
}

/// Runs `body` with downsampling limited to `cores` cores (0: all).
func withSamplingCores<Result>(_ cores: Int, _ body: () throws -> Result) rethrows -> Result {
  let previous = SamplingCores.limit.withLock { value in
    defer { value = cores }
    return value
  }
  defer { SamplingCores.limit.withLock { $0 = previous } }
  return try body()
}

func benchmarkSampling(points n: Int) {
  let series = samplingWalk(n)
  let label = n % 1_000_000 == 0 ? "\(n / 1_000_000)M" : "\(n)"
  var sink = 0.0
  let readXY = medianSeconds(repetitions: 7) {
    sink += benchmarkRead(series.xs) + benchmarkRead(series.ys)
  }
  let readY = medianSeconds(repetitions: 7) { sink += benchmarkRead(series.ys) }
  let readY4 = medianSeconds(repetitions: 7) {
    sink += series.ys.withUnsafeBufferPointer { benchmarkReadStreams($0) }
  }
  report(
    "one read of y, \(label), four streams, 1 core", ours: readY4, baseline: readY,
    baselineName: "one stream", target: "the best read of one core")
  let methods: [(String, DownsamplingMethod, Double, String)] = [
    ("LTTB", .lttb, readXY, "one read of x and y"),
    ("MinMaxLTTB", .minMaxLTTB(), readXY, "one read of x and y"),
    ("M4", .m4, readY4, "one four-stream read of y"),
    ("MinMax", .minMax, readY4, "one four-stream read of y"),
    ("auto (250 columns)", .auto, readY4, "one four-stream read of y"),
  ]
  let cores = withSamplingCores(0) { SamplingCores.cores(points: n) }
  // What the memory allows: the same reads cut in the same shares on every core (handed out as
  // the downsamplers' are, ``SamplingCores/forEach(_:cores:_:)``), against the
  // best read of one core (four streams). The memory's bandwidth on this virtual machine drifts
  // by a third within minutes, so these reads are also timed between the methods' rounds below
  // and the ceiling row at the end uses those alternating samples.
  let shares = cores * SamplingCores.sharesPerCore
  let partial = UnsafeMutablePointer<Double>.allocate(capacity: max(shares, 1))
  defer { partial.deallocate() }
  func readAll(streams: Int, repetitions: Int) -> Double {
    medianSeconds(repetitions: repetitions) {
      series.ys.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let box = SendablePointer(base: base, partial: partial)
        SamplingCores.forEach(shares, cores: cores) { share in
          let range = share * n / shares..<(share + 1) * n / shares
          let part = UnsafeBufferPointer(start: box.base + range.lowerBound, count: range.count)
          box.partial[share] = streams == 1 ? benchmarkRead(part) : benchmarkReadStreams(part)
        }
      }
      for share in 0..<shares { sink += partial[share] }
    }
  }
  if cores > 1 {
    for streams in [1, 4] {
      report(
        "one read of y, \(label), \(streams == 1 ? "one stream" : "four streams"), \(cores) cores",
        ours: readAll(streams: streams, repetitions: 7), baseline: readY4,
        baselineName: "four streams, 1 core")
    }
  }
  // Rounds of one core and all cores, alternating, each the median of `repetitions` calls in a
  // row: more of both from cache, where a call is a fraction of a millisecond and the spread
  // between calls on this virtual machine is large.
  let rounds = n <= 4_000_000 ? 7 : 3
  let repetitions = n <= 4_000_000 ? 15 : 5
  var readsOne: [Double] = []
  var readsAll: [Double] = []
  for (name, method, baseline, baselineName) in methods {
    // One core and all cores alternate, so both see the same load.
    var single: [Double] = []
    var all: [Double] = []
    for _ in 0..<rounds {
      if cores > 1 {
        readsOne.append(
          medianSeconds(repetitions: repetitions) {
            sink += series.ys.withUnsafeBufferPointer { benchmarkReadStreams($0) }
          })
        readsAll.append(readAll(streams: 4, repetitions: repetitions))
      }
      single.append(
        withSamplingCores(1) {
          medianSeconds(repetitions: repetitions) {
            sink += Double(series.downsampledIndices(to: 2_000, method: method).count)
          }
        })
      if method != .lttb && cores > 1 {
        all.append(
          withSamplingCores(0) {
            medianSeconds(repetitions: repetitions) {
              sink += Double(series.downsampledIndices(to: 2_000, method: method).count)
            }
          })
      }
    }
    let ours = single.sorted()[rounds / 2]
    report(
      "\(name) \(label) → 2,000, 1 core", ours: ours, baseline: baseline,
      baselineName: baselineName, target: "≤ tsdownsample (scripts/bench-tsdownsample.py)")
    if !all.isEmpty {
      report(
        "\(name) \(label) → 2,000, \(cores) cores", ours: all.sorted()[rounds / 2], baseline: ours,
        baselineName: "1 core", target: cores >= 2 ? "≤ 0.59× (≥ 1.7× faster)" : "")
    }
  }
  // Short buckets: 8,000 points (buckets of n / 4,000 values: 250 at 1M, MinMaxLTTB's
  // preselection for 2,000) and 40,000 (50 values), one core, against the same read of y. Before
  // the group marks (session 7) a bucket of 250 values cost 2-4x a read of it.
  for (count, countLabel) in [(8_000, "8,000"), (40_000, "40,000")] {
    let time = withSamplingCores(1) {
      medianSeconds(repetitions: 15) {
        sink += Double(series.downsampledIndices(to: count, method: .minMax).count)
      }
    }
    report(
      "MinMax \(label) → \(countLabel), 1 core (buckets of \(n / (count / 2)))", ours: time,
      baseline: readY4, baselineName: "one four-stream read of y", target: "≤ 2× (short buckets)")
  }
  if cores > 1 {
    // The first call after a pause: the helper sleeps and must be woken (the rows above take
    // the median of calls in a row, where it is still polling). One core and all cores
    // alternate, each call after 2 ms of sleep, so both start from the same caches.
    for (name, method) in [("M4", DownsamplingMethod.m4), ("MinMax", .minMax), ("auto", .auto)] {
      var single: [Double] = []
      var all: [Double] = []
      let clock = ContinuousClock()
      for _ in 0..<31 {
        for cores in [1, 0] {
          usleep(2_000)
          let elapsed = withSamplingCores(cores) {
            clock.measure {
              sink += Double(series.downsampledIndices(to: 2_000, method: method).count)
            }
          }
          if cores == 1 { single.append(elapsed.seconds) } else { all.append(elapsed.seconds) }
        }
      }
      report(
        "\(name) \(label), \(cores) cores, after 2 ms idle", ours: all.sorted()[all.count / 2],
        baseline: single.sorted()[single.count / 2], baselineName: "1 core, after 2 ms idle",
        target: "≤ 1.0× (never slower)")
    }
    // The bound of the "N cores vs 1 core" rows, from reads timed between theirs.
    readsOne.sort()
    readsAll.sort()
    report(
      "one read of y, \(label), four streams, \(cores) cores*", ours: readsAll[readsAll.count / 2],
      baseline: readsOne[readsOne.count / 2], baselineName: "1 core, between the rows above",
      target: "the bound of the N-cores rows")
  }
  blackHole(sink)
}

/// For `scripts/bench-tsdownsample.py`: reads the points in `path` (n float64 x values, then n
/// float64 y values) straight into columns (huge pages unless `SAMPLING_HUGE=0`), times every
/// method through the public API on one core and on all cores (median of
/// `SAMPLING_REPEAT`, 7 by default, after a warm-up), prints `method seconds` and
/// `method-parallel seconds` lines (`SAMPLING_METHODS=m4,minmax` for only those), and writes the kept indices to `path.<method>.idx` (int64)
/// so the script can compare them with tsdownsample's.
func benchmarkSamplingFile(_ path: String) throws {
  let environment = ProcessInfo.processInfo.environment
  let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
  defer { try? handle.close() }
  let bytes = Int(try handle.seekToEnd())
  try handle.seek(toOffset: 0)
  let n = bytes / 16
  func column() throws -> [Double] {
    try samplingColumn(n) { buffer in
      var done = 0
      let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
      while done < n * 8 {
        let got = read(handle.fileDescriptor, raw + done, n * 8 - done)
        if got <= 0 { throw CocoaError(.fileReadUnknown) }
        done += got
      }
    }
  }
  let xs = try column()
  let ys = try column()
  let series = Series(name: "file", xs: xs, ys: ys)
  let outCount = Int(environment["SAMPLING_COUNT"] ?? "") ?? 2_000
  let repetitions = Int(environment["SAMPLING_REPEAT"] ?? "") ?? 7
  let methods: [(String, DownsamplingMethod)] = [
    ("lttb", .lttb), ("minmaxlttb", .minMaxLTTB()), ("m4", .m4), ("minmax", .minMax),
  ]
  // `SAMPLING_METHODS=minmaxlttb,m4` times only those (for a profiler).
  let only = environment["SAMPLING_METHODS"].map { Set($0.split(separator: ",").map(String.init)) }
  for (name, method) in methods where only?.contains(name) ?? true {
    var kept: [Int] = []
    let seconds = withSamplingCores(1) {
      medianSeconds(repetitions: repetitions) {
        kept = series.downsampledIndices(to: outCount, method: method)
      }
    }
    let indices = kept.map { Int64($0) }
    try indices.withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: "\(path).\(name).idx"))
    print("\(name) \(seconds)")
    let parallel = withSamplingCores(0) {
      medianSeconds(repetitions: repetitions) {
        kept = series.downsampledIndices(to: outCount, method: method)
      }
    }
    print("\(name)-parallel \(parallel)")
  }
}
