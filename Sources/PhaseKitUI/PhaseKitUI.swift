#if canImport(SwiftUI)
  import SwiftUI
  @_exported import PhaseKit
#endif
