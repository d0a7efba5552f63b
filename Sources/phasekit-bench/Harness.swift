import Foundation

/// A benchmark group: a name and a function that measures and reports.
struct BenchmarkSuite: Sendable {
  let name: String
  let run: @Sendable () async throws -> Void
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not thrown away.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times `body` `repetitions` times after one warm-up run and returns the median in seconds.
///
/// The median is reported, not the mean, so one descheduling on this 2-core machine does not skew
/// a ratio.
func medianSeconds(repetitions: Int = 7, _ body: () throws -> Void) rethrows -> Double {
  try body()
  var samples: [Double] = []
  samples.reserveCapacity(repetitions)
  let clock = ContinuousClock()
  for _ in 0..<repetitions {
    let elapsed = try clock.measure { try body() }
    samples.append(elapsed.seconds)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// The async counterpart of ``medianSeconds(repetitions:_:)``.
func medianSecondsAsync(repetitions: Int = 7, _ body: () async throws -> Void) async rethrows
  -> Double
{
  try await body()
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<repetitions {
    let start = clock.now
    try await body()
    samples.append((clock.now - start).seconds)
  }
  samples.sort()
  return samples[samples.count / 2]
}

extension Duration {
  var seconds: Double {
    let (s, atto) = components
    return Double(s) + Double(atto) / 1e18
  }
}

/// Prints one comparison row: ours, the baseline measured in the same run, and their ratio.
///
/// - Parameters:
///   - name: What was measured.
///   - ours: PhaseKit's time, in seconds.
///   - baseline: The baseline's time, in seconds.
///   - baselineName: What the baseline is.
///   - target: The goal from DESIGN.md, such as `≤ 1.5×`: printed as "goal", never as a result.
///   - extra: Anything else worth a column (throughput, per-caller cost).
func report(
  _ name: String, ours: Double, baseline: Double, baselineName: String, target: String = "",
  extra: String = ""
) {
  let ratio = ours / baseline
  let line = [
    name.padding(toLength: 44, withPad: " ", startingAt: 0),
    formatTime(ours).leftPadded(10),
    formatTime(baseline).leftPadded(10),
    String(format: "%7.2f×", ratio),
    " vs " + baselineName,
    target.isEmpty ? "" : " (goal \(target))",
    extra.isEmpty ? "" : "  " + extra,
  ].joined()
  print(line)
}

/// Prints a row with a single measurement and no baseline.
func reportValue(_ name: String, _ value: String) {
  print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + value)
}

func formatTime(_ seconds: Double) -> String {
  switch seconds {
  case ..<1e-6: return String(format: "%.1f ns", seconds * 1e9)
  case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
  case ..<1: return String(format: "%.2f ms", seconds * 1e3)
  default: return String(format: "%.2f s", seconds)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

/// CPU time used by this process so far, on every thread, in seconds: unlike wall time, it does
/// not grow when other processes take the cores.
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
