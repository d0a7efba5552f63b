import Foundation
import PhaseKit

/// When lines that share one axis are still no overlay a person can read.
///
/// Measures of one scale are overlaid (``scalesApart(_:)`` found one group): a few that keep
/// apart, or cross now and then, read as one picture (six normalised share prices, gold,
/// silver and bronze medals per Games, the mean and extreme efficiency curves of a turbine).
/// Four or more that cross one another again and again do not (eight tree-ring proxies over
/// a thousand years, six pollsters' daily approval, eleven load profiles with a daily cycle,
/// the daily returns of ten shares): no line can be followed through the others, so each
/// gets a panel, as seaborn's `relplot(col=)` or ggplot's `facet_wrap` draw them.
///
/// A numbered run of one quantity (`r1` … `r10`, the ten highest sea levels of each year;
/// `rep1` … `rep6`) is one quantity measured several times, not several quantities: its lines
/// lie inside one another or tangle, and the median over x with the band of the middle 80%
/// reads what they share.
extension ChartChoice {
  /// The fewest lines on one axis that can tangle: two or three crossing lines are still
  /// followed by their colours.
  static let tangleMinimumLines = 4
  /// How often two lines must cross for the pair to tangle.
  static let tangleCrossings = 8
  /// How far apart, as a share of the shared range, two lines must move before they count as
  /// crossed: the jitter of two lines that run together is no crossing.
  static let tangleMargin = 0.05
  /// The most x buckets the lines are compared in: the test stays linear in the rows.
  static let tangleBuckets = 2_000
  /// The fewest members of a numbered run drawn as its median and band.
  static let runMedianMinimumLines = 5

  /// How the lines of `series` tangle on one axis: the number of pairs that cross at least
  /// ``tangleCrossings`` times, of all pairs; nil when fewer than ``tangleMinimumLines`` lines
  /// have values, or when fewer than half of the pairs tangle.
  ///
  /// Lines are compared in up to ``tangleBuckets`` buckets of the shared x range (the mean of
  /// each line in each), and a pair counts as crossed only once the lines have moved apart by
  /// ``tangleMargin`` of the shared y range on the other side.
  ///
  /// - Parameter series: The lines, as drawn on one axis.
  /// - Returns: The tangled pairs and all pairs.
  static func tangle(_ series: [Series]) -> (tangled: Int, pairs: Int)? {
    guard series.count >= tangleMinimumLines, let grid = bucketed(series) else { return nil }
    let lines = grid.lines.filter { $0.contains(where: \.isFinite) }
    guard lines.count >= tangleMinimumLines else { return nil }
    let margin = tangleMargin * grid.range
    var tangled = 0
    var pairs = 0
    for a in lines.indices {
      for b in lines.indices where b > a {
        pairs += 1
        if crossings(lines[a], lines[b], margin: margin, atLeast: tangleCrossings) >= tangleCrossings { tangled += 1 }
      }
    }
    return tangled * 2 >= pairs ? (tangled, pairs) : nil
  }

  /// The lines' means in buckets of the shared x range (NaN where a line has no value) and
  /// the range of those means; nil when no line has a finite point.
  private static func bucketed(_ series: [Series]) -> (lines: [[Double]], range: Double)? {
    var xLow = Double.infinity
    var xHigh = -Double.infinity
    var longest = 0
    for one in series {
      let (low, high) = finiteRange(one.xs)
      xLow = min(xLow, low)
      xHigh = max(xHigh, high)
      longest = max(longest, one.count)
    }
    guard xLow <= xHigh else { return nil }
    let buckets = xHigh > xLow ? max(1, min(tangleBuckets, longest)) : 1
    let width = (xHigh - xLow) / Double(buckets)
    var yLow = Double.infinity
    var yHigh = -Double.infinity
    let lines = series.map { one -> [Double] in
      var sums = [Double](repeating: 0, count: buckets)
      var counts = [Int](repeating: 0, count: buckets)
      for (x, y) in zip(one.xs, one.ys) where x.isFinite && y.isFinite {
        let bucket = width > 0 ? min(buckets - 1, Int((x - xLow) / width)) : 0
        sums[bucket] += y
        counts[bucket] += 1
      }
      return (0..<buckets).map { counts[$0] > 0 ? sums[$0] / Double(counts[$0]) : .nan }
    }
    for line in lines {
      let (low, high) = finiteRange(line)
      yLow = min(yLow, low)
      yHigh = max(yHigh, high)
    }
    guard yLow <= yHigh else { return nil }
    return (lines, yHigh - yLow)
  }

  /// How many times `a` and `b` change sides, counting a side only once they are more than
  /// `margin` apart on it; stops counting at `atLeast`.
  private static func crossings(_ a: [Double], _ b: [Double], margin: Double, atLeast: Int) -> Int {
    var side = 0
    var count = 0
    for (one, other) in zip(a, b) {
      let difference = one - other
      guard difference.isFinite else { continue }
      let now = difference > margin ? 1 : difference < -margin ? -1 : 0
      guard now != 0 else { continue }
      if side != 0, now != side {
        count += 1
        if count >= atLeast { return count }
      }
      side = now
    }
    return count
  }

  /// The stem of `names` when they are all members of one numbered run of at least
  /// ``runMedianMinimumLines`` (`r1` … `r10`, `rep_1` … `rep_6`), each number once; else nil.
  static func numberedRun(_ names: [String]) -> String? {
    guard names.count >= runMedianMinimumLines, let stem = ColumnPlan.numberedStem(names[0]) else { return nil }
    var numbers = Set<String>()
    for name in names {
      guard ColumnPlan.numberedStem(name) == stem else { return nil }
      let digits = String(name.reversed().prefix { $0.isNumber }.reversed())
      guard numbers.insert(digits).inserted else { return nil }
    }
    return stem
  }

  /// Lays out lines that share one axis when they do not read as an overlay: a numbered run
  /// of one quantity as its median and band (``Note/runAsMedian(first:last:columns:)``), lines
  /// that tangle as a panel each (``Note/linesTangle(lines:tangled:pairs:)``). Leaves the
  /// dataset as it is, returning false, for lines that read on one axis.
  ///
  /// - Parameters:
  ///   - dataset: The sanitized dataset, its lines on one axis.
  ///   - choice: The choice, to which the note is added.
  ///   - language: The language the median's and the band's names are in.
  /// - Returns: Whether the layout changed.
  static func separateOverlay(_ dataset: inout Dataset, choice: inout ChartChoice, language: Language) -> Bool {
    guard dataset.mark == .line, dataset.series.count >= tangleMinimumLines else { return false }
    let tangle = tangle(dataset.series)
    let names = dataset.series.map(\.name)
    if choice.series == nil, numberedRun(names) != nil, tangle != nil || isNested(dataset.series),
      let median = medianWithBand(dataset.series, language: language)
    {
      let run = "\(names[0])…\(names[names.count - 1])"
      var line = median.series
      line.name = PhaseChartsText.seriesMedianOf.format([run], in: language)
      var band = median.band
      band.label = PhaseChartsText.bandMiddleColumns.format([String(names.count)], in: language)
      choice.notes.append(.runAsMedian(first: names[0], last: names[names.count - 1], columns: names.count))
      dataset.series = [line]
      dataset.others = band
      dataset.yLabel = run
      dataset.layout = .overlay
      return true
    }
    guard let tangle else { return false }
    dataset.layout = .panels
    dataset.others = nil
    choice.notes.append(.linesTangle(lines: dataset.series.count, tangled: tangle.tangled, pairs: tangle.pairs))
    return true
  }

  /// Whether the lines lie inside one another in the order given, close together: at 95% of
  /// the x values where all of them have one, the values never rise (or never fall) from the
  /// first line to the last, and the median gap between neighbouring lines is less than the
  /// median step of a line from one x to the next. These are the ranks of one quantity (the
  /// highest, the second highest, …), drawn as a thick rope; lines that keep their own levels
  /// apart (sensors at five depths) are not. Looks at up to ``tangleBuckets`` x values of the
  /// first line; false past 100,000 points a line.
  static func isNested(_ series: [Series]) -> Bool {
    guard let first = series.first, series.count >= 2, series.allSatisfy({ $0.count <= 100_000 }) else { return false }
    let lookups = series.dropFirst().map { one in
      Dictionary(zip(one.xs, one.ys).filter { $0.0.isFinite }, uniquingKeysWith: { a, _ in a })
    }
    var shared = 0
    var falling = 0
    var rising = 0
    var gaps: [Double] = []
    var steps: [Double] = []
    var previous: [Double]? = nil
    for row in stride(from: 0, to: first.count, by: max(1, first.count / tangleBuckets)) {
      let x = first.xs[row]
      var values = [first.ys[row]]
      for lookup in lookups { values.append(lookup[x] ?? .nan) }
      guard values.allSatisfy(\.isFinite) else {
        previous = nil
        continue
      }
      shared += 1
      let pairs = zip(values, values.dropFirst())
      if pairs.allSatisfy({ $0 >= $1 }) { falling += 1 }
      if pairs.allSatisfy({ $0 <= $1 }) { rising += 1 }
      gaps.append(contentsOf: pairs.map { abs($0 - $1) })
      if let previous { steps.append(contentsOf: zip(values, previous).map { abs($0 - $1) }) }
      previous = values
    }
    guard shared >= 8, Double(max(falling, rising)) >= 0.95 * Double(shared), !steps.isEmpty else { return false }
    gaps.sort()
    steps.sort()
    return gaps[gaps.count / 2] < steps[steps.count / 2]
  }
}

/// Lines so dense that each is a band of colour hide one another: three years of half-hourly
/// irradiance put some sixty points in each pixel's column, so each line is drawn as the band
/// from its lowest to its highest value there, and a measured series (`ghi`) whose band lies
/// inside the band of a series drawn after it (its clear-sky value, `ghi_clear`, never below
/// it) is not seen at all. Decided by the values, whatever the names: when one line's band lies
/// inside the bands of the lines drawn over it in nearly every column, each gets a panel.
extension ChartChoice {
  /// The columns of the plot the lines are compared in: about a pixel each of a chart's plot.
  static let hiddenColumns = 600
  /// The fewest points a line must have per column, on the median, to be drawn as a band.
  static let hiddenMinimumDensity = 4.0
  /// The share of the columns (where the hidden line and a line over it have values) in which
  /// its band must lie inside theirs.
  static let hiddenMinimumShare = 0.9
  /// How far, as a share of the shared y range, a band may stick out and still be hidden: about
  /// the width of a drawn line.
  static let hiddenMargin = 0.01

  /// The first line of `series` (in the order drawn) hidden by the lines drawn after it, and the
  /// first of those that covers it most; nil when every line shows, when the lines are not dense
  /// enough to be drawn as bands (``hiddenMinimumDensity`` points a column), or when there are
  /// fewer than two or more than ``maxDrawnSeries`` of them. Reads every point once.
  static func hiddenLine(_ series: [Series]) -> (hidden: String, under: String)? {
    guard (2...maxDrawnSeries).contains(series.count) else { return nil }
    var xLow = Double.infinity
    var xHigh = -Double.infinity
    var yLow = Double.infinity
    var yHigh = -Double.infinity
    for one in series {
      let (low, high) = finiteRange(one.xs)
      xLow = min(xLow, low)
      xHigh = max(xHigh, high)
      let (yMin, yMax) = finiteRange(one.ys)
      yLow = min(yLow, yMin)
      yHigh = max(yHigh, yMax)
    }
    guard xLow < xHigh, yLow < yHigh else { return nil }
    let columns = hiddenColumns
    let width = (xHigh - xLow) / Double(columns)
    // Each line's lowest and highest value, and its point count, per column.
    var bands: [(lows: [Double], highs: [Double], counts: [Int])] = []
    for one in series {
      var lows = [Double](repeating: .infinity, count: columns)
      var highs = [Double](repeating: -.infinity, count: columns)
      var counts = [Int](repeating: 0, count: columns)
      for (x, y) in zip(one.xs, one.ys) where x.isFinite && y.isFinite {
        let column = min(columns - 1, Int((x - xLow) / width))
        lows[column] = min(lows[column], y)
        highs[column] = max(highs[column], y)
        counts[column] += 1
      }
      bands.append((lows, highs, counts))
    }
    let margin = hiddenMargin * (yHigh - yLow)
    for (index, band) in bands.enumerated().dropLast() {
      let filled = band.counts.filter { $0 > 0 }.sorted()
      guard !filled.isEmpty, Double(filled[filled.count / 2]) >= hiddenMinimumDensity else { continue }
      var shared = 0
      var covered = 0
      var cover = [Int](repeating: 0, count: series.count)
      for column in 0..<columns where band.counts[column] > 0 {
        // The lines drawn over this one in this column, as one band from the lowest to the highest.
        var low = Double.infinity
        var high = -Double.infinity
        for later in bands.indices where later > index && bands[later].counts[column] > 0 {
          low = min(low, bands[later].lows[column])
          high = max(high, bands[later].highs[column])
        }
        guard low <= high else { continue }
        shared += 1
        guard band.lows[column] >= low - margin, band.highs[column] <= high + margin else { continue }
        covered += 1
        for later in bands.indices where later > index && bands[later].counts[column] > 0 {
          if band.lows[column] >= bands[later].lows[column] - margin, band.highs[column] <= bands[later].highs[column] + margin {
            cover[later] += 1
          }
        }
      }
      guard shared > 0, Double(covered) >= hiddenMinimumShare * Double(shared) else { continue }
      let under = cover.indices.max { cover[$0] < cover[$1] } ?? index + 1
      return (series[index].name, series[under].name)
    }
    return nil
  }
}
