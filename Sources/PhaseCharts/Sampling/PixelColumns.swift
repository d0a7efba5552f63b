import Foundation

/// The device pixel columns a line is drawn into: where column 0 starts, in data units, how wide
/// each column is, and how many there are.
///
/// The faithful downsampler (``DownsamplingMethod/auto``) keeps the first, last, lowest and
/// highest point of every column of this grid, which draws the same pixels as every point
/// (M4, Jugel et al., VLDB 2014). The grid has to be the one the renderer really draws into:
/// `SVGRenderer` and `TerminalRenderer` build it from their plot rectangle, so the column
/// boundaries fall on the output's pixel (or braille dot) boundaries.
///
/// ```swift
/// // An 800-pixel plot whose left edge sits on a pixel boundary:
/// let grid = PixelColumns(xDomain: 0...86_400, pixels: 800)
/// let line = series.downsampled(to: grid)   // ≤ 4 points per column
/// ```
public struct PixelColumns: Sendable, Hashable {
  /// The data x value at the left edge of column 0.
  public var origin: Double
  /// The width of one column in data units; positive.
  public var columnWidth: Double
  /// The number of columns; points left of column 0 or right of the last column are kept as
  /// if they were in one more column on that side, so lines leaving the plot keep their course.
  public var count: Int

  /// Creates a grid from its left edge, column width and column count.
  ///
  /// - Parameters:
  ///   - origin: The data x value at the left edge of column 0.
  ///   - columnWidth: The width of one column in data units; non-positive or non-finite widths
  ///     make a grid of one column.
  ///   - count: The number of columns; at least 1.
  public init(origin: Double, columnWidth: Double, count: Int) {
    self.origin = origin.isFinite ? origin : 0
    self.columnWidth = columnWidth.isFinite && columnWidth > 0 ? columnWidth : .infinity
    self.count = max(count, 1)
  }

  /// A grid of `pixels` columns spanning `xDomain` exactly: column 0 starts at its lower bound.
  ///
  /// - Parameters:
  ///   - xDomain: The x range the plot shows.
  ///   - pixels: The plot width in device pixels; at least 1.
  public init(xDomain: ClosedRange<Double>, pixels: Int) {
    let pixels = max(pixels, 1)
    self.init(
      origin: xDomain.lowerBound,
      columnWidth: (xDomain.upperBound - xDomain.lowerBound) / Double(pixels), count: pixels)
  }

  /// How many columns per device pixel the renderers use for ``DownsamplingMethod/auto``: 2.
  /// Whole-pixel columns are exact for aliased one-pixel lines (the M4 paper's setting); the
  /// anti-aliased two-pixel strokes of an SVG also show where in a pixel a line turns, and
  /// half-pixel columns keep that within a quarter pixel.
  public static let faithfulSubpixels = 2

  /// The grid of a plot whose x axis maps `xDomain` onto device x from `left` to
  /// `left + width` (pixels, fractional allowed): the columns are the device's whole pixels
  /// `⌊left⌋ ..< ⌈left + width⌉`, each cut into `subpixels` equal columns, so column
  /// boundaries fall on the device's pixel boundaries.
  ///
  /// - Parameters:
  ///   - xDomain: The x range the plot shows.
  ///   - left: The device x of the plot's left edge.
  ///   - width: The plot width in device pixels.
  ///   - subpixels: Columns per device pixel; 1 by default.
  public init(xDomain: ClosedRange<Double>, left: Double, width: Double, subpixels: Int = 1) {
    let scale = Double(max(subpixels, 1))
    let left = left * scale
    let width = width * scale
    let span = xDomain.upperBound - xDomain.lowerBound
    guard width > 0, width.isFinite, left.isFinite, span > 0, span.isFinite else {
      self.init(origin: xDomain.lowerBound, columnWidth: .infinity, count: 1)
      return
    }
    let unitsPerPixel = span / width
    let firstPixel = left.rounded(.down)
    let lastPixel = (left + width).rounded(.up)
    self.init(
      origin: xDomain.lowerBound - (left - firstPixel) * unitsPerPixel,
      columnWidth: unitsPerPixel, count: max(Int(lastPixel - firstPixel), 1))
  }

  /// The column of `x`: -1 left of the grid, `count` right of it.
  @inline(__always)
  public func column(of x: Double) -> Int {
    let position = ((x - origin) / columnWidth).rounded(.down)
    if !(position >= 0) { return position.isNaN ? 0 : -1 }
    return position >= Double(count) ? count : Int(position)
  }

  /// The data x value where column `index` starts.
  @inline(__always)
  func start(of index: Int) -> Double { origin + Double(index) * columnWidth }
}
