#if canImport(SwiftUI)
  @_spi(PhaseKitUI) import PhaseKit
  import SwiftUI

  /// A view that loads any value asynchronously and hands its phase to a view builder, the way
  /// `AsyncImage` does for images.
  ///
  /// ```swift
  /// AsyncPhaseView(id: city, transaction: Transaction(animation: .easeInOut)) {
  ///   () async throws(DataError) -> Forecast in
  ///   try await api.forecast(for: city)
  /// } content: { phase in
  ///   switch phase {
  ///   case .empty: ProgressView()
  ///   case .success(let forecast): ForecastChart(forecast)
  ///   case .failure(let error): ErrorView(error: error)
  ///   }
  /// }
  /// ```
  ///
  /// What the seed sketch got wrong, and this view does not:
  /// - It reloads when `id` changes (`.task(id:)`); a value that belongs to the previous identity is
  ///   never shown for the new one.
  /// - Cancellation (the view disappears, or `id` changes mid-load) is never a failure: the phase
  ///   goes back to what it was. A view that comes back on screen with its value keeps it.
  /// - The failure type is typed (`throws(Failure)`), so no `catch let error as Failure` that
  ///   cannot be exhaustive.
  ///
  /// - The content can retry: the view is `.refreshable`, so an ``ErrorView`` in the failure
  ///   phase shows "Retry", a `List` inside pulls to refresh, and any view can call the
  ///   environment's `refresh` action. A reload keeps a value on screen until the new one arrives.
  ///
  /// - **It can stay fresh.** Given a `RefreshPolicy` (`refresh: .every(.seconds(30))`),
  ///   it loads again on that interval, when the app returns to the foreground and when the
  ///   network comes back, and only while it is on screen (one catch-up load when it returns to
  ///   data older than the interval). A refresh keeps the value on screen with a small progress
  ///   indicator, never the placeholder; a failed one keeps it too, with a badge that says how old
  ///   it is and why it could not be refreshed ("Retry" on tap), and the next attempt backs off.
  ///   The `url:` views share one timer per URL with every other view and `Loader` of
  ///   that URL: ten rows of one URL make one request per interval, and every one of them shows
  ///   the URL's stale mark and error, rows made after a failure too. With a closure, views of one
  ///   `id` share one timer, and those shown at once share one first load (one request). With a policy, a failed pull to
  ///   refresh keeps the value too. The default, `RefreshPolicy.manual`, never
  ///   refreshes on its own, and everything else is as without it.
  ///
  /// ```swift
  /// AsyncPhaseView(id: city, refresh: .every(.seconds(30))) {
  ///   () async throws(DataError) -> Forecast in
  ///   try await api.forecast(for: city)
  /// } content: { phase in … }
  /// ```
  ///
  /// Every rule lives in `RefreshingPhase` (and its `PhaseTracker`), which
  /// is tested on every platform; this view stores one, runs it while on screen, and applies
  /// `transaction` to every phase change.
  ///
  /// The seed's name, `AsyncComponentView`, is kept as a type alias, with the seed's
  /// initializer, ``init(transaction:loadTask:content:)``.
  public struct AsyncPhaseView<ID: Equatable, Success: Sendable, Failure: Error, Content: View>: View {
    private typealias Refreshing = RefreshingPhase<ID, Success, Failure>
    /// One load, made from the environment's store for the `url:` initializers (`nil`: the
    /// shared store, which the load makes off the main actor); `true` asks for a refresh that
    /// reaches past a fresh cached copy.
    typealias MakeLoad = (ResourceStore?, _ isRefresh: Bool) -> @Sendable () async throws(Failure) -> Success

    @State private var refreshing: Refreshing
    private let id: ID
    private let transaction: Transaction
    private let makeLoad: MakeLoad
    /// The store key whose refresh timer to share, for the `url:` initializers.
    private let sharingKey: String?
    private let content: (AsyncPhase<Success, Failure>) -> Content
    @Environment(\.explicitResourceStore) private var store
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a view that loads a value for an identity and shows its phase.
    ///
    /// - Parameters:
    ///   - id: The identity of what is loaded, such as a URL or a record ID. When it changes, the
    ///     running load is cancelled and a new one starts from `AsyncPhase.empty`.
    ///   - refresh: When to load again on its own while shown; `RefreshPolicy.manual`
    ///     (never) by default. Read once, when the view first appears.
    ///   - transaction: The transaction applied to every phase change, as for `AsyncImage`;
    ///     `Transaction()` (no animation) by default.
    ///   - load: The load, run off the main actor. It throws `Failure` with typed throws; an
    ///     untyped `throws` closure makes `Failure` `any Error`.
    ///   - content: Builds the view for a phase.
    public init(
      id: ID,
      refresh: RefreshPolicy = .manual,
      transaction: Transaction = Transaction(),
      load: @escaping @Sendable () async throws(Failure) -> Success,
      @ViewBuilder content: @escaping (AsyncPhase<Success, Failure>) -> Content
    ) {
      self.init(
        id: id, refresh: refresh, transaction: transaction, makeLoad: { _, _ in load },
        sharingKey: nil, content: content)
    }

    /// Creates the view with a load made from the environment's store when the task runs.
    init(
      id: ID, refresh: RefreshPolicy, transaction: Transaction, makeLoad: @escaping MakeLoad,
      sharingKey: String?, @ViewBuilder content: @escaping (AsyncPhase<Success, Failure>) -> Content
    ) {
      _refreshing = State(wrappedValue: Refreshing(policy: refresh))
      self.id = id
      self.transaction = transaction
      self.makeLoad = makeLoad
      self.sharingKey = sharingKey
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      RefreshingContent(
        phase: refreshing.phase, status: refreshing.status,
        retryAction: { [refreshing] in Task { await refreshing.reload() } }, content: content
      )
      // Capturing the object or bound methods rather than `self` keeps the generic parameters'
      // metatypes out of the closures (Swift 6.2 warns about non-Sendable metatypes there).
      .refreshable { [refreshing] in await refreshing.reload() }
      .task(id: id) { [show = self.show] in await show() }
      .task(id: isSceneActive) { [isSceneActive] in
        await RefreshSignalFeed.shared.scene(isActive: isSceneActive)
      }
    }

    /// Shows the current identity for as long as the view's task runs.
    private func show() async {
      refreshing.applyChange = { [transaction] change in withTransaction(transaction) { change() } }
      let store = self.store
      let sharing = sharingKey.map { key in
        RefreshSharing(key: key) { store ?? .shared }
      }
      await RefreshSignalFeed.shared.showing(watchesNetwork: refreshing.policy.refreshesOnReconnect) {
        await refreshing.show(
          id: id, load: makeLoad(store, false), refreshLoad: makeLoad(store, true), sharing: sharing)
      }
    }

    /// Whether the view's scene is in the foreground; a `Bool`, so the `.task` closure captures a
    /// `Sendable` value.
    private var isSceneActive: Bool { scenePhase == .active }
  }

  /// A phase's content with what a refresh adds beside it: a small progress indicator while a
  /// refresh runs, or a badge with the value's age and why it could not be refreshed.
  struct RefreshingContent<Success, Failure: Error, Content: View>: View {
    let phase: AsyncPhase<Success, Failure>
    let status: RefreshStatus
    let retryAction: @MainActor () -> Void
    let content: (AsyncPhase<Success, Failure>) -> Content

    var body: some View {
      content(phase)
        .overlay(alignment: .topTrailing) {
          switch status {
          case .idle:
            EmptyView()
          case .refreshing:
            ProgressView()
              .padding(4)
          case .stale(let notice):
            StaleBadge(loadNotice: notice, retryAction: retryAction)
              .padding(4)
          }
        }
    }
  }

  extension AsyncPhaseView where ID == Int, Failure == any Error {
    /// The seed's initializer: loads once, with an ordinary `async throws` closure.
    ///
    /// ```swift
    /// AsyncComponentView(transaction: Transaction(animation: .easeInOut)) {
    ///   try await api.latestForecast()
    /// } content: { phase in
    ///   switch phase {
    ///   case .empty: ProgressView()
    ///   case .success(let forecast): ForecastChart(forecast)
    ///   case .failure(let error): ErrorView(error: error)   // "Retry" loads again
    ///   }
    /// }
    /// ```
    ///
    /// Cancellation is never a failure, as with ``init(id:refresh:transaction:load:content:)``; to reload
    /// when an input changes, use that initializer with the input as `id`.
    ///
    /// - Parameters:
    ///   - transaction: The transaction applied to every phase change; no animation by default.
    ///   - loadTask: The load, run off the main actor.
    ///   - content: Builds the view for a phase.
    public init(
      transaction: Transaction = Transaction(),
      loadTask: @escaping @Sendable () async throws -> Success,
      @ViewBuilder content: @escaping (AsyncPhase<Success, any Error>) -> Content
    ) {
      self.init(id: 0, refresh: .manual, transaction: transaction, load: loadTask, content: content)
    }
  }

  /// The seed's name for ``AsyncPhaseView``, kept so that code written from the seed ports over.
  public typealias AsyncComponentView = AsyncPhaseView
#endif
