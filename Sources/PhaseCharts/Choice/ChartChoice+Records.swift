import Foundation
import PhaseKit

/// Records are not a sequence: a monitoring reference set of 50 000 loans (or used cars, or
/// work-from-home days), each with an `id`, the time it arrived, its attributes and the
/// model's prediction. Joined by lines over the timestamp, every measure stood as a solid band
/// of colour from which only its range read: the next loan's value does not follow on from
/// this one's. A measure that follows on (a sensor trace, a price, the weather) keeps its line;
/// a table of records whose measures all jump from row to row as much as they spread is the
/// cross-section its rows are, read as observations, with the time set aside and said in a
/// note.
extension ChartChoice {
  /// The fewest rows a table of records stamped with a time needs before its time is set
  /// aside: fewer are drawn over the time as they are (a line through a few dozen points
  /// reads).
  static let minimumRecordRows = 1_000

  /// The fewest measures whose course over the time is judged: one white-noise measure (a
  /// fund's daily returns) is a series of its own, read as such.
  static let minimumRecordMeasures = 2

  /// `table`, read over a time, as the cross-section of its rows (``crossSection(_:plan:xRole:)``)
  /// when they are independent records stamped with that time; nil for any other table.
  ///
  /// The rows are records when all of these hold:
  /// - x is a date, with nothing named and nothing to split the rows by, over
  ///   ``minimumRecordRows`` rows or more;
  /// - a column names or numbers each row (``namesEachRow(_:)``: an `id`, a name);
  /// - ``minimumRecordMeasures`` measures or more are drawn, and not one of them follows on
  ///   from row to row in the order of the time (``recordsFollowOn(_:)``): every measure is
  ///   as far from the next row's as from any other's.
  ///
  /// A sensor trace, a price or the weather follows on (its lag-1 autocorrelation is high);
  /// a table of returns follows on in none of its measures but names no row (no `id`), and
  /// is kept over its time.
  ///
  /// - Parameter table: The table as chosen over its time.
  /// - Returns: The cross-section, or nil.
  static func recordsOverTime(_ table: DecodedTable) -> DecodedTable? {
    guard let plan = datedRows(table, minimumRows: minimumRecordRows), table.dataset.xKind == .date,
      table.dataset.series.count >= minimumRecordMeasures, namesEachRow(plan),
      !recordsFollowOn(table.dataset.series)
    else { return nil }
    let rows = table.dataset.series.first?.count ?? 0
    guard var result = crossSection(table, plan: plan, xRole: plan.roles[plan.x]) else { return nil }
    // The records note says the rows are read as observations: the scatter's own note, that
    // nothing orders the rows, would deny the time it names.
    result.columns.choice.notes.removeAll { if case .rowsAreObservations = $0 { true } else { false } }
    result.columns.choice.notes.insert(.recordsOverTime(rows: rows, column: plan.names[plan.x]), at: 0)
    if let pair = predictionPair(table.dataset.series), let items = result.plan {
      return predictionAgainstTruth(
        result, plan: items, truth: table.dataset.series[pair.truth],
        prediction: table.dataset.series[pair.prediction], records: .recordsOverTime(rows: rows, column: plan.names[plan.x]))
    }
    return result
  }

  /// Words of a measure's name that say it is a model's prediction (`y_pred`, `predicted`,
  /// `yhat`).
  static let predictionWords: Set<String> = ["pred", "prediction", "predicted", "predictions", "yhat", "fitted"]
  /// Words of a measure's name that say it is the true value a prediction is checked
  /// against (`y_true`, `actual`, `observed`).
  static let truthWords: Set<String> = ["true", "truth", "actual", "observed", "target"]
  /// Words of a prediction's name that say it is a probability or a score of a class
  /// (`y_pred_proba`): against a true class it is no pair of one quantity.
  static let predictionScoreWords: Set<String> = ["proba", "prob", "probability", "score", "logit"]

  /// The indexes in `series` of a model's prediction and the true value it predicts, both
  /// measures of many levels (``isFewLevels(_:)``: not a class): the first measure named as a
  /// prediction (``predictionWords``, and no probability: ``predictionScoreWords``) and the
  /// first named as the truth (``truthWords``) and not as a prediction. Nil when either is
  /// missing.
  static func predictionPair(_ series: [Series]) -> (truth: Int, prediction: Int)? {
    func words(_ index: Int) -> Set<String> {
      Set(ColumnPlan.words(of: String(series[index].name.prefix(ColumnPlan.maxJudgedNameCharacters))).map { $0.lowercased() })
    }
    guard
      let prediction = series.indices.first(where: {
        let named = words($0)
        return !named.isDisjoint(with: predictionWords) && named.isDisjoint(with: predictionScoreWords)
      }),
      let truth = series.indices.first(where: {
        let named = words($0)
        return $0 != prediction && !named.isDisjoint(with: truthWords) && named.isDisjoint(with: predictionWords)
      }),
      !isFewLevels(series[prediction]), !isFewLevels(series[truth])
    else { return nil }
    return (truth, prediction)
  }

  /// `table`, a cross-section of records, redrawn as `prediction` against `truth` as points:
  /// how far the model's predictions lie from what they predicted, said in a
  /// ``Note/predictionAgainstTruth(prediction:truth:)`` note after `records`.
  static func predictionAgainstTruth(
    _ table: DecodedTable, plan: ColumnPlan, truth: Series, prediction: Series, records: Note
  ) -> DecodedTable {
    var choice = ChartChoice(plan: plan)
    choice.x = truth.name
    choice.y = [prediction.name]
    choice.series = nil
    choice.mark = .points
    choice.decidedMark = .points
    choice.notes = [records, .predictionAgainstTruth(prediction: prediction.name, truth: truth.name)]
    var result = table
    result.dataset = Dataset(
      xKind: .number, xLabel: truth.name, yLabel: prediction.name,
      series: [Series(name: prediction.name, xs: truth.ys, ys: prediction.ys)], mark: .points)
    result.columns.choice = choice
    result.columns.x = truth.name
    result.columns.y = [prediction.name]
    result.columns.series = nil
    return result
  }

  /// Whether any of `series` (sharing their xs) follows on from row to row in the order of
  /// their x (``followsOn(_:)``: a lag-1 to lag-24 autocorrelation above a half), read on the
  /// first ``maxItemRowsRead`` rows with a finite x, one after another: the next reading of a
  /// series is near the last, the next record is any record. A series with no finite value
  /// follows on (it tells nothing against the line).
  static func recordsFollowOn(_ series: [Series]) -> Bool {
    guard let first = series.first else { return true }
    let rows = first.xs.indices.lazy.filter { first.xs[$0].isFinite }.prefix(maxItemRowsRead)
      .sorted { first.xs[$0] < first.xs[$1] }
    guard rows.count >= minimumItemDates else { return true }
    return series.contains { one in
      let ys = rows.compactMap { one.ys.indices.contains($0) && one.ys[$0].isFinite ? one.ys[$0] : nil }
      return ys.count < minimumItemDates || followsOn(ys)
    }
  }
}
