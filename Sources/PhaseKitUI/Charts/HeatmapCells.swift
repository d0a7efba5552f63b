#if canImport(SwiftUI) && canImport(Charts)
  import Charts
  import Foundation
  import SwiftUI
  import struct PhaseCharts.ChartPresentation
  import struct PhaseCharts.Dataset

  /// A dataset's heatmap (`Dataset.Mark/heatmap`) with Swift Charts'
  /// `RectangleMark(xStart:xEnd:yStart:yEnd:)`: a rectangle per cell of `Dataset/grid`, each
  /// spanning half-way to its neighbours, coloured by its value through
  /// `foregroundStyle(by:)` on a gradient scale (`chartForegroundStyleScale(domain:range:)`)
  /// of the grid's colour stops, whose legend Swift Charts draws as a gradient bar. Blank
  /// cells (no finite value) are left out.
  struct HeatmapCells: View {
    let dataset: Dataset
    let presentation: ChartPresentation

    /// One rectangle drawn, identified by its place in the grid.
    struct Cell: Identifiable {
      let id: Int
      let cell: Dataset.Grid.Cell
    }

    var body: some View {
      let grid = dataset.grid ?? Dataset.Grid(xs: [], ys: [], values: [], valueLabel: "")
      let layout = grid.layout
      let cells = (layout?.cells ?? []).enumerated().filter { $0.element.value.isFinite }.map {
        Cell(id: $0.offset, cell: $0.element)
      }
      let xLabel = presentation.xTitle
      let yLabel = presentation.yTitle
      let valueLabel = grid.valueLabel
      let colors = Dataset.Grid.colorStops(grid.scale).map(Self.color)
      Chart(cells) { cell in
        RectangleMark(
          xStart: .value(xLabel, cell.cell.x0), xEnd: .value(xLabel, cell.cell.x1),
          yStart: .value(yLabel, cell.cell.y0), yEnd: .value(yLabel, cell.cell.y1)
        )
        .foregroundStyle(by: .value(valueLabel, cell.cell.value))
      }
      .chartForegroundStyleScale(domain: grid.valueDomain ?? 0...1, range: Gradient(colors: colors))
      .chartXScale(domain: layout?.x ?? 0...1)
      .chartYScale(domain: layout?.y ?? 0...1)
      .chartLegend(.visible)
      .chartXAxisLabel { AxisTitle(xLabel) }
      .chartYAxisLabel { AxisTitle(yLabel) }
    }

    /// The colour of a 24-bit RGB value.
    static func color(_ rgb: UInt32) -> Color {
      Color(
        red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
        blue: Double(rgb & 0xFF) / 255)
    }
  }
#endif
