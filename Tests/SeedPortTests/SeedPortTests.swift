import Foundation
import PhaseCharts
import PhaseKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seeds' code, ported by changing the import (SeedCode.swift), does what the seeds meant.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(6))) struct SeedPortTests {
  @Test func theViewModelShowsSanitizedDataWithTheSentinelDropped() async {
    StockAPI.failure = nil
    let viewModel = StockViewModel()
    #expect(describe(viewModel.loadingState) == "Color.clear")
    await viewModel.fetchData()
    guard case .success(let data) = viewModel.loadingState else {
      Issue.record("expected success, got \(viewModel.loadingState)")
      return
    }
    #expect(data.points.map(\.y) == [190, 192, 193])
    #expect(data.report.dropped[.sentinel] == 1)
    #expect(describe(viewModel.loadingState) == "Chart 3")
  }

  @Test func theViewModelsCatchAllNoLongerCallsEverythingANetworkError() async throws {
    let viewModel = StockViewModel()
    StockAPI.failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))
    await viewModel.fetchData()
    let decoding = try #require(viewModel.loadingState.error as? DataError)
    guard case .decodingError = decoding else {
      Issue.record("a decoding bug must not read as a network problem: \(decoding)")
      return
    }
    StockAPI.failure = URLError(.cannotConnectToHost)
    await viewModel.fetchData()
    let offline = try #require(viewModel.loadingState.error as? DataError)
    #expect(offline.isRetryable)
    StockAPI.failure = nil
  }

  @Test func theSeedsErrorCasesHaveTheSeedsTexts() throws {
    #expect(throws: DataError.invalidURL("")) { try checkedURL("not a url") }
    #expect(errorDescription(of: .invalidURL) == "无效的URL")
    #expect(errorDescription(of: .emptyData) == "没有可用数据")
    #expect(errorDescription(of: wrap(invalidImageError())) == "网络错误: 无效的图片数据")
    let decoding = try #require(decodeFailure(Data("[1, \"x\"]".utf8)))
    #expect(errorDescription(of: decoding)?.hasPrefix("数据解析错误: ") == true)
    #expect(errorDescription(of: .timedOut(after: .seconds(15))) != nil)  // the `default:` branch
  }

  @Test func thePhaseSwitchCoversTheThreePhases() {
    #expect(describe(AsyncPhase<String, Error>.empty) == "ProgressView")
    #expect(describe(AsyncPhase<String, Error>.success("cat")) == "Image cat")
    #expect(describe(AsyncPhase<String, Error>.failure(invalidImageError())) == "wifi.slash")
  }
}
