// The examples of docs/swiftui.md, typechecked by Tools/swiftui-typecheck/check.sh so that the
// documentation keeps compiling against the real API.
import PhaseKitUI
import SwiftUI
import SwiftUIUIKit

let testImageURL2 = URL(string: "https://example.com/test.jpg")!

struct DemoView: View {
  var body: some View {
    AsyncComponentView(imageURL: testImageURL2, transaction: Transaction(animation: .easeInOut)) { phase in
      switch phase {
      case .empty:
        ProgressView()
      case .success(let image):
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
