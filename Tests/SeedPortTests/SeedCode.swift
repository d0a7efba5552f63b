// The seeds' non-UI code (shared/seeds, 000 and 001), ported by changing the import.
//
// Everything below is the seeds' code as written, except, as porting allows:
// - the seeds' own definitions of `LoadingState`, `DataError` and `AsyncPhase` are gone: PhaseKit
//   provides them (its `AsyncPhase` has no `= Error` default, which is not Swift);
// - a `switch` over `DataError` (the seed's `errorDescription`) needs `default:` for PhaseKit's
//   richer cases;
// - the seed's own bugs: `sanitized()` padding an empty result with a fake `.default` point (the
//   port uses PhaseCharts' `sanitized()`), and `catch let error as Failure`, which cannot be
//   exhaustive;
// - the payload type the app declares: the seed's `LoadingState<[StockData]>` is
//   `LoadingState<SanitizedDataset>`, what PhaseCharts' `sanitized()` returns. `StockAPI`, the
//   app's own, is a stand-in defined at the end.
import Foundation
import PhaseCharts
import PhaseKit

// MARK: - 000: the loading-state switch (WeatherChartView's body, as text instead of views)

func describe(_ loadingState: LoadingState<SanitizedDataset>) -> String {
  switch loadingState {
  case .idle:
    return "Color.clear"
  case .loading:
    return "加载天气数据..."
  case .success(let data):
    return "Chart \(data.points.count)"
  case .failure(let error):
    return "ErrorView \(error.localizedDescription)"
  }
}

// MARK: - 000: the error texts, in the app's own switch

func errorDescription(of error: DataError) -> String? {
  switch error {
  case .invalidURL: return "无效的URL"
  case .networkError(let error): return "网络错误: \(error.localizedDescription)"
  case .decodingError(let error): return "数据解析错误: \(error.localizedDescription)"
  case .emptyData: return "没有可用数据"
  default: return error.errorDescription  // PhaseKit's richer cases
  }
}

func checkedURL(_ text: String) throws -> URL {
  guard let url = URL(string: text), url.scheme != nil else { throw DataError.invalidURL }
  return url
}

func wrap(_ error: Error) -> DataError {
  DataError.networkError(error)
}

func decodeFailure(_ json: Data) -> DataError? {
  do {
    _ = try JSONDecoder().decode([Double].self, from: json)
    return nil
  } catch let error as DecodingError {
    return .decodingError(error)
  } catch {
    return .emptyData
  }
}

// MARK: - 000: the case study's view model

class StockViewModel: ObservableObject {
  @Published var loadingState: LoadingState<SanitizedDataset> = .idle

  @MainActor
  func fetchData() async {
    loadingState = .loading
    do {
      let data = try await StockAPI.fetchLatest()
      loadingState = .success(data.sanitized())
    } catch {
      loadingState = .failure(DataError.networkError(error))
    }
  }
}

// MARK: - 001: the phase switch

func describe(_ phase: AsyncPhase<String, Error>) -> String {
  switch phase {
  case .empty:
    return "ProgressView"
  case .success(let image):
    return "Image \(image)"
  case .failure:
    return "wifi.slash"
  }
}

// MARK: - 001: the image load's error

func invalidImageError() -> Error {
  NSError(domain: "AsyncComponent", code: -1, userInfo: [NSLocalizedDescriptionKey: "无效的图片数据"])
}

// MARK: - What the app owns

/// The seed's stock API, returning chart data as PhaseCharts decodes it: a price series with a
/// -999 sentinel in the middle, or the failure a test sets.
enum StockAPI {
  nonisolated(unsafe) static var failure: (any Error)?

  static func fetchLatest() async throws -> Dataset {
    if let failure { throw failure }
    return Dataset(series: [Series(name: "AAPL", xs: [1, 2, 3, 4], ys: [190, -999, 192, 193])])
  }
}
