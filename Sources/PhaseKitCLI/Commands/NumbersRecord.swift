import PhaseCharts
import PhaseKit

/// The `--events` line that says how the numbers were read when they were not written plainly:
/// `{"event":"numbersRead","decimal":"comma","grouping":".","columns":2,"units":[],…}`.
struct NumbersRecord: Encodable {
  var event = "numbersRead"
  var label: String
  var decimal: String
  var grouping: String?
  var columns: Int
  var units: [String]
  var wasAsked: Bool
  /// The report line in English, the log's language.
  var text: String

  init(_ numbers: NumberNotation, label: String) {
    self.label = SecretRedaction.apply(to: label)
    decimal = numbers.decimal.rawValue
    grouping = numbers.grouping
    columns = numbers.columns
    units = numbers.units
    wasAsked = numbers.wasAsked
    text = ReportText.numbers(numbers, language: .english)
  }
}
