import Foundation

/// Two kinds of numbers that sit beside a table's measures without being measures of their own.
///
/// **The parts of a fitted equation.** A table of substances, each with the coefficients of an
/// equation fitted to it (`A`, `B`, `C` of Antoine's; `C1`…`C5`; `c0`…`c4`; `sigma0`, `n0`) and
/// the range of temperatures it holds over (`Tmin`, `Tmax`, `Min T`): the coefficients are
/// numbers to put into the equation, not properties to compare, and two of them scattered
/// draw an arbitrary pair (most on one dot, a few far off). Beside properties of the same
/// substances (a critical temperature, a molar mass, a density), they are set aside as
/// ``ColumnRole/coefficient`` and the properties are drawn. A table of nothing but
/// coefficients keeps them: there is nothing else to draw.
///
/// **A value's uncertainty.** `radius_uncert` beside `radius`, `Tc_error` beside `Tc`, a plain
/// `uncertainty` or `error` beside one measure: how well the value is known, not another
/// property; drawn against its value it draws the measurement's precision. Set aside as
/// ``ColumnRole/uncertainty`` while another measure is left.
///
/// Both are judged from the names (and, for coefficients, whether their values are whole
/// numbers) of the columns already read as measures: a few comparisons per column.
extension ColumnRole {
  /// The last words of a name that say it holds an uncertainty: `radius_uncert`, `Tc_error`,
  /// `flux_se`, `uncertainty`.
  static let uncertaintyWords: Set<String> = [
    "uncert", "uncertainty", "uncertainties", "unc", "err", "error", "errors", "stderr", "se", "sd",
  ]

  /// Letters that name variables rather than coefficients: `x1`, `x2`, `y`, `z`.
  static let variableLetters: Set<Character> = ["x", "y", "z"]

  /// Words of a name that count the points a fit was made on (`No of points in corr`, `npts`).
  static let fittedPointsWords: Set<String> = ["points", "npoints", "npts"]

  /// The most numbered coefficients of one letter a run without a range holds (`C1`…`C7`):
  /// more is a run of one quantity.
  static let maxRunCoefficients = 7

  /// The most columns a table's coefficients are looked for in; the first ones.
  static let fittedEquationSearchWidth = 64

  /// Sets aside the parts of a fitted equation (``coefficient``) and the uncertainties of values
  /// (``uncertainty``) among the measures, when a measure of another kind is left to draw.
  ///
  /// - Parameters:
  ///   - names: The columns' names.
  ///   - values: The columns' sampled values, as read.
  ///   - roles: The roles so far, changed in place.
  static func refineFittedEquations(names: [String], values: [[String]], roles: inout [ColumnRole]) {
    let measures = Array(names.indices.filter { roles[$0] == .measure }.prefix(fittedEquationSearchWidth))
    guard measures.count >= 2 else { return }
    let uncertainties = measures.filter { isUncertaintyName(names[$0]) }
    var (parts, hasRange) = fittedEquationParts(names: names, values: values, measures: measures, roles: roles)
    // Only while a measure of another kind is left: a table of nothing but coefficients, or of
    // errors alone, has nothing else to show. A run of coefficients with no range beside it
    // (`l`, `m`, `n` of a photolysis rate) leaves them unless two properties are left to draw
    // against each other: one mostly empty property is no better a chart.
    let left = measures.filter { !uncertainties.contains($0) && !parts.contains($0) }
    if left.count < (hasRange ? 1 : 2) { parts = [] }
    guard measures.contains(where: { !uncertainties.contains($0) && !parts.contains($0) }) else { return }
    for column in parts { roles[column] = .coefficient }
    for column in uncertainties { roles[column] = .uncertainty }
  }

  /// Whether a column so named holds the uncertainty of a value: its last word is one of
  /// ``uncertaintyWords`` (`radius_uncert`, `Pt_uncertainty`, `error`), or it holds `±`.
  static func isUncertaintyName(_ name: String) -> Bool {
    if name.prefix(ColumnPlan.maxJudgedNameCharacters).contains("±") { return true }
    guard let last = ColumnPlan.words(of: name).last else { return false }
    return uncertaintyWords.contains(last)
  }

  /// A name's shape as a coefficient: one letter, or a few letters followed by a number
  /// (`A`, `k`, `C1`, `c0`, `sigma2`, `a10`); nil for any other name (`Tc`, `MW`, `rho`).
  static func coefficientShape(_ name: String) -> (stem: String, number: Int?)? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard trimmed.count <= 8 else { return nil }
    let stem = String(trimmed.prefix(while: \.isLetter))
    let rest = trimmed.dropFirst(stem.count)
    guard let first = stem.first, !variableLetters.contains(Character(first.lowercased())) else { return nil }
    if rest.isEmpty { return stem.count == 1 ? (stem, nil) : nil }
    guard rest.count <= 2, rest.allSatisfy(\.isASCII), let number = Int(rest), stem.count <= 6 else { return nil }
    return (stem, number)
  }

  /// Whether a column so named holds a limit of the range an equation holds over: `Tmin`,
  /// `T_max`, `Min T`, `Max w`, `Tmax.1` (a minimum or maximum of one letter's quantity).
  static func isValidityLimitName(_ name: String) -> Bool {
    let letters = String(name.prefix(ColumnPlan.maxJudgedNameCharacters).filter(\.isLetter)).lowercased()
    guard letters.count == 4 else { return false }
    return ["min", "max"].contains { letters.hasPrefix($0) || letters.hasSuffix($0) }
  }

  /// The measures that are the parts of a fitted equation, or none.
  ///
  /// A table of substances (a column of words names its rows) whose measures hold either a
  /// temperature range (`Tmin`, `Tmax`) beside one-letter coefficients, or, with no range, a
  /// run of three or more one-letter coefficients (`A`, `B`, `C`; `l`, `m`, `n`; `c0`, `c1`,
  /// `c2`) that are not all whole numbers (scores of parts `A`, `B`, `C` of an exam are).
  /// With a range, longer stems numbered (`sigma0`, `n1`, `v3`), the other limits (`Max w`)
  /// and the number of points the fit was made on (`No of points in corr`) are parts too.
  /// - Returns: The parts, in column order, and whether a range was among them.
  static func fittedEquationParts(names: [String], values: [[String]], measures: [Int], roles: [ColumnRole])
    -> (parts: [Int], hasRange: Bool)
  {
    guard roles.contains(where: { $0 == .label || $0 == .category }) else { return ([], false) }
    let limits = measures.filter { isValidityLimitName(names[$0]) }
    let temperatureLimits = limits.filter {
      let letters = names[$0].filter(\.isLetter).lowercased()
      return letters.hasPrefix("t") || letters.hasSuffix("t")
    }
    let shaped = measures.compactMap { column in coefficientShape(names[column]).map { (column, $0) } }
    let oneLetter = shaped.filter { $0.1.stem.count == 1 }
    if !temperatureLimits.isEmpty, !oneLetter.isEmpty {
      let fitted = measures.filter { !Set(ColumnPlan.words(of: names[$0])).isDisjoint(with: fittedPointsWords) }
      return (Set(shaped.map(\.0) + limits + fitted).sorted(), true)
    }
    guard oneLetter.count >= 3, isRun(oneLetter.map(\.1)) else { return ([], false) }
    // A long numbered run is one quantity's shares or readings (`r1`…`r10`, the share of
    // each star among a film's votes), not the few terms of one equation.
    var perStem: [String: Int] = [:]
    for (_, shape) in oneLetter where shape.number != nil { perStem[shape.stem, default: 0] += 1 }
    guard perStem.values.allSatisfy({ $0 <= maxRunCoefficients }) else { return ([], false) }
    let fractional = oneLetter.filter { column, _ in
      values[column].contains { text in Double(text).map { $0.isFinite && $0 != $0.rounded() } ?? false }
    }
    guard 2 * fractional.count > oneLetter.count else { return ([], false) }
    return (oneLetter.map(\.0), false)
  }

  /// Whether one-letter coefficients make a run: three or more letters in a row of the
  /// alphabet (`A`, `B`, `C`), or one letter numbered three or more times in a row (`c0`, `c1`,
  /// `c2`).
  static func isRun(_ shapes: [(stem: String, number: Int?)]) -> Bool {
    let plain = Set(shapes.filter { $0.number == nil }.compactMap { $0.stem.lowercased().unicodeScalars.first?.value })
    if plain.contains(where: { plain.contains($0 + 1) && plain.contains($0 + 2) }) { return true }
    var numbers: [String: Set<Int>] = [:]
    for shape in shapes { if let number = shape.number { numbers[shape.stem, default: []].insert(number) } }
    return numbers.values.contains { set in set.contains { set.contains($0 + 1) && set.contains($0 + 2) } }
  }
}
