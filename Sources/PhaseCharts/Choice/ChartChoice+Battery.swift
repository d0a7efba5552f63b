import Foundation
import PhaseKit

/// A battery: parallel measures of one kind with no order between them, the ten cupping scores
/// of a coffee (aroma, flavor, aftertaste, …), the five personality scores of a person, the nine
/// tests `x1`…`x9` of a pupil. Any two of them scattered are an arbitrary pair, and a line
/// joining them over their numbers draws an order that is not there (policy R of the corpus's
/// labels). What a person draws, and what seaborn does with wide-form data (a distribution per
/// column), is each measure's distribution side by side: a panel per measure, its histogram's
/// outline over bins shared by all, so that the panels read on one x.
///
/// A numbered run whose neighbouring columns follow on (a spectrum's channels, correlated
/// above ``batteryFollowOn``) is a profile, not a battery, and stays one.
extension ChartChoice {
  /// The fewest measures on one scale that make a battery: four or fewer are drawn as a pair.
  static let minimumBatteryMeasures = 5
  /// The fewest rows whose distributions are drawn: fewer are too few for a histogram.
  static let minimumBatteryRows = 30
  /// The median correlation of neighbouring columns at or above which a numbered run follows
  /// on from column to column (a spectrum, 0.99 and more) and is a profile, not a battery
  /// (test scores, 0.4).
  static let batteryFollowOn = 0.9
  /// The most values of a measure its quantiles are read from (every k-th past that).
  static let batterySample = 4_096
  /// The most measures looked at for a battery, the first of the table.
  static let batteryColumnsRead = 200

  /// The measures of `series` that make a battery with the scatter pair `pair`, in the table's
  /// order: the pair and every measure of the first ``batteryColumnsRead`` on one scale with
  /// both (``onOneScale(_:_:)``), when there are at least ``minimumBatteryMeasures`` of them
  /// and at least ``minimumBatteryRows`` rows; nil otherwise.
  static func batteryMembers(_ series: [Series], pair: (x: Int, y: Int)) -> [Int]? {
    guard series.count >= minimumBatteryMeasures, pair.x != pair.y,
      series[pair.x].ys.lazy.filter(\.isFinite).count >= minimumBatteryRows
    else { return nil }
    guard let x = spread(of: series[pair.x].ys), let y = spread(of: series[pair.y].ys), onOneScale(x, y) else {
      return nil
    }
    // The first columns only, as the other rules read them: a table of 2,000 measures costs 200.
    let read = Set(series.indices.prefix(batteryColumnsRead)).union([pair.x, pair.y]).sorted()
    let members = read.filter { index in
      if index == pair.x || index == pair.y { return true }
      guard let span = spread(of: series[index].ys) else { return false }
      return onOneScale(span, x) && onOneScale(span, y)
    }
    return members.count >= minimumBatteryMeasures ? members : nil
  }

  /// Whether two measures lie on one scale: their 5th and their 95th percentiles each agree
  /// within a tenth of the larger 95th (in size), as scores out of ten or shares do.
  static func onOneScale(_ a: (low: Double, high: Double), _ b: (low: Double, high: Double)) -> Bool {
    let top = max(abs(a.high), abs(b.high), 1e-9)
    return abs(a.low - b.low) <= 0.1 * top && abs(a.high - b.high) <= 0.1 * top
  }

  /// The 5th and 95th percentiles of `values` (at most ``batterySample`` of them, evenly
  /// spaced), nil when fewer than ``minimumBatteryRows`` are finite or they have no spread.
  static func spread(of values: [Double]) -> (low: Double, high: Double)? {
    let stride = max(1, values.count / batterySample)
    var sample: [Double] = []
    sample.reserveCapacity(min(values.count, batterySample + 1))
    for index in Swift.stride(from: 0, to: values.count, by: stride) where values[index].isFinite {
      sample.append(values[index])
    }
    guard sample.count >= minimumBatteryRows else { return nil }
    sample.sort()
    let low = sample[Int(Double(sample.count - 1) * 0.05)]
    let high = sample[Int(Double(sample.count - 1) * 0.95)]
    return high > low ? (low, high) : nil
  }

  /// Whether the columns of a numbered run follow on from one to the next, as a spectrum's
  /// channels do: the median correlation of neighbouring columns over the rows (at most
  /// ``batterySample`` of them, evenly spaced) is ``batteryFollowOn`` or more.
  ///
  /// - Parameter rows: Each row's values, one per column of the run, in the run's order.
  static func runFollowsOn(_ rows: [[Double]]) -> Bool {
    guard let width = rows.first?.count, width >= 2 else { return true }
    let step = max(1, rows.count / batterySample)
    var columns = [[Double]](repeating: [], count: width)
    for row in Swift.stride(from: 0, to: rows.count, by: step) where rows[row].count == width {
      for k in 0..<width { columns[k].append(rows[row][k]) }
    }
    var correlations = (1..<width).map { correlation(columns[$0 - 1], columns[$0]) }
    correlations.sort()
    return correlations[correlations.count / 2] >= batteryFollowOn
  }

  /// Redraws a numbered run read wide (``WideTable``) as a battery when its numbers only count
  /// its columns (``listsVariables(_:)``) and its columns do not follow on
  /// (``runFollowsOn(_:)``): ``minimumBatteryMeasures`` to ``maxDrawnSeries`` columns over at
  /// least ``minimumBatteryRows`` rows, the nine tests `x1`…`x9` of 301
  /// pupils, not a spectrum's channels nor a run too long for a panel each. The profile's note
  /// gives way to the battery's.
  ///
  /// - Parameters:
  ///   - table: The run as a profile, a series per row; its dataset and columns are replaced.
  ///   - choice: The profile's choice, made the battery's.
  ///   - names: The run's column names, in the order of their numbers.
  ///   - numbers: The numbers of the names, in the same order.
  ///   - rows: The rows with a value, each its values in the same order.
  /// - Returns: Whether the run was redrawn.
  static func runAsBattery(
    _ table: inout DecodedTable, choice: inout ChartChoice, names: [String], numbers: [Double], rows: [[Double]]
  ) -> Bool {
    guard (minimumBatteryMeasures...maxDrawnSeries).contains(names.count), rows.count >= minimumBatteryRows,
      listsVariables(numbers), !runFollowsOn(rows)
    else { return false }
    choice.notes.removeAll { if case .runAsProfile = $0 { true } else { false } }
    table.dataset = batteryChart(
      names.indices.map { k in (names[k], rows.map { k < $0.count ? $0[k] : .nan }) }, choice: &choice)
    table.columns.x = choice.x ?? ""
    table.columns.series = nil
    return true
  }

  /// Whether the numbers of a run's names only count its columns, as a list of variables is
  /// numbered (`x1`…`x9`: whole numbers, each next one the last plus one), rather than say
  /// what each column is a value of: years (`pcgdp1940`…`pcgdp2000`, a profile over time),
  /// wavelengths, ages.
  static func listsVariables(_ numbers: [Double]) -> Bool {
    let sorted = numbers.sorted()
    guard let first = sorted.first, first == first.rounded(), first >= 0, first <= 1 else { return false }
    return sorted.enumerated().allSatisfy { $0.element == first + Double($0.offset) }
  }

  /// The battery `columns` drawn as their distributions, and the choice that says it: a series
  /// per measure (the first ``maxDrawnSeries``), its count per bin at the bins' middles, closed
  /// to zero a bin beyond each end, over bins shared by all (``sharedBins(_:)``), the values
  /// outside them counted in the note; x is the run
  /// from the first measure to the last (``xColumns``), nothing is y, and
  /// ``Note/batteryAsDistributions(first:last:columns:bins:outside:)`` says why. The layout puts each
  /// in a panel of its own (``arrange(_:choice:layout:language:)``).
  static func batteryChart(_ columns: [(name: String, values: [Double])], choice: inout ChartChoice) -> Dataset {
    let drawn = Array(columns.prefix(maxDrawnSeries))
    let (start, width, bins, low, high) = sharedBins(drawn.map(\.values))
    let middles = (-1...bins).map { start + (Double($0) + 0.5) * width }
    var series: [Series] = []
    var outside = 0
    for column in drawn {
      var counts = [Double](repeating: 0, count: bins + 2)
      for value in column.values where value.isFinite {
        guard value >= low, value <= high else {
          outside += 1
          continue
        }
        let bin = min(bins - 1, max(0, Int(((value - start) / width).rounded(.down))))
        counts[bin + 1] += 1
      }
      series.append(Series(name: column.name, xs: middles, ys: counts))
    }
    let (first, last) = (columns[0].name, columns[columns.count - 1].name)
    let title = "\(first)–\(last)"
    choice.x = title
    choice.xColumns = drawn.map(\.name)
    choice.y = []
    choice.series = nil
    choice.mark = .line
    choice.decidedMark = .line
    choice.alternatives = []
    choice.notes.removeAll { $0.saysPoints }
    choice.notes.append(
      .batteryAsDistributions(first: first, last: last, columns: columns.count, bins: bins, outside: outside))
    if columns.count > drawn.count { choice.notes.append(.measuresCut(shown: drawn.count, total: columns.count)) }
    return Dataset(xKind: .number, xLabel: title, yLabel: "", series: series, mark: .line)
  }

  /// Bins all of `columns` share: a round width from the Freedman–Diaconis rule on their pooled
  /// values (the interquartile range of the pool, the size of one column), about 5 to 50 bins
  /// over their range (the width rounded); whole numbers over a short range get a bin per number. The range is the
  /// pool's bulk: values farther than half its span beyond its 0.5th or 99.5th percentile (a
  /// coffee scored 0 among scores of 6 to 9) lie outside every bin, so that they do not squash
  /// the others into a few bins.
  ///
  /// - Returns: The first bin's start, the bins' width and count, and the values the bins
  ///   hold: those from `low` to `high`.
  static func sharedBins(_ columns: [[Double]]) -> (start: Double, width: Double, bins: Int, low: Double, high: Double) {
    let pooled = sortedSample(columns, count: columns.reduce(0) { $0 + $1.count })
    guard var low = pooled.first, var high = pooled.last, high > low else {
      let only = pooled.first ?? 0
      return (only - 0.5, 1, 1, only, only)
    }
    let quantile = { (p: Double) in pooled[min(pooled.count - 1, Int((Double(pooled.count - 1) * p).rounded()))] }
    let (bulkLow, bulkHigh) = (quantile(0.005), quantile(0.995))
    let margin = (bulkHigh - bulkLow) / 2
    if margin > 0 {
      low = pooled.first { $0 >= bulkLow - margin } ?? low
      high = pooled.last { $0 <= bulkHigh + margin } ?? high
    }
    let iqr = quantile(0.75) - quantile(0.25)
    let size = Double(max(1, columns.map { $0.lazy.filter(\.isFinite).count }.max() ?? 1))
    var width = binWidth(iqr: iqr, count: size, range: high - low, maxBins: 50).width
    var start = (low / width).rounded(.down) * width
    if pooled.allSatisfy({ $0 == $0.rounded() }) {
      width = high - low <= 50 ? 1 : max(1, width.rounded())
      start = width == 1 ? low - 0.5 : start
    }
    let bins = max(1, Int(((high - start) / width).rounded(.down)) + 1)
    return (start, width, bins, low, high)
  }
}

extension ChartChoice.Note {
  /// Whether the note draws measures' distributions a panel each (a battery, or an interval's
  /// bounds).
  var drawsBattery: Bool {
    switch self {
    case .batteryAsDistributions, .boundsAsDistributions: true
    default: false
    }
  }
}
