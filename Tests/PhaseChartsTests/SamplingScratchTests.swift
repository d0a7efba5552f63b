import Dispatch
import PhaseKit
import Testing

@testable import PhaseCharts

/// The working memory downsampling keeps between calls (``SamplingScratch``): any size,
/// including none, and never the same memory for two calls at once.
@Suite(.timeLimit(.minutes(6))) struct SamplingScratchTests {
  @Test func everySizeGetsWritableMemory() {
    for bytes in [0, 1, 64, 4_096, 100_000, SamplingScratch.keptLimit + 1, 8] {
      let sum = SamplingScratch.withBytes(bytes) { raw in
        let count = max(bytes, 1)
        let bytes = raw.bindMemory(to: UInt8.self, capacity: count)
        for i in 0..<count { bytes[i] = UInt8(truncatingIfNeeded: i) }
        return (0..<count).reduce(0) { $0 + Int(bytes[$1]) }
      }
      let count = max(bytes, 1)
      #expect(sum == (0..<count).reduce(0) { $0 + Int(UInt8(truncatingIfNeeded: $1)) }, "\(bytes) bytes")
    }
  }

  /// Calls on several threads at once each write their own number over their whole buffer and
  /// find it intact after the others ran: no two calls share memory.
  @Test func callsAtTheSameTimeNeverShareMemory() {
    let failures = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 64) { call in
      let count = 1_000 + call * 100
      SamplingScratch.withBytes(count * 8) { raw in
        let values = raw.bindMemory(to: Int.self, capacity: count)
        for i in 0..<count { values[i] = call }
        // Read it back many times, while the other calls write theirs.
        for _ in 0..<100 {
          if (0..<count).contains(where: { values[$0] != call }) {
            failures.withLock { $0 += 1 }
            return
          }
        }
      }
    }
    #expect(failures.withLock { $0 } == 0)
  }
}
