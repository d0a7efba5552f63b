import Foundation
import PhaseKit

/// A ranking is no sequence: ggplot's `pigeons`, the 400 birds of a race by their finishing
/// `pos`, fastest first. Read over the places, the speeds draw a falling curve, the sort the
/// table was saved in, and nothing of how the speeds are spread; the rows are the ranked
/// things, and one measure of things is drawn as its histogram.
extension ChartChoice {
  /// Words of a column's name that number the rows as places in a ranking: `pos`, `rank`,
  /// `place`.
  static let rankWords: Set<String> = ["pos", "position", "rank", "ranking", "place", "placing", "standing"]

  /// The fewest rows a ranking is read from.
  static let minimumRankedRows = 12

  /// `table` drawn as the histogram of its first measure when its rows are places of a ranking:
  /// x, read over the rows or as a long table's x, is named as a place (``rankWords``) and runs
  /// from 0 or 1 without ever falling, and every measure never rises or never falls down the
  /// rows (``isSortedBy(_:)``), over ``minimumRankedRows`` rows or more. Nil for any other
  /// table: a leaderboard whose other measures do not follow the sort, a `step` or a
  /// `position` along a track whose measure goes up and down.
  ///
  /// - Parameters:
  ///   - table: The table as first decoded, before any split by a column of words.
  ///   - options: What was asked for.
  /// - Returns: The table redrawn, or nil.
  static func ranking(_ table: DecodedTable, options: DecodeOptions) -> DecodedTable? {
    guard let (plan, measures) = namedMeasures(table, options: options), let first = measures.first,
      ColumnPlan.words(of: String(plan.names[plan.x].prefix(ColumnPlan.maxJudgedNameCharacters)))
        .contains(where: rankWords.contains)
    else { return nil }
    let places = first.xs.filter(\.isFinite)
    guard places.count >= minimumRankedRows, let least = places.first, least == 0 || least == 1,
      zip(places, places.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return nil }
    // x itself is no measure of the ranked things when it is read as a long table's x.
    let ranked = measures.filter { $0.name != plan.names[plan.x] }
    guard let measure = ranked.first, ranked.allSatisfy({ isSortedBy($0.ys) }) else { return nil }
    var choice = ChartChoice(plan: plan)
    let (dataset, note) = histogram(of: measure.ys, name: measure.name)
    choice.x = measure.name
    choice.y = []
    choice.mark = .histogram
    choice.decidedMark = .histogram
    choice.notes = [.rowsRanked(place: plan.names[plan.x], measure: measure.name), note]
    var result = table
    result.dataset = dataset
    result.columns.choice = choice
    result.columns.x = measure.name
    result.columns.y = []
    result.columns.series = nil
    result.candidates = nil
    return result
  }
}

/// A rank is an order of units, not of moments: the 498 colleges of a top list by `rank`, the
/// 50 busiest airports by `Rank`. Read as the x of the others (the first measure, and it only
/// grows), a line joined college to college as if each were the next step of one history: a
/// zigzag in every panel. Each ranked thing is a point.
extension ChartChoice {
  /// Words of a column's name that say it ranks the rows: `rank`, `ranking`, `standing`.
  /// Not `position` or `place`, which are as often a place along a track or a profile.
  static let rankOrderWords: Set<String> = ["rank", "ranks", "ranking", "rankings", "ranked", "standing", "placing"]

  /// Whether `name` (its first few hundred characters) names a rank (``rankOrderWords``) and
  /// nothing that changes it (`Rank change`, `rank_diff`: a measure of its own).
  static func namesRank(_ name: String) -> Bool {
    let words = ColumnPlan.words(of: name)
    let changeWords: Set<String> = ["change", "changes", "diff", "difference", "delta", "prev", "previous", "last", "up", "down"]
    return words.contains(where: rankOrderWords.contains) && !words.contains(where: changeWords.contains)
  }

  /// The mark of measures drawn against `order`, the measure that orders the rows: points when
  /// it names a rank (``namesRank(_:)``), each ranked thing on its own, said in a
  /// ``Note/rankedAsPoints(rank:)`` note on `choice`; else `mark`, unchanged.
  ///
  /// - Parameters:
  ///   - mark: The mark chosen from how the order's values grow.
  ///   - order: The ordering measure's name.
  ///   - choice: The choice the note is added to.
  /// - Returns: The mark to draw.
  static func markOverRank(_ mark: Dataset.Mark, order: String, choice: inout ChartChoice) -> Dataset.Mark {
    guard mark == .line, namesRank(order) else { return mark }
    choice.notes.append(.rankedAsPoints(rank: order))
    return .points
  }
}
