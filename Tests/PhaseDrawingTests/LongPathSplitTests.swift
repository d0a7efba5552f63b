import Foundation
import Testing
import _PhaseChartsTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// A line drawn with every point (`--downsample none`) used to be one `<path>` whose `d` passed
/// the 10 MB libxml2 accepts, so librsvg refused the document. Long lines are now split into
/// elements of at most ``SVGRenderer/maximumPathVertices`` vertices that continue each other.
@Suite(.timeLimit(.minutes(6))) struct LongPathSplitTests {
  /// `count` noisy points with gaps marked by the sanitizer (`breaks`) and a NaN.
  static func series(count: Int) -> Series {
    var state: UInt64 = 3
    var ys = [Double](repeating: 0, count: count)
    for index in 0..<count {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      ys[index] = sin(Double(index) / 300) * 50 + Double(state >> 54) / 64
    }
    ys[count / 3] = .nan
    return Series(
      name: "s", xs: (0..<count).map(Double.init), ys: ys, breaks: [count / 7, count / 2, count / 2 + 1])
  }

  /// The segments a stroke path draws: each pair of consecutive vertices of a subpath.
  static func segments(_ svg: String) -> (segments: [String: Int], elements: Int, longest: Int) {
    let parsed = expectValidSVG(svg)
    var segments: [String: Int] = [:]
    var elements = 0
    var longest = 0
    for attributes in parsed.attributes where attributes["stroke-linejoin"] != nil {
      let d = attributes["d"] ?? ""
      elements += 1
      longest = max(longest, d.utf8.count)
      for subpath in d.split(separator: "M") {
        let numbers = subpath.split(whereSeparator: { $0 == " " || $0 == "L" })
        var previous: String?
        for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
          let vertex = "\(numbers[pair]) \(numbers[pair + 1])"
          if let previous { segments["\(previous)→\(vertex)", default: 0] += 1 }
          previous = vertex
        }
      }
    }
    return (segments, elements, longest)
  }

  @Test func aLongLineIsSplitIntoElementsThatDrawTheSameSegmentsAndGaps() {
    let series = Self.series(count: 60_000)
    let chart = Chart(dataset: Dataset(series: [series]))
    var whole = SVGRenderer(width: 4000, height: 400, language: .english, downsampling: .none)
    whole.maximumPathVertices = .max
    var split = whole
    split.maximumPathVertices = 5_000
    let one = Self.segments(whole.render(chart))
    let many = Self.segments(split.render(chart))
    #expect(one.elements == 1)
    #expect(many.elements >= 10)
    #expect(many.longest < one.longest / 8)
    // Not one segment lost or added at the joints, and none drawn across a gap.
    #expect(many.segments == one.segments)
    #expect(one.segments.count > 50_000)
  }

  @Test func theDefaultKeepsEveryElementFarBelowTheXMLAttributeLimit() {
    let series = Self.series(count: 300_000)
    let svg = SVGRenderer(width: 800, height: 400, language: .english, downsampling: .none)
      .render(Chart(dataset: Dataset(series: [series])))
    let drawn = Self.segments(svg)
    #expect(drawn.elements >= 15)
    #expect(drawn.longest < 1_000_000, "a path of \(drawn.longest) bytes")
  }

  @Test(.enabled(if: RasterImage.isAvailable, RasterImage.skipReason))
  func splitLinesAndAreasLookTheSameAsWholeOnes() async throws {
    let series = Self.series(count: 6_000)
    let area = Chart {
      ForEach(Array(series.xs.indices.prefix(3_000)), id: \.self) { index in
        AreaMark(x: .value("x", series.xs[index]), y: .value("y", series.ys[index].isNaN ? 0 : series.ys[index]))
      }
    }
    for chart in [Chart(dataset: Dataset(series: [series])), area] {
      var whole = SVGRenderer(width: 700, height: 300, language: .english, downsampling: .none)
      whole.maximumPathVertices = .max
      var split = whole
      split.maximumPathVertices = 400
      let wholeSVG = whole.render(chart)
      let splitSVG = split.render(chart)
      #expect(splitSVG.components(separatedBy: "<path").count > wholeSVG.components(separatedBy: "<path").count + 5)
      let a = try await RasterImage(svg: wholeSVG)
      let b = try await RasterImage(svg: splitSVG)
      #expect(a.width == b.width && a.height == b.height)
      // Only anti-aliased edge pixels at a joint may differ a little; no gap, no seam.
      let differing = (0..<(a.width * a.height)).filter { a.difference(b, at: $0) > 64 }.count
      #expect(differing <= 30, "\(differing) pixels differ")
    }
  }
}
