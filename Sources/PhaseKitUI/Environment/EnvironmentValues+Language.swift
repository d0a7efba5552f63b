#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The key behind ``SwiftUI/EnvironmentValues/phaseKitLanguage``.
  private struct PhaseKitLanguageKey: EnvironmentKey {
    // The user's language is read once: every PhaseKitUI view reads this key, and Apple platforms
    // relaunch an app when the user changes its language. An in-app choice made in code
    // (`Language.override`) is read every time, so views drawn after it is set follow it.
    private static let userLanguage = Language.current(
      environment: ProcessInfo.processInfo.environment)

    static var defaultValue: Language { Language.override ?? userLanguage }
  }

  extension EnvironmentValues {
    /// The language every PhaseKitUI view speaks in: error views, stale banners, progress labels
    /// and chart placeholders.
    ///
    /// Defaults to `Language.current`: `Language.override` when the app set
    /// one, else the user's preferred languages. Set it with
    /// ``SwiftUI/View/phaseKitLanguage(_:)`` to choose the language of a view hierarchy; unlike
    /// `Language.override`, a change made that way redraws the views at once.
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
    /// - Parameter language: The language; PhaseKitUI uses `Language.current` when
    ///   none is set.
    /// - Returns: A view whose PhaseKitUI descendants speak `language`.
    public func phaseKitLanguage(_ language: Language) -> some View {
      environment(\.phaseKitLanguage, language)
    }
  }
#endif
