import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// SVG cost of a 4,000-point line against the obvious way to write it (`String(format:)` per
/// point), measured in the same run on the same data; plus the 1M-point path through reduction
/// and the terminal renderer.
let drawingBenchmarks = BenchmarkSuite(name: "drawing") {
  let line = sampleLine(count: 4000)
  let chart = Chart(dataset: Dataset(series: [line]))
  let baseline = medianSeconds(repetitions: 21) { blackHole(formattedPath(line, width: 640, height: 400)) }

  let renderer = SVGRenderer(width: 640, height: 400, language: .english)
  let ours = medianSeconds(repetitions: 21) { blackHole(renderer.renderBytes(chart)) }
  report(
    "SVG document, 4k-point line, 640 px", ours: ours, baseline: baseline,
    baselineName: "String(format:) path", target: "≤ 0.2 ms",
    extra: "\(Int(baseline / ours))× faster, \(renderer.renderBytes(chart).count) bytes")

  let asString = medianSeconds(repetitions: 21) { blackHole(renderer.render(chart)) }
  report(
    "SVG document as String, 4k points, 640 px", ours: asString, baseline: baseline,
    baselineName: "String(format:) path")

  // Wide enough that nothing is reduced: every one of the 4,000 points is written.
  let wide = SVGRenderer(width: 4400, height: 400, language: .english)
  let wideBaseline = medianSeconds(repetitions: 21) {
    blackHole(formattedPath(line, width: 4400, height: 400))
  }
  let unreduced = medianSeconds(repetitions: 21) { blackHole(wide.renderBytes(chart)) }
  report(
    "SVG document, 4k points all drawn, 4400 px", ours: unreduced, baseline: wideBaseline,
    baselineName: "String(format:) path",
    extra: "\(Int(wideBaseline / unreduced))× faster, \(wide.renderBytes(chart).count) bytes")

  let million = Chart(dataset: Dataset(series: [sampleLine(count: 1_000_000)]))
  let millionBaseline = medianSeconds(repetitions: 5) {
    blackHole(sampleLine(count: 1_000_000).ys.reduce(0, +))
  }
  let millionSVG = medianSeconds(repetitions: 5) { blackHole(renderer.renderBytes(million)) }
  report(
    "SVG document, 1M-point line, 640 px", ours: millionSVG, baseline: millionBaseline,
    baselineName: "making the 1M points")

  let terminal = TerminalRenderer(width: 120, height: 30, language: .english)
  let terminalTime = medianSeconds(repetitions: 21) { blackHole(terminal.render(chart)) }
  report(
    "terminal braille, 4k points, 120×30", ours: terminalTime, baseline: baseline,
    baselineName: "String(format:) SVG path")
}

/// A noisy sine wave: enough detail that reduction keeps ~4 points per pixel column.
private func sampleLine(count: Int) -> Series {
  var xs = [Double](repeating: 0, count: count)
  var ys = [Double](repeating: 0, count: count)
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  for index in 0..<count {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    xs[index] = Double(index)
    ys[index] = sin(Double(index) / 300) * 50 + Double(state >> 40) / Double(1 << 24) * 10
  }
  return Series(name: "value", xs: xs, ys: ys)
}

/// The baseline: the same projection, each point formatted with `String(format:)` into a String.
private func formattedPath(_ series: Series, width: Double, height: Double) -> String {
  let minX = series.xs.min() ?? 0
  let maxX = series.xs.max() ?? 1
  let minY = series.ys.min() ?? 0
  let maxY = series.ys.max() ?? 1
  let scaleX = (width - 60) / (maxX - minX)
  let scaleY = (height - 60) / (maxY - minY)
  var path = "<path d=\""
  for index in series.xs.indices {
    let x = 40 + (series.xs[index] - minX) * scaleX
    let y = height - 30 - (series.ys[index] - minY) * scaleY
    path += String(format: index == 0 ? "M%.1f %.1f" : "L%.1f %.1f", x, y)
  }
  return path + "\"/>"
}
