import Foundation
import PhaseCharts
import _PhaseKitTestSupport

/// Datasets shaped like the ones the chart choice hands the renderers for small multiples,
/// category bars, histograms and envelopes: built directly, deterministic.
public enum LayoutSamples {
  /// The tests' reproducible generator (SplitMix64).
  public typealias Random = SeededGenerator

  /// Measures on very different scales, daily over a year: a price near 100, a volume near 1e7,
  /// a rate near 0.05, a temperature between −5 and 30, …
  public static let measures: [(name: String, level: Double, swing: Double)] = [
    ("price", 100, 8), ("volume", 1.2e7, 3e6), ("rate", 0.05, 0.01), ("temperature °C", 12, 12),
    ("visitors", 1800, 600), ("error share", 0.002, 0.0015), ("queue length", 40, 25),
    ("revenue (USD)", 2.5e9, 4e8), ("latency ms", 120, 60), ("humidity", 65, 15),
    ("disk used (bytes)", 7.5e11, 1e11), ("a very long measure name that goes on and on", 3, 2),
    ("pressure", 1013, 8),
  ]

  /// `count` measures from ``measures``, one series each, daily over `points` days from
  /// 2024-01-01, laid out as panels.
  public static func panels(_ count: Int, points: Int = 365, mark: Dataset.Mark = .line) -> Dataset {
    var random = Random(seed: UInt64(count))
    let start = 1_704_067_200.0  // 2024-01-01
    let xs = (0..<points).map { start + Double($0) * 86400 }
    let series = (0..<count).map { index in
      let (name, level, swing) = measures[index % measures.count]
      var walk = 0.0
      let ys = xs.indices.map { day in
        walk = 0.9 * walk + random.normal() * 0.4
        return level + swing * (sin(Double(day) / 58 + Double(index)) * 0.7 + walk * 0.5)
      }
      return Series(name: name, xs: xs, ys: ys)
    }
    var dataset = Dataset(xKind: .date, xLabel: "date", series: series, mark: mark)
    dataset.layout = .panels
    return dataset
  }

  /// European country names, some long, for category bars.
  public static let countries = [
    "Germany", "France", "Italy", "Spain", "Poland", "Romania", "Netherlands", "Belgium",
    "Czech Republic", "Greece", "Portugal", "Sweden", "Hungary", "Austria", "Bulgaria", "Denmark",
    "Finland", "Slovakia", "Ireland", "Croatia", "Lithuania", "Slovenia", "Latvia", "Estonia",
    "Cyprus", "Luxembourg", "Malta", "Norway", "Switzerland", "Iceland", "Liechtenstein",
    "United Kingdom of Great Britain and Northern Ireland", "Bosnia and Herzegovina",
    "North Macedonia", "Albania", "Serbia", "Montenegro", "Moldova", "Ukraine", "Türkiye",
    "Georgia", "Armenia", "Azerbaijan", "Belarus", "Kosovo", "Andorra", "Monaco", "San Marino",
    "Vatican City", "Faroe Islands", "Gibraltar", "Isle of Man", "Jersey", "Guernsey",
    "Åland Islands", "Svalbard and Jan Mayen", "Greenland", "Russia", "Kazakhstan", "Cyprus (north)",
  ]

  /// `count` categories sorted by value, as the chart choice sorts words with no order of their
  /// own; with `longNames`, names of 30–60 characters.
  public static func bars(_ count: Int, longNames: Bool = false, negative: Bool = false) -> Dataset {
    var random = Random(seed: 7)
    let names = (0..<count).map { index in
      let country = countries[index % countries.count]
      return longNames ? "\(country) — regional statistics office, annual survey" : country
    }
    let values = (0..<count).map { index in
      (1000 / Double(index + 1)) * (0.8 + 0.4 * random.uniform()) - (negative ? 300 : 0)
    }
    var dataset = Dataset(
      xKind: .category, xLabel: "country", yLabel: "population (millions)",
      series: [Series(name: "population", xs: (0..<count).map(Double.init), ys: values.sorted(by: >))],
      mark: .bars)
    dataset.categories = names
    return dataset
  }

  /// `count` normal values (mean 50, standard deviation 10) in bins of `binWidth` from a
  /// multiple of it.
  public static func histogram(count: Int = 1000, binWidth: Double = 2.5) -> Dataset {
    var random = Random(seed: 42)
    let values = (0..<count).map { _ in 50 + 10 * random.normal() }
    let first = (values.min()! / binWidth).rounded(.down) * binWidth
    var counts: [Double] = []
    for value in values {
      let bin = Int(((value - first) / binWidth).rounded(.down))
      while counts.count <= bin { counts.append(0) }
      counts[bin] += 1
    }
    var dataset = Dataset(
      xLabel: "reaction time (ms)", yLabel: "count",
      series: [Series(name: "reaction time (ms)", xs: counts.indices.map { first + Double($0) * binWidth }, ys: counts)],
      mark: .histogram)
    dataset.binWidth = binWidth
    return dataset
  }

  /// `drawn + others` random walks over 300 steps: the `drawn` largest as series, the rest as
  /// one envelope.
  public static func envelope(drawn: Int = 12, others: Int = 500, steps: Int = 300) -> Dataset {
    var random = Random(seed: 9)
    let xs = (0..<steps).map { Double(2000 + $0) / 10 }
    var walks: [[Double]] = []
    for index in 0..<(drawn + others) {
      var value = Double(index % 37) * 2
      walks.append(
        xs.map { _ in
          value += random.normal()
          return value
        })
    }
    walks.sort { $0.last! > $1.last! }
    let series = walks.prefix(drawn).enumerated().map {
      Series(name: "route \($0.offset + 1)", xs: xs, ys: $0.element)
    }
    let rest = walks.dropFirst(drawn)
    let lows = xs.indices.map { step in rest.map { $0[step] }.min()! }
    let highs = xs.indices.map { step in rest.map { $0[step] }.max()! }
    var dataset = Dataset(xLabel: "time", yLabel: "delay", series: series)
    dataset.others = SeriesEnvelope(count: others, xs: xs, lows: lows, highs: highs)
    return dataset
  }
}

extension SeededGenerator {
  /// A uniform draw in 0..<1.
  public mutating func uniform() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A standard normal draw (Box–Muller).
  public mutating func normal() -> Double {
    let u = max(uniform(), 1e-12)
    return (-2 * log(u)).squareRoot() * cos(2 * .pi * uniform())
  }
}
