#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The compact notice an ``AsyncPhaseView`` lays over a value it could not refresh: the value's
  /// age ("Showing data from 14:05") with the error's symbol, in the environment's language;
  /// tapping it retries.
  ///
  /// A badge rather than a ``StaleBanner``: laid over the content, it leaves the layout of what
  /// the content builder returns as it is. Its texts come from `LoadNotice`'s
  /// `StaleNotice`, as the banner's do; VoiceOver reads the reason too.
  struct StaleBadge: View {
    let loadNotice: LoadNotice
    let retryAction: @MainActor () -> Void
    @Environment(\.phaseKitLanguage) private var language

    var body: some View {
      if let notice = loadNotice.staleNotice(in: language) {
        badge(notice)
      }
    }

    private func badge(_ notice: StaleNotice) -> some View {
      Button(action: retryAction) {
        Label(notice.title, systemImage: notice.symbolName)
          .font(.caption)
          .lineLimit(1)
      }
      .buttonStyle(.bordered)
      .accessibilityLabel(Text(verbatim: Self.spoken(notice)))
    }

    /// The title and, after a failed refresh, why: what VoiceOver reads.
    static func spoken(_ notice: StaleNotice) -> String {
      [notice.title, notice.message].compactMap { $0 }.joined(separator: ". ")
    }
  }
#endif
