import Foundation

/// Finds an executable product of this package (a child process a test starts), built beside the
/// test bundle by `swift build --build-tests`.
public enum BuiltExecutable {
  /// The executable named `name` in the build folder, or `nil` when it was not built.
  ///
  /// - Parameter name: The product's name, such as `DefaultClientProbe`.
  /// - Returns: Its URL, when it exists and can be run.
  public static func url(named name: String) -> URL? {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug"),
    ]
    return candidates.compactMap { $0?.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
