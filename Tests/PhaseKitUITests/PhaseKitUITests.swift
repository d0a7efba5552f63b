import Testing

// PhaseKitUI is SwiftUI-only: on Linux the module is empty, and the rules its views follow are
// tested where they live (PhaseTrackerTests, LoadDisplayTests and LoaderDisplayTests in
// PhaseKitTests; ChartStateTests, PlotPointsTests and PlotPointsModelTests — what SeriesChart
// observes — in PhaseChartsTests). These tests compile
// and run where SwiftUI exists (the macOS CI job).
#if canImport(SwiftUI)
  import PhaseKitUI
  import SwiftUI

  @MainActor @Suite(.timeLimit(.minutes(6))) struct LanguageEnvironmentTests {
    @Test func theDefaultLanguageIsTheUsersLanguage() {
      #expect(EnvironmentValues().phaseKitLanguage == Language.current)
    }

    @Test(arguments: Language.allCases)
    func aLanguageSetInTheEnvironmentIsTheOneRead(language: Language) {
      var values = EnvironmentValues()
      values.phaseKitLanguage = language
      #expect(values.phaseKitLanguage == language)
    }
  }

  @MainActor @Suite(.timeLimit(.minutes(6))) struct SeedNameTests {
    @Test func asyncComponentViewIsAsyncPhaseView() {
      let seedName = ObjectIdentifier(AsyncComponentView<Int, Int, DataError, EmptyView>.self)
      #expect(seedName == ObjectIdentifier(AsyncPhaseView<Int, Int, DataError, EmptyView>.self))
    }
  }
#endif
