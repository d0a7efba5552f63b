import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// What PhaseKitUI's `SeriesChart` does on every layout before Swift Charts draws: downsample a
/// dataset to the view's width and flatten it into marks. The baseline is flattening every point,
/// which is what a chart handed the raw data would have to build marks for.
let uiBenchmarks = BenchmarkSuite(name: "swiftui") {
  for (count, width) in [(100_000, 390), (1_000_000, 390), (1_000_000, 1_280)] {
    let dataset = sampleDataset(pointsPerSeries: count, series: 2)
    var kept = 0
    let ours = medianSeconds(repetitions: 5) {
      let points = dataset.plotPoints(forWidth: Double(width))
      kept = points.count
      blackHole(points)
    }
    let baseline = medianSeconds(repetitions: 5) {
      blackHole(dataset.plotPoints())
    }
    report(
      "plotPoints 2×\(count / 1_000)k → \(width) pt wide", ours: ours, baseline: baseline,
      baselineName: "all points as marks", target: "< 16 ms (one frame)",
      extra: "\(kept) marks instead of \(2 * count)")
  }

  // The stale banner's date, written with integer arithmetic, against the DateFormatter one would
  // otherwise reach for.
  let utc = TimeZone(identifier: "UTC")!
  let shown = Date(timeIntervalSince1970: 1_795_977_000)
  let now = shown + 86_400
  let formatter = DateFormatter()
  formatter.dateFormat = "MM-dd HH:mm"
  formatter.timeZone = utc
  let dateOurs = medianSeconds {
    for _ in 0..<10_000 { blackHole(StaleNotice.dateText(for: shown, relativeTo: now, timeZone: utc)) }
  }
  let dateBaseline = medianSeconds {
    for _ in 0..<10_000 { blackHole(formatter.string(from: shown)) }
  }
  report(
    "StaleNotice.dateText (×10k)", ours: dateOurs, baseline: dateBaseline,
    baselineName: "DateFormatter \"MM-dd HH:mm\"",
    extra: String(format: "%.2f µs each", dateOurs / 10_000 * 1e6))

  // The per-render decision of what a load shows, with a stale notice (date formatting included).
  let loaded = Loaded(value: 1, date: Date(timeIntervalSince1970: 1_795_977_000), origin: .disk)
  let stale = LoadDisplay(loaded: loaded, error: .httpStatus(503), isStale: true)
  let fresh = LoadDisplay(loaded: loaded)
  let ours = medianSeconds {
    for _ in 0..<10_000 { blackHole(stale.content(in: .english)) }
  }
  let baseline = medianSeconds {
    for _ in 0..<10_000 { blackHole(fresh.content(in: .english)) }
  }
  report(
    "LoadDisplay.content, stale (×10k)", ours: ours, baseline: baseline,
    baselineName: "fresh value, no notice",
    extra: String(format: "%.1f µs each", ours / 10_000 * 1e6))
}

/// Two sine-like series with noise, `pointsPerSeries` points each.
private func sampleDataset(pointsPerSeries count: Int, series: Int) -> Dataset {
  var generator = SystemRandomNumberGenerator()
  let xs = (0..<count).map(Double.init)
  return Dataset(
    series: (0..<series).map { index in
      let ys = xs.map {
        sin($0 / 5_000 + Double(index)) * 10 + Double.random(in: -1...1, using: &generator)
      }
      return Series(name: "s\(index)", xs: xs, ys: ys)
    })
}
