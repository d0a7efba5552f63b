import Foundation
import PhaseKit

let chartDataBenchmarks = BenchmarkSuite(name: "chart-data") {
}
