// The examples of PhaseKitUI.docc/UsingPhaseKitUI.md, typechecked by Tools/swiftui-typecheck/check.sh so that the
// documentation keeps compiling against the real API.
import PhaseKitUI
import SwiftUI

import enum PhaseCharts.ChartDecoder
import struct PhaseCharts.Dataset

struct Forecast: Sendable {}
struct StockData: Sendable {}
enum WeatherAPI { static func forecast(for city: String) async throws(DataError) -> Forecast { Forecast() } }
enum StockAPI { static func fetchLatest() async throws(DataError) -> [StockData] { [] } }
struct ForecastChart: View { init(_ f: Forecast) {}; var body: some View { EmptyView() } }
struct StockChart: View { init(data: [StockData]) {}; var body: some View { EmptyView() } }
let weatherURL = URL(string: "https://example.com/weather.csv")!
let csvURL = weatherURL
let testImageURL = weatherURL

struct ForecastView: View {
  let city: String

  var body: some View {
    AsyncComponentView(id: city, transaction: Transaction(animation: .easeInOut)) {
      () async throws(DataError) -> Forecast in
      try await WeatherAPI.forecast(for: city)
    } content: { phase in
      switch phase {
      case .empty: ProgressView()
      case .success(let forecast): ForecastChart(forecast)
      case .failure(let error): ErrorView(error: error)
      }
    }
  }
}

struct URLView: View {
  var body: some View {
    AsyncPhaseView(dataFrom: csvURL) { phase in
      switch phase {
      case .empty: ProgressView()
      case .success(let data): Text("\(data.count) bytes")
      case .failure(let error): ErrorView(error: error)
      }
    }
  }
}

struct StockChartView: View {
  @State private var loader = Loader { () async throws(DataError) -> [StockData] in
    try await StockAPI.fetchLatest()
  }

  var body: some View {
    LoaderView(loader) { display in
      LoadStateView(display, retryAction: { await loader.retry() }) { stocks in
        StockChart(data: stocks)
          .frame(height: 300)
      }
    }
    .refreshable { await loader.refresh() }
  }
}

struct WeatherChartView: View {
  @State private var loader = Loader(source: HTTPSource(url: weatherURL)) {
    data throws(DataError) in try ChartDecoder.decode(data).sanitized()
  }

  var body: some View {
    ChartLoaderView(loader)
      .frame(height: 300)
  }
}

struct ContentOnly: View {
  @State private var loader = Loader { () async throws(DataError) -> [StockData] in [] }
  var body: some View {
    LoaderContentView(loader) { stocks in StockChart(data: stocks) }
  }
}

struct Placeholder: View {
  let data: Dataset
  var body: some View {
    if data.isEmpty {
      NoDataChart()
    } else {
      SeriesChart(dataset: data)
    }
  }
}

@MainActor final class SeedViewModel { func fetchData() {}; func fetchDataAsync() async {} }
@MainActor struct Errors {
  let viewModel = SeedViewModel()
  let error: any Error = DataError.emptyData
  func reload() {}
  @ViewBuilder var views: some View {
    ErrorView(error: error, retryAction: viewModel.fetchData)
    ErrorView(error: error) { Task { await viewModel.fetchDataAsync() } }
    ErrorView(presentation: DataError.emptyData.presentation(in: .english), retryAction: reload)
    WeatherChartView().phaseKitLanguage(.simplifiedChinese)
  }
}

struct SeedSwitchView: View {
  @State private var loader = Loader { () async throws(DataError) -> [StockData] in [] }

  var body: some View {
    LoaderView(loader) { display in
      switch display.phase {
      case .empty: ProgressView()
      case .success(let stocks): StockChart(data: stocks)
      case .failure(let error): ErrorView(error: error) { Task { await loader.retry() } }
      }
    }
    .overlay {
      switch loader.state {
      case .idle, .loading: ProgressView()
      case .success, .failure: EmptyView()
      }
    }
  }
}

/// UsingPhaseKitUI.md, "Seed 000": a Loader from an ordinary `async throws` closure.
enum UntypedStockAPI { static func fetchLatest() async throws -> [StockData] { [] } }

struct StockChartViewUntyped: View {
  @State private var loader = Loader { try await UntypedStockAPI.fetchLatest() }  // any `throws`

  var body: some View {
    LoaderView(loader) { display in
      LoadStateView(display, retryAction: { await loader.retry() }) { stocks in
        StockChart(data: stocks)
          .frame(height: 300)
      }
    }
  }
}

/// UsingPhaseKitUI.md, "A loader on screen": invalidation refetches the loaders on screen.
func afterPosting(to store: ResourceStore) {
  store.invalidate(key: weatherURL.absoluteString)
}

/// UsingPhaseKitUI.md, "Errors": the view that loads through a store and animates its changes.
struct StoreChartView: View {
  @State private var loader: Loader<SanitizedDataset>

  init(store: ResourceStore) {
    _loader = State(
      wrappedValue: Loader(store: store, source: HTTPSource(url: weatherURL)) { data throws(DataError) in
        try ChartDecoder.decode(data).sanitized()
      })
  }

  var body: some View {
    ChartLoaderView(loader, transaction: Transaction(animation: .easeInOut))
      .frame(height: 300)
  }
}
