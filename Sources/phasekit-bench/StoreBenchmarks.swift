import Foundation
import PhaseKit
@_spi(Testing) import PhaseKit

let storeBenchmarks = BenchmarkSuite(name: "store") {
  // For a profiler: `STORE_BENCH_ONLY=ours` (or `floor`) runs only that side of the coalescing
  // row, 30 rounds of 10,000 callers (or the first count of `STORE_BENCH_CALLERS`), then prints
  // the fastest and the median round, per caller.
  let callerCounts =
    ProcessInfo.processInfo.environment["STORE_BENCH_CALLERS"].map {
      $0.split(separator: ",").compactMap { Int($0) }
    } ?? [1_000, 10_000, 40_000]
  if let only = ProcessInfo.processInfo.environment["STORE_BENCH_ONLY"] {
    let callers = ProcessInfo.processInfo.environment["STORE_BENCH_CALLERS"] == nil ? 10_000 : callerCounts[0]
    var rounds: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<30 {
      let start = clock.now
      if only == "ours" {
        _ = try await coalescedLoads(callers: callers)
      } else {
        await parkedTasks(callers: callers)
      }
      rounds.append((clock.now - start).seconds / Double(callers))
    }
    rounds.sort()
    print("\(only), \(callers) callers: fastest \(formatTime(rounds[0])), median \(formatTime(rounds[15])) per caller")
    return
  }
  benchmarkMemoryHit()
  try benchmarkDiskHit()
  for callers in callerCounts {
    try await benchmarkCoalescing(callers: callers)
  }
}

/// A memory cache hit against a bare `Dictionary` lookup of the same keys.
private func benchmarkMemoryHit() {
  let keys = (0..<10_000).map { "https://example.com/series/\($0).csv" }
  let cache = MemoryCache<String, Int>(configuration: .init(costLimit: .max))
  var dictionary: [String: Int] = [:]
  for (index, key) in keys.enumerated() {
    cache.setValue(index, forKey: key)
    dictionary[key] = index
  }
  var generator = SystemRandomNumberGenerator()
  let order = (0..<200_000).map { _ in Int.random(in: 0..<keys.count, using: &generator) }
  let ours = medianSeconds {
    var sum = 0
    for index in order { sum &+= cache.value(forKey: keys[index]) ?? 0 }
    blackHole(sum)
  }
  let baseline = medianSeconds {
    var sum = 0
    for index in order { sum &+= dictionary[keys[index]] ?? 0 }
    blackHole(sum)
  }
  let count = Double(order.count)
  report(
    "memory cache hit (10k keys)", ours: ours / count, baseline: baseline / count,
    baselineName: "Dictionary lookup", target: "≤ 250 ns")
}

/// A 32 KB disk cache hit against reading a 32 KB file.
private func benchmarkDiskHit() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("phasekit-bench-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let cache = try DiskCache(url: folder.appendingPathComponent("bench.sqlite"))
  defer { cache.close() }
  let entries = 64
  var files: [URL] = []
  for index in 0..<entries {
    let bytes = Data((0..<32_768).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) })
    try cache.setData(bytes, forKey: "entry-\(index)")
    let file = folder.appendingPathComponent("entry-\(index).bin")
    try bytes.write(to: file)
    files.append(file)
  }
  let reads = 2_000
  let ours = try medianSeconds {
    for index in 0..<reads { blackHole(try cache.entry(forKey: "entry-\(index % entries)")?.data.count) }
  }
  let baseline = try medianSeconds {
    for index in 0..<reads { blackHole(try Data(contentsOf: files[index % entries]).count) }
  }
  report(
    "disk cache hit, 32 KB (checksum verified)", ours: ours / Double(reads),
    baseline: baseline / Double(reads), baselineName: "Data(contentsOf:) of a file",
    target: "≤ 50 µs")
}

/// A source whose fetch waits until `callers` callers have joined the store's request for it.
private final class JoinedSource: DataSource {
  let store: ResourceStore
  let callers: Int
  let fetchCount = Lock<Int>(0)
  var identity: String { "bench://joined" }

  init(store: ResourceStore, callers: Int) {
    self.store = store
    self.callers = callers
  }

  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    fetchCount.withLock { $0 += 1 }
    await store.waitForCallers(callers, key: identity)
    return FetchResponse(data: Data("value".utf8))
  }
}

/// `callers` tasks loading one key through a store (one origin load, shared), per caller.
///
/// Each caller is an unstructured task, like views each loading in their own `.task`, so the
/// figure includes creating, scheduling and finishing each caller's task. The baseline is the
/// floor of any design that parks callers: the same number of tasks, each parked as a
/// continuation on one bare list under a lock and resumed once all have joined. The three
/// variants (store, floor, independent loads) alternate within each repetition; medians of 11
/// (a single round on this 2-core VM varies by up to 2x, in the floor as much as in ours).
private func benchmarkCoalescing(callers: Int) async throws {
  let mostOriginLoads = Lock<Int>(0)
  var ours: [Double] = []
  var floor: [Double] = []
  var independent: [Double] = []
  var oursCPU: [Double] = []
  var floorCPU: [Double] = []
  let clock = ContinuousClock()
  let memory = MemorySource(identity: "bench://independent", data: Data("value".utf8))
  for repetition in 0..<12 {
    let storeStart = clock.now
    let storeStartCPU = processCPUSeconds()
    let loads = try await coalescedLoads(callers: callers)
    let storeTime = (clock.now - storeStart).seconds
    let storeCPU = processCPUSeconds() - storeStartCPU
    mostOriginLoads.withLock { $0 = max($0, loads) }

    let floorStart = clock.now
    let floorStartCPU = processCPUSeconds()
    await parkedTasks(callers: callers)
    let floorTime = (clock.now - floorStart).seconds
    let floorCPUTime = processCPUSeconds() - floorStartCPU

    let independentStart = clock.now
    let alone = (0..<callers).map { _ in
      Task { () async throws(DataError) -> Int in try await memory.fetch(FetchRequest()).data.count }
    }
    for task in alone { blackHole(try await task.value) }
    let independentTime = (clock.now - independentStart).seconds

    guard repetition > 0 else { continue }  // the first round warms up
    ours.append(storeTime / Double(callers))
    floor.append(floorTime / Double(callers))
    independent.append(independentTime / Double(callers))
    oursCPU.append(storeCPU / Double(callers))
    floorCPU.append(floorCPUTime / Double(callers))
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  report(
    "coalescing, \(callers) callers, per caller", ours: median(ours), baseline: median(floor),
    baselineName: "tasks parked on a bare continuation list", target: "1 load, ≤ 3 µs/caller",
    extra: "CPU \(formatTime(median(oursCPU))) vs \(formatTime(median(floorCPU)))/caller, "
      + "independent loads \(formatTime(median(independent)))/caller, "
      + "origin loads per run: \(mostOriginLoads.withLock { $0 })")
}

/// `callers` tasks loading one key through a new store, each awaited; returns how many origin
/// loads the store made.
private func coalescedLoads(callers: Int) async throws -> Int {
  let store = ResourceStore()
  let source = JoinedSource(store: store, callers: callers)
  let tasks = (0..<callers).map { _ in
    Task { () async throws(DataError) -> Int in
      try await store.load(source, policy: .networkOnly) { data throws(DataError) in data.count }.value
    }
  }
  for task in tasks { blackHole(try await task.value) }
  return source.fetchCount.withLock { $0 }
}

/// The floor: `callers` tasks parked on a bare continuation list, resumed once all have joined.
private func parkedTasks(callers: Int) async {
  let list = ContinuationList(expected: callers)
  let parked = (0..<callers).map { _ in Task { await list.wait() } }
  await list.allJoined()
  list.resumeAll(5)
  for task in parked { blackHole(await task.value) }
}

/// The floor of coalescing: continuations appended to one array under a lock, all resumed at once.
private final class ContinuationList: Sendable {
  private struct State {
    var waiting: [UnsafeContinuation<Int, Never>] = []
    var allJoined: UnsafeContinuation<Void, Never>?
  }

  private let state = Lock(State())
  private let expected: Int

  init(expected: Int) { self.expected = expected }

  func wait() async -> Int {
    await withUnsafeContinuation { continuation in
      let complete = state.withLock { state -> UnsafeContinuation<Void, Never>? in
        state.waiting.append(continuation)
        guard state.waiting.count == expected else { return nil }
        defer { state.allJoined = nil }
        return state.allJoined
      }
      complete?.resume()
    }
  }

  func allJoined() async {
    await withUnsafeContinuation { continuation in
      let done = state.withLock { state in
        if state.waiting.count == expected { return true }
        state.allJoined = continuation
        return false
      }
      if done { continuation.resume() }
    }
  }

  func resumeAll(_ value: Int) {
    let waiting = state.withLock { state in
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume(returning: value) }
  }
}
