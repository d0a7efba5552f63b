import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// The whole job on a million points — CSV bytes to an SVG document — against the obvious code a
/// seed-style app would write: split lines, `Double(String)` per cell, a `String(format:)` path
/// of every point. Same bytes, same run.
let pipelineBenchmarks = BenchmarkSuite(name: "pipeline") {
  let csv = millionPointCSV()
  let megabytes = Double(csv.count) / 1e6

  // Cold: the first run in the process, caches and allocator not yet warm.
  let clock = ContinuousClock()
  let coldStart = clock.now
  blackHole(try ourSVG(csv))
  let cold = (clock.now - coldStart).seconds

  let ours = try medianSeconds(repetitions: 5) { blackHole(try ourSVG(csv)) }
  let naive = medianSeconds(repetitions: 3) { blackHole(naiveSVG(csv)) }
  report(
    "1M-point CSV → SVG, decode+sanitize+draw", ours: ours, baseline: naive,
    baselineName: "split + Double() + String(format:) path", target: "≤ 100 ms",
    extra: String(format: "cold %.1f ms, %.1f MB", cold * 1000, megabytes))
}

/// PhaseKit's path: the pipeline a Loader runs, then the renderer, which downsamples to 800 px.
private func ourSVG(_ csv: Data) throws -> [UInt8] {
  let prepared = try ChartPipeline().prepare(csv)
  return SVGRenderer(width: 800, height: 400, language: .english)
    .renderBytes(Chart(dataset: prepared.dataset))
}

/// The naive path, kept honest: it parses every cell and writes every point, as code without a
/// downsampler must.
private func naiveSVG(_ csv: Data) -> String {
  let text = String(decoding: csv, as: UTF8.self)
  var xs: [Double] = []
  var ys: [Double] = []
  for line in text.split(separator: "\n").dropFirst() {
    let fields = line.split(separator: ",")
    guard fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]), y != -999 else {
      continue
    }
    xs.append(x)
    ys.append(y)
  }
  guard let minX = xs.first, let maxX = xs.last, let minY = ys.min(), let maxY = ys.max() else {
    return ""
  }
  var path = ""
  for (index, (x, y)) in zip(xs, ys).enumerated() {
    let px = (x - minX) / (maxX - minX) * 800
    let py = 400 - (y - minY) / (maxY - minY) * 400
    path += String(format: index == 0 ? "M%.2f,%.2f" : "L%.2f,%.2f", px, py)
  }
  return "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(path)\"/></svg>"
}

/// `x,y` rows: a noisy wave with a -999 sentinel every 10,000 rows, so sanitization has work.
private func millionPointCSV() -> Data {
  var text = "x,y\n"
  text.reserveCapacity(20_000_000)
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  for index in 0..<1_000_000 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let noise = Double(state >> 40) / Double(1 << 24)
    let y = index % 10_000 == 9_999 ? -999 : sin(Double(index) / 5_000) * 40 + noise * 5
    text += "\(index),\((y * 1000).rounded() / 1000)\n"
  }
  return Data(text.utf8)
}
