import PhaseCharts
import PhaseKit

extension StateCard {
  /// The seed's "no data" placeholder chart for this card: a rule at 0 annotated with the card's
  /// title ("No data available", or "All N points were invalid").
  ///
  /// ``SVGRenderer`` and ``TerminalRenderer`` draw it for an empty card; it has no data points,
  /// so nothing on it can be mistaken for data.
  public var placeholderChart: Chart {
    let title = self.title
    return Chart {
      RuleMark(y: .value(PhaseKitText.average.text(in: language), 0))
        .annotation { Text(title).font(.caption).foregroundColor(.secondary) }
    }
  }
}
