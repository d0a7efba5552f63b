import Foundation
import PhaseKit

/// Loads a paged source progressively: an `AsyncSequence` of snapshots, one per page, then a
/// final complete one — the seed's "progressive loading" best practice.
///
/// Each snapshot holds the dataset so far. In coarse-first mode the snapshots taken while pages
/// are still arriving are downsampled (MinMaxLTTB) to ``Options/coarsePointCount`` points per
/// series, so a huge load shows its shape at once and cheaply; the final snapshot refines it to
/// full resolution.
///
/// ```swift
/// let load = ProgressiveLoad(pages: pages, options: .init(maxPagesKept: 50, coarsePointCount: 500))
/// for try await snapshot in load {
///   chart.data = snapshot.dataset          // coarse while loading, exact at the end
///   if snapshot.isComplete { print("done: \(snapshot.pagesReceived) pages") }
/// }
/// ```
public struct ProgressiveLoad<Pages: AsyncSequence>: AsyncSequence
where Pages.Element == Dataset {
  /// How pages are kept and shown.
  public struct Options: Sendable, Hashable {
    /// The most pages kept (a sliding window); `nil` (the default) keeps all.
    public var maxPagesKept: Int?
    /// Points per series in the snapshots taken while loading; `nil` (the default) shows full
    /// resolution all along.
    public var coarsePointCount: Int?

    /// Creates options; every parameter has the default documented on its property.
    public init(maxPagesKept: Int? = nil, coarsePointCount: Int? = nil) {
      self.maxPagesKept = maxPagesKept
      self.coarsePointCount = coarsePointCount
    }
  }

  /// What the chart shows after a page.
  public struct Snapshot: Sendable, Hashable {
    /// The data to draw: downsampled when ``isCoarse``.
    public var dataset: Dataset
    /// Pages received so far (including any dropped by the cap).
    public var pagesReceived: Int
    /// Points kept at full resolution over all series.
    public var pointsKept: Int
    /// Whether every page has arrived: the last snapshot, at full resolution.
    public var isComplete: Bool
    /// Whether ``dataset`` is a downsampled view of the points kept.
    public var isCoarse: Bool
  }

  /// Each snapshot.
  public typealias Element = Snapshot
  /// A load fails with a `DataError`.
  public typealias Failure = DataError

  let pages: Pages
  let options: Options

  /// Creates a progressive load over decoded pages.
  ///
  /// - Parameters:
  ///   - pages: Any async sequence of datasets, such as a ``PagedSource`` or an `AsyncStream`.
  ///   - options: The page cap and coarse-first mode; none by default.
  public init(pages: Pages, options: Options = Options()) {
    self.pages = pages
    self.options = options
  }

  /// Produces one snapshot per page, then a complete one.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var pages: Pages.AsyncIterator
    let options: Options
    var growing: ProgressiveDataset
    var isFinished = false

    /// The next snapshot, or `nil` after the complete one.
    ///
    /// - Throws: The page sequence's error, classified as a `DataError` (a
    ///   `DataError` as it is, cancellation as `DataError.cancelled`); the load ends
    ///   there.
    public mutating func next() async throws(DataError) -> Snapshot? {
      guard !isFinished else { return nil }
      let page: Dataset?
      do {
        page = try await pages.next()
      } catch {
        isFinished = true
        throw DataError.classify(error)
      }
      guard let page else {
        isFinished = true
        return snapshot(isComplete: true)
      }
      growing.append(page)
      return snapshot(isComplete: false)
    }

    func snapshot(isComplete: Bool) -> Snapshot {
      let full = growing.dataset
      let coarse = isComplete ? nil : options.coarsePointCount
      return Snapshot(
        dataset: coarse.map { full.downsampled(to: $0, method: .default) } ?? full,
        pagesReceived: growing.pagesReceived, pointsKept: full.pointCount,
        isComplete: isComplete,
        isCoarse: coarse.map { count in full.series.contains { $0.count > Swift.max(count, 2) } } ?? false)
    }
  }

  /// Starts loading.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      pages: pages.makeAsyncIterator(), options: options,
      growing: ProgressiveDataset(maxPagesKept: options.maxPagesKept))
  }
}

extension ProgressiveLoad: Sendable where Pages: Sendable {}

extension ProgressiveLoad {
  /// Creates a progressive load over pages of CSV or JSON bytes, decoding each with
  /// ``ChartDecoder``.
  ///
  /// - Parameters:
  ///   - source: The byte pages, such as a ``PagedSource`` of `Data`.
  ///   - decoding: How to decode every page; each page is a whole document (with its header).
  ///   - options: The page cap and coarse-first mode; none by default.
  public init<Source: AsyncSequence & Sendable>(
    pages source: Source, decoding: DecodeOptions, options: Options = Options()
  ) where Source.Element == Data, Pages == AsyncThrowingMapSequence<Source, Dataset> {
    self.init(
      pages: source.map { data throws -> Dataset in try ChartDecoder.decode(data, options: decoding) },
      options: options)
  }
}
