#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The compact notice an ``AsyncPhaseView`` lays over a value it could not refresh: the value's
  /// age ("Showing data from 14:05") with the error's symbol; tapping it retries.
  ///
  /// A badge rather than a ``StaleBanner``: laid over the content, it leaves the layout of what
  /// the content builder returns as it is. Its texts come from ``PhaseKit/StaleNotice``, as the
  /// banner's do; VoiceOver reads the reason too.
  struct StaleBadge: View {
    let notice: StaleNotice
    let retryAction: @MainActor () -> Void

    var body: some View {
      Button(action: retryAction) {
        Label(notice.title, systemImage: notice.symbolName)
          .font(.caption)
          .lineLimit(1)
      }
      .buttonStyle(.bordered)
      .accessibilityLabel(Text(verbatim: spoken))
    }

    /// The title and, after a failed refresh, why: what VoiceOver reads.
    private var spoken: String {
      [notice.title, notice.message].compactMap { $0 }.joined(separator: ". ")
    }
  }
#endif
