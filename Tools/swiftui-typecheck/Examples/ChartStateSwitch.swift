// The "Your own chart area" example of PhaseKitUI.docc/UsingPhaseKitUI.md: a switch over `ChartState` with its three
// `.chart` values, the report passed on to `SeriesChart(data:)` (which VoiceOver's description
// uses), as an app that draws the states itself writes it.
import PhaseKitUI
import SwiftUI

import enum PhaseCharts.ChartState
import struct PhaseCharts.SanitizedDataset

struct MyChartArea: View {
  let state: ChartState

  var body: some View {
    VStack {
      if let notice = state.notice {
        StaleBanner(notice: notice)
      }
      switch state {
      case .card(let card, _):
        StateCardView(card)
      case .chart(let dataset, let report?, _):
        SeriesChart(data: SanitizedDataset(dataset: dataset, report: report))
      case .chart(let dataset, nil, _):
        SeriesChart(dataset: dataset)
      }
    }
  }
}
