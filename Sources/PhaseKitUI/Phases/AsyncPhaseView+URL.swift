#if canImport(SwiftUI)
  import Foundation
  import PhaseKit
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit) && canImport(ImageIO)
    import ImageIO
  #endif

  extension AsyncPhaseView where ID == URL, Success == Data, Failure == DataError {
    /// Creates a view that loads the bytes at a URL and shows their phase.
    ///
    /// The bytes come through PhaseKit's ``PhaseKit/HTTPSource`` on its one long-lived session, so
    /// the status is validated (a 404 is ``PhaseKit/DataError/httpStatus(_:)``, a 401 is
    /// ``PhaseKit/DataError/unauthorized(status:)``), the body size is capped and every error is
    /// classified. For timeouts, retries, caching and offline fallback, use a
    /// ``PhaseKit/Loader`` with ``LoaderView`` instead.
    ///
    /// ```swift
    /// AsyncPhaseView(url: csvURL) { phase in
    ///   switch phase {
    ///   case .empty: ProgressView()
    ///   case .success(let data): Text("\(data.count) bytes")
    ///   case .failure(let error): ErrorView(error: error)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The `http` or `https` URL to load; changing it starts a new load.
    ///   - headers: Extra request headers, such as `Authorization`; none by default.
    ///   - transaction: The transaction applied to every phase change; no animation by default.
    ///   - content: Builds the view for a phase.
    public init(
      url: URL,
      headers: [String: String] = [:],
      transaction: Transaction = Transaction(),
      @ViewBuilder content: @escaping (AsyncPhase<Data, DataError>) -> Content
    ) {
      let source = HTTPSource(url: url, headers: headers)
      self.init(
        id: url, transaction: transaction,
        load: { () async throws(DataError) -> Data in
          try await source.fetch(FetchRequest()).data
        }, content: content)
    }
  }

  #if canImport(UIKit)
    extension AsyncPhaseView where ID == URL, Success == UIImage, Failure == DataError {
      /// Creates a view that loads an image and shows its phase: the seed's `url:` convenience,
      /// named `imageURL:` so that it does not collide with the `Data` one.
      ///
      /// ```swift
      /// AsyncComponentView(imageURL: url, transaction: Transaction(animation: .easeInOut)) { phase in
      ///   switch phase {
      ///   case .empty: ProgressView()
      ///   case .success(let image): Image(uiImage: image).resizable().scaledToFit()
      ///   case .failure: Image(systemName: "wifi.slash")
      ///   }
      /// }
      /// ```
      ///
      /// Bytes that are not an image fail with ``PhaseKit/DataError/decodingError(_:)``.
      ///
      /// - Parameters:
      ///   - url: The image's `http` or `https` URL; changing it starts a new load.
      ///   - transaction: The transaction applied to every phase change; no animation by default.
      ///   - content: Builds the view for a phase.
      public init(
        imageURL url: URL,
        transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncPhase<UIImage, DataError>) -> Content
      ) {
        self.init(
          id: url, transaction: transaction, load: imageLoad(url: url) { UIImage(data: $0) },
          content: content)
      }
    }
  #elseif canImport(AppKit) && canImport(ImageIO)
    extension AsyncPhaseView where ID == URL, Success == CGImage, Failure == DataError {
      /// Creates a view that loads an image and shows its phase, on macOS.
      ///
      /// The value is a `CGImage` because `NSImage` is not `Sendable` and cannot leave the task
      /// that decoded it; show it with `Image(decorative: image, scale: 1)`.
      ///
      /// Bytes that are not an image fail with ``PhaseKit/DataError/decodingError(_:)``.
      ///
      /// - Parameters:
      ///   - url: The image's `http` or `https` URL; changing it starts a new load.
      ///   - transaction: The transaction applied to every phase change; no animation by default.
      ///   - content: Builds the view for a phase.
      public init(
        imageURL url: URL,
        transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncPhase<CGImage, DataError>) -> Content
      ) {
        let decode: @Sendable (Data) -> CGImage? = { data in
          CGImageSourceCreateWithData(data as CFData, nil).flatMap {
            CGImageSourceCreateImageAtIndex($0, 0, nil)
          }
        }
        self.init(
          id: url, transaction: transaction, load: imageLoad(url: url, decode: decode),
          content: content)
      }
    }
  #endif

  /// A load that fetches the bytes at `url` through ``PhaseKit/HTTPSource`` and decodes them as an
  /// image, failing with ``PhaseKit/DataError/decodingError(_:)`` (naming the URL) when the
  /// platform cannot decode them.
  private func imageLoad<Decoded: Sendable>(
    url: URL, decode: @escaping @Sendable (Data) -> Decoded?
  ) -> @Sendable () async throws(DataError) -> Decoded {
    let source = HTTPSource(url: url)
    return { () async throws(DataError) -> Decoded in
      let data = try await source.fetch(FetchRequest()).data
      guard let image = decode(data) else {
        throw .decodingError(
          .init(
            message: "not an image this platform can decode (\(data.count) bytes)",
            path: url.absoluteString))
      }
      return image
    }
  }
#endif
