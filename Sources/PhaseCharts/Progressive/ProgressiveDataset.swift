import Foundation

/// A dataset that grows as pages arrive, keeping at most a given number of pages.
///
/// Series are matched by name across pages: a page's `temp` points are appended to the `temp`
/// series; a name seen for the first time adds a series. When more than ``maxPagesKept`` pages
/// have arrived, the oldest page's points are dropped (a sliding window for live data).
///
/// ```swift
/// var growing = ProgressiveDataset(maxPagesKept: 100)
/// growing.append(firstPage)
/// growing.append(secondPage)
/// draw(growing.dataset)
/// ```
public struct ProgressiveDataset: Sendable, Hashable {
  /// The most pages kept; `nil` keeps every page.
  public let maxPagesKept: Int?
  /// The points of every kept page, in arrival order.
  public private(set) var dataset = Dataset(series: [])
  /// How many pages have arrived, including dropped ones.
  public private(set) var pagesReceived = 0
  /// Points per series name for each kept page, oldest first.
  private var pagePointCounts: [[String: Int]] = []

  /// Creates an empty dataset.
  ///
  /// - Parameter maxPagesKept: The most pages kept; `nil` (the default) keeps all. Values below
  ///   1 count as 1.
  public init(maxPagesKept: Int? = nil) {
    self.maxPagesKept = maxPagesKept.map { max($0, 1) }
  }

  /// The number of pages whose points are kept.
  public var pagesKept: Int { pagePointCounts.count }

  /// Appends a page's points, then drops the oldest page if over the cap.
  ///
  /// The first page sets ``Dataset/xKind`` and the axis labels. Breaks inside a page are kept,
  /// shifted to their new positions.
  ///
  /// - Parameter page: The decoded page.
  public mutating func append(_ page: Dataset) {
    if pagesReceived == 0 {
      dataset.xKind = page.xKind
      dataset.utcOffset = page.utcOffset
      dataset.xLabel = page.xLabel
      dataset.yLabel = page.yLabel
    }
    pagesReceived += 1
    var counts: [String: Int] = [:]
    for incoming in page.series {
      counts[incoming.name, default: 0] += incoming.count
      if let index = dataset.series.firstIndex(where: { $0.name == incoming.name }) {
        let offset = dataset.series[index].count
        dataset.series[index].xs.append(contentsOf: incoming.xs)
        dataset.series[index].ys.append(contentsOf: incoming.ys)
        dataset.series[index].breaks.append(contentsOf: incoming.breaks.map { $0 + offset })
      } else {
        dataset.series.append(incoming)
      }
    }
    pagePointCounts.append(counts)
    if let maxPagesKept, pagePointCounts.count > maxPagesKept {
      let oldest = pagePointCounts.removeFirst()
      for index in dataset.series.indices {
        let drop = oldest[dataset.series[index].name, default: 0]
        guard drop > 0 else { continue }
        dataset.series[index].xs.removeFirst(drop)
        dataset.series[index].ys.removeFirst(drop)
        dataset.series[index].breaks = dataset.series[index].breaks.compactMap {
          $0 - drop > 0 ? $0 - drop : nil
        }
      }
    }
  }
}
