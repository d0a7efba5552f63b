import Foundation

/// A temporary folder where a CLI test writes a table and charts it in process: the set-up the
/// reading, number-form, JSON-path and newcomer suites share.
///
/// ```swift
/// let files = ChartFiles("reading")
/// let result = try await files.chart("a.csv", "t,v\n1,2\n2,3\n", ["--mark", "points"])
/// let svg = try String(contentsOfFile: files.path("a.csv.svg"), encoding: .utf8)
/// ```
struct ChartFiles: Sendable {
  /// The folder, made fresh under the temporary directory.
  let folder: URL

  /// Makes a fresh folder named `phasekit-<prefix>-<UUID>`.
  init(_ prefix: String) {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Writes `text` to `name` (unless nil: the file is left as it is, or missing) and runs
  /// `phasekit chart` on it with `arguments`, the SVG to `name`.svg, no terminal chart, no cache.
  ///
  /// - Parameter lang: The `--lang` given before `arguments`; nil gives none, so the
  ///   environment's language decides.
  func chart(_ name: String, _ text: String?, _ arguments: [String] = [], lang: String? = "en")
    async throws -> InProcessCommand.Result
  {
    if let text { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }
    let language = lang.map { ["--lang", $0] } ?? []
    return await InProcessCommand.run(
      ["chart", path(name), "--no-terminal", "--no-cache"] + language + ["--out", path(name + ".svg")]
        + arguments)
  }
}
