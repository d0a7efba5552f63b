import Foundation
import PhaseKit

/// What `phasekit cache` does.
enum CacheAction: Equatable {
  /// Every cached copy: key (credentials hidden), size, age, origin, stale or not.
  case list
  /// Remove every copy, or those whose key is or starts with the text (a URL prefix).
  case clear(String?)
  /// The cache folder.
  case path

  /// The actions, as typed.
  static let names = ["list", "clear", "path"]
}

/// Options of `phasekit cache`.
struct CacheOptions: Equatable {
  var action: CacheAction = .list
  var json = false
  var cacheDirectory: String?
  var language: Language?
}

/// `phasekit cache list|clear [KEY or URL prefix]|path [--json]`: what the HTTP cache holds
/// (the one `chart` and `watch` read and write), and removing it, through
/// ``ResourceStore/cachedEntries()`` and ``ResourceStore/removeCachedEntries(matching:)``, so
/// that another `phasekit` or an app using the folder meanwhile is safe (SQLite's locking).
struct CacheCommand {
  let options: CacheOptions
  let console: Console

  var language: Language { options.language ?? console.language }

  /// The folder: `--cache-dir`, else the user's cache folder's `phasekit`, as `chart` uses.
  static func folder(_ cacheDirectory: String?, console: Console) -> URL {
    cacheDirectory.map { console.fileURL($0, isDirectory: true) }
      ?? FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("phasekit", isDirectory: true)
  }

  func run() -> ExitCode {
    let folder = Self.folder(options.cacheDirectory, console: console)
    if options.action == .path {
      console.print(options.json ? Self.json(["folder": folder.path]) : folder.path)
      return .success
    }
    // Listing or clearing a cache that was never made makes none.
    let database = folder.appendingPathComponent("resources.sqlite")
    guard FileManager.default.fileExists(atPath: database.path) else {
      report(entries: [], total: 0, removed: 0, folder: folder)
      return .success
    }
    let store: ResourceStore
    do {
      store = try ResourceStore(directory: folder)
    } catch {
      console.printErrorSafe("phasekit: " + CLIText.cacheCannotOpen.format([folder.path, "\(error)"], in: language))
      return .loadFailed
    }
    switch options.action {
    case .list:
      // The bytes of the copies, as each line shows them (the cost against the size limit,
      // `cachedSize`, also counts the keys).
      let entries = store.cachedEntries()
      report(entries: entries, total: entries.reduce(0) { $0 + $1.size }, removed: nil, folder: folder)
    case .clear(let prefix):
      let removed = store.removeCachedEntries(matching: prefix ?? "")
      report(entries: [], total: store.cachedEntries().reduce(0) { $0 + $1.size }, removed: removed, folder: folder)
    case .path:
      break
    }
    return .success
  }

  /// Says what was found or removed: a table and a total, one line, or JSON.
  private func report(entries: [ResourceStore.CachedEntry], total: Int, removed: Int?, folder: URL) {
    let now = Date()
    if options.json {
      var object: [String: Any] = ["folder": folder.path, "totalSize": total]
      if case .clear(let prefix) = options.action {
        object["removed"] = removed ?? 0
        object["matching"] = prefix.map { SecretRedaction.apply(to: $0) } ?? NSNull()
      } else {
        object["entries"] = entries.map { entry -> [String: Any] in
          [
            "key": entry.redactedKey, "origin": entry.origin ?? NSNull(), "size": entry.size,
            "storedAt": ISO8601DateFormatter().string(from: entry.storedAt),
            "ageSeconds": Int(max(0, now.timeIntervalSince(entry.storedAt))), "stale": entry.isStale,
          ]
        }
      }
      console.print(Self.json(object))
      return
    }
    let place = TerminalSafeText.make(folder.path)
    if case .clear(let prefix) = options.action {
      let count = removed ?? 0
      if let prefix {
        let shown = TerminalSafeText.make(SecretRedaction.apply(to: prefix))
        console.print(
          count == 1
            ? CLIText.cacheClearedMatchingOne.format([shown, place], in: language)
            : CLIText.cacheClearedMatching.format([String(count), shown, place], in: language))
      } else {
        console.print(
          count == 1
            ? CLIText.cacheClearedOne.format([place], in: language)
            : CLIText.cacheCleared.format([String(count), place], in: language))
      }
      return
    }
    guard !entries.isEmpty else {
      console.print(CLIText.cacheEmpty.format([place], in: language))
      return
    }
    let rows = entries.map { entry in
      [
        Self.size(entry.size), WatchModel<ContinuousClock.Instant>.ageText(now.timeIntervalSince(entry.storedAt), language),
        (entry.isStale ? CLIText.cacheStale : .cacheFresh).text(in: language),
        TerminalSafeText.make(entry.redactedKey),
      ]
    }
    let header = CLIText.cacheListHeader.text(in: language).split(separator: "|").map(String.init)
    let table = [header] + rows
    let widths = (0..<3).map { column in table.map { Help.displayWidth($0[column]) }.max() ?? 0 }
    for row in table {
      let cells = (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - Help.displayWidth(row[$0])) }
      console.print((cells + [row[3]]).joined(separator: "  "))
    }
    console.print(
      entries.count == 1
        ? CLIText.cacheListTotalOne.format([Self.size(total), place], in: language)
        : CLIText.cacheListTotal.format([String(entries.count), Self.size(total), place], in: language))
  }

  /// `512 B`, `1.5 KB`, `12 MB` (``ByteCount``).
  static func size(_ bytes: Int) -> String { ByteCount.text(bytes) }

  /// One JSON object on one line, keys sorted.
  static func json(_ object: [String: Any]) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
