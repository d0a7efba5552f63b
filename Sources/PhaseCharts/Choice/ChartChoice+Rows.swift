import Foundation
import PhaseKit

/// The chart of a table with nothing that orders its rows (no date, no time, no year): read over
/// the row number, then drawn from what its measures are.
///
/// A careful analyst looks at such a table and sees one of five things, and so does this:
/// - a number per word (a country, a car): **bars**, sorted by value unless the words have an
///   order of their own (months, age bands);
/// - several values per word (a group of a trial): **points** at each word;
/// - one column of numbers in no order: its **histogram**;
/// - a first measure that only grows (`speed`, `dose`, `depth`): the others **against it**, a
///   line, or points where it repeats;
/// - measures that follow on from row to row (parallel price series with the dates left out):
///   **lines over the row number**; otherwise the rows are observations: **points** of the
///   second measure against the first.
extension ChartChoice {
  /// The most bars drawn; the largest are kept.
  static let maxBars = 40
  /// The most categories points are drawn at; a column of more words is not used.
  static let maxPointCategories = 30

  /// The chart of a table decoded over its row number (``ColumnPlan/xIsRowNumber``), with the
  /// choice that says it; nil when its column of words has too many categories to draw points
  /// at, and the table must be decoded again without grouping by them.
  static func overRows(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = table.plan else { return table }
    var choice = ChartChoice(plan: plan)
    var result = table
    var series = table.dataset.series
    if let design = plan.design { return designed(table, design: design) }
    if plan.sharesFlags { return flagShares(table) }
    if plan.countsCategories {
      // One category over every row counts nothing: read again without it (ChartChoice+Counts.swift).
      if countsOneCategory(series, plan: plan) { return nil }
      result.dataset = counts(series, plan: plan, choice: &choice)
      choice.decidedMark = .bars
      // The words were counted, not read as numbers: none of them is an unreadable cell.
      result.columns.unreadable = nil
      result.columns.choice = choice
      result.columns.x = choice.x ?? ""
      result.columns.y = []
      result.columns.series = choice.series
      return result
    }
    if let group = plan.group, let measure = plan.ys.first {
      let words = plan.names[group]
      let value = plan.names[measure]
      choice.series = words
      choice.y = [value]
      if series.allSatisfy({ $0.count <= 1 }), series.count > maxBars,
        !series.contains(where: { $0.name.contains(where: \.isLetter) })
      {
        // More rows than bars fit, named by numbers (a chemical's CAS number): the few bars
        // kept would say little; the measure's distribution says what the rows hold.
        let (dataset, note) = histogram(of: series.compactMap(\.ys.first), name: value)
        result.dataset = dataset
        choice.x = value
        choice.y = []
        choice.series = nil
        choice.mark = .histogram
        choice.notes.append(note)
      } else if series.allSatisfy({ $0.count <= 1 }) {
        result.dataset = bars(series, words: words, value: value, choice: &choice)
      } else if let scores = scoreCounts(series, words: words, value: value, choice: &choice) {
        // Whole-number scores as points would be a dot grid (ChartChoice+DotGrid.swift).
        result.dataset = scores
      } else {
        guard series.count <= maxPointCategories else { return nil }
        result.dataset = pointsPerCategory(series, words: words, value: value)
        choice.x = words
        choice.series = nil
        choice.mark = .points
        choice.notes.append(.pointsPerCategory(column: words))
      }
      choice.decidedMark = result.dataset.mark
      result.columns.choice = choice
      result.columns.x = choice.x ?? ""
      result.columns.y = choice.y
      result.columns.series = choice.series
      return result
    }
    // A measure with one value in every row is a flat row of dots: left out, said in a note.
    let (varied, constant) = Self.droppingOneValue(series, choice: &choice)
    series = varied
    var measures = plan.ys.map { plan.names[$0] }.filter { !constant.contains($0) }
    // An area number or an id that grows down the rows is no measure to draw the others
    // against (ChartChoice+GrowingIDs.swift).
    if let id = Self.growingID(series, plan: plan) {
      let name = series[id].name
      series.remove(at: id)
      measures.removeAll { $0 == name }
      if let column = choice.columns.firstIndex(where: { $0.name == name }) { choice.columns[column].role = .id }
    }
    // Values of unrelated units, tens of decades apart, are drawn against nothing while another
    // measure is left (ChartChoice+UnitsApart.swift).
    let apart = Self.unrelatedUnits(series)
    if !apart.isEmpty, apart.count < series.count {
      let names = Set(apart.map { series[$0].name })
      series.removeAll { names.contains($0.name) }
      measures.removeAll(where: names.contains)
    }
    let rows = series.first?.count ?? 0
    let rowNumbers = (0..<rows).map { Double($0 + 1) }
    func overRowNumber(_ mark: Dataset.Mark) -> Dataset {
      choice.x = nil
      choice.y = measures
      choice.mark = mark
      return Dataset(
        xKind: .number, xLabel: "", yLabel: measures.count == 1 ? measures[0] : "",
        series: series.map { Series(name: $0.name, xs: rowNumbers, ys: $0.ys) }, mark: mark)
    }
    // A column that counts the rows under a name of its own (`sample`, `step`, `t`) is the order
    // the rows were taken in: lines over it, named. Not when the name says the rows are units
    // (`Subject`, `STATION`, `id` 1…n as the first column of a plain CSV): they are its row names.
    if plan.roles.indices.contains(plan.x), plan.roles[plan.x] == .rowIndex,
      !ColumnRole.isRowIndexName(plan.names[plan.x]), !ColumnRole.namesUnits(plan.names[plan.x]), !series.isEmpty
    {
      let name = plan.names[plan.x]
      result.dataset = Dataset(
        xKind: .number, xLabel: name, yLabel: measures.count == 1 ? measures[0] : "", series: series, mark: .line)
      choice.x = name
      choice.y = measures
      choice.mark = .line
    } else if !series.isEmpty, plan.ys.allSatisfy({ plan.roles.indices.contains($0) && plan.roles[$0] == .sentinels }) {
      // Nothing but sentinels: every row, each missing, so that the report says so.
      result.dataset = overRowNumber(.line)
    } else if series.count == 1 {
      let ys = series[0].ys
      if rows < 12 {
        result.dataset = overRowNumber(.points)
      } else if !ys.contains(where: \.isFinite) {
        // Nothing to count in bins: every row, each missing, so that the report says so.
        result.dataset = overRowNumber(.line)
      } else if let note = laggedCopyNote(plan), rowsInTimeOrder(plan) {
        // A lagged copy proves the rows are moments in order (ChartChoice+LaggedCopies.swift).
        result.dataset = overRowNumber(.line)
        choice.notes.append(note)
      } else if followsOn(ys), !rowsAreSampled(plan, series) {
        result.dataset = overRowNumber(.line)
        choice.notes.append(.linesOverRows)
      } else {
        let (dataset, note) = histogram(of: ys, name: measures[0])
        result.dataset = dataset
        choice.x = measures[0]
        choice.y = []
        choice.mark = .histogram
        choice.notes.append(note)
      }
    } else if series.count >= 2, let order = orderingMeasure(series) {
      // A measure only grows (the first, or a later one such as `age`): the others are drawn
      // against it.
      // Repeats in a quarter of the rows or more are observations (speed and stopping
      // distance); a few are duplicates, which sanitization merges and reports.
      let first = series[order.index]
      var others = series
      others.remove(at: order.index)
      // A track's longitude and latitude are its map, not a profile's panels (ChartChoice+Tracks.swift).
      let profile = Self.droppingCoordinates(others)
      let dropped = Set(others.map(\.name)).subtracting(profile.map(\.name))
      others = profile
      // A rank orders things, not moments: points (ChartChoice+Rankings.swift).
      let mark = Self.markOverRank(order.repeats * 4 >= rows ? .points : .line, order: first.name, choice: &choice)
      result.dataset = Dataset(
        xKind: .number, xLabel: first.name, yLabel: others.count == 1 ? others[0].name : "",
        series: others.map { Series(name: $0.name, xs: first.ys, ys: $0.ys) }, mark: mark)
      choice.x = first.name
      choice.y = measures.indices.filter { $0 != order.index && !dropped.contains(measures[$0]) }.map { measures[$0] }
      choice.mark = mark
      if order.repeats * 4 >= rows { choice.notes.append(.xRepeats(count: order.repeats)) }
    } else if series.count >= 2, let time = Self.survivalTime(series, plan: plan) {
      // A time to an event beside the code that says whether it was seen: the times' spread,
      // then the time against what goes with it most.
      let (dataset, note) = histogram(of: series[time].ys, name: series[time].name)
      result.dataset = dataset
      choice.x = series[time].name
      choice.y = []
      choice.mark = .histogram
      choice.notes.append(note)
      choice.alternatives = series.indices.filter { $0 != time }
        .sorted { abs(Self.correlation(series[$0].ys, series[time].ys)) > abs(Self.correlation(series[$1].ys, series[time].ys)) }
        .prefix(maxAlternatives).map { Alternative(x: series[$0].name, y: [series[time].name]) }
    } else if series.count >= 2 {
      let following = series.filter { followsOn($0.ys) }.count
      // Rows named by words (cars by make, areas by name) are things, not moments, however
      // their measures happen to run down the table.
      // So are rows of a panel's units.
      // So are rows beside ids, survey weights or coded groups (wines sorted by cultivar).
      let namesThings = rowsAreSampled(plan, series)
      // A measure named as the outcome among three or more (`medv`, `price`, `wage`) makes
      // the rows a cross-section to model, whatever order they were saved in (Boston's towns
      // run by tract, and their measures follow on).
      let hasOutcome = series.count >= 3 && Self.outcome(series) != nil
      // Longitude and latitude are places, a map, unless consecutive rows are a track (a track
      // is its route all the same: rowsAreNoSequence).
      let isMap = mapPair(series).map { !isTrack($0.longitude.ys) || !isTrack($0.latitude.ys) } ?? false
      // Lagged copies of a measure (`Lag1` beside `Today`) prove the rows are moments in order,
      // however little the measures follow on (ChartChoice+LaggedCopies.swift).
      let timeOrder = rowsInTimeOrder(plan) && !isMap ? laggedCopyNote(plan) : nil
      // A few runs, a table sorted by a measure, a route: no sequence (ChartChoice+Sequence.swift).
      if let timeOrder {
        result.dataset = overRowNumber(.line)
        choice.notes.append(timeOrder)
        let pair = Self.scatterPair(series)
        choice.alternatives = [Alternative(x: series[pair.x].name, y: [series[pair.y].name])]
      } else if rows >= 12 && 2 * following > series.count && !namesThings && !hasOutcome && !isMap
        && !rowsAreNoSequence(series, rows: rows)
      {
        result.dataset = overRowNumber(.line)
        choice.notes.append(.linesOverRows)
        // The same rows as observations: the pair that goes together most.
        let pair = Self.scatterPair(series)
        choice.alternatives = [Alternative(x: series[pair.x].name, y: [series[pair.y].name])]
      } else if let look = Self.classesOrFirstLook(table, series) {
        if look.note == nil, let members = Self.batteryMembers(series, pair: look.pair) {
          // Two of a battery of parallel scores are an arbitrary pair: each one's distribution,
          // a panel each (ChartChoice+Battery.swift).
          result.dataset = Self.batteryChart(members.map { (series[$0].name, series[$0].ys) }, choice: &choice)
        } else {
          let pair = look.pair
          // The outcome against its strongest predictor, else the pair that goes together most;
          // longitude and latitude are a map: east along x, north along y.
          let (x, y) = (series[pair.x], series[pair.y])
          result.dataset = Dataset(
            xKind: .number, xLabel: x.name, yLabel: y.name,
            series: [Series(name: y.name, xs: x.ys, ys: y.ys)], mark: .points)
          choice.x = x.name
          choice.y = [y.name]
          choice.mark = .points
          choice.notes.append(.rowsAreObservations(x: x.name, y: y.name))
          // Coloured by the group of each row (ChartChoice+Groups.swift).
          // By the table's two-class outcome ahead of another group (ChartChoice+ClassOutcome.swift).
          // A curve per unit when the rows are units' sweeps along x (ChartChoice+PooledUnits.swift).
          if !Self.splitsCurvesPerUnit(table, &result.dataset, x: x, y: y, choice: &choice),
            let groups = Self.colouredByClasses(table, series, x: x, y: y, choice: &choice)
              ?? Self.colouredScatter(table, x: x, y: y, choice: &choice)
          {
            result.dataset.series = groups
          }
          if let note = look.note { choice.notes.append(note) }
          choice.alternatives = Self.scatterAlternatives(series, after: pair, derived: look.derived)
          // Measures left out as formulas of the two (ChartChoice+Copies.swift, +Derived.swift).
          if let note = Self.copiesNote(series, pair: pair) { choice.notes.append(note) }
          if let note = Self.derivedNote(series, pair: pair, derived: look.derived) { choice.notes.append(note) }
          if look.note == nil, let note = Self.sizesNote(series, pair: pair, derived: look.derived) { choice.notes.append(note) }
          // Points piled on a grid of codes or in full columns: a line per group (ChartChoice+CodeGrid.swift).
          _ = Self.summarizePile(&result.dataset, x: x.name, y: y.name, choice: &choice)
        }
      } else {
        // No pair worth a look (mostly empty, two ends of a range, a value and its
        // uncertainty, a formula's curve): the distribution of the measure present in the
        // most rows.
        let measure = series[Self.fullest(series)]
        let (dataset, note) = histogram(of: measure.ys, name: measure.name)
        result.dataset = dataset
        choice.x = measure.name
        choice.y = []
        choice.mark = .histogram
        choice.notes.append(note)
        let fullest = Self.fullest(series)
        if let copies = Self.copiesNote(series, pair: (fullest, fullest)) { choice.notes.append(copies) }
      }
    }
    choice.decidedMark = result.dataset.mark
    result.columns.choice = choice.droppingSentinels()
    result.columns.x = choice.x ?? ""
    result.columns.y = result.columns.choice.y
    result.columns.series = choice.series
    return result
  }

  /// The longitude and latitude series, when a table has both (airports, earthquakes), or
  /// coordinates named `X` and `Y` (upper case, as map layers write them) or `x_centroid` and
  /// `y_centroid`.
  static func mapPair(_ series: [Series]) -> (longitude: Series, latitude: Series)? {
    func named(_ words: Set<String>) -> Series? {
      series.first { ColumnPlan.words(of: $0.name).contains(where: words.contains) }
    }
    if let longitude = named(["longitude", "lon", "lng", "long"]), let latitude = named(["latitude", "lat"]) {
      return (longitude, latitude)
    }
    let coordinates: Set<String> = ["centroid", "coord", "coords", "coordinate", "utm"]
    func axis(_ letter: String) -> Series? {
      series.first { $0.name == letter.uppercased() }
        ?? series.first { one in
          let words = ColumnPlan.words(of: one.name)
          return words.first == letter && words.count >= 2 && words.dropFirst().allSatisfy(coordinates.contains)
        }
    }
    guard let x = axis("x"), let y = axis("y") else { return nil }
    return (x, y)
  }

  /// Whether consecutive values are a path (a GPS track): their autocorrelation at lag 1 is
  /// above 0.99.
  static func isTrack(_ ys: [Double]) -> Bool {
    let values = ys.filter(\.isFinite)
    guard values.count >= 8 else { return false }
    return abs(correlation(Array(values.dropLast()), Array(values.dropFirst()))) > 0.99
  }

  /// A choice with every column of `plan` and its role, nothing chosen yet.
  init(plan: ColumnPlan) {
    self.init()
    columns = plan.names.indices.map { column in
      Column(name: plan.names[column], role: plan.roles.indices.contains(column) ? plan.roles[column] : .measure)
    }
    // A list's serial number, skipped (ColumnRole+Serial.swift).
    if let note = Self.serialNumberNote(plan) { notes.append(note) }
    // Columns computed from x, skipped (ColumnRole+ShiftedCopies.swift).
    if let note = Self.computedFromXNote(plan) { notes.append(note) }
    // Month names read with the years; the date's own parts, skipped (ChartChoice+DateShapes.swift).
    notes += Self.dateShapeNotes(plan)
  }

  /// Whether values follow on from row to row, as a series over time does: their
  /// autocorrelation at lag 1, or at a lag of a common period (2, 3, 4, 6, 7, 12 or 24 rows, a
  /// quarter of the rows at most), is above one half,
  /// so that a monthly series with a strong season (low at lag 1, high at lag 12) counts too.
  /// Rows of observations (people, houses, cars) in no particular order come out near 0 at
  /// every lag.
  static func followsOn(_ ys: [Double]) -> Bool {
    let values = ys.filter { $0.isFinite }
    guard values.count >= 8 else { return false }
    let mean = values.reduce(0, +) / Double(values.count)
    let deviations = values.map { $0 - mean }
    let denominator = deviations.reduce(0) { $0 + $1 * $1 }
    guard denominator > 0 else { return false }
    // The lags of the periods data has: the next row, quarters, weeks, months, hours of a day.
    for lag in [1, 2, 3, 4, 6, 7, 12, 24] where lag <= max(1, values.count / 4) {
      var numerator = 0.0
      for index in lag..<deviations.count { numerator += deviations[index] * deviations[index - lag] }
      if numerator / denominator > 0.5 { return true }
    }
    return false
  }

  /// How values grow down the rows: nil when some value is below the one before it (NaN
  /// skipped); else how many distinct values there are and how many rows repeat the one before.
  static func growth(_ ys: [Double]) -> (distinct: Int, repeats: Int)? {
    var last = -Double.infinity
    var distinct = 0
    var repeats = 0
    for y in ys where !y.isNaN {
      if y < last { return nil }
      if y == last { repeats += 1 } else { distinct += 1 }
      last = y
    }
    return (distinct, repeats)
  }

  /// One bar per word, the largest ``maxBars``; sorted by value unless the words have an order of
  /// their own (``ownOrder(of:)``), then in that order.
  static func bars(_ series: [Series], words: String, value: String, choice: inout ChartChoice) -> Dataset {
    var entries = series.compactMap { series -> (String, Double)? in
      guard let y = series.ys.first, y.isFinite else { return nil }
      return (series.name, y)
    }
    if entries.count > maxBars {
      choice.notes.append(.barsCut(shown: maxBars, total: entries.count))
      let kept = Set(entries.indices.sorted { abs(entries[$0].1) > abs(entries[$1].1) }.prefix(maxBars))
      entries = entries.indices.filter(kept.contains).map { entries[$0] }
    }
    // Age bands by their number, months by the calendar (ChartChoice+WordOrder.swift).
    let own = ownOrder(of: entries.map(\.0))
    let ordered = own != nil
    if let own { entries = own.map { entries[$0] } } else { entries.sort { $0.1 > $1.1 } }
    choice.notes.insert(.barsPerLabel(column: words, sortedByValue: !ordered), at: 0)
    choice.x = words
    choice.series = nil
    choice.mark = .bars
    var dataset = Dataset(
      xKind: .category, xLabel: words, yLabel: value,
      series: [Series(name: value, xs: entries.indices.map(Double.init), ys: entries.map(\.1))], mark: .bars)
    dataset.categories = entries.map(\.0)
    return dataset
  }

  /// Each row's value as a point at its word's slot, one series.
  static func pointsPerCategory(_ series: [Series], words: String, value: String) -> Dataset {
    var xs: [Double] = []
    var ys: [Double] = []
    for (slot, group) in series.enumerated() {
      xs.append(contentsOf: repeatElement(Double(slot), count: group.count))
      ys.append(contentsOf: group.ys)
    }
    var dataset = Dataset(
      xKind: .category, xLabel: words, yLabel: value, series: [Series(name: value, xs: xs, ys: ys)],
      mark: .points)
    dataset.categories = series.map(\.name)
    return dataset
  }
}
