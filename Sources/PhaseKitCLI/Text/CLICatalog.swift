import Foundation
import PhaseKit

/// The command-line tool's String Catalog, `Resources/PhaseKitCLIText.xcstrings`, read once
/// with PhaseKit's catalog reader.
///
/// The catalog is compiled into the binary (`.embedInCode`), on every platform: a command-line
/// tool is copied alone, without a resource bundle beside it, and must still speak. (The
/// libraries' catalogs live in their bundles, and Apple platforms read them with
/// `String(localized:)`, as an app's texts are read.)
///
/// Keys: the sentences of ``CLIText``; the watch screen's words, `watch.` and a ``WatchText``;
/// the help, `help.…` paragraphs and `option.<command>.<name>` lines of the option tables
/// (``OptionTables``); `value.…` placeholders; and `systemReason.…`, the system's reasons for a
/// failed write in languages whose system does not say them.
enum CLICatalog {
  /// The text of `key` in `language`, else in English, else the key itself (a key the catalog
  /// lacks, which `CLICatalogTests` rules out).
  static func text(_ key: String, in language: Language) -> String {
    catalog?.text(key, in: language) ?? key
  }

  /// The text of `key` in `language` only; nil when the catalog has none.
  static func lookup(_ key: String, in language: Language) -> String? {
    catalog?.text(key, language: language)
  }

  /// Every key the tool reads, for the test that holds the catalog and the code together.
  static var keys: [String] {
    CLIText.allCases.map(\.rawValue) + WatchText.allCases.map { "watch.\($0.rawValue)" } + Help.keys
      + ValueName.allCases.map { "value.\($0.rawValue)" } + Command.names.map { "command.\($0)" }
      + ReportText.systemReasonKeys
  }

  /// The catalog the texts come from: the bundled one, unless another was put in its place
  /// (`TextCatalog.replace(_:with:)`).
  static var catalog: TextCatalog? { TextCatalog.named("PhaseKitCLIText", else: bundled) }

  /// The catalog compiled into the binary, read once.
  static let bundled = TextCatalog(json: Data(PackageResources.PhaseKitCLIText_xcstrings))
}
