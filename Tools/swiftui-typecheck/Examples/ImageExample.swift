// The examples of PhaseKitUI.docc/UsingPhaseKitUI.md, compiled by Tools/swiftui-typecheck/check.sh so that the
// documentation keeps compiling against the real API.
//
// The seed's (001) image example, ported by changing the import: only its `@unknown default`
// branch is gone (AsyncPhase is exhaustive; the compiler warns that the branch never runs).
import PhaseKitUI
import SwiftUI
import SwiftUIUIKit

let testImageURL2 = URL(string: "https://example.com/test.jpg")!

struct DemoView: View {
  var body: some View {
    AsyncComponentView(
      url: testImageURL2,
      transaction: Transaction(animation: .easeInOut)
    ) { phase in
      switch phase {
      case .empty:
        ProgressView()
      case .success(let image):
        // 这里的image就是成功状态的关联值，和你示例中的`let image`用法完全相同
        Image(uiImage: image)
          .resizable()
          .scaledToFit()
          .transition(.scale(scale: 0.1, anchor: .center))
      case .failure:
        Image(systemName: "wifi.slash")
      }
    }
    .frame(width: 200, height: 200)
  }
}

/// The seed's generic use: `AsyncComponentView(transaction:loadTask:content:)` with an ordinary
/// `async throws` closure, and "Retry" from the failure phase.
struct QuoteView: View {
  var body: some View {
    AsyncComponentView(transaction: Transaction(animation: .easeInOut)) {
      try await fetchQuote()
    } content: { phase in
      switch phase {
      case .empty: ProgressView()
      case .success(let quote): Text(quote)
      case .failure(let error): ErrorView(error: error)  // Retry reloads: the view is refreshable
      }
    }
  }
}

func fetchQuote() async throws -> String { "ok" }
