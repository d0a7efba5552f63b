import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

@Suite(.timeLimit(.minutes(6))) struct PagedLoadingTests {
  /// Page `index` of a source with `pointsPerPage` points: x = the global point number.
  static func page(_ index: Int, pointsPerPage: Int = 10, name: String = "v") -> Dataset {
    let xs = (0..<pointsPerPage).map { Double(index * pointsPerPage + $0) }
    return Dataset(series: [
      Series(name: name, xs: xs, ys: xs.map { ($0 * 0.37).truncatingRemainder(dividingBy: 5) })
    ])
  }

  static func stream(_ pages: [Dataset]) -> AsyncStream<Dataset> {
    AsyncStream { continuation in
      for page in pages { continuation.yield(page) }
      continuation.finish()
    }
  }

  @Test func growsOnePageAtATimeThenCompletes() async throws {
    let load = ProgressiveLoad(pages: Self.stream((0..<3).map { Self.page($0) }))
    var counts: [Int] = []
    var completions: [Bool] = []
    for try await snapshot in load {
      counts.append(snapshot.dataset.pointCount)
      completions.append(snapshot.isComplete)
      #expect(!snapshot.isCoarse)
    }
    #expect(counts == [10, 20, 30, 30])
    #expect(completions == [false, false, false, true])
  }

  @Test func keepsOnlyTheNewestPagesWhenCapped() async throws {
    let load = ProgressiveLoad(
      pages: Self.stream((0..<5).map { Self.page($0) }), options: .init(maxPagesKept: 2))
    var last: ProgressiveLoad<AsyncStream<Dataset>>.Snapshot?
    for try await snapshot in load { last = snapshot }
    let final = try #require(last)
    #expect(final.pagesReceived == 5)
    #expect(final.dataset.series[0].xs == (30..<50).map(Double.init))
  }

  @Test func showsACoarseViewWhileLoadingAndTheFullOneAtTheEnd() async throws {
    let load = ProgressiveLoad(
      pages: Self.stream((0..<4).map { Self.page($0, pointsPerPage: 500) }),
      options: .init(coarsePointCount: 50))
    var snapshots: [ProgressiveLoad<AsyncStream<Dataset>>.Snapshot] = []
    for try await snapshot in load { snapshots.append(snapshot) }
    #expect(snapshots.count == 5)
    for snapshot in snapshots.dropLast() {
      #expect(snapshot.isCoarse)
      #expect(snapshot.dataset.series[0].count <= 50)
      #expect(snapshot.dataset.series[0].xs.first == 0, "coarse views keep the first point")
    }
    #expect(snapshots[3].pointsKept == 2_000)
    let final = try #require(snapshots.last)
    #expect(final.isComplete && !final.isCoarse)
    #expect(final.dataset.series[0].count == 2_000)
  }

  @Test func pagedSourceFetchesLazilyUntilNil() async throws {
    let fetched = FetchLog()
    let source = PagedSource<Data> { index throws(DataError) in
      await fetched.append(index)
      return index < 3 ? Data("x,v\n\(index),\(index * 2)\n".utf8) : nil
    }
    var iterator = ProgressiveLoad(pages: source, decoding: DecodeOptions()).makeAsyncIterator()
    let first = try await iterator.next()
    #expect(await fetched.indices == [0], "one page fetched per snapshot")
    #expect(first?.dataset.series[0].ys == [0])
    var last = first
    while let next = try await iterator.next() { last = next }
    #expect(await fetched.indices == [0, 1, 2, 3])
    #expect(last?.dataset.series[0].ys == [0, 2, 4])
    #expect(last?.isComplete == true)
  }

  @Test func aFailingPageEndsTheLoadWithItsError() async {
    let source = PagedSource<Data> { index throws(DataError) in
      if index == 1 { throw DataError.httpStatus(503) }
      return Data("x,v\n1,2\n".utf8)
    }
    var seen = 0
    await #expect(throws: DataError.httpStatus(503)) {
      for try await _ in ProgressiveLoad(pages: source, decoding: DecodeOptions()) { seen += 1 }
    }
    #expect(seen == 1)
  }

  @Test func cancellingTheConsumerStopsFetchingWithCancelled() async {
    let fetched = FetchLog()
    let source = PagedSource<Data> { index throws(DataError) in
      await fetched.append(index)
      return Data("x,v\n1,2\n".utf8)
    }
    let task = Task { () throws(DataError) -> Int in
      var count = 0
      var iterator = ProgressiveLoad(pages: source, decoding: DecodeOptions()).makeAsyncIterator()
      _ = try await iterator.next()
      count += 1
      withUnsafeCurrentTask { $0?.cancel() }
      while try await iterator.next() != nil { count += 1 }
      return count
    }
    await #expect(throws: DataError.cancelled) { try await task.value }
    #expect(await fetched.indices == [0])
  }

  @Test func aBadPageFailsWithItsDecodingError() async {
    let source = PagedSource<Data> { index throws(DataError) in
      index == 0 ? Data("x,v\n1,\"2\n".utf8) : nil
    }
    let error = await #expect(throws: DataError.self) {
      for try await _ in ProgressiveLoad(pages: source, decoding: DecodeOptions()) {}
    }
    guard case .decodingError(let failure) = error else {
      Issue.record("expected a decoding error")
      return
    }
    #expect(failure.line == 2)
  }

  @Test func newSeriesNamesJoinAndBreaksShiftWithTheirPage() {
    var growing = ProgressiveDataset()
    growing.append(Self.page(0, name: "a"))
    var second = Self.page(1, name: "a")
    second.series[0].breaks = [4]
    second.series.append(Series(name: "b", xs: [1], ys: [1]))
    growing.append(second)
    #expect(growing.dataset.series.map(\.name) == ["a", "b"])
    #expect(growing.dataset.series[0].breaks == [14])
    #expect(growing.pagesKept == 2)
  }
}

/// Records which pages a source was asked for.
actor FetchLog {
  private(set) var indices: [Int] = []
  func append(_ index: Int) { indices.append(index) }
}
