#if canImport(SwiftUI)
  // PhaseKitUI is the thin SwiftUI layer: every decision (what a state shows, its texts, whether a
  // retry is offered, when to reload, refetch or cancel) is made in PhaseKit and PhaseCharts, and
  // the views here only draw it.
  //
  // PhaseKit and PhaseCharts are re-exported so that an app writes one import. PhaseCharts holds
  // the chart data (decoding, sanitizing, downsampling, the pipeline) and no name that mirrors
  // Swift Charts or SwiftUI: the Swift Charts-shaped drawing DSL lives in PhaseDrawing, which
  // SwiftUI apps never import, so `Chart`, `LineMark`, `ForEach` and `Text` stay unambiguous
  // (Tools/swiftui-typecheck/Examples/NameClash.swift proves it).
  @_exported import PhaseCharts
  @_exported import PhaseKit
#endif
