#if canImport(SwiftUI)
  import PhaseKit
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
  /// Every rule lives in ``PhaseKit/PhaseTracker``, which is tested on every platform; this view
  /// stores a tracker and applies `transaction` to every phase change.
  ///
  /// The seed's name, `AsyncComponentView`, is kept as a type alias, with the seed's
  /// initializer, ``init(transaction:loadTask:content:)``.
  public struct AsyncPhaseView<ID: Equatable, Success: Sendable, Failure: Error, Content: View>: View {
    private typealias Tracker = PhaseTracker<ID, Success, Failure>

    @State private var tracker = Tracker()
    private let id: ID
    private let transaction: Transaction
    /// Makes the load, from the environment's store for the `url:` initializers (`nil`: the
    /// shared store, which the load makes off the main actor).
    private let makeLoad: (ResourceStore?) -> @Sendable () async throws(Failure) -> Success
    private let content: (AsyncPhase<Success, Failure>) -> Content
    @Environment(\.explicitResourceStore) private var store

    /// Creates a view that loads a value for an identity and shows its phase.
    ///
    /// - Parameters:
    ///   - id: The identity of what is loaded, such as a URL or a record ID. When it changes, the
    ///     running load is cancelled and a new one starts from ``PhaseKit/AsyncPhase/empty``.
    ///   - transaction: The transaction applied to every phase change, as for `AsyncImage`;
    ///     `Transaction()` (no animation) by default.
    ///   - load: The load, run off the main actor. It throws `Failure` with typed throws; an
    ///     untyped `throws` closure makes `Failure` `any Error`.
    ///   - content: Builds the view for a phase.
    public init(
      id: ID,
      transaction: Transaction = Transaction(),
      load: @escaping @Sendable () async throws(Failure) -> Success,
      @ViewBuilder content: @escaping (AsyncPhase<Success, Failure>) -> Content
    ) {
      self.init(id: id, transaction: transaction, makeLoad: { _ in load }, content: content)
    }

    /// Creates the view with a load made from the environment's store when the task runs.
    init(
      id: ID, transaction: Transaction,
      makeLoad: @escaping (ResourceStore?) -> @Sendable () async throws(Failure) -> Success,
      @ViewBuilder content: @escaping (AsyncPhase<Success, Failure>) -> Content
    ) {
      self.id = id
      self.transaction = transaction
      self.makeLoad = makeLoad
      self.content = content
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      content(tracker.phase)
        // Capturing the bound methods rather than `self` keeps the generic parameters' metatypes
        // out of the closures (Swift 6.2 warns about non-Sendable metatypes there).
        .refreshable { [reload = self.reload] in await reload() }
        .task(id: id) { [run = self.run] in await run() }
    }

    /// Loads the current identity again, from "Retry" or pull to refresh; returns when it ends.
    private func reload() async {
      tracker.reload()
      await run()
    }

    /// Runs one load for the current identity and records its outcome.
    private func run() async {
      let ticket = withTransaction(transaction) { tracker.begin(id: id) }
      guard let ticket else { return }
      let outcome = await Tracker.outcome(of: makeLoad(store))
      withTransaction(transaction) { _ = tracker.finish(ticket, with: outcome) }
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
    /// Cancellation is never a failure, as with ``init(id:transaction:load:content:)``; to reload
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
      self.init(id: 0, transaction: transaction, load: loadTask, content: content)
    }
  }

  /// The seed's name for ``AsyncPhaseView``, kept so that code written from the seed ports over.
  public typealias AsyncComponentView = AsyncPhaseView
#endif
