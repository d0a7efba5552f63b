import PhaseCharts
import PhaseKit

/// The words that describe a chart to someone who cannot see it: the SVG `<title>` and `<desc>`.
enum ChartSummary {
  /// A title for a chart without one: its series names, or "Series".
  static func title(_ scene: ChartScene, language: Language) -> String {
    let names = scene.series.map(\.name).filter { !$0.isEmpty }
    if !names.isEmpty { return names.joined(separator: ", ") }
    if !scene.yLabel.isEmpty { return scene.yLabel }
    return PhaseKitText.series.text(in: language)
  }

  /// One sentence for the chart, then one per line series: points, x range, y range.
  static func describe(_ scene: ChartScene, language: Language) -> [String] {
    var sentences = [
      PhaseKitText.chartSummary.format(
        [String(scene.series.count), String(scene.totalPointCount)], in: language)
    ]
    for (line, extent) in zip(scene.lines, scene.lineExtents) {
      let (x, y) = extent
      guard x.lower <= x.upper else { continue }
      let name = scene.series[line.series].name
      let isTime = scene.xKind == .time
      func xText(_ value: Double) -> String {
        isTime ? TimeTicks.isoLabel(value) : number(scene.xValue(atPosition: value))
      }
      sentences.append(
        PhaseKitText.seriesSummary.format(
          [
            name.isEmpty ? PhaseKitText.series.text(in: language) : name, String(line.xs.count),
            xText(x.lower), xText(x.upper), number(scene.yValue(atPosition: y.lower, of: line)),
            number(scene.yValue(atPosition: y.upper, of: line)),
          ], in: language))
    }
    if let heat = scene.heat { sentences.append(heatSentence(heat, scene: scene, language: language)) }
    sentences += scene.beyondSentences(language: language)
    for annotation in scene.annotations { sentences.append(annotation.text.content) }
    return sentences
  }

  /// The sentence of a heatmap: its value, cells, columns and rows, the x and y it spans
  /// (edge to edge), and the range of its values.
  static func heatSentence(_ heat: ChartScene.Heat, scene: ChartScene, language: Language) -> String {
    let columns = Set(heat.cells.map(\.x0)).count
    let rows = Set(heat.cells.map(\.y0)).count
    let filled = heat.cells.lazy.filter(\.value.isFinite).count
    var low = Double.infinity
    var high = -Double.infinity
    for cell in heat.cells where cell.value.isFinite {
      low = min(low, cell.value)
      high = max(high, cell.value)
    }
    return PhaseKitText.heatmapSummary.format(
      [
        heat.label.isEmpty ? PhaseKitText.series.text(in: language) : heat.label, String(filled), String(columns),
        String(rows), number(heat.xExtent.lowerBound), number(heat.xExtent.upperBound),
        number(heat.yExtent.lowerBound), number(heat.yExtent.upperBound), number(low), number(high),
      ], in: language)
  }

  /// A number with at most three decimals, trailing zeros removed; in e-notation with six
  /// significant digits when it is too small for that (`1.5e-9`) or very large (`1e300`).
  static func number(_ value: Double) -> String {
    if value != 0, value.isFinite, abs(value) < 1e-3 {
      return ChartNumberFormat.trimmed(ChartNumberFormat.scientific(value, decimals: 5))
    }
    var text = ChartNumberFormat.fixed(value, decimals: 3)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension ChartScene {
  /// Every data point: line vertices, points and bars.
  var totalPointCount: Int {
    lines.reduce(0) { $0 + $1.xs.count } + points.count + bars.count + (heat?.cells.count ?? 0)
  }
}
