import Foundation
import Testing

@testable import PhaseKit

/// PhaseKit's texts come from its one hand-edited String Catalog in its resource bundle, follow
/// the app's localization, and an app can replace any of them.
///
/// Every key has English and Simplified Chinese with the same positional placeholders, and the
/// English is the default value the code holds for it (as `String(localized:defaultValue:)` has
/// one), so a binary without its bundle still speaks English.
@Suite(.serialized, .timeLimit(.minutes(6))) struct TextCatalogTests {
  static let catalogURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/PhaseKit/Resources/PhaseKitText.xcstrings")

  /// `%1$@`-style placeholders of a text, and whether it has any `%@` in order.
  static func placeholders(_ text: String) -> (positional: Set<String>, inOrder: Int) {
    let positional = try! NSRegularExpression(pattern: "%\\d+\\$@")
    let range = NSRange(text.startIndex..., in: text)
    let numbered = Set(positional.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) })
    return (numbered, text.components(separatedBy: "%@").count - 1)
  }

  /// Every key the code speaks with, and its English default.
  static var keysInCode: [String: String] {
    var keys: [String: String] = [:]
    for key in PhaseKitText.allCases { keys[key.rawValue] = key.defaultValue }
    for reason in DataError.DecodingFailure.Reason.samples {
      for phrase in reason.phrase.allPhrases where !phrase.key.isEmpty { keys[phrase.key] = phrase.english }
    }
    for (status, name) in DataError.statusNames { keys["statusName\(status)"] = name }
    keys["statusLine"] = "HTTP %1$@ %2$@"
    keys.merge(DataError.localPlaceTexts) { _, new in new }
    return keys
  }

  @Test func theCatalogHasEveryKeyInEnglishAndChineseWithTheSamePlaceholders() throws {
    let source = try #require(TextCatalog(json: Data(contentsOf: Self.catalogURL)))
    let bundled = try #require(TextCatalog.shared, "PhaseKit's resource bundle was not found")
    let code = Self.keysInCode
    // No key the code does not use. (A catalog compiled on Apple platforms is read key by key
    // with `String(localized:)`, so the keys are counted in the source.)
    #expect(Set(source.texts.keys) == Set(code.keys))
    for catalog in [source, bundled] {
      // None the code uses missing.
      for (key, english) in code {
        let en = try #require(catalog.text(key, language: .english), "\(key) has no English")
        let zh = try #require(catalog.text(key, language: .simplifiedChinese), "\(key) has no Chinese")
        #expect(en == english, "\(key): the catalog's English is the code's default value")
        #expect(Self.placeholders(en).inOrder == 0 && Self.placeholders(zh).inOrder == 0, "\(key): positional only")
        #expect(Self.placeholders(en).positional == Self.placeholders(zh).positional, "\(key): \(en) / \(zh)")
      }
    }
  }

  @Test func aKeyTheCatalogLacksIsSaidInTheCodesEnglish() {
    // What a `phasekit` binary copied without its bundle says: the default value.
    #expect(PhaseKitText.text(forKey: "noSuchKey", default: "Plain English", in: .simplifiedChinese) == "Plain English")
    #expect(TextCatalog(texts: ["k": ["en": "E"]]).text("k", in: Language("fr")) == "E")
    #expect(TextCatalog(texts: ["k": ["en": "E", "fr": "F"]]).text("k", in: Language("fr")) == "F")
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
