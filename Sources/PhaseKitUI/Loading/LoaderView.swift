#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// A view that observes a ``PhaseKit/Loader``, starts its load when it appears, and hands what to
  /// show — the value (possibly stale), the error, the progress — to a view builder.
  ///
  /// The loader is an `@Observable` object that the app owns, typically in `@State`, so that it
  /// survives view updates; this view only reads it. Because the view reads the loader's
  /// properties in `body`, SwiftUI redraws it when any of them changes.
  ///
  /// ```swift
  /// struct StockChartView: View {
  ///   @State private var loader = Loader { () async throws(DataError) in try await StockAPI.latest() }
  ///
  ///   var body: some View {
  ///     LoaderView(loader) { display in
  ///       LoadStateView(display, retry: { await loader.retry() }) { stocks in
  ///         StockChart(data: stocks)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// For the standard presentation (progress, error view, stale banner) without writing the
  /// `switch`, use ``LoaderContentView``.
  ///
  /// Leaving the screen does not cancel a load in flight: it ends within the loader's deadline and
  /// its value is there when the view comes back. To stop it, call `loader.cancel()` in
  /// `onDisappear` (cancellation is never a failure: the loader goes back to what it showed).
  public struct LoaderView<Value: Sendable, Content: View>: View {
    private let loader: Loader<Value>
    private let content: (LoadDisplay<Value>) -> Content

    /// Creates a view for a loader.
    ///
    /// - Parameters:
    ///   - loader: The loader to observe; the app owns it (in `@State` or a model object).
    ///   - content: Builds the view for the loader's current ``PhaseKit/LoadDisplay``; decide
    ///     what to show with ``PhaseKit/LoadDisplay/content(in:now:timeZone:)``.
    public init(
      _ loader: Loader<Value>, @ViewBuilder content: @escaping (LoadDisplay<Value>) -> Content
    ) {
      self.loader = loader
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      content(loader.display)
        // `load()` joins a running load and does nothing while the value is fresh, so a view that
        // appears again does not refetch. Capturing only the loader keeps `Content`'s metatype
        // out of the task's closure.
        .task { [loader] in await loader.load() }
    }
  }

  /// A ``LoaderView`` with the standard presentation: a progress view while nothing has loaded,
  /// an ``ErrorView`` with "Retry" when the load failed, and the content with a ``StaleBanner``
  /// above it when the value is stale or a refresh failed.
  ///
  /// ```swift
  /// LoaderContentView(loader) { dataset in
  ///   SeriesChart(dataset: dataset)
  /// }
  /// ```
  public struct LoaderContentView<Value: Sendable, Content: View>: View {
    private let loader: Loader<Value>
    private let content: (Value) -> Content

    /// Creates a view that shows a loader's value with the standard loading, error and stale
    /// states around it.
    ///
    /// - Parameters:
    ///   - loader: The loader to observe; the app owns it.
    ///   - content: Builds the view for a loaded value.
    public init(_ loader: Loader<Value>, @ViewBuilder content: @escaping (Value) -> Content) {
      self.loader = loader
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      LoaderView(loader) { display in
        LoadStateView(display, retry: { await loader.retry() }, content: content)
      }
    }
  }
#endif
