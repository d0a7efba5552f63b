import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct ScreenPresenceTests {
  @Test func everyAppearanceLoadsAndOnlyTheLastDisappearanceCancels() {
    var presence = ScreenPresence()
    #expect(!presence.isOnScreen)
    #expect(presence.viewAppeared() == .load)
    #expect(presence.viewAppeared() == .load)
    #expect(presence.viewDisappeared(isLoading: true) == .none)  // another view still shows it
    #expect(presence.isOnScreen)
    #expect(presence.viewDisappeared(isLoading: true) == .cancel)
    #expect(!presence.isOnScreen)
  }

  @Test func leavingTheScreenWithNothingRunningCancelsNothing() {
    var presence = ScreenPresence()
    _ = presence.viewAppeared()
    #expect(presence.viewDisappeared(isLoading: false) == .none)
    // An extra disappearance (a view torn down twice) never goes below zero.
    #expect(presence.viewDisappeared(isLoading: true) == .none)
    #expect(presence.visibleViewCount == 0)
  }

  @Test func invalidationRefetchesOnScreenAndMarksOffScreen() {
    var presence = ScreenPresence()
    #expect(presence.dataInvalidated() == .markForRefresh)
    _ = presence.viewAppeared()
    #expect(presence.dataInvalidated() == .refresh)
    _ = presence.viewDisappeared(isLoading: false)
    #expect(presence.dataInvalidated() == .markForRefresh)
  }
}
