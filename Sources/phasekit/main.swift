import Foundation
import PhaseKit

// Grown by the command issue: for now, proves the package builds and runs.
print("phasekit: the pipeline lands with the loader, data and drawing issues")
