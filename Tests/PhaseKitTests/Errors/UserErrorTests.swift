import Foundation
import Testing

@testable import PhaseKit

/// An app's own errors are shown in their own words, and a person may
/// always retry.
@Suite(.timeLimit(.minutes(6))) struct UserErrorTests {
  struct FriendlyError: LocalizedError {
    var errorDescription: String? { "The forecast service is closed on Sundays." }
    var recoverySuggestion: String? { "Come back on Monday." }
  }

  struct CustomError: CustomNSError {
    static var errorDomain: String { "com.example.weather" }
    var errorCode: Int { 7 }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "Station 7 is offline."] }
  }

  struct PlainError: Error {}

  @Test(arguments: Language.allCases)
  func aLocalizedErrorIsShownWithItsOwnText(language: Language) {
    let error = DataError.classify(FriendlyError())
    #expect(error.message(in: language) == "The forecast service is closed on Sundays.")
    #expect(error.recoverySuggestion(in: language) == "Come back on Monday.")
    #expect(!error.message(in: language).contains("FriendlyError"))
    #expect(!error.isRetryable)  // the engine does not retry what it cannot classify
  }

  @Test func aCustomNSErrorAndAnNSErrorKeepTheirDescriptions() {
    #expect(DataError.classify(CustomError()).message(in: .english) == "Station 7 is offline.")
    // The seed's own image error.
    let seed = NSError(
      domain: "AsyncComponent", code: -1, userInfo: [NSLocalizedDescriptionKey: "无效的图片数据"])
    #expect(DataError.classify(seed).message(in: .english) == "无效的图片数据")
  }

  @Test func anErrorWithoutTextStillSaysItIsUnexpected() {
    let message = DataError.classify(PlainError()).message(in: .english)
    #expect(message.hasPrefix("Unexpected error: "))
  }

  @Test func theRetryButtonFollowsTheCallersActionNotTheEngine() {
    let unknown = DataError.classify(FriendlyError()).presentation(in: .english)
    #expect(!unknown.isRetryable)
    #expect(unknown.retryButtonTitle(hasAction: true) == "Retry")
    #expect(unknown.retryButtonTitle(hasAction: false) == nil)
    let forbidden = DataError.unauthorized(status: 403).presentation(in: .simplifiedChinese)
    #expect(forbidden.retryButtonTitle(hasAction: true) == "重试")
  }

  @Test func aStaleBannerOffersRetryOnlyForAFailedRefresh() {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let old = StaleNotice(loadedAt: date, language: .english, now: date)
    #expect(old.retryButtonTitle(hasAction: true) == nil)
    let failed = StaleNotice(
      loadedAt: date, error: DataError.httpStatus(404).presentation(in: .english),
      language: .english, now: date)
    #expect(failed.retryButtonTitle(hasAction: true) == "Retry")
    #expect(failed.retryButtonTitle(hasAction: false) == nil)
  }
}
