import Foundation

// Release mode only: `swift run -c release phasekit-bench [suite...]`. Every row is a ratio
// against a baseline measured in the same run, on the same data.
let suites: [BenchmarkSuite] = [
  coreBenchmarks, storeBenchmarks, chartDataBenchmarks, drawingBenchmarks, pipelineBenchmarks,
  uiBenchmarks,
  samplingBenchmarks, faithfulDownsamplingBenchmarks, downloadBenchmarks, fileBenchmarks,
  pointCellsBenchmarks, choiceBenchmarks, refreshBenchmarks,
]
let wanted = Set(CommandLine.arguments.dropFirst())
#if DEBUG
  print("warning: debug build; run `swift run -c release phasekit-bench` for real numbers")
#endif
print("name".padding(toLength: 44, withPad: " ", startingAt: 0) + "      ours  baseline   ratio")
for suite in suites where wanted.isEmpty || wanted.contains(suite.name) {
  print("\n== \(suite.name) ==")
  try await suite.run()
}
