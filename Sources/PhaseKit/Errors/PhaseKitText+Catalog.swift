import Foundation

extension PhaseKitText {
  /// Replaces one text, in one language or in all of them, for the whole process; `nil` removes
  /// the replacement.
  ///
  /// An app can replace any text PhaseKit shows. On Apple platforms the usual way is a string
  /// table named `PhaseKit` in the app (a `PhaseKit.xcstrings` String Catalog whose keys are
  /// ``PhaseKitText`` raw values, such as `failedToLoad`), which Xcode localizes like the app's own
  /// strings; this method does the same in code, on every platform, and wins over both.
  ///
  /// ```swift
  /// PhaseKitText.override(.retry, with: "Try again")                      // every language
  /// PhaseKitText.override(.failedToLoad, in: .simplifiedChinese, with: "出错了")
  /// ```
  ///
  /// A replacement keeps the text's placeholders (`%1$@`, `%2$@`), in any order.
  ///
  /// - Parameters:
  ///   - key: The text to replace.
  ///   - language: The language it replaces the text in; `nil` (the default) for every language.
  ///   - text: The replacement, or `nil` to go back to PhaseKit's text.
  public static func override(_ key: PhaseKitText, in language: Language? = nil, with text: String?) {
    overrides.withLock { overrides in
      let slot = OverrideKey(key: key, language: language)
      if let text { overrides[slot] = text } else { overrides.removeValue(forKey: slot) }
    }
  }

  /// Removes every replacement made with ``override(_:in:with:)``.
  public static func removeAllOverrides() {
    overrides.withLock { $0.removeAll() }
  }

  /// The text for `language`, in order: a replacement made in code, the app's own `PhaseKit`
  /// table (Apple platforms), PhaseKit's String Catalog in its resource bundle (the language's
  /// column, else English), and — only when the catalog has no text for the key, as for a
  /// `phasekit` binary copied without its bundle — the English default in the code
  /// (``defaultValue``).
  static func resolve(_ key: PhaseKitText, in language: Language) -> String {
    if let replaced = overrides.withLock({ $0[OverrideKey(key: key, language: language)] ?? $0[OverrideKey(key: key, language: nil)] }) {
      return replaced
    }
    return text(forKey: key.rawValue, default: key.defaultValue, in: language)
  }

  /// The text of any key of PhaseKit's catalog (a ``PhaseKitText`` or a decoding reason's key)
  /// in `language`: the app's own `PhaseKit` table, then the catalog, then `english`.
  package static func text(forKey key: String, default english: String, in language: Language) -> String {
    if let own = TextCatalog.appText(key, language: language) { return own }
    return TextCatalog.phaseKit?.text(key, in: language) ?? english
  }

  private struct OverrideKey: Hashable {
    var key: PhaseKitText
    var language: Language?
  }

  private static let overrides = Lock<[OverrideKey: String]>([:])
}

/// PhaseKit's texts from its String Catalog, `Resources/PhaseKitText.xcstrings`, in `Bundle.module`.
///
/// On Apple platforms SwiftPM and Xcode compile the catalog into one `PhaseKitText.strings` per
/// language (`en.lproj`, `zh-Hans.lproj`), and each text is read with `String(localized:)`, in the
/// language asked for. Elsewhere the resource is the catalog itself, and this reads its JSON: the
/// same strings, the same file.
package struct TextCatalog: Sendable {
  /// Key → language tag → text: the catalog's JSON, or texts given directly.
  let texts: [String: [String: String]]

  #if canImport(Darwin)
    /// A catalog compiled into a bundle's string tables, read through `String(localized:)`.
    struct Compiled: Sendable {
      var bundleURL: URL
      var table: String
      /// The bundle's languages (`en`, `zh-Hans`): a column the catalog has.
      var languages: Set<String>
    }

    private(set) var compiled: Compiled?

    /// The catalog compiled into `bundle` as the string table `table`.
    private init(compiled: Compiled) {
      texts = [:]
      self.compiled = compiled
    }

    /// The text of `key` in `tag`'s column of a compiled catalog, read with `String(localized:)`;
    /// nil when the table has no such key.
    ///
    /// The language is the resource's `locale` (which chooses the table looked up; the `locale`
    /// of `String(localized:table:bundle:locale:)` only formats values). The key is looked up
    /// as it is, with no arguments, so the text comes back with its positional placeholders,
    /// filled by `fillingPlaceholders(with:)` as on every platform.
    private static func localized(_ key: String, tag: String, in compiled: Compiled) -> String? {
      let resource = LocalizedStringResource(
        String.LocalizationValue(key), table: compiled.table, locale: Locale(identifier: tag),
        bundle: .atURL(compiled.bundleURL))
      let text = String(localized: resource)
      // A key that is not there comes back as itself; no text of a catalog is its own key.
      return text == key ? nil : text
    }
  #endif

  /// PhaseKit's own catalog: from its resource bundle on Apple platforms (`nil` when the bundle
  /// cannot be found), and elsewhere from the copy compiled into the module (Package.swift's
  /// `catalog(_:)`), so that a binary copied alone still speaks every language.
  static let shared: TextCatalog? = {
    #if canImport(Darwin)
      return load(table: "PhaseKitText", in: resourceBundle)
    #else
      return TextCatalog(json: Data(PackageResources.PhaseKitText_xcstrings))
    #endif
  }()

  /// The catalog PhaseKit speaks from: ``shared``, unless one was put in its place with
  /// ``replace(_:with:)``.
  package static var phaseKit: TextCatalog? { named("PhaseKitText", else: shared) }

  /// Catalogs put in place of a module's own, by table name.
  private static let replacements = Lock<[String: TextCatalog]>([:])

  /// Puts `catalog` in place of the module's catalog named `table` (`PhaseKitText`,
  /// `PhaseChartsText`) for the whole process, or goes back to the module's own with `nil`: a
  /// catalog read from elsewhere, as a test reads one with a language of its own.
  ///
  /// - Parameters:
  ///   - table: The catalog's name.
  ///   - catalog: The catalog to read from, or nil.
  package static func replace(_ table: String, with catalog: TextCatalog?) {
    replacements.withLock { $0[table] = catalog }
  }

  /// The catalog put in place of `table`, else `own`.
  package static func named(_ table: String, else own: TextCatalog?) -> TextCatalog? {
    replacements.withLock { $0[table] } ?? own
  }

  init(texts: [String: [String: String]]) {
    self.texts = texts
  }

  /// Reads a String Catalog (`.xcstrings` JSON); `nil` when it is not one.
  package init?(json: Data) {
    guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else { return nil }
    var texts: [String: [String: String]] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
        continue
      }
      for (language, localization) in localizations {
        let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any]
        if let value = unit?["value"] as? String { texts[key, default: [:]][language] = value }
      }
    }
    self.texts = texts
  }

  /// The text of `key` in exactly `language`'s column; nil when that column has none.
  package func text(_ key: String, language: Language) -> String? {
    #if canImport(Darwin)
      if let compiled {
        guard compiled.languages.contains(language.rawValue) else { return nil }
        return Self.localized(key, tag: language.rawValue, in: compiled)
      }
    #endif
    return texts[key]?[language.rawValue]
  }

  /// The text of `key` in `language`, else in English; nil when the catalog has neither.
  package func text(_ key: String, in language: Language) -> String? {
    text(key, language: language) ?? text(key, language: .english)
  }

  /// The languages of the catalog's columns, as tags (`en`, `zh-Hans`).
  package var languages: Set<String> {
    #if canImport(Darwin)
      if let compiled { return compiled.languages }
    #endif
    return texts.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
  }

  /// The catalog `table` in `bundle`, the resource bundle of the module that speaks; nil when
  /// it is not there.
  ///
  /// Where the bundle holds the catalog itself (`NAME.xcstrings`, as SwiftPM copies it on Linux)
  /// its JSON is read. On Apple platforms Xcode and SwiftPM compile the catalog into one
  /// `NAME.strings` table per language (`en.lproj`, `zh-Hans.lproj`, and any other column):
  /// each text is then read with `String(localized:)` from the table of the language asked for,
  /// so a language added to the catalog is found without a line of Swift.
  ///
  /// - Parameters:
  ///   - table: The catalog's name, without extension.
  ///   - bundle: The speaking module's resource bundle.
  package static func load(table: String, in bundle: Bundle?) -> TextCatalog? {
    guard let bundle else { return nil }
    if let url = bundle.url(forResource: table, withExtension: "xcstrings"),
      let data = try? Data(contentsOf: url)
    {
      return TextCatalog(json: data)
    }
    #if canImport(Darwin)
      // The languages whose folder holds the compiled table.
      let languages = Set(
        bundle.localizations.filter { tag in
          tag != "Base"
            && bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: tag) != nil
        })
      guard !languages.isEmpty else { return nil }
      return TextCatalog(compiled: Compiled(bundleURL: bundle.bundleURL, table: table, languages: languages))
    #else
      return nil
    #endif
  }

  #if canImport(Darwin)
    /// PhaseKit's resource bundle, where its catalog is compiled to `.strings`.
    static let resourceBundle: Bundle? = Bundle.module
  #endif

  /// The app's own replacement from a `PhaseKit` string table in its main bundle, in `language`.
  static func appText(_ key: String, language: Language) -> String? {
    #if canImport(Darwin)
      return appCatalog?.text(key, language: language)
    #else
      return nil
    #endif
  }

  #if canImport(Darwin)
    /// The app's `PhaseKit` table (from its own `PhaseKit.xcstrings`), read as PhaseKit's own
    /// catalog is; found once.
    private static let appCatalog = load(table: "PhaseKit", in: .main)
  #endif
}
