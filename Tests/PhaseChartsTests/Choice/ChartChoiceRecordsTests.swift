import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Records over a time (#32, h43a): independent records stamped with the time they arrived
/// (nannyml's reference sets: loans, used cars, an `id` each, a model's prediction) are a
/// cross-section, not lines over the time; series over a time (a sensor's trace, returns of a
/// fund) keep their lines.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceRecordsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }
  static func noise(_ index: Int, _ salt: Int) -> Double { ChartChoiceItemsTests.noise(index, salt) }

  /// A time stamp `second` seconds after 2018-01-01 00:00:00 (months of 28 days, as
  /// ``ChartChoiceItemsTests/date(_:)``).
  static func stamp(_ second: Int) -> String {
    let day = second / 86_400
    let rest = second % 86_400
    let date = ChartChoiceItemsTests.date(day + 8 * 336)
    return String(format: "%@ %02d:%02d:%02d", date, rest / 3_600, (rest / 60) % 60, rest % 60)
  }

  /// nannyml's `synthetic_car_loan_reference`: a loan a row, with its id, attributes, the
  /// time it arrived (about every nine minutes), whether it was repaid and the prediction.
  static func loans(count: Int = 1_500) -> String {
    var text = ",id,car_value,debt_to_income_ratio,loan_length,driver_tenure,repaid,timestamp,y_pred_proba,y_pred\n"
    for loan in 0..<count {
      let value = (10_000 + 90_000 * noise(loan, 1)).rounded()
      let ratio = noise(loan, 2)
      let length = (6 + 18 * noise(loan, 3)).rounded()
      let tenure = 7 * noise(loan, 4)
      let repaid = noise(loan, 5) < 0.6 ? 1 : 0
      let proba = ((Double(repaid) * 0.5 + 0.5 * noise(loan, 6)) * 100).rounded() / 100
      text += "\(loan),\(loan),\(value),\(ratio),\(length),\(tenure),\(repaid).0,\(stamp(loan * 523)),\(proba),"
      text += "\(proba >= 0.5 ? 1 : 0)\n"
    }
    return text
  }

  /// nannyml's `regression_synthetic_reference`: used cars, an id each, their age, distance
  /// driven and price new, the true price `y_true`, the model's `y_pred` and the time each
  /// arrived.
  static func cars(count: Int = 1_500) -> String {
    var text = ",id,car_age,km_driven,price_new,y_true,y_pred,timestamp\n"
    for car in 0..<count {
      let age = (1 + 19 * noise(car, 11)).rounded()
      let km = (200_000 * noise(car, 12)).rounded()
      let new = (10_000 + 40_000 * noise(car, 13)).rounded()
      let truth = max(100, new * (1 - age / 25) - km / 20 + 2_000 * noise(car, 14)).rounded()
      let predicted = (truth + 3_000 * (noise(car, 15) - 0.5)).rounded()
      text += "\(car),\(car),\(age),\(km),\(new),\(truth),\(predicted),\(stamp(car * 34))\n"
    }
    return text
  }

  @Test func loansStampedWithTheirArrivalAreACrossSectionNotLinesOverTheTime() throws {
    let prepared = try Self.prepare(Self.loans())
    let choice = prepared.columns.choice
    #expect(choice.x != "timestamp")
    #expect(choice.x != nil)
    #expect(prepared.dataset.mark != .line)
    #expect(choice.skipped.contains { $0.name == "timestamp" && $0.role == .time })
    #expect(choice.notes.first == .recordsOverTime(rows: 1_500, column: "timestamp"))
    #expect(!choice.notes.contains { if case .rowsAreObservations = $0 { true } else { false } })
    // No measure is named as the truth of the prediction: no pair of the two.
    #expect(!choice.notes.contains { if case .predictionAgainstTruth = $0 { true } else { false } })
  }

  @Test func usedCarsDrawTheirPredictedPriceAgainstTheTrueOne() throws {
    let prepared = try Self.prepare(Self.cars())
    let choice = prepared.columns.choice
    #expect(choice.x == "y_true")
    #expect(choice.y == ["y_pred"])
    #expect(prepared.dataset.mark == .points)
    #expect(choice.notes.first == .recordsOverTime(rows: 1_500, column: "timestamp"))
    #expect(choice.notes.contains(.predictionAgainstTruth(prediction: "y_pred", truth: "y_true")))
    #expect(prepared.dataset.series.count == 1)
    #expect(prepared.dataset.series.first?.xs.count == 1_500)
  }

  /// The near shape that must stay a series: a sensor's readings with an id per reading, its
  /// temperature and humidity drifting from one reading to the next.
  @Test func aSensorTraceWithAnIdPerReadingKeepsItsLines() throws {
    var text = "id,timestamp,temperature,humidity\n"
    var temperature = 20.0
    var humidity = 50.0
    for reading in 0..<1_500 {
      temperature += Self.noise(reading, 21) - 0.5
      humidity += 2 * (Self.noise(reading, 22) - 0.5)
      text += "\(reading + 1),\(Self.stamp(reading * 600)),\(temperature),\(humidity)\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "timestamp")
    #expect(prepared.dataset.mark == .line)
    #expect(!prepared.columns.choice.notes.contains(.recordsOverTime(rows: 1_500, column: "timestamp")))
  }

  /// Daily returns of two funds are white noise, as records are, but no column names each
  /// row: a series of returns, kept over its date.
  @Test func returnsWithNoIdKeepTheirDate() throws {
    var text = "date,fund_a,fund_b\n"
    for day in 0..<1_500 {
      text += "\(ChartChoiceItemsTests.date(day)),\(0.02 * (Self.noise(day, 31) - 0.5)),\(0.02 * (Self.noise(day, 32) - 0.5))\n"
    }
    let prepared = try Self.prepare(text)
    #expect(prepared.columns.choice.x == "date")
    #expect(!prepared.columns.choice.notes.contains { if case .recordsOverTime = $0 { true } else { false } })
  }

  /// Fewer than ``ChartChoice/minimumRecordRows`` records are drawn over their time as before.
  @Test func aFewHundredRecordsAreLeftAsTheyAre() throws {
    let prepared = try Self.prepare(Self.loans(count: 400))
    #expect(!prepared.columns.choice.notes.contains { if case .recordsOverTime = $0 { true } else { false } })
  }

  @Test func aProbabilityIsNoPredictionOfAMeasure() {
    func series(_ name: String, _ salt: Int) -> Series {
      Series(name: name, xs: (0..<100).map(Double.init), ys: (0..<100).map { Self.noise($0, salt) })
    }
    #expect(ChartChoice.predictionPair([series("y_pred_proba", 1), series("y_true", 2)]) == nil)
    #expect(ChartChoice.predictionPair([series("price", 1), series("y_pred", 2)]) == nil)
    let pair = ChartChoice.predictionPair([series("age", 3), series("y_pred", 1), series("y_true", 2)])
    #expect(pair?.truth == 2)
    #expect(pair?.prediction == 1)
    #expect(ChartChoice.recordsFollowOn([series("a", 4), series("b", 5)]) == false)
    let walk = Series(name: "walk", xs: (0..<100).map(Double.init), ys: (0..<100).map(Double.init))
    #expect(ChartChoice.recordsFollowOn([series("a", 4), walk]))
  }

  @Test func theRecordsNotesAreSaidInEnglishAndChinese() {
    let records = ChartChoice.Note.recordsOverTime(rows: 50_000, column: "timestamp")
    #expect(
      records.sentence(in: .english)
        == "The 50000 rows are records stamped with timestamp, not a series: none of their measures follows on from one time to the next, so the rows are read as observations."
    )
    #expect(records.sentence(in: .simplifiedChinese) == "这 50000 行是标有时间 timestamp 的独立记录，而非序列：没有一项度量从一个时间延续到下一个时间，因此各行作为观测读取。")
    let pair = ChartChoice.Note.predictionAgainstTruth(prediction: "y_pred", truth: "y_true")
    #expect(
      pair.sentence(in: .english)
        == "y_pred, a model's prediction, is drawn against y_true, the value it predicts: how far each record's prediction lies from the truth."
    )
    #expect(pair.sentence(in: .simplifiedChinese) == "模型的预测值 y_pred 对照其所预测的值 y_true 绘制：显示每条记录的预测与真实值相差多远。")
  }
}
