// expect: main actor-isolated instance method 'points(for:)' in a synchronous nonisolated context
// `PlotPointsModel` is main-actor isolated: its cache and the points on screen are read and
// written there only, and large data is plotted in its own detached task. Plotting from a
// non-isolated closure — here `onGeometryChange`'s `@Sendable` transform, which the SDK may run
// off the main actor — must not compile; read the points in `body` and update from `.task(id:)`.
import PhaseCharts
import SwiftUI

struct PointCountBadge: View {
  let dataset: Dataset
  @State private var plot = PlotPointsModel()
  @State private var count = 0

  var body: some View {
    Color.clear
      .onGeometryChange(for: Int.self) { [plot, dataset] proxy in
        plot.points(for: PlotPointsModel.Request(dataset: dataset, width: Double(proxy.size.width)))?.count ?? 0
      } action: { newCount in
        count = newCount
      }
  }
}
