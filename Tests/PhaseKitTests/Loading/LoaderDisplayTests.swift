import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@MainActor @Suite(.timeLimit(.minutes(6))) struct LoaderDisplayTests {
  private let offline = DataError.offline(.init(domain: "NSURLErrorDomain", code: -1004, message: "refused"))

  private func loader(_ responses: [Result<Data, DataError>]) -> Loader<String> {
    Loader(source: CountingSource(responses: responses), configuration: .init(retry: .none)) {
      data throws(DataError) in String(decoding: data, as: UTF8.self)
    }
  }

  @Test func beforeTheFirstLoadTheDisplayIsAPlaceholder() {
    let display = loader([.success(Data("ok".utf8))]).display
    #expect(display.content(in: .english) == .placeholder(progress: nil))
    #expect(display.attempt == 0)
  }

  @Test func aLoadedValueIsDisplayedWithItsDateAndOrigin() async {
    let loader = loader([.success(Data("ok".utf8))])
    await loader.load()
    let display = loader.display
    #expect(display.content(in: .english) == .value("ok", notice: nil))
    #expect(display.loaded == loader.loaded)
    #expect(display.attempt == loader.attempt)
  }

  @Test func aFailedRefreshDisplaysTheValueWithANotice() async throws {
    let loader = loader([.success(Data("ok".utf8)), .failure(offline)])
    await loader.load()
    await loader.refresh()
    let display = loader.display
    #expect(display.isStale)
    #expect(display.error == offline)
    guard case .value(let value, let notice?) = display.content(in: .english) else {
      Issue.record("expected the value with a notice, got \(display.content(in: .english))")
      return
    }
    #expect(value == "ok")
    #expect(notice.error?.message == offline.message(in: .english))
  }

  @Test func aFailureWithNothingToShowIsDisplayedAsAFailure() async {
    let loader = loader([.failure(offline)])
    await loader.load()
    #expect(loader.display.content(in: .english) == .failure(offline.presentation(in: .english)))
  }
}
