import Foundation

/// How ``Series/downsampled(to:method:)`` picks the points to keep.
///
/// Every method keeps the first and last point, never returns more points than asked for, and
/// returns a subset of the input (no invented points), in input order.
///
/// | method | keeps | cost (10M points → 2,000, this machine) |
/// |---|---|---|
/// | ``auto`` | first, min, max, last (and the extremes' neighbours) per *pixel column*: the same pixels as every point | x searched, one read of y |
/// | ``none`` | every point | none |
/// | ``lttb`` | the visually most significant point per bucket | one pass, ~2 reads |
/// | ``minMaxLTTB(ratio:)`` | nearly LTTB's choice | MinMax pass + LTTB on few points |
/// | ``m4`` | first, min, max, last per bucket: pixel-exact lines | one read of y |
/// | ``minMax`` | min and max per bucket | one read of y |
///
/// Only ``auto`` (and ``none``) draw exactly what every point would: LTTB and MinMaxLTTB keep
/// about one point per pixel column and flatten dense periodic data (the daily maxima of an
/// hourly year come out several degrees too low), and ``m4`` and ``minMax`` bucket by point
/// count, so their bucket edges do not fall on pixel edges. Choose them when fewer points
/// matter more than a faithful picture.
public enum DownsamplingMethod: Sendable, Hashable {
  /// The faithful default: M4 on the device pixel columns the chart is drawn into (first,
  /// lowest, highest and last point of each column, Jugel et al., VLDB 2014, plus the
  /// extremes' neighbours, on half-pixel columns; see ``PixelColumns``), which draws the same
  /// pixels as every point. At most 16 points per pixel, however many points there are. With
  /// only a point count (``Series/downsampled(to:method:)``) the columns are `count / 8` equal
  /// spans of the series' x range.
  case auto
  /// Every point: no downsampling.
  case none
  /// Largest-Triangle-Three-Buckets: one point per bucket.
  case lttb
  /// MinMax preselection of `count × ratio` points, then LTTB; `ratio` is 4 by default.
  case minMaxLTTB(ratio: Int = 4)
  /// First, minimum, maximum and last point of each bucket (4 points per pixel column).
  case m4
  /// Minimum and maximum of each bucket (2 points per pixel column).
  case minMax

  /// The method recommended for line charts: ``auto``, which draws what every point would.
  public static let `default` = DownsamplingMethod.auto

  /// The CLI names of the methods, for `--downsample`: `auto`, `none`, `m4`, `minmax`, `lttb`,
  /// `minmaxlttb`.
  public static let names = ["auto", "none", "m4", "minmax", "lttb", "minmaxlttb"]

  /// The method named `name` (one of ``names``, any case); nil for other names.
  ///
  /// - Parameter name: A name such as `auto` or `minmaxlttb`.
  public init?(name: String) {
    switch name.lowercased() {
    case "auto": self = .auto
    case "none": self = .none
    case "m4": self = .m4
    case "minmax": self = .minMax
    case "lttb": self = .lttb
    case "minmaxlttb": self = .minMaxLTTB()
    default: return nil
    }
  }

  /// The method's name as ``init(name:)`` reads it.
  public var name: String {
    switch self {
    case .auto: return "auto"
    case .none: return "none"
    case .m4: return "m4"
    case .minMax: return "minmax"
    case .lttb: return "lttb"
    case .minMaxLTTB: return "minmaxlttb"
    }
  }

  /// How many points this method keeps per pixel column of a chart: 16 for ``auto`` (8 per
  /// half-pixel column), 4 for M4, 2 for MinMax, 1 for the LTTB family; for ``none``, which
  /// keeps everything, `Int.max`.
  public var pointsPerPixel: Int {
    switch self {
    case .none: return Int.max
    case .auto: return 8 * PixelColumns.faithfulSubpixels
    case .m4: return 4
    case .minMax: return 2
    case .lttb, .minMaxLTTB: return 1
    }
  }

  /// Indices of at most `count` of the `n` points at `xs`/`ys`, ascending.
  func indices(xs: UnsafePointer<Double>, ys: UnsafePointer<Double>, n: Int, count: Int) -> [Int] {
    switch self {
    case .none: return Array(0..<n)
    case .auto:
      if count >= n || n <= 4 { return Array(0..<n) }
      let low = Swift.min(xs[0], xs[n - 1])
      let high = Swift.max(xs[0], xs[n - 1])
      let grid =
        low <= high
        ? PixelColumns(xDomain: low...high, pixels: Swift.max(count / 8, 1))
        : PixelColumns(origin: 0, columnWidth: .infinity, count: 1)
      return PixelM4.indices(xs: xs, ys: ys, n: n, grid: grid, sorted: true)
    case .lttb: return LTTB.indices(xs: xs, ys: ys, n: n, count: count)
    case .minMaxLTTB(let ratio):
      return LTTB.minMaxIndices(xs: xs, ys: ys, n: n, count: count, ratio: ratio)
    case .m4: return MinMax.m4Indices(ys: ys, n: n, count: count)
    case .minMax: return MinMax.indices(ys: ys, n: n, count: count)
    }
  }
}
