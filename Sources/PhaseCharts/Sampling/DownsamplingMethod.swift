import Foundation

/// How ``Series/downsampled(to:method:)`` picks the points to keep.
///
/// Every method keeps the first and last point, never returns more points than asked for, and
/// returns a subset of the input (no invented points), in input order.
///
/// | method | keeps | cost (10M points → 2,000, this machine) |
/// |---|---|---|
/// | ``lttb`` | the visually most significant point per bucket | one pass, ~2 reads |
/// | ``minMaxLTTB(ratio:)`` | nearly LTTB's choice | MinMax pass + LTTB on few points |
/// | ``m4`` | first, min, max, last per bucket: pixel-exact lines | one read of y |
/// | ``minMax`` | min and max per bucket | one read of y |
public enum DownsamplingMethod: Sendable, Hashable {
  /// Largest-Triangle-Three-Buckets: one point per bucket.
  case lttb
  /// MinMax preselection of `count × ratio` points, then LTTB; `ratio` is 4 by default.
  case minMaxLTTB(ratio: Int = 4)
  /// First, minimum, maximum and last point of each bucket (4 points per pixel column).
  case m4
  /// Minimum and maximum of each bucket (2 points per pixel column).
  case minMax

  /// The method recommended for line charts: ``minMaxLTTB(ratio:)`` with ratio 4.
  public static let `default` = DownsamplingMethod.minMaxLTTB()

  /// How many points this method keeps per pixel column of a chart: 4 for M4, 2 for MinMax,
  /// 1 for the LTTB family.
  public var pointsPerPixel: Int {
    switch self {
    case .m4: return 4
    case .minMax: return 2
    case .lttb, .minMaxLTTB: return 1
    }
  }

  /// Indices of at most `count` of the `n` points at `xs`/`ys`, ascending.
  func indices(xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    switch self {
    case .lttb: return LTTB.indices(xs: xs, ys: ys, n: n, count: count)
    case .minMaxLTTB(let ratio):
      return LTTB.minMaxIndices(xs: xs, ys: ys, n: n, count: count, ratio: ratio)
    case .m4: return MinMax.m4Indices(ys: ys, n: n, count: count)
    case .minMax: return MinMax.indices(ys: ys, n: n, count: count)
    }
  }
}
