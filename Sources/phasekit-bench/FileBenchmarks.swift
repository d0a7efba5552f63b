import Foundation
import PhaseKit

/// A large local file through `FileSource`: mapped and guarded (`guardsMapping`, what
/// `phasekit watch` uses) against read into a buffer of its size (the default), each fetch
/// followed by one pass over every byte, as a decoder makes, and the bytes released.
///
/// Rounds alternate the two. In one process the read's buffer reuses memory that the previous
/// round freed, so this row shows the copy and the page faults, not the cost of memory that is
/// fresh to the process (see BENCHMARKS.md, "Session 7": on this virtual machine that cost is
/// larger, and a new `phasekit watch` process pays it on its first load). `FILE_BENCH_MB` sets
/// the size (default 200), `FILE_BENCH_ROUNDS` the rounds (default 7).
let fileBenchmarks = BenchmarkSuite(name: "file") {
  let environment = ProcessInfo.processInfo.environment
  let megabytes = environment["FILE_BENCH_MB"].flatMap(Int.init) ?? 200
  let rounds = max(1, environment["FILE_BENCH_ROUNDS"].flatMap(Int.init) ?? 7)
  let url = URL(fileURLWithPath: NSTemporaryDirectory() + "phasekit-bench-file-\(getpid()).csv")
  defer { try? FileManager.default.removeItem(at: url) }
  var row = Array("2000-01-01 00:00:00,0.0012301533574825742\n".utf8)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(megabytes << 20)
  while bytes.count < megabytes << 20 {
    bytes += row
    row[18] = UInt8(ascii: "0") + UInt8(bytes.count % 10)
  }
  try Data(bytes).write(to: url)
  bytes = []

  let mapped = FileSource(url: url, mapsFile: true, guardsMapping: true)
  let read = FileSource(url: url)
  func pass(_ source: FileSource) async throws -> Double {
    let started = ContinuousClock.now
    let response = try await source.fetch(FetchRequest())
    var lines = 0
    response.data.withUnsafeBytes { raw in
      for byte in raw where byte == 0x0A { lines &+= 1 }
    }
    precondition(response.isIntact && lines > 0)
    blackHole(lines)
    return (ContinuousClock.now - started).seconds
  }
  var samples: ([Double], [Double]) = ([], [])
  for round in 0...rounds {
    let ours = try await pass(mapped)
    let theirs = try await pass(read)
    if round > 0 {  // round 0 warms up (and puts the file in the page cache)
      samples.0.append(ours)
      samples.1.append(theirs)
    }
  }
  let median = { (values: [Double]) in values.sorted()[values.count / 2] }
  report(
    "FileSource \(megabytes) MB, fetch + one pass", ours: median(samples.0), baseline: median(samples.1),
    baselineName: "read into a buffer", extra: "mapped and guarded (watch) vs the default")
}
