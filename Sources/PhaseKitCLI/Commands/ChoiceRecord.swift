import PhaseCharts
import PhaseKit

/// The `--events` line that says which columns a chart drew and why, beside the load's events:
/// `{"event":"chartChosen","x":"time","y":["value"],"skipped":[{"name":"rownames","role":"rowIndex"}],…}`.
struct ChoiceRecord: Encodable {
  struct Skipped: Encodable {
    var name: String
    var role: ColumnRole
  }

  /// Another chart worth drawing, and the flags that draw it.
  struct Also: Encodable {
    var x: String
    var y: [String]
    var mark: Dataset.Mark
    var flags: String
  }

  var event = "chartChosen"
  var label: String
  /// Nil when x is the row number.
  var x: String?
  var y: [String]
  var series: String?
  var skipped: [Skipped]
  var mark: Dataset.Mark
  var layout: Dataset.Layout
  /// The notes in English, the log's language.
  var notes: [String]
  /// The other charts the choice names (``ChartChoice/alternatives``).
  var also: [Also]

  init(_ choice: ChartChoice, label: String) {
    self.label = SecretRedaction.apply(to: label)
    x = choice.x
    y = choice.y
    series = choice.series
    skipped = choice.skipped.map { Skipped(name: $0.name, role: $0.role) }
    mark = choice.mark
    layout = choice.layout
    notes = choice.noteSentences(in: .english)
    also = choice.alternatives.map { Also(x: $0.x, y: $0.y, mark: $0.mark, flags: ReportText.flags($0)) }
  }
}
