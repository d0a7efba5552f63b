import Foundation
import PhaseKit

let coreBenchmarks = BenchmarkSuite(name: "core") {
}
