import Foundation
import PhaseKit

/// Collects decoded rows into series: one per y column (wide format), or one per distinct value
/// of the series column and y column (long format). Shared by the CSV and JSON decoders.
struct DatasetBuilder {
  let plan: ColumnPlan
  let maxSeries: Int
  /// Wide format: the shared x values and one y array per y column.
  private var xs: [Double] = []
  private var ys: [[Double]]
  /// Long format: one entry per distinct series-column value, in order of first appearance.
  private var groupIndex: [String: Int] = [:]
  private var groupNames: [String] = []
  private var groupXs: [[Double]] = []
  private var groupYs: [[[Double]]] = []
  private var lastGroupKey: [UInt8] = []
  private var lastGroup = -1

  init(plan: ColumnPlan, maxSeries: Int, expectedRows: Int) {
    self.plan = plan
    self.maxSeries = maxSeries
    let reserve = min(max(expectedRows, 0), 1 << 26)
    ys = plan.ys.map { _ in
      var array: [Double] = []
      array.reserveCapacity(plan.group == nil ? reserve : 0)
      return array
    }
    if plan.group == nil { xs.reserveCapacity(reserve) }
  }

  /// Appends one wide-format row; `values[k]` is the value of y column `k`.
  @inline(__always)
  mutating func append(x: Double, values: UnsafeMutableBufferPointer<Double>) {
    xs.append(x)
    for k in 0..<ys.count { ys[k].append(values[k]) }
  }

  /// The wide-format columns: x, then each y column (the overflow of a piece of a split decode
  /// that outgrew its window).
  var wideColumns: [[Double]] { [xs] + ys }

  /// Appends one long-format row to the series named by `key` (the series column's bytes).
  mutating func append(
    x: Double, values: UnsafeMutableBufferPointer<Double>, key: UnsafeBufferPointer<UInt8>
  ) throws(DataError) {
    let group: Int
    if lastGroup >= 0 && lastGroupKey.elementsEqual(key) {
      group = lastGroup
    } else {
      let name = CSVReader.text(of: key)
      if let existing = groupIndex[name] {
        group = existing
      } else {
        guard groupNames.count < maxSeries else {
          throw Self.tooManySeries(maxSeries, column: plan.names[plan.group ?? 0])
        }
        group = groupNames.count
        groupIndex[name] = group
        groupNames.append(name)
        groupXs.append([])
        groupYs.append(plan.ys.map { _ in [] })
      }
      lastGroup = group
      lastGroupKey = Array(key)
    }
    groupXs[group].append(x)
    for k in 0..<plan.ys.count { groupYs[group][k].append(values[k]) }
  }

  /// The error of a split by a series column with more than `maxSeries` distinct values,
  /// whichever way the rows are grouped.
  static func tooManySeries(_ maxSeries: Int, column: String) -> DataError {
    .decodingError(
      .init(.tooManySeries(limit: maxSeries), path: column))
  }

  /// The finished dataset: series in column order (wide) or first-appearance order (long).
  func build() -> Dataset {
    let yNames = plan.ys.map { plan.names[$0] }
    var series: [Series] = []
    if plan.group == nil {
      for (k, name) in yNames.enumerated() {
        series.append(Series(name: name, xs: xs, ys: ys[k]))
      }
    } else {
      for (g, groupName) in groupNames.enumerated() {
        for (k, yName) in yNames.enumerated() {
          let name = yNames.count == 1 ? groupName : "\(groupName) \(yName)"
          series.append(Series(name: name, xs: groupXs[g], ys: groupYs[g][k]))
        }
      }
    }
    return Dataset(
      xKind: plan.xKind, xLabel: plan.xLabel,
      yLabel: yNames.count == 1 ? yNames[0] : "", series: series, utcOffset: plan.utcOffset)
  }
}
