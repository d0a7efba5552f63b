import Foundation

/// A count beside the same count per head of population is one measure twice: `The number of
/// crimes` and `The number of crimes (cases per 100.000 population)` of 9 crime types in 86
/// regions over 16 years. Pooled into a scatter of one against the other, each point's place
/// says how many people live in its region, and the years and the types are not drawn at all.
/// The rate is what compares regions of different sizes: it is drawn over the time, a panel per
/// category of the rows (the crime type), each the median over the rows of a date with the band
/// of the middle 80%; the count is not drawn.
///
/// Told by the names: the rate's name is the count's with words of a rate after it (`per`,
/// `rate`, `capita`, `per 100,000`), as statistics offices name the pair.
extension ChartChoice {
  /// Words that make a name a rate of the name before them.
  static let rateWords: Set<String> = ["per", "rate", "capita", "ratio"]
  /// Words that make a name a change of a measure or its share, not its rate.
  static let changeWords: Set<String> = ["change", "percent", "pct", "growth", "diff", "difference"]

  /// The positions in `names` of a count and its rate (see the type's discussion), the first
  /// such pair; nil when there is none. The count's name has three letters or more.
  static func countAndRate(_ names: [String]) -> (count: Int, rate: Int)? {
    func words(_ text: String) -> [String] {
      text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
    let split = names.map(words)
    for (count, countWords) in split.enumerated() where countWords.joined().count >= 3 {
      for (rate, rateWords) in split.enumerated() where rate != count && rateWords.count > countWords.count {
        guard Array(rateWords.prefix(countWords.count)) == countWords else { continue }
        let rest = rateWords.dropFirst(countWords.count)
        // `MURDER RATE PERCENT CHANGE PER 100,000 PEOPLE` is a change of the rate, not the rate.
        guard !rest.contains(where: Self.changeWords.contains) else { continue }
        if rest.contains(where: Self.rateWords.contains) { return (count, rate) }
      }
    }
    return nil
  }

  /// The fewest rows per date, on the median, that make a date's rows a pool to take the
  /// median of (86 regions a year): fewer are the repeats of a series.
  static let rateMinimumRowsPerDate = 5

  /// `table`, read over a time that repeats with no series column and holding a count and its
  /// rate (``countAndRate(_:)``), as the rate over the time: a panel per category of its first
  /// column of categories with 2 to ``maxDrawnSeries`` of them (read again by `read`, split by
  /// that column), each the median of the rows at each date with the band of the middle 80%;
  /// one such line without a column of categories. Notes ``Note/rateOfCount(count:rate:rows:)``.
  /// Nil for any other table.
  ///
  /// - Parameters:
  ///   - table: The table as chosen over its time.
  ///   - read: Decodes the document again with other options; nil when that fails.
  static func rateOverTime(_ table: DecodedTable, read: (DecodeOptions) -> DecodedTable?) -> DecodedTable? {
    guard let plan = repeatedTimes(table, minimumRows: minimumPooledRows),
      let pair = countAndRate(plan.ys.map { plan.names[$0] })
    else { return nil }
    let count = plan.ys[pair.count]
    let rate = plan.ys[pair.rate]
    var options = DecodeOptions(x: .index(plan.x), y: [.index(rate)])
    options.findsSeries = false
    let category = plan.roles.indices.first { plan.roles[$0] == .category && $0 != plan.x }
    var split: DecodedTable? = nil
    if let category {
      var byCategory = options
      byCategory.series = .index(category)
      if let again = read(byCategory), (2...maxDrawnSeries).contains(again.dataset.series.count) { split = again }
    }
    guard let source = split ?? read(options), !source.dataset.series.isEmpty else { return nil }
    var medians: [Series] = []
    var bands: [SeriesEnvelope?] = []
    var rowsPerDate: [Int] = []
    for series in source.dataset.series {
      let dates = Set(series.xs.filter(\.isFinite)).count
      guard dates >= 2, let median = medianWithBand([series], language: .current) else { continue }
      rowsPerDate.append(series.count / dates)
      var line = median.series
      line.name = series.name
      medians.append(line)
      bands.append(median.band)
    }
    rowsPerDate.sort()
    guard !medians.isEmpty, rowsPerDate[rowsPerDate.count / 2] >= rateMinimumRowsPerDate else { return nil }
    var result = table
    var choice = table.columns.choice
    let rateName = plan.names[rate]
    result.dataset.series = medians
    result.dataset.xKind = source.dataset.xKind
    result.dataset.mark = .line
    result.dataset.yLabel = rateName
    if medians.count == 1 {
      result.dataset.others = bands[0]
      result.dataset.bands = []
    } else {
      result.dataset.others = nil
      result.dataset.bands = bands
    }
    result.columns.y = [rateName]
    result.columns.series = split == nil ? nil : category.map { plan.names[$0] }
    choice.y = [rateName]
    choice.series = result.columns.series
    choice.decidedMark = .line
    choice.notes.removeAll { if case .xRepeats = $0 { true } else { false } }
    choice.notes.append(.rateOfCount(count: plan.names[count], rate: rateName, rows: rowsPerDate[rowsPerDate.count / 2]))
    if let x = choice.x { choice.alternatives = [Alternative(x: x, y: [plan.names[count]], mark: .points)] }
    result.columns.choice = choice
    return result
  }
}
