import Foundation

/// What ``Series/sanitized(_:)`` and ``Dataset/sanitized(_:)->_`` drop, merge, reorder and break.
///
/// The defaults drop NaN and infinite values and the sentinels `-999` and `-9999`, keep the first
/// of several points with the same x, and sort by x (stably) only when the data is not already
/// sorted. Range limits and gap breaks are off until set.
///
/// ```swift
/// var options = SanitizationOptions()
/// options.yRange = -60...60          // temperatures outside are sensor errors
/// options.maxGap = 2 * 86_400        // break the line over gaps longer than two days
/// let (clean, report) = dataset.sanitized(options)
/// ```
public struct SanitizationOptions: Sendable, Hashable {
  /// What to do with several points that share one x value (after sorting).
  public enum DuplicatePolicy: String, Sendable, Hashable, CaseIterable {
    /// Keep the first point in input order; the default.
    case keepFirst
    /// Keep the last point in input order.
    case keepLast
    /// Keep one point whose y is the mean of the group.
    case mean
    /// Keep every point.
    case keepAll
  }

  /// y values that mean "no measurement" and are dropped; `[-999, -9999]` by default.
  public var sentinels: [Double]
  /// What to do with duplicate x values; `.keepFirst` by default.
  public var duplicateX: DuplicatePolicy
  /// Whether to sort points by x when they are not sorted already; `true` by default. The sort is
  /// stable, so points with equal x keep their input order. Sorting discards incoming breaks,
  /// whose positions no longer mean anything.
  public var sortsByX: Bool
  /// y values outside this range are dropped; `nil` (no limit) by default.
  public var yRange: ClosedRange<Double>?
  /// x values outside this range are dropped; `nil` (no limit) by default.
  public var xRange: ClosedRange<Double>?
  /// A step in x larger than this breaks the line (adds to ``Series/breaks``) instead of bridging
  /// the gap; `nil` (never) by default. For dates, in seconds.
  public var maxGap: Double?

  /// Creates options; every parameter has the default documented on its property.
  public init(
    sentinels: [Double] = [-999, -9999], duplicateX: DuplicatePolicy = .keepFirst,
    sortsByX: Bool = true, yRange: ClosedRange<Double>? = nil, xRange: ClosedRange<Double>? = nil,
    maxGap: Double? = nil
  ) {
    self.sentinels = sentinels
    self.duplicateX = duplicateX
    self.sortsByX = sortsByX
    self.yRange = yRange
    self.xRange = xRange
    self.maxGap = maxGap
  }
}
