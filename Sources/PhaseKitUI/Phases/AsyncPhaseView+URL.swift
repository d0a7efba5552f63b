#if canImport(SwiftUI)
  import Foundation
  import PhaseKit
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
    /// The image type `AsyncPhaseView(url:)` hands its content: `UIImage` where UIKit exists
    /// (show it with `Image(uiImage:)`), `CGImage` on macOS (`Image(decorative:scale:)`), since
    /// `NSImage` is not `Sendable` and cannot leave the task that decoded it.
    public typealias PlatformImage = UIImage
  #elseif canImport(AppKit) && canImport(ImageIO)
    import ImageIO
    /// The image type `AsyncPhaseView(url:)` hands its content: `CGImage` on macOS (show it
    /// with `Image(decorative:scale:)`), since `NSImage` is not `Sendable`.
    public typealias PlatformImage = CGImage
  #endif

  #if canImport(UIKit) || (canImport(AppKit) && canImport(ImageIO))
    extension AsyncPhaseView where ID == URL?, Success == PlatformImage, Failure == DataError {
      /// Creates a view that loads an image and shows its phase, as `AsyncImage` does, through a
      /// `ResourceStore`: the seed's `url:` convenience.
      ///
      /// ```swift
      /// AsyncComponentView(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
      ///   switch phase {
      ///   case .empty: ProgressView()
      ///   case .success(let image): Image(uiImage: image).resizable().scaledToFit()
      ///   case .failure(let error): ErrorView(error: error)   // "Retry" loads again
      ///   }
      /// }
      /// ```
      ///
      /// Better than `AsyncImage`: the bytes are cached in memory and on disk by the
      /// environment's ``SwiftUI/EnvironmentValues/resourceStore`` (a row scrolled back shows its
      /// image at once, and many rows of one URL make one request); errors are classified
      /// (`DataError`); cancellation is never a failure; the content can retry. Bytes
      /// that are not an image fail with `DataError.decodingError(_:)`.
      ///
      /// - Parameters:
      ///   - url: The image's `http` or `https` URL; `nil` shows the `.empty` phase, as
      ///     `AsyncImage` does. Changing it starts a new load.
      ///   - refresh: When to load again on its own while shown (one timer per URL, shared with
      ///     every view and loader of it); `RefreshPolicy.manual` (never) by default.
      ///   - transaction: The transaction applied to every phase change; no animation by default.
      ///   - content: Builds the view for a phase.
      public init(
        url: URL?,
        refresh: RefreshPolicy = .manual,
        transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncPhase<PlatformImage, DataError>) -> Content
      ) {
        self.init(
          id: url, refresh: refresh, transaction: transaction,
          makeLoad: { store, isRefresh in storeLoad(url, store, isRefresh, decodeImage) },
          sharingKey: refreshKey(url), content: content)
      }

      /// The image initializer's previous label.
      @available(*, deprecated, renamed: "init(url:refresh:transaction:content:)")
      public init(
        imageURL url: URL,
        transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncPhase<PlatformImage, DataError>) -> Content
      ) {
        self.init(url: url, refresh: .manual, transaction: transaction, content: content)
      }
    }

    /// Decodes image bytes with the platform's decoder.
    @Sendable private func decodeImage(_ data: Data) -> PlatformImage? {
      #if canImport(UIKit)
        UIImage(data: data)
      #else
        CGImageSourceCreateWithData(data as CFData, nil).flatMap {
          CGImageSourceCreateImageAtIndex($0, 0, nil)
        }
      #endif
    }
  #endif

  extension AsyncPhaseView where ID == URL?, Success == Data, Failure == DataError {
    /// Creates a view that loads the bytes at a URL, through the environment's
    /// `ResourceStore`, and shows their phase.
    ///
    /// The status is validated (a 404 is `DataError.httpStatus(_:)`), the body size is
    /// capped and every error is classified. For timeouts, retries and offline fallback, use a
    /// `Loader` with ``LoaderView`` instead.
    ///
    /// ```swift
    /// AsyncPhaseView(dataFrom: csvURL) { phase in
    ///   switch phase {
    ///   case .empty: ProgressView()
    ///   case .success(let data): Text("\(data.count) bytes")
    ///   case .failure(let error): ErrorView(error: error)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The `http` or `https` URL to load; `nil` shows `.empty`. Changing it starts a
    ///     new load.
    ///   - refresh: When to load again on its own while shown (one timer per URL, shared with
    ///     every view and loader of it); `RefreshPolicy.manual` (never) by default.
    ///   - transaction: The transaction applied to every phase change; no animation by default.
    ///   - content: Builds the view for a phase.
    public init(
      dataFrom url: URL?,
      refresh: RefreshPolicy = .manual,
      transaction: Transaction = Transaction(),
      @ViewBuilder content: @escaping (AsyncPhase<Data, DataError>) -> Content
    ) {
      self.init(
        id: url, refresh: refresh, transaction: transaction,
        makeLoad: { store, isRefresh in storeLoad(url, store, isRefresh) { $0 } },
        sharingKey: refreshKey(url), content: content)
    }
  }

  /// The store key of `url`, whose refresh timer its views share.
  private func refreshKey(_ url: URL?) -> String? {
    url.map { HTTPSource(url: $0).identity }
  }

  /// A load of `url` through `store` (`ResourceStore.shared` when `nil`, made here, off
  /// the main actor, since making it opens its SQLite file), decoded by `decode`; a `nil` URL is
  /// never loaded (the phase stays `.empty`: a cancelled load restores it). A refresh reaches the
  /// origin past a fresh cached copy (`CachePolicy.networkFirst`, which still falls back
  /// to the cached copy when the origin fails).
  private func storeLoad<Decoded: Sendable>(
    _ url: URL?, _ store: ResourceStore?, _ isRefresh: Bool,
    _ decode: @escaping @Sendable (Data) -> Decoded?
  ) -> @Sendable () async throws(DataError) -> Decoded {
    { () async throws(DataError) -> Decoded in
      guard let url else { throw DataError.cancelled }
      let store = store ?? .shared
      let policy: CachePolicy = isRefresh ? .networkFirst : .staleWhileRevalidate
      let loaded = try await store.load(HTTPSource(url: url), policy: policy) {
        data throws(DataError) -> Decoded in
        guard let decoded = decode(data) else {
          throw .decodingError(
            .init(
              message: "not a format this platform can decode (\(data.count) bytes)",
              path: url.absoluteString))
        }
        return decoded
      }
      return loaded.value
    }
  }
#endif
