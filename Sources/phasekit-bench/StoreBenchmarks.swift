import Foundation
import PhaseKit

let storeBenchmarks = BenchmarkSuite(name: "store") {
}
