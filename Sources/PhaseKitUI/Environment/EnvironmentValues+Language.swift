#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The key behind ``SwiftUI/EnvironmentValues/phaseKitLanguage``.
  private struct PhaseKitLanguageKey: EnvironmentKey {
    // Read once: every PhaseKitUI view reads this key, and Apple platforms relaunch an app when
    // the user changes its language.
    static let defaultValue: Language = .current
  }

  extension EnvironmentValues {
    /// The language every PhaseKitUI view speaks in: error views, stale banners, progress labels
    /// and chart placeholders.
    ///
    /// Defaults to ``PhaseKit/Language/current`` (the user's preferred languages). Set it with
    /// ``SwiftUI/View/phaseKitLanguage(_:)`` to force one language for a view hierarchy, for
    /// example in previews or tests.
    public var phaseKitLanguage: Language {
      get { self[PhaseKitLanguageKey.self] }
      set { self[PhaseKitLanguageKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the language PhaseKitUI views in this hierarchy use for their texts.
    ///
    /// ```swift
    /// WeatherChartView()
    ///   .phaseKitLanguage(.simplifiedChinese)   // "加载失败", "重试", "无可用数据"
    /// ```
    ///
    /// - Parameter language: The language; PhaseKitUI uses ``PhaseKit/Language/current`` when
    ///   none is set.
    /// - Returns: A view whose PhaseKitUI descendants speak `language`.
    public func phaseKitLanguage(_ language: Language) -> some View {
      environment(\.phaseKitLanguage, language)
    }
  }
#endif
