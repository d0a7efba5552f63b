#if canImport(SwiftUI)
  import PhaseKit
  import SwiftUI

  /// The placeholder shown while nothing has loaded yet: "Loading…" / "加载中…", with a bar when
  /// the size of the download is known and a spinner otherwise.
  ///
  /// ```swift
  /// LoadProgressView(progress: loader.progress)
  /// ```
  public struct LoadProgressView: View {
    private let progress: LoadProgress?
    @Environment(\.phaseKitLanguage) private var language

    /// Creates a progress view.
    ///
    /// - Parameter progress: The bytes received so far and expected, as a loader reports them;
    ///   `nil` (a spinner) by default.
    public init(progress: LoadProgress? = nil) {
      self.progress = progress
    }

    /// The view's content, as the type's discussion describes.
    public var body: some View {
      let title = PhaseKitText.loading.text(in: language)
      Group {
        if let fraction = progress?.fractionCompleted {
          ProgressView(value: fraction) { Text(title) }
        } else {
          ProgressView { Text(title) }
        }
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
#endif
