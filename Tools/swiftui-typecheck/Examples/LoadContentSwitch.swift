// The one read model, drawn by hand: a switch over a `Loader`'s `content` (PhaseKit's
// `LoadContent`) with PhaseKitUI's views for each case, and a chart area drawn straight from it.
import PhaseKit
import PhaseKitUI
import SwiftUI

import struct PhaseCharts.Dataset

struct ReadingsScreen: View {
  @State private var loader = Loader { () async throws(DataError) -> [Double] in [1, 2, 3] }

  var body: some View {
    switch loader.content {
    case .placeholder(let progress):
      LoadProgressView(progress: progress)
    case .value(let readings, let notice):
      VStack {
        if let notice {
          StaleBanner(notice: notice) { Task { await loader.retry() } }
        }
        Text("\(readings.count) readings")
      }
    case .failure(let error):
      ErrorView(error: error) { Task { await loader.retry() } }
    }
  }
}

struct ReadingsChartArea: View {
  let loader: Loader<Dataset>

  var body: some View {
    ChartStateView(loader.content, retryAction: { await loader.retry() })
  }
}
