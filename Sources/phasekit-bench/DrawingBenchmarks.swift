import Foundation
import PhaseKit

let drawingBenchmarks = BenchmarkSuite(name: "drawing") {
}
