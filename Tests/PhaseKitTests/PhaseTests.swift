import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct AsyncPhaseTests {
  @Test func accessorsExposeTheValueOrTheError() {
    let success = AsyncPhase<Int, DataError>.success(3)
    #expect(success.value == 3)
    #expect(success.error == nil)
    let failure = AsyncPhase<Int, DataError>.failure(.emptyData)
    #expect(failure.value == nil)
    #expect(failure.error == .emptyData)
    #expect(AsyncPhase<Int, DataError>.empty.value == nil)
  }

  @Test func loadingStateFailuresCompareByTheirErrors() {
    #expect(LoadingState<Int>.failure(DataError.emptyData) == .failure(DataError.emptyData))
    #expect(LoadingState<Int>.failure(DataError.emptyData) != .failure(DataError.cancelled))
    #expect(LoadingState<Int>.success(1) != .loading)
  }
}

@Suite(.timeLimit(.minutes(6))) struct LanguageTests {
  @Test(arguments: [
    (["LANG": "zh_CN.UTF-8"], Language.simplifiedChinese),
    (["LANG": "en_US.UTF-8"], .english),
    (["LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .simplifiedChinese),
    (["LC_MESSAGES": "en_GB", "LANG": "zh_CN.UTF-8"], .english),
    (["LANG": "fr_FR.UTF-8"], .english),
    ([:], .english),
  ])
  func environmentChoosesTheLanguage(environment: [String: String], expected: Language) {
    #if os(Linux)
      #expect(Language.current(environment: environment) == expected)
    #endif
  }

  @Test func everyTextHasBothLanguages() {
    for key in PhaseKitText.allCases {
      #expect(!key.text(in: .english).isEmpty)
      #expect(!key.text(in: .simplifiedChinese).isEmpty)
    }
    #expect(PhaseKitText.noDataAvailable.text(in: .simplifiedChinese) == "无可用数据")
    #expect(PhaseKitText.allPointsInvalid.format(["12"], in: .english) == "All 12 points were invalid")
  }
}
