#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// A view that observes a `Loader`, loads it while it is on screen, and hands what to
  /// show — the value (possibly stale), the error, the progress — to a view builder.
  ///
  /// The loader is an `@Observable` object that the app owns, typically in `@State`, so that it
  /// survives view updates; this view only reads it. Because the view reads the loader's
  /// properties in `body`, SwiftUI redraws it when any of them changes.
  ///
  /// ```swift
  /// struct StockChartView: View {
  ///   @State private var loader = Loader { try await StockAPI.fetchLatest() }
  ///
  ///   var body: some View {
  ///     LoaderView(loader) { display in
  ///       LoadStateView(display, retryAction: { await loader.retry() }) { stocks in
  ///         StockChart(data: stocks)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it does, as decided by `ScreenPresence` (tested on every platform):
  /// - **Loads on appear** (a fresh value is kept, a running load joined) and **restarts when
  ///   given another loader** (`.task(id:)` on the loader's identity).
  /// - **Cancels on disappear**: when the last view showing the loader goes away, its load is
  ///   cancelled, which is never a failure (the loader goes back to what it showed).
  /// - **Refetches on invalidation**: a loader made with a `ResourceStore` refetches
  ///   while on screen when `ResourceStore.invalidate(key:)` drops its key.
  /// - **Stays fresh** as the loader's `LoaderConfiguration.refresh` policy says
  ///   (`RefreshPolicy`): on an interval, with one timer and one request per store key
  ///   however many views show it, paused while no view shows it. The view feeds the policy's
  ///   signals: `scenePhase` becoming `.active` again is the foreground signal, and on Apple
  ///   platforms `NWPathMonitor` reporting a usable path again is the reconnect signal. A refresh
  ///   keeps the value on screen (``LoadStateView`` shows a small progress indicator); a failed one
  ///   keeps it too, with a stale banner.
  /// - **Pull to refresh** where the container supports it (`.refreshable`), which also gives
  ///   an ``ErrorView`` inside a Retry button.
  /// - Changes of what is shown (placeholder, value, stale value, failure) use `transaction`'s
  ///   animation.
  ///
  /// For the standard presentation (progress, error view, stale banner) without writing the
  /// `switch`, use ``LoaderContentView``.
  public struct LoaderView<Value: Sendable, Content: View>: View {
    private let loader: Loader<Value>
    private let transaction: Transaction
    private let content: (LoadDisplay<Value>) -> Content
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a view for a loader.
    ///
    /// - Parameters:
    ///   - loader: The loader to observe; the app owns it (in `@State` or a model object).
    ///   - transaction: Whose animation changes of what is shown use; `Transaction()` (none) by
    ///     default.
    ///   - content: Builds the view for the loader's current `LoadDisplay`; decide
    ///     what to show with `LoadDisplay.content(in:now:timeZone:)`.
    public init(
      _ loader: Loader<Value>, transaction: Transaction = Transaction(),
      @ViewBuilder content: @escaping (LoadDisplay<Value>) -> Content
    ) {
      self.loader = loader
      self.transaction = transaction
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let display = loader.display
      content(display)
        .animation(transaction.animation, value: display.stage)
        // Capturing only the loader keeps `Content`'s metatype out of the closures.
        .refreshable { [loader] in await loader.refresh() }
        .task(id: ObjectIdentifier(loader)) { [loader] in await RefreshSignalFeed.shared.show(loader) }
        .task(id: isSceneActive) { [isSceneActive] in
          await RefreshSignalFeed.shared.scene(isActive: isSceneActive)
        }
    }

    /// Whether the view's scene is in the foreground; a `Bool`, so the `.task` closure captures a
    /// `Sendable` value.
    private var isSceneActive: Bool { scenePhase == .active }
  }

  /// A ``LoaderView`` with the standard presentation: a progress view while nothing has loaded,
  /// an ``ErrorView`` with "Retry" when the load failed, and the content with a ``StaleBanner``
  /// above it when the value is stale or a refresh failed.
  ///
  /// ```swift
  /// LoaderContentView(loader) { stocks in
  ///   StockChart(data: stocks)
  /// }
  /// ```
  public struct LoaderContentView<Value: Sendable, Content: View>: View {
    private let loader: Loader<Value>
    private let transaction: Transaction
    private let content: (Value) -> Content

    /// Creates a view that shows a loader's value with the standard loading, error and stale
    /// states around it.
    ///
    /// - Parameters:
    ///   - loader: The loader to observe; the app owns it.
    ///   - transaction: Whose animation changes of state use; none by default.
    ///   - content: Builds the view for a loaded value.
    public init(
      _ loader: Loader<Value>, transaction: Transaction = Transaction(),
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.loader = loader
      self.transaction = transaction
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      LoaderView(loader, transaction: transaction) { [loader, content] display in
        LoadStateView(display, retryAction: { await loader.retry() }, content: content)
      }
    }
  }
#endif
