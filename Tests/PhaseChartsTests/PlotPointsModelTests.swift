import Testing

@testable import PhaseCharts

/// `PlotPointsModel` is what `SeriesChart` (PhaseKitUI, not compiled on Linux) observes: the
/// points it draws, plotted once per dataset and pixel column, off the main actor when large.
@MainActor @Suite(.timeLimit(.minutes(6))) struct PlotPointsModelTests {
  /// Two series of 5 000 points with a break and a missing value: every width below downsamples.
  private static let dataset: Dataset = {
    let xs = (0..<5_000).map(Double.init)
    var ys = xs.map { ($0 / 37).squareRoot() * ($0 / 11).truncatingRemainder(dividingBy: 7) }
    ys[1_234] = .nan
    return Dataset(series: [
      Series(name: "sine", xs: xs, ys: ys, breaks: [2_500]),
      Series(name: "saw", xs: xs, ys: xs.map { $0.truncatingRemainder(dividingBy: 97) }),
    ])
  }()

  /// Points no real plot returns, to tell one held computation's result from another's.
  private static func marker(_ id: Int) -> [PlotPoint] {
    [PlotPoint(id: id, x: Double(id), y: -Double(id), series: "marker \(id)", segment: 0)]
  }

  private func request(_ width: Double, _ dataset: Dataset = Self.dataset) -> PlotPointsModel.Request {
    PlotPointsModel.Request(dataset: dataset, width: width)
  }

  // MARK: Same points

  @Test(arguments: [0, 0.4, 1, 57.5, 299.2, 320, 1_000, -3, .nan, .infinity])
  func aSmallDatasetGetsThePointsOfPlotPointsForWidthAtOnce(width: Double) {
    let model = PlotPointsModel(synchronousPointLimit: .max)
    // No update ran: the body's first reading already has them (no blank first frame).
    #expect(model.points(for: request(width)) == Self.dataset.plotPoints(forWidth: width))
    #expect(model.computationCount == 1)
  }

  @Test(arguments: [0, 0.4, 1, 57.5, 299.2, 320, 1_000, -3, .nan, .infinity])
  func aLargeDatasetGetsThePointsOfPlotPointsForWidthOffTheMainActor(width: Double) async {
    let model = PlotPointsModel(synchronousPointLimit: 0)
    // Too large for the body: nothing is plotted there, and nothing is shown yet.
    #expect(model.points(for: request(width)) == nil)
    #expect(model.computationCount == 0)
    await model.update(for: request(width))
    #expect(model.points(for: request(width)) == Self.dataset.plotPoints(forWidth: width))
    #expect(model.points == Self.dataset.plotPoints(forWidth: width))
    #expect(model.computationCount == 1)
  }

  @Test func anEmptyDatasetPlotsNothingAtOnceEvenWithNoSynchronousLimit() {
    let model = PlotPointsModel(synchronousPointLimit: 0)
    #expect(model.points(for: request(300, Dataset(series: []))) == [])
  }

  // MARK: One computation per column

  @Test(arguments: [0, .max])
  func everyWidthWithinOneColumnIsOneComputation(limit: Int) async {
    let model = PlotPointsModel(synchronousPointLimit: limit)
    for width in [300.01, 300.3, 300.5, 300.99, 301, 300.2, 300.7] {
      await model.update(for: request(width))
      _ = model.points(for: request(width))
    }
    #expect(model.computationCount == 1)
    #expect(model.points == Self.dataset.plotPoints(forWidth: 301))
    // The next column is a new computation; coming back to the first is one more, not a reuse of
    // a stale result.
    await model.update(for: request(301.5))
    #expect(model.computationCount == 2)
    #expect(model.points == Self.dataset.plotPoints(forWidth: 302))
    await model.update(for: request(300.5))
    #expect(model.computationCount == 3)
    #expect(model.points == Self.dataset.plotPoints(forWidth: 301))
  }

  @Test func aCopyOfTheDatasetIsTheSameRequestAndEqualNumbersInNewArraysAreNot() {
    let copy = Self.dataset
    #expect(request(300, copy) == request(299.5))
    #expect(request(0) == request(Double(Dataset.fallbackPlotWidth)))
    #expect(request(300) != request(300.5))
    var relabelled = Self.dataset
    relabelled.yLabel = "°C"
    #expect(request(300, relabelled) != request(300))
    // Equal numbers in arrays of their own: plotted again (cheaply told apart, never mistaken).
    let rebuilt = Dataset(
      series: Self.dataset.series.map { Series(name: $0.name, xs: Array($0.xs), ys: $0.ys.map { $0 }, breaks: $0.breaks) })
    #expect(request(300, rebuilt) != request(300))
    let model = PlotPointsModel(synchronousPointLimit: .max)
    _ = model.points(for: request(300))
    _ = model.points(for: request(300, copy))
    #expect(model.computationCount == 1)
    #expect(model.points(for: request(300, rebuilt)) == Self.dataset.plotPoints(forWidth: 300))
    #expect(model.computationCount == 2)
  }

  // MARK: Off the main actor: ordering and cancellation

  @Test func thePreviousPointsStayUntilTheNewOnesArrive() async {
    let held = HeldComputations(onCancel: .keepRunning)
    let model = PlotPointsModel(synchronousPointLimit: 0, computation: held.computation)
    let first = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    await held.release(0, with: Self.marker(0))
    await first.value
    #expect(model.points(for: request(300)) == Self.marker(0))

    let resize = Task { await model.update(for: request(400)) }
    await held.waitUntilStarted(2)
    // Mid-resize: the chart keeps its points, never a blank frame.
    #expect(model.points(for: request(400)) == Self.marker(0))
    await held.release(1, with: Self.marker(1))
    await resize.value
    #expect(model.points(for: request(400)) == Self.marker(1))
    #expect(model.computationCount == 2)
  }

  @Test func aStaleComputationsResultNeverReplacesANewerOne() async {
    // The stale computation ignores its cancellation and returns points anyway: the model must
    // still drop them.
    let held = HeldComputations(onCancel: .keepRunning)
    let model = PlotPointsModel(synchronousPointLimit: 0, computation: held.computation)
    let older = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    let newer = Task { await model.update(for: request(400)) }
    await held.waitUntilStarted(2)
    // Starting the newer request cancelled the older computation.
    await held.waitUntilCancelled(0)

    await held.release(1, with: Self.marker(1))
    await newer.value
    #expect(model.points == Self.marker(1))
    await held.release(0, with: Self.marker(0))
    await older.value
    #expect(model.points == Self.marker(1))
    #expect(model.points(for: request(400)) == Self.marker(1))
  }

  @Test func aStaleResultThatArrivesFirstIsDroppedToo() async {
    let held = HeldComputations(onCancel: .keepRunning)
    let model = PlotPointsModel(synchronousPointLimit: 0, computation: held.computation)
    let older = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    let newer = Task { await model.update(for: request(400)) }
    await held.waitUntilStarted(2)
    await held.release(0, with: Self.marker(0))
    await older.value
    #expect(model.points == nil)
    await held.release(1, with: Self.marker(1))
    await newer.value
    #expect(model.points == Self.marker(1))
  }

  @Test func aSmallResultPlottedInTheBodySupersedesALargeComputation() async {
    let held = HeldComputations(onCancel: .keepRunning)
    let model = PlotPointsModel(synchronousPointLimit: 10, computation: held.computation)
    let large = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    // The data shrank: the body plots the new, small dataset at once.
    let small = Dataset(series: [Series(name: "s", xs: [1, 2, 3], ys: [4, 5, 6])])
    #expect(model.points(for: request(300, small)) == small.plotPoints(forWidth: 300))
    await held.waitUntilCancelled(0)
    await held.release(0, with: Self.marker(0))
    await large.value
    #expect(model.points == small.plotPoints(forWidth: 300))
  }

  @Test func cancellingAnUpdateCancelsItsComputationAndKeepsThePreviousPoints() async {
    let held = HeldComputations(onCancel: .returnNil)
    let model = PlotPointsModel(synchronousPointLimit: 0, computation: held.computation)
    let first = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    await held.release(0, with: Self.marker(0))
    await first.value

    let cancelled = Task { await model.update(for: request(400)) }
    await held.waitUntilStarted(2)
    cancelled.cancel()
    await held.waitUntilCancelled(1)
    await cancelled.value
    #expect(model.points(for: request(400)) == Self.marker(0))
    // Nothing was kept for the cancelled request: asking again computes it.
    let again = Task { await model.update(for: request(400)) }
    await held.waitUntilStarted(3)
    await held.release(2, with: Self.marker(2))
    await again.value
    #expect(model.points(for: request(400)) == Self.marker(2))
    #expect(model.computationCount == 3)
  }

  @Test func aSecondUpdateOfTheRunningRequestStartsNoOtherComputation() async {
    let held = HeldComputations(onCancel: .keepRunning)
    let model = PlotPointsModel(synchronousPointLimit: 0, computation: held.computation)
    let first = Task { await model.update(for: request(300)) }
    await held.waitUntilStarted(1)
    let second = Task { await model.update(for: request(299.5)) }
    await held.release(0, with: Self.marker(0))
    await first.value
    await second.value
    #expect(model.computationCount == 1)
    #expect(await held.startedCount == 1)
    #expect(model.points == Self.marker(0))
  }

  @Test func theRealComputationStopsWhenItsTaskIsCancelled() async {
    let request = request(300)
    let points = await Task.detached { () -> [PlotPoint]? in
      withUnsafeCurrentTask { $0?.cancel() }
      return request.plotPoints()
    }.value
    #expect(points == nil)
    #expect(await Task.detached { request.plotPoints() }.value == Self.dataset.plotPoints(forWidth: 300))
  }

  @Test(arguments: [0, 0.2, 1, 1.01, 299.5, 300, -1, .nan, .infinity])
  func theColumnCountIsTheOnePlotPointsForWidthUses(width: Double) {
    let columns = Dataset.plotColumns(forWidth: width)
    #expect(columns >= 1)
    #expect(Self.dataset.plotPoints(forWidth: Double(columns)) == Self.dataset.plotPoints(forWidth: width))
  }

  @Test func aWidthBeyondAnyScreenIsTheWidestNotATrap() {
    // `Int(1e300.rounded(.up))` traps, and 1e12 columns would be allocated; neither may happen.
    #expect(Dataset.plotColumns(forWidth: 1e300) == Dataset.maxPlotColumns)
    #expect(Dataset.plotColumns(forWidth: 1e12) == Dataset.maxPlotColumns)
    #expect(Dataset.plotColumns(forWidth: Double(Dataset.maxPlotColumns) - 0.5) == Dataset.maxPlotColumns)
    #expect(PlotPointsModel.Request(dataset: Self.dataset, width: 1e300).columns == Dataset.maxPlotColumns)
    // plotPoints(forWidth:) takes the same count: it used to trap on 1e300.
    #expect(Self.dataset.plotPoints(forWidth: 1e300) == Self.dataset.plotPoints(forWidth: 1e12))
    #expect(Self.dataset.plotPoints(forWidth: 1e300) == Self.dataset.plotPoints(forWidth: Double(Dataset.maxPlotColumns)))
  }
}

/// Computations that start, record their request, and wait until the test releases them.
private actor HeldComputations {
  /// What a held computation does when its task is cancelled.
  enum OnCancel {
    /// Returns `nil` at once, as the real computation does at its next check.
    case returnNil
    /// Goes on until released: a computation past its last check.
    case keepRunning
  }

  private let onCancel: OnCancel
  private var held: [Int: CheckedContinuation<[PlotPoint]?, Never>] = [:]
  private var cancelled: Set<Int> = []
  private var finished: Set<Int> = []
  private var startWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var cancelWaiters: [(index: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private(set) var startedCount = 0

  init(onCancel: OnCancel) { self.onCancel = onCancel }

  nonisolated var computation: PlotPointsModel.Computation {
    { _ in await self.run() }
  }

  private func run() async -> [PlotPoint]? {
    let index = startedCount
    startedCount += 1
    startWaiters.removeAll { waiter in
      guard waiter.count <= startedCount else { return false }
      waiter.continuation.resume()
      return true
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { held[index] = $0 }
    } onCancel: {
      Task { await self.noteCancelled(index) }
    }
  }

  private func noteCancelled(_ index: Int) {
    cancelled.insert(index)
    cancelWaiters.removeAll { waiter in
      guard waiter.index == index else { return false }
      waiter.continuation.resume()
      return true
    }
    if onCancel == .returnNil { finish(index, with: nil) }
  }

  private func finish(_ index: Int, with points: [PlotPoint]?) {
    guard let continuation = held.removeValue(forKey: index), finished.insert(index).inserted else { return }
    continuation.resume(returning: points)
  }

  func release(_ index: Int, with points: [PlotPoint]) {
    finish(index, with: points)
  }

  func waitUntilStarted(_ count: Int) async {
    guard startedCount < count else { return }
    await withCheckedContinuation { startWaiters.append((count, $0)) }
  }

  func waitUntilCancelled(_ index: Int) async {
    guard !cancelled.contains(index) else { return }
    await withCheckedContinuation { cancelWaiters.append((index, $0)) }
  }
}
