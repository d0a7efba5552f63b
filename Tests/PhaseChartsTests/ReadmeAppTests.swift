import Foundation
import PhaseCharts
import PhaseKit
import Testing
import _PhaseKitTestSupport

// README: begin — the "Use it in your app" example, as the README shows it (imports aside).
@MainActor func temperatures(in file: URL) async -> Dataset? {
  let pipeline = ChartPipeline(decoding: DecodeOptions(x: "date", y: ["temp_max"]))
  let loader = Loader(source: FileSource(url: file)) { data throws(DataError) in try pipeline.prepare(data) }
  await loader.load()  // ends with a value, a typed error, or cancelled: never hangs
  if let error = loader.error { print(error.message(in: .english), error.recoverySuggestion ?? "") }
  return loader.value?.dataset  // the series, sanitized; loader.value?.report says what was dropped
}
// README: end

/// The README's "Use it in your app": its example is the function above, compiled and run, and
/// the `Package.swift` lines it shows name products, a package and platforms that exist.
@Suite(.timeLimit(.minutes(6))) struct ReadmeAppTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's section "Use it in your app", up to the next heading.
  static func section() throws -> String {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Use it in your app"))
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The ```swift blocks of `text`.
  static func swiftBlocks(_ text: String) -> [String] {
    text.components(separatedBy: "```swift\n").dropFirst().map {
      String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)])
    }
  }

  @Test func theExampleIsTheCompiledFunctionWordForWord() throws {
    let example = try #require(Self.swiftBlocks(try Self.section()).last)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(source.range(of: "(imports aside).\n"))
    let end = try #require(source.range(of: "// README: end"))
    let compiled = String(source[begin.upperBound..<end.lowerBound])
    let shown = example.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(shown == compiled.trimmingCharacters(in: .whitespacesAndNewlines))
    let lines = example.split(separator: "\n").count
    #expect(lines <= 12, "a ten-line example (imports included): \(lines)")
  }

  @Test @MainActor func theExampleLoadsTheFileIntoSanitizedSeries() async {
    let dataset = await temperatures(in: Fixtures.directory.appendingPathComponent("seattle-weather.csv"))
    #expect(dataset?.series.map(\.name) == ["temp_max"])
    #expect(dataset?.series.first?.count == 1461)
  }

  @Test @MainActor func theExampleEndsWithNothingForAMissingFile() async {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID().uuidString).csv")
    #expect(await temperatures(in: missing) == nil)
  }

  @Test func thePackageLinesNameProductsAndPlatformsThatExist() throws {
    let section = try Self.section()
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let libraries = Set(Self.captures(of: #"\.library\(name: "([A-Za-z]+)""#, in: manifest))
    let named = Self.captures(of: #"\.product\(name: "([A-Za-z]+)", package: "PhaseKit"\)"#, in: section)
    #expect(named == ["PhaseKit", "PhaseCharts", "PhaseKitUI"])
    #expect(Set(named).isSubset(of: libraries))
    #expect(manifest.contains(#"name: "PhaseKit","#))
    // The table's products exist too.
    for product in Self.captures(of: #"\| `(Phase[A-Za-z]+)` \| `"#, in: section) {
      #expect(libraries.contains(product), "\(product)")
    }
    // The platforms the section names are the manifest's.
    let platforms = Self.captures(of: #"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)\)"#, in: manifest, group: 1)
      .map { $0 }
    let versions = Self.captures(of: #"\.(?:macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+)\)"#, in: manifest)
    #expect(platforms.count == 5)
    for (platform, version) in zip(platforms, versions) {
      #expect(section.contains("\(platform) \(version)"), "\(platform) \(version)")
    }
    #expect(section.contains(".package(url: ") && section.contains(".package(path: "))
  }

  static func captures(of pattern: String, in text: String, group: Int = 1) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: group), in: text).map { String(text[$0]) }
    }
  }
}
