import Foundation
import PhaseKit

/// The cache folder `chart` and `watch` share: `--cache-dir`, or `phasekit` in the user's caches
/// folder; owner-only (`0700`, files `0600`), and refused when it is not the user's alone.
enum CacheFolder {
  /// The folder the options name, or the default one.
  static func url(options: ChartOptions, console: Console) -> URL {
    options.cacheDirectory.map { console.fileURL($0, isDirectory: true) }
      ?? FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("phasekit", isDirectory: true)
  }

  /// Why the folder named with `--cache-dir` is not used, naming its mode and owner; nil when
  /// it is the user's alone, when none is named (the default folder is then left for memory
  /// only, said once when the store cannot open it), or when no cache is used.
  ///
  /// A folder named on purpose that others can write is an error rather than a quiet run
  /// without a cache, as ssh refuses a key file that others can read: the person asked for it.
  static func refusal(options: ChartOptions, source: any DataSource, console: Console, language: Language)
    -> String?
  {
    guard options.useCache, source.origin == .network, options.cacheDirectory != nil else { return nil }
    do {
      _ = try PrivateFiles.prepareFolder(url(options: options, console: console), tightensExisting: false)
      return nil
    } catch {
      return CLIText.cacheFolderNotPrivate.format([error.path, error.modeText, error.owner], in: language)
    }
  }
}
