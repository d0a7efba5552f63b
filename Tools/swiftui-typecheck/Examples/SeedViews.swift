// The seed's (000) views, ported by changing the import, compiled by
// Tools/swiftui-typecheck/check.sh. Left out: `.toolbar` (not in the stand-ins) and the seed's own
// bug of calling an `async` `fetchData()` from `onAppear` without a task.
import Observation
import PhaseCharts
import PhaseKitUI
import SwiftUI

@MainActor @Observable final class WeatherViewModel {
  var loadingState: LoadingState<SanitizedDataset> = .idle
  func fetchData() {}
}

struct WeatherChartView000: View {
  @State var viewModel = WeatherViewModel()

  var body: some View {
    Group {
      switch viewModel.loadingState {
      case .idle:
        Color.clear
      case .loading:
        ProgressView { Text("加载天气数据...") }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      case .success(let data):
        SeriesChart(data: data)
      case .failure(let error):
        ErrorView(error: error, retryAction: viewModel.fetchData)
      }
    }
  }
}

/// The same screen with PhaseKit doing the loading: progress, error with Retry, the "no data"
/// placeholder, stale data after a failed refresh.
struct WeatherLoaderView: View {
  @State private var loader = Loader {
    try await fetchWeather().sanitized()
  }

  var body: some View {
    ChartLoaderView(loader)
      .frame(height: 300)
  }
}

func fetchWeather() async throws -> Dataset { Dataset(series: []) }
