// expect: above PhaseKit's floor
// An API introduced in iOS 18 / macOS 15, used without a guard: check.sh must reject it, or the
// availability enforcement of the stand-ins is broken.
import SwiftUI

struct AboveTheFloor: View {
  var body: some View {
    Text("rows").onScrollVisibilityChange { _ in }
  }
}
