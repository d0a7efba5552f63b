import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// Downsampling must be invisible: a line drawn from the points ``DownsamplingMethod/auto``
/// keeps has to cover the same pixels as the line through every point. Proved the way a reader
/// would notice: both SVGs rasterized by librsvg and compared pixel by pixel, on the gallery
/// fixtures (`scripts/make-gallery-fixtures.py`), one per shape that fools downsamplers.
@Suite(.timeLimit(.minutes(6))) struct FaithfulDownsamplingTests {
  static let shapes = ["hourly-temperature", "random-walk", "spikes", "steps", "gaps"]

  /// A pixel counts as inked, and two pixels as different, when a colour channel differs by
  /// more than a quarter of its range: anti-aliasing shades (a line's edge a few percent
  /// lighter) do not count, a missing or extra piece of line does.
  static let threshold = 64
  /// DESIGN.md's bar: at most 1% of inked pixels differ.
  static let allowedShare = 0.01

  static func dataset(_ name: String) throws -> Dataset {
    let url = Fixtures.directory.appendingPathComponent("gallery/\(name).csv")
    // Outages in the 10-minute data break the line (longer than 30 minutes without a reading).
    let options = SanitizationOptions(maxGap: name == "gaps" ? 1800 : nil)
    // x named: a first column counting the samples (step, sample, tick) is a row index by
    // default, and one column of noise beside it a histogram.
    let bytes = try Data(contentsOf: url)
    let x = String(decoding: bytes.prefix { $0 != UInt8(ascii: ",") }, as: UTF8.self)
    let (clean, _) = try ChartDecoder.decode(bytes, options: DecodeOptions(x: .name(x))).sanitized(options)
    return clean
  }

  static func svg(_ dataset: Dataset, _ method: DownsamplingMethod, theme: ChartTheme = .light)
    -> String
  {
    SVGRenderer(
      width: 640, height: 360, theme: theme, language: .english, downsampling: method,
      timeZone: .gmt
    )
    .render(Chart(dataset: dataset))
  }

  /// The chart with every line in the background colour: grid, axes and labels only (and the
  /// gridlines a line crosses painted over, which is where the line's ink is anyway).
  static func furniture(_ dataset: Dataset) -> String {
    var theme = ChartTheme.light
    theme.palette = [theme.background]
    return svg(dataset, .none, theme: theme)
  }

  static func compare(_ name: String, _ method: DownsamplingMethod) async throws -> InkComparison {
    let data = try dataset(name)
    let all = try await RasterImage(svg: svg(data, .none))
    let reduced = try await RasterImage(svg: svg(data, method))
    let bare = try await RasterImage(svg: furniture(data))
    return InkComparison(reduced, all, furniture: bare, threshold: threshold)
  }

  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason), arguments: shapes)
  func autoDrawsTheSamePixelsAsEveryPoint(shape: String) async throws {
    let data = try Self.dataset(shape)
    let drawnPoints = data.series.map(\.count).reduce(0, +)
    let comparison = try await Self.compare(shape, .auto)
    #expect(comparison.inked > 2_000, "the chart has a line to compare")
    #expect(
      comparison.share <= Self.allowedShare,
      "\(shape): \(comparison) with auto vs every one of \(drawnPoints) points")
  }

  /// The old default, about one point per pixel column (MinMaxLTTB), visibly changes dense
  /// periodic data: the reason `auto` exists. If this starts passing, the test above no longer
  /// proves anything about these shapes.
  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func theOldDefaultDoesNotDrawTheSamePixels() async throws {
    let comparison = try await Self.compare("hourly-temperature", .minMaxLTTB())
    #expect(comparison.share > 0.05, "MinMaxLTTB: \(comparison)")
  }

  /// 200,000 points (a random walk over a fast cycle, ~340 points per pixel column): the
  /// reduction is real, at most 16 points per pixel, and the picture is still the same.
  static func dense() -> Dataset {
    var state: UInt64 = 42
    var walk = 0.0
    var xs: [Double] = []
    var ys: [Double] = []
    for index in 0..<200_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      walk += Double(Int64(bitPattern: state >> 11) % 1000) / 1000 - 0.4995
      xs.append(Double(index))
      ys.append(walk + 8 * sin(Double(index) / 150))
    }
    return Dataset(xLabel: "sample", yLabel: "value", series: [Series(name: "dense", xs: xs, ys: ys)])
  }

  static func drawnPoints(_ svg: String) -> Int {
    let description = svg.components(separatedBy: "<desc")[1]
    guard description.contains("Lines drawn from ") else { return Int.max }
    return Int(description.components(separatedBy: "Lines drawn from ")[1].prefix { $0.isNumber }) ?? 0
  }

  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func autoReducesDenseDataToSixteenPointsPerPixelWithoutChangingThePicture() async throws {
    let data = Self.dense()
    let auto = Self.svg(data, .auto)
    #expect(Self.drawnPoints(auto) <= 16 * 640)
    let comparison = InkComparison(
      try await RasterImage(svg: auto), try await RasterImage(svg: Self.svg(data, .none)),
      furniture: try await RasterImage(svg: Self.furniture(data)), threshold: Self.threshold)
    #expect(comparison.inked > 2_000)
    #expect(comparison.share <= Self.allowedShare, "dense: \(comparison)")
  }

  /// The hourly year at 640 px: auto keeps fewer points than there are, and LTTB-family
  /// methods still keep about one per pixel when asked.
  @Test func methodsKeepTheirShareOfPoints() throws {
    let data = try Self.dataset("hourly-temperature")
    let total = data.series.map(\.count).reduce(0, +)
    #expect(Self.drawnPoints(Self.svg(data, .auto)) < total)
    #expect(Self.drawnPoints(Self.svg(data, .minMaxLTTB())) <= 2 * 640)
    #expect(Self.drawnPoints(Self.svg(data, .none)) == Int.max, "every point: no reduction note")
  }
}
