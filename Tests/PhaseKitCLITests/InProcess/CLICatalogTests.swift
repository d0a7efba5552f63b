import Foundation
import PhaseKit
import Testing

@testable import PhaseKitCLI

/// The command line's String Catalog and its code agree: every key the tool reads is there in
/// both languages with the same placeholders, and every entry is read.
@Suite struct CLICatalogTests {
  /// The catalog's JSON, read from the source tree.
  static let entries: [String: [String: String]] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PhaseKitCLI/Resources/PhaseKitCLIText.xcstrings")
    guard let data = try? Data(contentsOf: url), let catalog = TextCatalog(json: data) else { return [:] }
    var entries: [String: [String: String]] = [:]
    for key in Set(CLICatalog.keys).union(Self.keys(in: data)) {
      for language in Language.allCases {
        if let text = catalog.text(key, language: language) {
          entries[key, default: [:]][language.rawValue] = text
        }
      }
    }
    return entries
  }()

  static func keys(in data: Data) -> [String] {
    let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    return Array((root?["strings"] as? [String: Any])?.keys ?? [:].keys)
  }

  @Test func theBundledCatalogIsFound() {
    #expect(CLICatalog.catalog != nil)
    #expect(
      CLIText.seeHelp.format(["chart "], in: .english) == "Run 'phasekit chart --help' for the options.")
  }

  @Test func everyKeyTheToolReadsIsThereInEnglishAndChinese() {
    for key in CLICatalog.keys {
      let texts = Self.entries[key] ?? [:]
      // The system's reasons exist only where the system does not say them (not in English).
      if !key.hasPrefix("systemReason.") { #expect(texts["en"] != nil, "\(key) en") }
      #expect(texts["zh-Hans"] != nil, "\(key) zh-Hans")
    }
  }

  @Test func everyEntryIsRead() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PhaseKitCLI/Resources/PhaseKitCLIText.xcstrings")
    let unused = Set(Self.keys(in: try Data(contentsOf: url))).subtracting(CLICatalog.keys)
    #expect(unused.isEmpty, "\(unused.sorted())")
  }

  @Test func bothLanguagesHaveTheSamePlaceholders() {
    for (key, texts) in Self.entries {
      guard let english = texts["en"], let chinese = texts["zh-Hans"] else { continue }
      #expect(Self.placeholders(english) == Self.placeholders(chinese), "\(key)")
      // Positional only: a translation may reorder them.
      #expect(!english.contains("%@") && !chinese.contains("%@"), "\(key)")
    }
  }

  /// The positions a text's placeholders name, sorted.
  static func placeholders(_ text: String) -> [Int] {
    text.matches(of: /%(\d+)\$@/).compactMap { Int($0.output.1) }.sorted()
  }

  @Test func theHintsThatNameFlagsAreTheCommandLines() {
    // What PhaseKit's own texts said for the tool, the tool now says from its catalog.
    #expect(CLIText.chooseColumns.text(in: .english).contains("--x, --y and --series"))
    #expect(CLIText.offlineFill.text(in: .simplifiedChinese).contains("--offline"))
    #expect(CLIText.pointsUnordered.format(["a", "a"], in: .english).contains("--mark line"))
  }
}
