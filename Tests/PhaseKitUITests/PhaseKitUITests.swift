import Testing

@testable import PhaseKitUI

// PhaseKitUI is SwiftUI-only; on Linux the module is empty and its decisions are tested in the
// core and chart targets. On Apple platforms these tests also compile the views.
@Suite struct PhaseKitUIBuildTests {
  @Test func moduleBuilds() {
    #if canImport(SwiftUI)
      #expect(Bool(true))
    #endif
  }
}
