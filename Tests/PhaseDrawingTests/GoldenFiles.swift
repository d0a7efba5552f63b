import Foundation
import Testing

/// Compares output with the files in `Golden/`; `PHASEKIT_UPDATE_GOLDEN=1 swift test --filter
/// Golden` rewrites them from the current output instead.
enum GoldenFiles {
  static var isUpdating: Bool {
    ProcessInfo.processInfo.environment["PHASEKIT_UPDATE_GOLDEN"] == "1"
  }

  /// The source folder, for writing: the bundle copy is read-only and rebuilt from it.
  static let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Expects `actual` to equal the golden file `name`, or writes it when updating.
  static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if isUpdating {
      let url = sourceDirectory.appendingPathComponent(name)
      #expect(throws: Never.self, sourceLocation: sourceLocation) {
        try Data(actual.utf8).write(to: url, options: .atomic)
      }
      return
    }
    let url = Bundle.module.resourceURL?.appendingPathComponent("Golden").appendingPathComponent(name)
    guard let url, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(name): run PHASEKIT_UPDATE_GOLDEN=1 swift test --filter Golden",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      // Leave the actual output beside the build so a person can diff it.
      let failed = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-golden-" + name)
      try? Data(actual.utf8).write(to: failed)
      Issue.record(
        "\(name) differs from its golden file; actual output in \(failed.path)",
        sourceLocation: sourceLocation)
    }
  }
}
