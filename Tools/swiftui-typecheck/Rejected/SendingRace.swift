// expect: risks causing data races
// A non-Sendable value captured by `.task`'s `sending` closure and used again afterwards: region
// isolation rejects it, but only when the file is compiled (SIL), not with -typecheck. check.sh
// must reject it, or it has gone back to typechecking only.
import SwiftUI

final class Counter { var count = 0 }

@MainActor func counted<V: View>(_ view: V) -> some View {
  let counter = Counter()
  let shown = view.task { counter.count += 1 }
  counter.count += 1
  return shown
}
