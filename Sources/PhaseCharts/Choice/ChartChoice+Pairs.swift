import Foundation

/// Which scatters of two measures are worth a first look. Not a pair most of whose rows lack
/// one of the two (8 dots of 224 rows), nor one whose relation the table's names already say:
/// the two ends of a range (`Tmin`, `Tmax`), two waves of one count (`BIR74`, `BIR79`), a
/// value and its own uncertainty (`Pt`, `Pt_uncertainty`), or an exact function of the other
/// (a rescaled copy, a reciprocal, a logarithm: ChartChoice+Copies.swift).
extension ChartChoice {
  /// Words that name one end of a range, one of a run of parallel columns or one summary of a
  /// quantity: two names that differ only by them (and by digits) are the same quantity twice
  /// (`mean radius` and `worst radius` of a cell's nuclei).
  static let parallelWords: Set<String> = [
    "min", "max", "minimum", "maximum", "low", "high", "lower", "upper", "lo", "hi", "start", "end", "first",
    "last", "from", "to", "begin", "mean", "median", "average", "avg", "worst",
  ]
  /// Words that name a value's uncertainty.
  static let uncertaintyWords: Set<String> = [
    "uncertainty", "err", "error", "se", "sd", "std", "stderr", "sem", "ci", "unc", "sigma",
  ]
  /// Whether a scatter of `a` against `b` is worth a first look: both present in at least half
  /// the rows, their names not two of a parallel run or a value and its uncertainty, and not
  /// one an exact function of the other (``areCopies(_:_:)``) nor a near copy of it
  /// (``areNearCopies(_:_:)``), nor computed from it with the table's other columns (`derived`,
  /// ``derivations(_:)``; none by default).
  static func isWorthDrawing(_ a: Series, _ b: Series, derived: Derivations = .none) -> Bool {
    guard isDrawable(a, b), !derived.links(a.name, b.name) else { return false }
    if isRangeEnd(a.name) || isRangeEnd(b.name) || namesAreParallel(a.name, b.name) { return false }
    return !areCopies(a, b) && !areNearCopies(a, b)
  }

  /// Whether a scatter of `a` against `b` shows anything at all: both present in at least half
  /// the rows, in more than a few distinct points, and not a value against its uncertainty.
  /// When a table's first look is chosen, a pair that is not is never drawn; a histogram is.
  static func isDrawable(_ a: Series, _ b: Series) -> Bool {
    let rows = max(a.ys.count, b.ys.count)
    var both = 0
    for (x, y) in zip(a.ys, b.ys) where x.isFinite && y.isFinite { both += 1 }
    guard both * 2 >= rows, both >= 3, distinctPairs(a, b, atLeast: min(both / 4, 20)) else { return false }
    return !isUncertainty(of: a.name, b.name) && !isUncertainty(of: b.name, a.name)
  }

  /// Whether the rows hold at least `least` distinct points of `a` against `b`, among the
  /// first 4,096 where both are finite: values joined from a table of a few (a seed size per
  /// locality, repeated on its 28 rows) draw a few dots however many rows there are.
  static func distinctPairs(_ a: Series, _ b: Series, atLeast least: Int) -> Bool {
    var seen = Set<[Double]>()
    for (x, y) in zip(a.ys, b.ys) where x.isFinite && y.isFinite {
      seen.insert([x, y])
      if seen.count >= least { return true }
      if seen.count >= 4096 { break }
    }
    return seen.count >= least
  }

  /// Whether `name` is one end of a range, a limit rather than a measure (`Tmin`, `Tmax`,
  /// `T_low`, `upper`): fitted equations give where they hold beside their coefficients.
  static func isRangeEnd(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: String(name.prefix(200)))
    guard let first = words.first, let last = words.last else { return false }
    let ends: Set<String> = ["min", "max", "minimum", "maximum", "lower", "upper"]
    // `Tmin`, `T_max`, `Min T` (but `MaxWt`, a maximum weight, is a measure).
    if ends.contains(last) || (words.count == 2 && ends.contains(first) && last.count == 1) { return true }
    // `Tmin`, `Pmax`: a short symbol and the end in one word.
    return words.count == 1 && (4...5).contains(last.count) && (last.hasSuffix("min") || last.hasSuffix("max"))
  }

  /// The scatter a person looks at first in a cross-section (``scatterPair(_:)``) when it
  /// shows anything (``isDrawable(_:_:)``) and is not a formula's curve (``areCopies(_:_:)``),
  /// is a map or the table has fewer than 12 rows; nil when it does not, and a measure's
  /// distribution says more. A pair computed one from the other (`derived`) is never drawn.
  static func firstLook(_ series: [Series], derived: Derivations = .none) -> (x: Int, y: Int)? {
    let pair = scatterPair(series, derived: derived)
    if derived.links(series[pair.x].name, series[pair.y].name), mapPair(series) == nil { return nil }
    let rows = series.map(\.ys.count).max() ?? 0
    // A few rows are drawn as they are, unless one measure is a formula of the other (white
    // balls are 50 less the red): the distribution says what the rows hold.
    if mapPair(series) != nil || (rows < 12 && !areCopies(series[pair.x], series[pair.y])) { return pair }
    if isDrawable(series[pair.x], series[pair.y]) && !areCopies(series[pair.x], series[pair.y]) { return pair }
    return nil
  }

  /// The measure present in the most rows, the table's total (``total(_:)``) or else the
  /// first of them on a tie: the one whose histogram is drawn when no scatter is worth it
  /// (medals won per nation, not its golds alone).
  static func fullest(_ series: [Series]) -> Int {
    let counts = series.map { $0.ys.reduce(0) { $1.isFinite ? $0 + 1 : $0 } }
    let most = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
    if let sum = total(series)?.total, counts[sum] == counts[most] { return sum }
    return most
  }

  /// Whether two names differ only by digits or by ``parallelWords``: `Tmin` and `Tmax`,
  /// `BIR74` and `BIR79`, `2021-22_W` and `2022-23_W`.
  static func namesAreParallel(_ a: String, _ b: String) -> Bool {
    func stem(_ name: String) -> [String] {
      var words = ColumnPlan.words(of: String(name.prefix(200)).filter { !$0.isNumber })
      // `Tmin` is one word: its end says the range too.
      words = words.map { word in
        for end in ["min", "max"] where word.count > end.count && word.hasSuffix(end) {
          return String(word.dropLast(end.count))
        }
        return word
      }
      return words.filter { !parallelWords.contains($0) }
    }
    guard a != b else { return true }
    let (stemA, stemB) = (stem(a), stem(b))
    return !stemA.isEmpty && stemA == stemB
  }

  /// Whether `name` is the uncertainty of `value`: its words are the value's and one of
  /// ``uncertaintyWords`` (`Pt_uncertainty` of `Pt`, `se_income` of `income`).
  static func isUncertainty(of value: String, _ name: String) -> Bool {
    let valueWords = ColumnPlan.words(of: String(value.prefix(200)))
    let words = ColumnPlan.words(of: String(name.prefix(200)))
    guard words.count > valueWords.count, words.contains(where: uncertaintyWords.contains) else { return false }
    return words.filter { !uncertaintyWords.contains($0) } == valueWords
  }
}
