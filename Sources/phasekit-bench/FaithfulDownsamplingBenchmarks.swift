import Foundation
import PhaseCharts

/// The faithful default, ``DownsamplingMethod/auto``: M4 on 2,000 device pixels (4,000
/// half-pixel columns) of a 10M-point walk, as a chart 2,000 pixels wide draws it. The anchor
/// is tsdownsample's M4 with x passed (x-binned, the same idea) on one core:
/// `python3 scripts/bench-tsdownsample.py` prints it; here the row is measured against one read
/// of y, the least any M4 must do.
let faithfulDownsamplingBenchmarks = BenchmarkSuite(name: "faithful-downsampling") {
  let series = samplingWalk(10_000_000)
  var sink = 0.0
  let readY = medianSeconds(repetitions: 7) { sink += benchmarkRead(series.ys) }
  let grid = PixelColumns(
    xDomain: series.xs.first!...series.xs.last!, pixels: 2_000 * PixelColumns.faithfulSubpixels)
  let ours = withSamplingCores(1) {
    medianSeconds(repetitions: 7) { sink += Double(series.downsampledIndices(for: grid).count) }
  }
  report(
    "auto 10M → 2,000 px, 1 core", ours: ours, baseline: readY, baselineName: "one read of y",
    target: "≤ tsdownsample M4 (x)")
  let cores = withSamplingCores(0) { SamplingCores.cores(points: series.count) }
  if cores > 1 {
    let all = withSamplingCores(0) {
      medianSeconds(repetitions: 7) { sink += Double(series.downsampledIndices(for: grid).count) }
    }
    report(
      "auto 10M → 2,000 px, \(cores) cores", ours: all, baseline: ours, baselineName: "1 core",
      target: "≤ 0.59× (≥ 1.7× faster)")
  }
  // Through the renderer's path (all cores): the width in pixels, the grid chosen from the data.
  let viaWidth = medianSeconds(repetitions: 7) {
    sink += Double(series.downsampled(toWidth: 2_000).count)
  }
  report(
    "auto downsampled(toWidth: 2,000)", ours: viaWidth, baseline: readY,
    baselineName: "one read of y", target: "≤ tsdownsample M4 (x)")
  blackHole(sink)
}
