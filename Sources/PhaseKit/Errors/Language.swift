import Foundation

/// A language PhaseKit speaks to people in: a column of its String Catalog, named by its
/// BCP 47 tag.
///
/// PhaseKit ships English and Simplified Chinese (``allCases``); a third language is a column of
/// the catalog and nothing else: `Language("fr")` reads the `fr` column of every catalog that
/// has one, and English where a text has no French.
///
/// ```swift
/// DataError.emptyData.message(in: .simplifiedChinese)   // "没有可用数据"
/// DataError.emptyData.message(in: Language("fr"))       // the catalog's French, else English
/// ```
public struct Language: RawRepresentable, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The tag of the catalog column: `en`, `zh-Hans`.
  public let rawValue: String

  /// English (`en`).
  public static let english = Language("en")
  /// Simplified Chinese (`zh-Hans`), with the seed's original texts.
  public static let simplifiedChinese = Language("zh-Hans")

  /// The language of a catalog column, shipped or not: `Language("fr")`, `Language("en-XA")`.
  ///
  /// - Parameter tag: The column's tag, as the catalog spells it.
  public init(_ tag: String) {
    rawValue = tag
  }

  /// A language PhaseKit ships (one of ``allCases``); nil for any other tag. To name a
  /// language that is not shipped, use ``init(_:)``.
  ///
  /// - Parameter rawValue: The tag, such as `en` or `zh-Hans`.
  public init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// The languages PhaseKit ships: the columns of its String Catalog, English first, then
  /// Simplified Chinese, then any other in the order of their tags.
  public static var allCases: [Language] { shipped }

  private static let shipped: [Language] = {
    let tags = TextCatalog.shared?.languages ?? []
    let others = tags.subtracting([english.rawValue, simplifiedChinese.rawValue]).sorted().map(Language.init)
    return [english, simplifiedChinese] + others
  }()

  /// The tag.
  public var description: String { rawValue }

  /// Decodes a tag, shipped or not.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the tag.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Parses a language tag or POSIX locale name: `en`, `en_US.UTF-8`, `zh-Hans`, `zh_CN.UTF-8`,
  /// `zh-Hans-CN`, `zh_SG`, or the tag of another language PhaseKit ships (``allCases``, the
  /// catalog's columns), whole or by its first part (`fr_FR.UTF-8` for `fr`). Returns `nil` for
  /// languages PhaseKit has no texts for.
  ///
  /// - Parameter identifier: A BCP 47 tag or a POSIX locale name such as a `LANG` value.
  public init?(identifier: String) {
    let lowered = identifier.lowercased().replacingOccurrences(of: "_", with: "-")
    let base = lowered.split(separator: ".").first.map(String.init) ?? lowered
    if base == "c" || base == "posix" || base.hasPrefix("en") {
      self = .english
    } else if base.hasPrefix("zh") {
      // Traditional Chinese has no table of its own; Simplified reads better to those readers than
      // English does, so every zh tag maps here.
      self = .simplifiedChinese
    } else if let shipped = Self.allCases.first(where: { $0.rawValue.lowercased() == base })
      ?? Self.allCases.first(where: { base.split(separator: "-").first.map(String.init) == $0.rawValue.lowercased() })
    {
      self = shipped
    } else {
      return nil
    }
  }
}

extension Language {
  /// The language to speak in: the app's localization on Apple platforms, the user's language
  /// on Linux.
  ///
  /// On Apple platforms PhaseKit follows the *app* (`Bundle.main.preferredLocalizations`), not
  /// the user's first preferred language: an app localized in English only shows PhaseKit's texts
  /// in English to a Chinese-speaking user too, so one screen never mixes two languages. A program
  /// with no localizations of its own (a command-line tool, a test runner) follows
  /// `Locale.preferredLanguages`. On Linux, Foundation's `Locale.current` ignores `LANG`, so this
  /// reads `LC_ALL`, `LC_MESSAGES`, `LANG` and `LANGUAGE` as other command-line tools do: the
  /// first one set and non-empty decides. Falls back to English. A language set in ``override``
  /// wins over all of these.
  public static var current: Language {
    override ?? current(environment: ProcessInfo.processInfo.environment)
  }

  /// A language chosen in code (an in-app language setting, a `--lang` flag) that ``current``
  /// returns instead of the user's locale; `nil`, the default, follows the locale.
  ///
  /// Every API that shows text also takes an explicit `Language`; prefer passing one where you
  /// can, since this setting is process-wide.
  public static var override: Language? {
    get { overrideStorage.withLock { $0 } }
    set { overrideStorage.withLock { $0 = newValue } }
  }

  private static let overrideStorage = Lock<Language?>(nil)

  /// The language the given environment asks for; see ``current``.
  ///
  /// - Parameter environment: Environment variables, such as `ProcessInfo.processInfo.environment`.
  /// - Returns: The language, English when nothing set asks for a supported one.
  public static func current(environment: [String: String]) -> Language {
    #if os(Linux) || os(Android) || os(Windows)
      // POSIX precedence: LC_ALL overrides LC_MESSAGES, which overrides LANG. GNU's LANGUAGE is a
      // colon-separated priority list consulted when the locale is not C.
      for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        guard let value = environment[name], !value.isEmpty else { continue }
        if let languages = environment["LANGUAGE"], !languages.isEmpty, value != "C",
          value != "POSIX"
        {
          for tag in languages.split(separator: ":") {
            if let language = Language(identifier: String(tag)) { return language }
          }
        }
        return Language(identifier: value) ?? .english
      }
      return .english
    #else
      let appLocalizations = Bundle.main.localizations.filter { $0 != "Base" }
      guard appLocalizations.isEmpty else {
        return Language(appLocalizations: Bundle.main.preferredLocalizations)
      }
      for tag in Locale.preferredLanguages {
        if let language = Language(identifier: tag) { return language }
      }
      return .english
    #endif
  }

  /// The language that matches an app's localization: the first of
  /// `Bundle.main.preferredLocalizations` (the localization the app shows), or English when
  /// PhaseKit has no texts in it — never a language the app itself does not show.
  ///
  /// ```swift
  /// Language(appLocalizations: ["zh-Hans", "en"])   // .simplifiedChinese
  /// Language(appLocalizations: ["fr", "zh-Hans"])   // .english: the app shows French
  /// ```
  ///
  /// - Parameter appLocalizations: The app's localizations in the order the user prefers them.
  public init(appLocalizations: [String]) {
    self = appLocalizations.first.flatMap(Language.init(identifier:)) ?? .english
  }
}
