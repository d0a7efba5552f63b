#if canImport(SwiftUI)
  // PhaseKitUI is the thin SwiftUI layer: every decision (what a state shows, its texts, whether a
  // retry is offered, how prominent an error is) is made in PhaseKit and PhaseCharts, and the
  // views here only draw it.
  //
  // PhaseKit is re-exported so that an app writes one import. PhaseCharts is deliberately NOT
  // re-exported: its drawing API mirrors Swift Charts and SwiftUI by name (`Chart`, `LineMark`,
  // `ForEach`, `Text`), so re-exporting it would make those names ambiguous in every SwiftUI file
  // of the app. Files here import the few PhaseCharts declarations they need by name
  // (`import struct PhaseCharts.Dataset`) for the same reason.
  @_exported import PhaseKit
#endif
