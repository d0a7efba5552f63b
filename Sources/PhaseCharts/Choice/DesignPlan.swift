import Foundation

/// A table laid out as a design: a response measured per run of a designed experiment
/// (`len, supp, dose`), a count per cell of a cross-classification (`Admit, Gender, Dept, Freq`,
/// R's `as.data.frame` of any table), or rows of words only, one per case (`status, age, sex,
/// survived`). Found from the header and the sample rows (``detect(names:columns:numeric:roles:)``);
/// the chart comes from every row (``ChartChoice/designed(_:design:)``).
///
/// A careful analyst draws such a table by its factors, never as a scatter of one column
/// against another: the response over the main factor, a colour per level of a second one,
/// or bars of the counts summed per category, stacked by the outcome.
struct DesignPlan: Sendable, Hashable {
  /// What the rows of the table are.
  enum Kind: Sendable, Hashable {
    /// Runs of an experiment: a response measured at each combination of factor levels.
    case experiment
    /// Cells of a cross-classification: the count of cases with those levels.
    case frequencies
    /// Cases described by words only: each row counts once.
    case counts
    /// A contingency table or matrix of rates: a row label and columns of one kind (deaths
    /// per 1000 by age band and group, punctuation marks per author), a bar per cell.
    case matrix
  }

  var kind: Kind
  /// The response measured (an experiment) or the count of each cell (frequencies); nil when
  /// the rows are counted.
  var response: Int?
  /// The factors, in the table's order: words or numbers with a few levels that repeat.
  var factors: [Int]
  /// The factors that hold numbers (`dose` 0.5, 1, 2): read as values with the response.
  var numberFactors: [Int]
  /// The factors that describe the units of a repeated-measures design rather than its runs
  /// (`Gender`, `Region` of each `Subject`): drawn only when no factor varies within the units
  /// (``DesignPlan/unitTraits(_:columns:)``).
  var unitTraits: [Int] = []

  /// The factors that hold words, whose values are recorded row by row as they are read.
  var wordFactors: [Int] { factors.filter { !numberFactors.contains($0) } }

  /// The most levels a factor has in the sample rows.
  static let maxLevels = 30
  /// The most levels a factor of numbers has in the sample rows (`trt` 1…10, `dose`).
  static let maxNumberLevels = 12
  /// The most factors a design has: more columns of few values is a survey, not a design.
  static let maxFactors = 8
  /// The most factors of numbers a design has: more is a table of scores and codes.
  static let maxNumberFactors = 3

  /// Whether the levels of a column of few values come about equally often, as a design's do
  /// (each dose given to ten animals): every level but one (the last, cut off by the end of the
  /// sample) at least a third as often as the most frequent. Counts of events (0 broods most
  /// often, 9 rarely) are not.
  static func isBalanced(_ texts: [String]) -> Bool {
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    let most = counts.values.max() ?? 0
    let rare = counts.values.filter { $0 * 3 < most }.count
    return rare == 0 || (rare == 1 && counts[texts.last ?? ""].map { $0 * 3 < most } == true)
  }

  /// The design of a table with no time, from its column `names`, the `columns`' sample
  /// values, whether each holds numbers and its `roles`; nil for any other table.
  ///
  /// Blocks, replicates, plots, subjects and field coordinates (`block`, `rep`, `Subject`,
  /// `row`, `col`) are not factors to show. A column named as a count (`Freq`, `n`, `count`)
  /// of whole numbers makes the rows cells; one measure (two, when the other is its
  /// denominator: `damaged` of `total`) with a factor of numbers or two factors makes them
  /// runs; two or more factors of words and no number make them cases. A single factor of
  /// words beside one measure is left to ``ChartChoice/overRows(_:)``'s points per category.
  static func detect(names: [String], columns: [ColumnPlan.ColumnValues], numeric: [Bool], roles: [ColumnRole])
    -> DesignPlan?
  {
    if let matrix = matrix(names: names, columns: columns, numeric: numeric, roles: roles) { return matrix }
    // Survey weights say the rows are a sample of people, not runs or cells.
    guard !roles.contains(.time), !roles.contains(.label), !roles.contains(.weight) else { return nil }
    var fewValued = 0
    var wordFactors: [Int] = []
    var numberFactors: [Int] = []
    var measures: [Int] = []
    var count: Int?
    var numberedFactors: [Int] = []
    for column in names.indices where !columns[column].isEmpty && !ColumnPlan.isIndexName(names[column]) {
      let words = ColumnPlan.words(of: names[column])
      let texts = columns[column].texts
      let levels = Set(texts).count
      if !numeric[column] {
        guard roles[column] == .category, !isBlock(words), levels <= maxLevels, levels < texts.count else {
          if roles[column] == .measure || roles[column] == .code { return nil }
          continue
        }
        wordFactors.append(column)
        continue
      }
      // Whole numbers sorted in blocks read as units (`variety` 1…8, five plots each), but a
      // column not named as a unit whose levels each come equally often is a factor of the runs,
      // unless factors of words are the design (`material` of a latin square whose `run` and
      // `position` number its layout) or a column that starts again within each block makes
      // the rows a panel of units (`k` 1…8 beside its `week` 1…8).
      if roles[column] == .unit, !roles.contains(.counter), !ColumnRole.isUnitName(words), !isBlock(words),
        isRunFactor(texts)
      {
        numberedFactors.append(column)
        continue
      }
      guard [.measure, .code, .waves].contains(roles[column]) else { continue }
      let values = texts.compactMap(Double.init)
      guard values.count == texts.count else { return nil }
      if (2...maxNumberLevels).contains(levels), !isCountName(names[column]) { fewValued += 1 }
      if count == nil, isCountName(names[column]),
        values.allSatisfy({ $0 >= 0 && ($0 == $0.rounded() || !isWholeCountName(names[column])) })
      {
        count = column
      } else if isBlock(words) {
        continue
      } else if !isResponseName(words), values.count >= 6, (2...maxNumberLevels).contains(levels),
        (levels * 3 <= values.count && isBalanced(texts)) || isTreatmentInPairs(names[column], texts),
        isTreatmentName(names[column]) || !isCountingRun(values)
      {
        numberFactors.append(column)
      } else if roles[column] != .code {
        // Codes (0/1, 1…5) are answers of a survey, never the response of a design.
        measures.append(column)
      }
    }
    if wordFactors.isEmpty || numberedFactors.contains(where: { isTreatmentName(names[$0]) }) {
      numberFactors += numberedFactors
      fewValued += numberedFactors.count
    }
    // A response beside its exact copy in other units (`yield` and `grams`) is one response;
    // beside columns whose few levels each come equally often (`resin` 1…8 six times each,
    // `chopstick_length` 180…330) it is the response of those factors.
    var responses = measures.count <= maxFactors ? withoutCopies(measures, columns: columns) : measures
    if count == nil, responses.count >= 2 {
      let levelled = responses.filter { isRunFactor(columns[$0].texts) }
      let left = responses.filter { !levelled.contains($0) }
      if !levelled.isEmpty, left.count == 1, Set(columns[left[0]].texts).count > maxNumberLevels {
        numberFactors += levelled
        responses = left
      }
    }
    let factors = (wordFactors + numberFactors).sorted()
    // Many columns of a few numbers (codes of a survey: race, diabetes, highbp) are answers, not
    // factors, unless they are the two levels of a factorial, each level in half of the runs.
    let factorial =
      responses.count == 1 && wordFactors.isEmpty && numberFactors.count == fewValued
      && numberFactors.allSatisfy { isTwoLevelHalves(columns[$0].texts) }
    guard !factors.isEmpty, factors.count <= maxFactors, fewValued <= maxNumberFactors || factorial else { return nil }
    if let count, measures.isEmpty {
      return DesignPlan(kind: .frequencies, response: count, factors: factors, numberFactors: numberFactors)
    }
    if count == nil, measures.isEmpty, numberFactors.isEmpty, wordFactors.count >= 2 {
      // Items of a questionnaire answered on one scale (Likert) are not factors of each other.
      let scales = wordFactors.map { Set(columns[$0].texts) }
      func share(_ a: Set<String>, _ b: Set<String>) -> Bool {
        3 * a.intersection(b).count >= 2 * min(a.count, b.count) && min(a.count, b.count) >= 2
      }
      guard !scales.contains(where: { one in scales.filter { share($0, one) }.count >= 3 }) else { return nil }
      return DesignPlan(kind: .counts, response: nil, factors: factors, numberFactors: [])
    }
    // A count beside measures (`n` carrots, `y` of them infested) is a denominator.
    if responses.count == 2, let other = responses.firstIndex(where: { isDenominator(names[$0]) }) {
      responses.remove(at: other)
    }
    // Several responses of each run (`HeadWt`, `VitC`): one of them, by the design.
    if responses.count >= 2, numberFactors.isEmpty,
      let main = mainResponse(responses, factors: wordFactors, names: names, columns: columns)
    {
      responses = [main]
    }
    guard responses.count == 1, !numberFactors.isEmpty || factors.count >= 2 else { return nil }
    guard !followsOnWithinCells(columns[responses[0]].texts, factors: factors.map { columns[$0].texts }) else {
      return nil
    }
    return DesignPlan(
      kind: .experiment, response: responses[0], factors: factors, numberFactors: numberFactors,
      unitTraits: unitTraits(factors, names: names, columns: columns))
  }

  /// Whether `response` follows on from row to row within the cells the `factors` make: the
  /// lag-1 correlation of each value's distance from its cell's mean is above 0.8. A signal
  /// beside its label (an ECG and its 0/1 mark) does; the runs of a design, even sorted by
  /// cell, do not: their distances from the cell mean are noise.
  static func followsOnWithinCells(_ response: [String], factors: [[String]]) -> Bool {
    guard response.count >= 16, factors.allSatisfy({ $0.count == response.count }) else { return false }
    let values = response.map { Double($0) ?? .nan }
    let cells = response.indices.map { row in factors.map { $0[row] }.joined(separator: "\u{1F}") }
    var sums: [String: (total: Double, count: Double)] = [:]
    for row in values.indices where values[row].isFinite {
      sums[cells[row], default: (0, 0)].total += values[row]
      sums[cells[row], default: (0, 0)].count += 1
    }
    let distances = values.indices.compactMap { row -> Double? in
      guard values[row].isFinite, let cell = sums[cells[row]] else { return nil }
      return values[row] - cell.total / cell.count
    }
    guard distances.count >= 16 else { return false }
    return ChartChoice.correlation(Array(distances.dropLast()), Array(distances.dropFirst())) > 0.8
  }

  /// The most rows of a table drawn as grouped bars per row label.
  static let maxMatrixRows = 30
  /// The most columns of a table drawn as grouped bars per row label.
  static let maxMatrixColumns = 12

  /// A table of a row label and 2…``maxMatrixColumns`` columns of one kind: numbers at least
  /// 0 whose largest values are within 8 times of each other (counts of one thing, rates of
  /// one thing), or ``maxStemmedSpread`` times when their names share a stem
  /// (``sharesStem(_:)``), 3 to ``maxMatrixRows`` rows; columns named by numbers (years, days) are a
  /// wide table, not this.
  static func matrix(names: [String], columns: [ColumnPlan.ColumnValues], numeric: [Bool], roles: [ColumnRole])
    -> DesignPlan?
  {
    let filled = names.indices.filter { !columns[$0].isEmpty }
    let words = filled.filter { !numeric[$0] }
    guard words.count == 1, let label = words.first, roles[label] == .label,
      (3...maxMatrixRows).contains(columns[label].texts.count),
      Set(columns[label].texts).count == columns[label].texts.count
    else { return nil }
    let measures = filled.filter { numeric[$0] && roles[$0] != .rowIndex }
    guard (2...maxMatrixColumns).contains(measures.count),
      measures.allSatisfy({ [.measure, .code].contains(roles[$0]) && Double(names[$0]) == nil && !names[$0].isEmpty })
    else { return nil }
    var largest: [Double] = []
    for column in measures {
      let values = columns[column].texts.compactMap(Double.init)
      guard values.count == columns[column].texts.count, values.allSatisfy({ $0 >= 0 }), let top = values.max(), top > 0
      else { return nil }
      largest.append(top)
    }
    // Columns named as parts of one table (`Sillod_Insemination_C1` … `Sillod_Conception_C3`)
    // hold counts of one table, however far apart their sizes.
    let spread = sharesStem(measures.map { names[$0] }) ? maxStemmedSpread : 8
    guard let high = largest.max(), let low = largest.min(), high <= spread * low else { return nil }
    return DesignPlan(kind: .matrix, response: nil, factors: [label] + measures, numberFactors: measures)
  }

  /// `measures` without the later of any two whose sample values are equal or one a fixed
  /// multiple of the other (`grams` of each plot beside its `yield`): one response in two units.
  static func withoutCopies(_ measures: [Int], columns: [ColumnPlan.ColumnValues]) -> [Int] {
    var kept: [Int] = []
    var values: [[Double]] = []
    for column in measures {
      let own = columns[column].texts.map { Double($0) ?? .nan }
      let copies = values.contains { other in
        guard other.count == own.count, let row = other.indices.first(where: { other[$0] != 0 && own[$0] != 0 }) else {
          return false
        }
        let ratio = own[row] / other[row]
        return ratio.isFinite && zip(other, own).allSatisfy { abs($0 * ratio - $1) <= 1e-9 * max(abs($1), 1) }
      }
      if !copies {
        kept.append(column)
        values.append(own)
      }
    }
    return kept
  }

  /// Whether a column of numbers is a factor of the runs though it reads as a measure (`resin`
  /// 1…8, `chopstick_length` 180…330): 2…``maxNumberLevels`` levels, each level as often as
  /// every other (the last seen may be cut off by the end of the sample), at least three runs
  /// per level. Scores and counts of events are never that even.
  static func isRunFactor(_ texts: [String]) -> Bool {
    guard texts.count >= 6, texts.allSatisfy({ Double($0) != nil }) else { return false }
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    guard (2...maxNumberLevels).contains(counts.count), counts.count * 3 <= texts.count, let last = texts.last else {
      return false
    }
    let full = counts.filter { $0.key != last || counts.count == 2 }.map(\.value)
    guard let most = full.max(), full.allSatisfy({ $0 == most }) else { return false }
    return (counts[last] ?? 0) <= most
  }

  /// Whether a column named as the treatment (``isTreatmentName(_:)``) gives each of its levels
  /// to exactly as many rows, two or more: a dose given once to each sex (`Dose` 1, 2, 4, …, 32
  /// of budworms, males then females), too few runs a level for ``isBalanced(_:)``'s three.
  static func isTreatmentInPairs(_ name: String, _ texts: [String]) -> Bool {
    guard isTreatmentName(name) else { return false }
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    guard let first = counts.values.first, first >= 2 else { return false }
    return counts.values.allSatisfy { $0 == first }
  }

  /// Whether a column of numbers holds two levels, each in exactly half of the rows: a factor
  /// of a two-level factorial (`press` 0 or 1 in 8 of 16 runs each).
  static func isTwoLevelHalves(_ texts: [String]) -> Bool {
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    return counts.count == 2 && texts.count >= 8 && counts.values.allSatisfy { $0 * 2 == texts.count }
  }

  /// The `factors` that are the units of a design or traits of them, not factors of its runs:
  /// a factor named as a unit (`tree` T01…T28, each measured in four directions,
  /// ``ColumnRole/isUnitName(_:)``), or, when a column named as the subject (`Subject`,
  /// `participant`, `id`) repeats, a factor that takes one value within each subject in the
  /// sample (`Gender`, `Region`, `Education`). Empty unless some other factor is left
  /// (`Disgustingness`, `dir`); a factor named as the treatment never is one.
  static func unitTraits(_ factors: [Int], names: [String], columns: [ColumnPlan.ColumnValues]) -> [Int] {
    let unit = names.indices.first { column in
      !factors.contains(column) && ColumnPlan.words(of: names[column]).contains { subjectWords.contains($0) }
        && !columns[column].isEmpty && 2 * Set(columns[column].texts).count <= columns[column].texts.count
    }
    let traits = factors.filter { factor in
      guard !isTreatmentName(names[factor]) else { return false }
      if ColumnRole.isUnitName(ColumnPlan.words(of: names[factor])) { return true }
      guard let unit, columns[factor].texts.count == columns[unit].texts.count else { return false }
      var value: [String: String] = [:]
      for (row, id) in columns[unit].texts.enumerated() {
        if let seen = value[id], seen != columns[factor].texts[row] { return false }
        value[id] = columns[factor].texts[row]
      }
      return true
    }
    return traits.count < factors.count ? traits : []
  }

  private static let subjectWords: Set<String> = [
    "subject", "subjects", "subj", "participant", "participants", "patient", "individual", "person", "id",
  ]

  /// Whether whole numbers run through six or more consecutive values (`yrs_married` 0…8, a
  /// score 1…7): a count or a score, a measure, unless the name says treatment (`trt` 1…10).
  static func isCountingRun(_ values: [Double]) -> Bool {
    let levels = Set(values).sorted()
    guard levels.count >= 6, levels.allSatisfy({ $0 == $0.rounded() }), let first = levels.first, let last = levels.last
    else { return false }
    return last - first == Double(levels.count - 1)
  }

  /// Whether a column so named says blocks of a layout rather than a factor: blocks,
  /// replicates, plots, subjects, field rows and columns.
  static func isBlock(_ words: [String]) -> Bool {
    words.contains { blockWords.contains($0) } || words == ["ss"] || words == ["s"]
  }

  private static let blockWords: Set<String> = [
    "block", "blocks", "blk", "bloc", "bloco", "bloque", "blocco", "rep", "reps", "repeticao", "repetition", "replicate", "replication", "plot",
    "subject", "subjects",
    "row", "col", "column", "range", "id", "individual", "participant", "patient", "pair",
  ]

  /// Whether a column's name says it counts cases: `Freq`, `freq`, `n`, `N`, `count`,
  /// `Number`, `frequency`, `cases`, `n_obs`.
  static func isCountName(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    return words.count <= 2 && words.contains { countWords.contains($0) }
  }

  /// Whether a count's name allows only whole numbers (`n`, `number`); a `freq` or `count`
  /// may be a share (`frequency` 0.5 of the winds).
  static func isWholeCountName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { ["n", "number", "num", "nobs", "obs", "cases"].contains($0) }
  }

  private static let countWords: Set<String> = [
    "freq", "frequency", "frequencies", "n", "count", "counts", "number", "cases", "nobs", "obs", "num",
  ]

  /// Whether a column so named is the response of an experiment (`yield`, `y`, `score`),
  /// however few its values.
  static func isResponseName(_ words: [String]) -> Bool {
    words.contains { responseWords.contains($0) }
  }

  private static let responseWords: Set<String> = [
    "y", "yield", "response", "score", "scores", "value", "rating", "result", "weight", "height", "len",
    "length", "breaks", "germ", "damaged", "growth", "mood",
  ]

  /// Whether a column so named is the number of trials another counts out of (`total`, `n`).
  static func isDenominator(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    return words.count == 1 && ["total", "n", "seeds", "trials", "planted"].contains(words[0])
  }

  /// Whether a factor's name says it is the treatment: the main factor of a design.
  static func isTreatmentName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { treatmentWords.contains($0) }
  }

  private static let treatmentWords: Set<String> = [
    "trt", "treatment", "treat", "dose", "drug", "diet", "condition", "group", "variety", "fertilizer",
    "method", "level", "insecticide", "supplement", "conc", "concentration", "temp", "temperature",
  ]

  /// Whether a factor's name says it is an outcome, to stack the counts by: `Admit`,
  /// `Survived`, `outcome`, `status` of a patient.
  static func isOutcomeName(_ name: String) -> Bool {
    ColumnPlan.words(of: name).contains { outcomeWords.contains($0) }
  }

  private static let outcomeWords: Set<String> = [
    "admit", "admitted", "admission", "survived", "survival", "survive", "outcome", "result", "response",
    "died", "death", "dead", "cured", "improved", "success", "passed", "vote", "voted", "target",
    "diagnosis", "smoker", "smoking", "lenses",
  ]

  /// The plan that reads this design: every row, in order (x is the row index, else the
  /// response), the response and the factors of numbers as values, the factors of words
  /// recorded row by row (``SeriesCandidates``); nil when no column is left to read as x.
  func columnPlan(
    names: [String], columns: [ColumnPlan.ColumnValues], numeric: [Bool], roles: [ColumnRole],
    missingValues: DecodeOptions.MissingValuePolicy
  ) -> ColumnPlan? {
    let words = Array(wordFactors.prefix(SeriesCandidates.limit))
    let values = [response].compactMap { $0 } + numberFactors
    let index = names.indices.first { roles[$0] == .rowIndex && numeric[$0] && !columns[$0].isEmpty }
    // Words only (a contingency table written without a row index): the rows are read over
    // the first factor's column, as over an index column; its words are still its levels.
    guard let x = index ?? values.first ?? words.first else { return nil }
    var plan = ColumnPlan(
      names: names, x: x, xReader: .number, ys: values.isEmpty ? [x] : values, group: nil,
      missingValues: missingValues, textColumns: words)
    plan.roles = roles
    plan.xIsRowNumber = true
    var design = self
    design.factors = factors.filter { !wordFactors.contains($0) || words.contains($0) }
    plan.design = design
    return plan
  }
}
