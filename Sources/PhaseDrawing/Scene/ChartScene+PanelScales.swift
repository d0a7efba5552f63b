import Foundation
import PhaseCharts

extension ChartScene {
  /// Puts the panels whose series have a log y (a dataset's `Dataset.panelYScales`) on it:
  /// their lines' y values and their bands become base-10 logarithms, as
  /// ``placeOnLogScales(x:y:)`` does for one shared axis; the other panels stay linear.
  ///
  /// - Parameter scales: The y scale of each series' panel, by series index.
  mutating func placePanelsOnLogScales(_ scales: [Dataset.Scale]) {
    panelYIsLog = Set(scales.indices.filter { scales[$0] == .log })
    guard !panelYIsLog.isEmpty else { return }
    let position = Self.logPosition
    for index in lines.indices where panelYIsLog.contains(lines[index].series) {
      lines[index].ys = lines[index].ys.map(position)
      lines[index].lows = lines[index].lows?.map(position)
    }
    for index in panelBands.indices where panelYIsLog.contains(index) {
      guard var band = panelBands[index] else { continue }
      band.lows = band.lows.map(position)
      band.highs = band.highs.map(position)
      panelBands[index] = band
    }
  }

  /// The name of the panel of `line`: its series' name, marked as on a log scale when it is.
  func panelTitle(of line: Line) -> String {
    let name = series[line.series].name
    return isPanelLog(line) && !name.isEmpty ? Dataset.Scale.log.axisTitle(name, in: language) : name
  }

  /// Whether the panel of `line` has a log y.
  func isPanelLog(_ line: Line) -> Bool { layout == .panels && panelYIsLog.contains(line.series) }

  /// A y value in data units for a position on the y axis `line` is drawn against: 10^position
  /// on a log axis, its panel's or the shared one.
  func yValue(atPosition position: Double, of line: Line) -> Double {
    isPanelLog(line) ? pow(10, position) : yValue(atPosition: position)
  }

  /// The y domain and ticks of the panel of line `index`: its extent (``panelYExtent(_:)``)
  /// widened to nice values, in decades on a log panel; at least two ticks.
  ///
  /// - Parameters:
  ///   - index: The line's index.
  ///   - count: About how many ticks.
  func panelAxis(_ index: Int, count: Int) -> (ClosedRange<Double>, [Tick]) {
    let extent = panelYExtent(index)
    guard lines.indices.contains(index), isPanelLog(lines[index]) else {
      return SVGPanelLayout.axis(extent.range(padding: 1, empty: -1...1), count: count)
    }
    return LogTicks.nicedAxis(extent.range(padding: 0.5, empty: 0...1), count: count)
  }
}
