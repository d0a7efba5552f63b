import Foundation

/// Curves of several units pooled into one cloud: a long table whose rows are the samples of a
/// few units, each unit a sweep of x that starts again at the next unit (#32, s27: rheodata's
/// flow curves, `sample_id, shear_rate, stress`, of 3 to 10 samples or temperatures, drawn as
/// one log-log cloud of dotted rows in which no sample could be told from another). A person
/// draws one curve per unit, the unit its colour.
///
/// The unit is a column of words or ids recorded row by row (``ColumnPlan/unitCandidate()``),
/// of 2 or more values, whose rows (together or not) each run along x one way (a sweep) while
/// y follows on from one row of the unit to the next (a curve, not a scatter sorted by x),
/// and whose sweeps overlap (x starts again). A unit is one sweep: its x values come once each,
/// not over and over (a country's rows by age group, one sweep a year). Up to ``maxDrawnSeries`` units are a line each;
/// more, over x values they share, their median and band (``arrange(_:choice:layout:language:)``).
/// A scatter of groups in no order along x (iris' species) is no sweep and keeps its colours.
extension ChartChoice {
  /// The fewest rows per unit, on average, that make a curve.
  static let minimumCurveRows = 4
  /// The least share of a unit's steps along x that go one way for its rows to be a sweep.
  static let minimumSweepShare = 0.9
  /// The least lag-1 autocorrelation of y within the units for their rows to be curves.
  static let minimumCurveFollowOn = 0.5
  /// The most units drawn as curves (past ``maxDrawnSeries``, their median and band).
  static let maxCurveUnits = 500
  /// The rows the sweep is probed on before every row is read.
  static let curveProbeRows = 2_000

  /// Whether the scatter of `y` against `x` of `table` is the curves of its units: if so,
  /// `dataset` holds a line per unit and `choice` says so (``Note/curvesPerUnit(unit:units:)``).
  static func splitsCurvesPerUnit(
    _ table: DecodedTable, _ dataset: inout Dataset, x: Series, y: Series, choice: inout ChartChoice
  ) -> Bool {
    let rows = x.ys.count
    guard rows >= 2 * minimumCurveRows, mapPair([x, y]) == nil, let plan = table.plan,
      let column = plan.unitCandidate(), let candidates = table.candidates,
      let keys = candidates.keys(of: column), keys.isTracking, keys.ids.count == rows,
      (2...maxCurveUnits).contains(keys.names.count), rows >= minimumCurveRows * keys.names.count
    else { return false }
    let unit = withExtendedLifetime(candidates) { wordFactor(keys, name: plan.names[column], column: column) }
    // A probe of the first rows first: a table that is no sweep there is not read through.
    if rows > curveProbeRows, !areCurves(unit.rows.prefix(curveProbeRows), x: x.ys, y: y.ys) { return false }
    guard areCurves(unit.rows[...], x: x.ys, y: y.ys) else { return false }
    let units = unit.levels.count
    // Many units are drawn as their median over x: only over x values they share.
    if units > maxDrawnSeries, Set(x.ys).count * 3 > rows { return false }
    var xs = [[Double]](repeating: [], count: units)
    var ys = [[Double]](repeating: [], count: units)
    for (row, level) in unit.rows.enumerated() where level >= 0 {
      xs[level].append(x.ys[row])
      ys[level].append(y.ys[row])
    }
    dataset.series = (0..<units).filter { !xs[$0].isEmpty }.map { Series(name: unit.levels[$0], xs: xs[$0], ys: ys[$0]) }
    dataset.mark = .line
    choice.mark = .line
    choice.series = unit.name
    // The unit draws the lines: past ``maxDrawnSeries`` of them, a panel's median and band.
    if let index = choice.columns.firstIndex(where: { $0.name == unit.name }), units > maxDrawnSeries {
      choice.columns[index].role = .unit
    }
    choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    choice.notes.append(.curvesPerUnit(unit: unit.name, units: units))
    return true
  }

  /// Whether the rows of each unit (`levels`, -1 for none) are a curve: at least two units of
  /// ``minimumCurveRows`` rows, nine in ten of them (and of the rows) sweeps along `x`
  /// (``minimumSweepShare`` of the steps one way, as many distinct x values, so one sweep
  /// each), `y` following on within them (``minimumCurveFollowOn``), and
  /// sweeps that overlap: their spans along x add up to half as much again as the whole.
  static func areCurves(_ levels: ArraySlice<Int>, x: [Double], y: [Double]) -> Bool {
    struct Run {
      var last: (x: Double, y: Double)?
      var up = 0
      var down = 0
      var rows = 0
      var low = Double.infinity
      var high = -Double.infinity
      var sum = 0.0
      var xs: Set<Double> = []
    }
    var runs: [Int: Run] = [:]
    for row in levels.indices where levels[row] >= 0 && x[row].isFinite && y[row].isFinite {
      var run = runs[levels[row]] ?? Run()
      if let last = run.last {
        if x[row] > last.x { run.up += 1 } else if x[row] < last.x { run.down += 1 }
      }
      run.last = (x[row], y[row])
      run.rows += 1
      run.low = min(run.low, x[row])
      run.high = max(run.high, x[row])
      run.sum += y[row]
      run.xs.insert(x[row])
      runs[levels[row]] = run
    }
    let curves = runs.values.filter { $0.rows >= minimumCurveRows }
    // One sweep a unit: its x values go one way and come once. A unit whose rows sweep x again
    // and again (a country's population by age group, one sweep per year and sex) is a panel of
    // curves, not one: 95% of its steps go up, but each x comes back on every sweep.
    let sweeps = curves.filter { run in
      let steps = run.up + run.down
      return steps >= 2 && Double(max(run.up, run.down)) >= minimumSweepShare * Double(steps)
        && Double(run.xs.count) >= minimumSweepShare * Double(run.rows)
    }
    let counted = runs.values.reduce(0) { $0 + $1.rows }
    guard sweeps.count >= 2, 10 * sweeps.count >= 9 * curves.count,
      10 * sweeps.reduce(0, { $0 + $1.rows }) >= 9 * counted
    else { return false }
    let low = sweeps.map(\.low).min()!
    let high = sweeps.map(\.high).max()!
    guard high > low, sweeps.reduce(0, { $0 + $1.high - $1.low }) >= 1.5 * (high - low) else { return false }
    // y follows on within each unit: the lag-1 autocorrelation about each unit's mean.
    let means = runs.mapValues { $0.sum / Double(max($0.rows, 1)) }
    var previous: [Int: Double] = [:]
    var lagged = 0.0
    var squares = 0.0
    for row in levels.indices where levels[row] >= 0 && x[row].isFinite && y[row].isFinite {
      let deviation = y[row] - means[levels[row]]!
      if let before = previous[levels[row]] { lagged += deviation * before }
      squares += deviation * deviation
      previous[levels[row]] = deviation
    }
    return squares > 0 && lagged >= minimumCurveFollowOn * squares
  }
}

extension ColumnPlan {
  /// The column of words or ids that may name the units of a table of two or more measures
  /// read over its row number, recorded row by row for ``ChartChoice/splitsCurvesPerUnit(_:_:x:y:choice:)``:
  /// the first of ``textColumns`` that no scatter is coloured by because its name or role says
  /// it names units (`sample_id`, `subject`, a unit's number); nil when none is.
  func unitCandidate() -> Int? {
    guard xIsRowNumber, group == nil, design == nil, ys.count >= 2 else { return nil }
    return textColumns.first { column in
      guard roles.indices.contains(column) else { return false }
      let role = roles[column]
      return role == .unit || role == .id
        || ((role == .category || role == .code) && DesignPlan.isBlock(ColumnPlan.words(of: names[column])))
    }
  }
}
