#if canImport(SwiftUI)
  import SwiftUI

  /// The layout shared by ``ErrorView`` (from an `ErrorPresentation`) and ``StateCardView``'s error
  /// card (from a `StateCard`): symbol, title, message, hint, action button, details on request.
  ///
  /// Every text arrives resolved; this view decides nothing but where things go.
  struct ErrorCardLayout: View {
    var symbolName: String
    var title: String
    var message: String?
    var hint: String?
    /// The action's label; `nil` hides the button (the error cannot be fixed by retrying).
    var actionTitle: String?
    var details: String?
    var detailsTitle: String
    /// Whether a person must act outside the app (sign in, grant a permission): the hint is then
    /// the most important line and is emphasized.
    var isActionRequired: Bool
    var action: (@MainActor () -> Void)?

    @State private var showsDetails = false

    // Written out because the private `@State` would make the memberwise initializer private.
    init(
      symbolName: String, title: String, message: String?, hint: String?, actionTitle: String?,
      details: String?, detailsTitle: String, isActionRequired: Bool = false,
      action: (@MainActor () -> Void)?
    ) {
      self.symbolName = symbolName
      self.title = title
      self.message = message
      self.hint = hint
      self.actionTitle = actionTitle
      self.details = details
      self.detailsTitle = detailsTitle
      self.isActionRequired = isActionRequired
      self.action = action
    }

    var body: some View {
      VStack(spacing: 12) {
        Image(systemName: symbolName)
          .font(.largeTitle)
          .foregroundStyle(isActionRequired ? Color.red : Color.orange)
          .accessibilityHidden(true)
        Text(title)
          .font(.title)
          // VoiceOver's rotor moves from heading to heading: the card's title is one.
          .accessibilityAddTraits(.isHeader)
        if let message {
          Text(message)
            .multilineTextAlignment(.center)
        }
        if let hint {
          Text(hint)
            .font(isActionRequired ? .headline : .callout)
            .foregroundStyle(isActionRequired ? Color.primary : Color.secondary)
            .multilineTextAlignment(.center)
        }
        if let actionTitle, let action {
          Button(actionTitle) { action() }
            .buttonStyle(.borderedProminent)
        }
        if let details, !details.isEmpty {
          // A button rather than a DisclosureGroup: DisclosureGroup does not exist on tvOS and
          // watchOS.
          Button(detailsTitle) { showsDetails.toggle() }
            .buttonStyle(.borderless)
            .font(.caption)
          if showsDetails {
            Text(details)
              .font(.caption)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }
        }
      }
      .padding()
    }
  }

  /// A button action that starts an async action (such as `loader.retry()`) in a task, since
  /// buttons take synchronous actions; `nil` stays `nil` (no button).
  func startingTask(_ action: (@MainActor @Sendable () async -> Void)?) -> (@MainActor () -> Void)? {
    guard let action else { return nil }
    return { Task { await action() } }
  }

  /// The layout shared by ``StaleBanner`` (from a `StaleNotice`) and ``StateCardView``'s stale
  /// card (from a `StateCard`): symbol, title, message and an optional action, in a tinted bar.
  struct NoticeBannerLayout: View {
    var symbolName: String
    var title: String
    var message: String?
    /// A second line, for what the person must do when that matters more than retrying.
    var hint: String? = nil
    var actionTitle: String?
    var action: (@MainActor () -> Void)?

    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
      // At accessibility text sizes the texts need the whole width: the button goes under them.
      let layout =
        dynamicTypeSize.isAccessibilitySize
        ? AnyLayout(VStackLayout(alignment: .leading, spacing: 10))
        : AnyLayout(HStackLayout(alignment: .center, spacing: 10))
      layout {
        Image(systemName: symbolName)
          .foregroundStyle(.orange)
          .accessibilityHidden(true)
        VStack(alignment: .leading, spacing: 2) {
          Text(title)
            .font(.subheadline.weight(.semibold))
          if let message {
            Text(message)
              .font(.caption)
              .foregroundStyle(.secondary)
          }
          if let hint {
            Text(hint)
              .font(.caption.weight(.semibold))
          }
        }
        // VoiceOver reads the notice as one sentence ("Showing data from 14:05, …"), then the
        // button on its own.
        .accessibilityElement(children: .combine)
        if !dynamicTypeSize.isAccessibilitySize {
          Spacer(minLength: 0)
        }
        if let actionTitle, let action {
          Button(actionTitle) { action() }
            .buttonStyle(.bordered)
        }
      }
      .padding(10)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color.orange.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
    }
  }
#endif
