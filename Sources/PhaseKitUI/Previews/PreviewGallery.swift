#if canImport(SwiftUI) && canImport(Charts) && canImport(DeveloperToolsSupport)
  // The `#Preview` macro needs Xcode's preview plugin, which Linux does not have: the previewed
  // views live in PreviewSamples.swift, which Tools/swiftui-typecheck compiles.
  import SwiftUI

  #Preview("State cards") { StateCardPreview() }
  #Preview("State cards, zh-Hans") { StateCardPreview(language: .simplifiedChinese) }
  #Preview("State cards, dark") { StateCardPreview(colorScheme: .dark) }
  #Preview("State cards, accessibility text") { StateCardPreview(typeSize: .accessibility3) }
  #Preview("Error views") { ErrorViewPreview() }
  #Preview("Error views, zh-Hans") { ErrorViewPreview().phaseKitLanguage(.simplifiedChinese) }
  #Preview("Error views, dark") { ErrorViewPreview().preferredColorScheme(.dark) }
  #Preview("Load states") { LoadStatePreview() }
  #Preview("Load states, zh-Hans") { LoadStatePreview().phaseKitLanguage(.simplifiedChinese) }
  #Preview("Charts") { ChartPreview() }
  #Preview("Charts the chart choice makes") { ChoiceChartsPreview() }
  #Preview("Charts, dark, zh-Hans") {
    ChartPreview().phaseKitLanguage(.simplifiedChinese).preferredColorScheme(.dark)
  }
  #Preview("Chart states") { ChartStatePreview() }
  #Preview("Chart states, zh-Hans") { ChartStatePreview(language: .simplifiedChinese) }
  #Preview("Loaders") { LoaderPreview() }
  #Preview("Refreshing, and stale after a failed refresh") { RefreshPreview() }
  #Preview("AsyncPhaseView: refreshing, and stale after a failed refresh") {
    AsyncPhaseRefreshPreview()
  }
#endif
