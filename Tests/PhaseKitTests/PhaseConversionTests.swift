import PhaseKit
import Testing

@Suite(.timeLimit(.minutes(6))) struct PhaseConversionTests {
  @Test(arguments: [
    (LoadingState<Int>.idle, AsyncPhase<Int, DataError>.empty),
    (.loading, .empty),
    (.success(3), .success(3)),
    (.failure(DataError.emptyData), .failure(.emptyData)),
    (.failure(CancellationError()), .failure(.cancelled)),
  ])
  func loadingStatesBecomePhases(state: LoadingState<Int>, phase: AsyncPhase<Int, DataError>) {
    #expect(AsyncPhase(state) == phase)
    #expect(state.phase == phase)
  }

  @Test func phasesBecomeLoadingStates() {
    #expect(LoadingState(AsyncPhase<Int, DataError>.empty) == .loading)
    #expect(LoadingState(AsyncPhase<Int, DataError>.success(2)) == .success(2))
    #expect(LoadingState(AsyncPhase<Int, DataError>.failure(.emptyData)) == .failure(DataError.emptyData))
    #expect(AsyncPhase<Int, DataError>.empty.isEmpty)
    #expect(LoadingState<Int>.idle.isIdle)
  }

  @Test func failuresOfDifferentErrorTypesAreNotEqual() {
    struct Plain: Error {}
    #expect(LoadingState<Int>.failure(Plain()) == .failure(Plain()))
    #expect(LoadingState<Int>.failure(Plain()) != .failure(DataError.emptyData))
  }
}
