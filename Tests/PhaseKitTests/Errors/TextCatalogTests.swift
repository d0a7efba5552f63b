import Foundation
import Testing

@testable import PhaseKit

/// Issue 11, point 7: PhaseKit's texts come from the String Catalog in its resource bundle, follow
/// the app's localization, and an app can replace any of them.
///
/// The catalog (Sources/PhaseKit/Resources/PhaseKitText.xcstrings) and the compiled-in fallback
/// table must hold the same texts. After adding a text to `PhaseKitText.table`, regenerate the
/// catalog:
///
///     PHASEKIT_WRITE_CATALOG=1 swift test --filter TextCatalogTests
@Suite(.serialized, .timeLimit(.minutes(6))) struct TextCatalogTests {
  static let catalogURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/PhaseKit/Resources/PhaseKitText.xcstrings")

  /// The catalog's JSON for the compiled-in table, as Xcode writes a String Catalog.
  static func catalogJSON() throws -> Data {
    var strings: [String: Any] = [:]
    for key in PhaseKitText.allCases {
      let pair = PhaseKitText.table[key]!
      func unit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
      }
      strings[key.rawValue] = [
        "extractionState": "manual",
        "localizations": ["en": unit(pair.en), "zh-Hans": unit(pair.zh)],
      ]
    }
    let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
    return try JSONSerialization.data(
      withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  @Test func theCatalogHoldsEveryTextOfTheTableInEveryLanguage() throws {
    if ProcessInfo.processInfo.environment["PHASEKIT_WRITE_CATALOG"] == "1" {
      try Self.catalogJSON().write(to: Self.catalogURL)
    }
    let source = try #require(TextCatalog(json: Data(contentsOf: Self.catalogURL)))
    let bundled = try #require(TextCatalog.shared, "PhaseKit's resource bundle was not found")
    for catalog in [source, bundled] {
      #expect(Set(catalog.texts.keys) == Set(PhaseKitText.allCases.map(\.rawValue)))
      for key in PhaseKitText.allCases {
        let pair = PhaseKitText.table[key]!
        #expect(catalog.text(key.rawValue, language: .english) == pair.en, "\(key) en")
        #expect(catalog.text(key.rawValue, language: .simplifiedChinese) == pair.zh, "\(key) zh-Hans")
      }
    }
  }

  @Test func aCatalogIsReadFromItsJSON() throws {
    let json = Data(
      #"{"sourceLanguage":"en","strings":{"retry":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Again"}}}}},"version":"1.0"}"#
        .utf8)
    let catalog = try #require(TextCatalog(json: json))
    #expect(catalog.text("retry", language: .english) == "Again")
    #expect(catalog.text("retry", language: .simplifiedChinese) == nil)
    #expect(TextCatalog(json: Data("[]".utf8)) == nil)
  }

  @Test func anAppCanReplaceAnyTextInOneLanguageOrAll() {
    defer { PhaseKitText.removeAllOverrides() }
    PhaseKitText.override(.retry, with: "Try again")
    #expect(PhaseKitText.retry.text(in: .english) == "Try again")
    #expect(PhaseKitText.retry.text(in: .simplifiedChinese) == "Try again")
    PhaseKitText.override(.retry, in: .simplifiedChinese, with: "再试一次")
    #expect(PhaseKitText.retry.text(in: .simplifiedChinese) == "再试一次")
    #expect(PhaseKitText.retry.text(in: .english) == "Try again")
    // Everything built from the texts follows: presentations, cards, messages.
    #expect(DataError.emptyData.presentation(in: .simplifiedChinese).retryTitle == "再试一次")
    PhaseKitText.override(.retry, with: nil)
    #expect(PhaseKitText.retry.text(in: .english) == "Retry")
    PhaseKitText.override(.retry, in: .simplifiedChinese, with: nil)
    #expect(PhaseKitText.retry.text(in: .simplifiedChinese) == "重试")
  }

  @Test func theLanguageFollowsTheAppsLocalizationNotTheUsersFirstLanguage() {
    #expect(Language(appLocalizations: ["zh-Hans", "en"]) == .simplifiedChinese)
    #expect(Language(appLocalizations: ["en", "zh-Hans"]) == .english)
    // The app shows French: PhaseKit has no French, and must not switch to Chinese.
    #expect(Language(appLocalizations: ["fr", "zh-Hans"]) == .english)
    #expect(Language(appLocalizations: []) == .english)
  }
}
