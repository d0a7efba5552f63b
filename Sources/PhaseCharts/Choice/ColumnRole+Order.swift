import Foundation

/// Whether a column named for time really orders the rows, and which measures are another
/// measure again (shifted or rescaled): the judgements of ``ColumnRole/infer(names:values:numeric:isDate:)``
/// that look at how values run down the rows rather than at one column alone.
extension ColumnRole {
  /// The least share of steps that go one way for a column named for time to order the rows:
  /// 0.8 (a panel sorted by unit, its years starting again with each unit, has far more).
  static let orderedShare = 0.8

  /// The role of a numeric column named for time (`year`, `time`), from how its sample values
  /// run down the rows: `.waves` when a few years are shared by many rows in no time order of
  /// their own (a survey asked in 1972, 1974, …; cars of model years 70 to 82), `.measure` when
  /// the values jump up and down (a patient's survival `time`, a film's `year`), else `.time`.
  ///
  /// A panel sorted by unit (the years start again with each unit), a long table sorted by year
  /// (a key such as a state repeats in each year's block) and years beside a month or a quarter
  /// stay the time.
  ///
  /// - Parameters:
  ///   - column: The column.
  ///   - names: Every column's name.
  ///   - values: Every column's non-missing sample values.
  ///   - roles: Every column's role so far.
  /// - Returns: The column's role.
  static func timeOrder(of column: Int, names: [String], values: [[String]], roles: [ColumnRole]) -> ColumnRole {
    let numbers = values[column].compactMap(Double.init)
    guard numbers.count == values[column].count, numbers.count >= 8,
      !roles.contains(.datePart),
      !ColumnPlan.looksLikeCompactDates(
        name: names[column], values: ColumnPlan.ColumnValues(texts: values[column]))
    else { return .time }
    if cyclesInOrder(numbers) { return .time }
    let distinct = Set(numbers).count
    let whole = numbers.allSatisfy { $0 == $0.rounded() }
    if whole, numbers.count >= 16, distinct * 8 <= numbers.count,
      !hasKeyWithinBlocks(column, values: values, roles: roles)
    {
      return .waves
    }
    var up = 0
    var down = 0
    for (previous, next) in zip(numbers, numbers.dropFirst()) where previous != next {
      if next > previous { up += 1 } else { down += 1 }
    }
    let steps = Double(up + down)
    guard steps >= 7 else { return .time }
    return Double(max(up, down)) >= orderedShare * steps ? .time : .measure
  }

  /// Whether values rise run by run and each run starts again at the least value, with three
  /// distinct values or more: the years of a panel sorted by unit (1987, 1988, 1989, 1987, …).
  static func cyclesInOrder(_ numbers: [Double]) -> Bool {
    guard let least = numbers.min(), Set(numbers).count >= 3 else { return false }
    var restarts = 0
    for (previous, next) in zip(numbers, numbers.dropFirst()) where next <= previous {
      guard next == least else { return false }
      restarts += 1
    }
    return restarts >= 1
  }

  /// Whether, in a column sorted into blocks of equal values, another column names the rows
  /// within a block: its values differ within the first block and come back in the next (the
  /// states of each year in a long table), or, when the sample holds one block, differ on
  /// every row (a long table with more keys than sample rows).
  static func hasKeyWithinBlocks(_ column: Int, values: [[String]], roles: [ColumnRole]) -> Bool {
    let starts = blockStarts(values[column])
    // Years in no order are no blocks: nothing is a key within them.
    guard starts.count * 4 <= values[column].count else { return false }
    let firstEnd = starts.count > 1 ? starts[1] : values[column].count
    guard firstEnd >= 2 else { return false }
    let secondEnd = starts.count > 2 ? starts[2] : values[column].count
    return values.indices.contains { other in
      guard other != column, values[other].count == values[column].count,
        ![.measure, .ignored, .sentinels, .rowIndex].contains(roles[other])
      else { return false }
      let first = values[other][0..<firstEnd]
      guard Set(first).count == first.count else { return false }
      guard starts.count > 1 else { return true }
      let second = values[other][firstEnd..<secondEnd]
      let seen = Set(first)
      return 2 * second.filter(seen.contains).count >= second.count
    }
  }

  /// Whether `numbers` are `other` shifted down by one to five rows (`Lag1` … `Lag5` beside
  /// `Today`), exactly on every sample row, with eight distinct values or more.
  static func isShifted(_ numbers: [Double], of other: [Double]) -> Bool {
    guard numbers.count == other.count, numbers.count >= 10, Set(numbers).count >= 8 else { return false }
    return (1...5).contains { lag in
      numbers.count - lag >= 8 && (lag..<numbers.count).allSatisfy { numbers[$0] == other[$0 - lag] }
    }
  }

  /// Whether `numbers` are a transform of `other` that keeps or reverses its order (`lwage` =
  /// log `wage`, `agesq` = `age`²): sorted by `other`, they only rise or only fall, equal where
  /// it is, with eight distinct values or more.
  static func isMonotoneTransform(_ numbers: [Double], of other: [Double]) -> Bool {
    guard numbers.count == other.count, numbers.count >= 10, Set(numbers).count >= 8, Set(other).count >= 8 else {
      return false
    }
    let order = other.indices.sorted { other[$0] < other[$1] }
    var rises = true
    var falls = true
    for (a, b) in zip(order, order.dropFirst()) {
      if other[a] == other[b] {
        guard numbers[a] == numbers[b] else { return false }
        continue
      }
      if numbers[b] <= numbers[a] { rises = false }
      if numbers[b] >= numbers[a] { falls = false }
      if !rises && !falls { return false }
    }
    return true
  }

  /// Whether values never fall, or never rise, down the rows.
  static func isMonotonic(_ numbers: [Double]) -> Bool {
    let pairs = zip(numbers, numbers.dropFirst())
    return pairs.allSatisfy { $0 <= $1 } || pairs.allSatisfy { $0 >= $1 }
  }

  /// The slope a when `numbers` = a·`other` + b on every row, a ≠ 0, within a thousandth of
  /// the values' spread (a copy written with noise in its last digits), with eight distinct
  /// values or more (`y1 = mpg / 100`, `value01`); nil otherwise.
  static func rescaling(_ numbers: [Double], of other: [Double]) -> Double? {
    guard numbers.count == other.count, numbers.count >= 10, Set(numbers).count >= 8 else { return nil }
    guard let line = LineFit(numbers, on: other), line.slope != 0, line.slope.isFinite,
      let low = numbers.min(), let high = numbers.max(), high > low
    else { return nil }
    let spread = high - low
    return zip(numbers, other).allSatisfy { abs($0 - line($1)) <= 1e-3 * spread } ? line.slope : nil
  }

  /// Words that make a name a survey's weight (`finalwgt`, `fnlwgt`, `perwt`, `hhweight`,
  /// `brr_1`): never a measure, as an id is not. A plain `weight` is a body's, and a plain
  /// `wt` a car's (mtcars).
  static func isWeightName(_ words: [String]) -> Bool {
    guard let last = words.last else { return false }
    // Replicate weights too: `brr_1`, `bsrw1` (bootstrap), `repwt3`.
    let weightWords: Set<String> = ["wgt", "wght", "wgts", "brr", "bsrw", "repw", "repwt", "pweight", "fweight", "iweight"]
    if words.contains(where: weightWords.contains) { return true }
    // `finalwgt`, `fnlwgt`, `perwt`, `hhweight`: a weight word run together with whose it is.
    let owners = [
      "hh", "household", "per", "person", "pers", "samp", "sample", "sampling", "final", "fin", "fnl", "pop", "exp",
      "base", "rep", "design", "survey", "ind", "indiv",
    ]
    if words.contains(where: { word in
      (word.hasSuffix("wgt") && word.count > 4) || (word.hasSuffix("wght") && word.count > 5)
        || ["weight", "wt"].contains { suffix in
          word.hasSuffix(suffix) && owners.contains { word == $0 + suffix }
        }
    }) {
      return true
    }
    let qualifiers: Set<String> = [
      "final", "hh", "household", "sampling", "sample", "survey", "person", "design", "base", "replicate", "rep",
      "expansion", "pop", "probability",
    ]
    // `wt_final`, `hh_wt`; not `wt.loss`, a weight lost.
    return (last == "weight" || last == "weights" || words.first == "weight" || words.contains("wt"))
      && words.contains(where: qualifiers.contains)
  }
}

extension ColumnRole {
  /// The column that numbers the rows of a table with nothing else to order them, of the
  /// columns whose role is ``rowIndex``: one that holds values (`isFilled`) named as a number
  /// or an order (`atomic number` 1…112 of the elements, `step`, `sample`, ``numberingWords``)
  /// rather than the row names an export adds before it (`""`, `rownames`, `Unnamed: 0`), so
  /// that the table draws as it does written without them; else the first when it holds values. Names of units and ids
  /// (`Subject`, `IDnum0`, `small_area`) are row names too: the rows are units, not a
  /// sequence.
  ///
  /// - Parameters:
  ///   - roles: Every column's role.
  ///   - names: Every column's name.
  ///   - isFilled: Whether a column holds sample values.
  /// - Returns: The column, nil when no column numbers the rows.
  static func rowNumbering(_ roles: [ColumnRole], names: [String], isFilled: (Int) -> Bool) -> Int? {
    // A list's serial number beside the names of its rows (`Num` 1…36 beside `States`) numbers
    // units, not moments: never the x (ColumnRole+Serial.swift).
    let serial = serialNumber(roles, names: names)
    let numbering = roles.indices.filter { roles[$0] == .rowIndex && $0 != serial }
    let named = numbering.first { column in
      let name = names[column].lowercased()
      return isFilled(column) && !isRowIndexName(name) && !namesUnits(name) && !name.hasPrefix("id")
        && ColumnPlan.words(of: name).contains { numberingWords.contains($0) }
    }
    return named ?? numbering.first.flatMap { isFilled($0) ? $0 : nil }
  }

  /// Words that name a column as numbering or ordering rows.
  static let numberingWords: Set<String> = [
    "number", "no", "num", "step", "order", "sequence", "seq", "position", "obs", "observation", "sample", "trial",
  ]
}
