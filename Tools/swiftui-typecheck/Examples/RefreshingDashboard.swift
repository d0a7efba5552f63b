// The self-refreshing dashboard of the SwiftUI guide ("Data that stays fresh"), compiled by
// Tools/swiftui-typecheck/check.sh so that the example keeps compiling against the real API.
import PhaseKitUI
import SwiftUI

import enum PhaseCharts.ChartDecoder

let pricesURL = URL(string: "https://example.com/prices.csv")!

struct Dashboard: View {
  @State private var prices: Loader<SanitizedDataset>

  init(store: ResourceStore) {
    // Every 30 s while shown, on return to the foreground and when the network comes back:
    // one timer and one request per interval for this URL, however many views show it.
    let configuration = LoaderConfiguration(refresh: .every(.seconds(30)))
    _prices = State(
      wrappedValue: Loader(store: store, source: HTTPSource(url: pricesURL), configuration: configuration) {
        data throws(DataError) in try ChartDecoder.decode(data).sanitized()
      })
  }

  var body: some View {
    VStack {
      ChartLoaderView(prices)  // a refresh keeps the chart; a failed one marks it stale
        .frame(height: 240)
      AsyncPhaseView(id: "Oslo", refresh: .every(.seconds(60))) {
        () async throws(DataError) -> Forecast in try await WeatherAPI.forecast(for: "Oslo")
      } content: { phase in
        switch phase {
        case .empty: ProgressView()
        case .success(let forecast): ForecastChart(forecast)  // kept while it refreshes
        case .failure(let error): ErrorView(error: error)
        }
      }
    }
  }
}
