import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

/// `phasekit cache list|clear|path`, in process, on a real cache folder filled the way `chart`
/// fills it (a `ResourceStore` over `resources.sqlite`).
@MainActor @Suite(.timeLimit(.minutes(6))) struct CacheCommandTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-cache-cmd-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static let secretKey = "https://ann:hunter2@example.com/prices.csv?token=abc123&day=1"
  static let plainKey = "https://example.com/weather.csv"
  static let otherKey = "http://127.0.0.1:8080/local.json"

  /// A cache with three copies: one with credentials, one an hour old.
  func filledCache() throws {
    let store = try ResourceStore(directory: folder)
    let disk = try #require(store.configuration.diskCache)
    try disk.setData(Data(repeating: 1, count: 2048), forKey: Self.secretKey)
    try disk.setData(Data("a,b\n1,2\n".utf8), forKey: Self.plainKey, storedAt: Date().addingTimeInterval(-3600))
    try disk.setData(Data("[]".utf8), forKey: Self.otherKey)
    disk.close()
  }

  func cache(_ arguments: [String], lang: String = "en") async -> InProcessCommand.Result {
    await InProcessCommand.run(["cache"] + arguments + ["--cache-dir", folder.path, "--lang", lang])
  }

  @Test func listShowsEachCopyWithCredentialsHiddenSizeAgeAndStaleness() async throws {
    try filledCache()
    let result = await cache(["list"])
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("hunter2") && !result.stdout.contains("abc123"), "\(result)")
    #expect(result.stdout.contains("https://ann:…@example.com/prices.csv?token=…&day=1"), "\(result)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("SIZE") == true, "\(result)")
    let weather = try #require(lines.first { $0.hasSuffix(Self.plainKey) })
    #expect(weather.contains("60 min") && weather.contains("stale"), "\(weather)")
    let prices = try #require(lines.first { $0.contains("prices.csv") })
    #expect(prices.hasPrefix("2 KB ") && prices.contains("fresh"), "\(prices)")
    #expect(result.stdout.contains("3 cached copies"), "\(result)")
  }

  @Test func listAsJSONIsOneObjectForScripts() async throws {
    try filledCache()
    let result = await cache(["list", "--json"])
    #expect(result.status == 0, "\(result)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.count == 3)
    #expect(entries.allSatisfy { !($0["key"] as? String ?? "").contains("hunter2") })
    let local = try #require(entries.first { ($0["key"] as? String) == Self.otherKey })
    #expect(local["origin"] as? String == "http://127.0.0.1:8080")
    #expect(local["stale"] as? Bool == false)
    #expect(object["totalSize"] as? Int == 2048 + 8 + 2)
    #expect(object["folder"] as? String == folder.path)
  }

  @Test func clearRemovesWhatStartsWithAPrefixOrEverything() async throws {
    try filledCache()
    let some = await cache(["clear", "https://example.com/"])
    #expect(some.status == 0, "\(some)")
    #expect(some.stdout.contains("Removed 1 cached copy whose key starts with https://example.com/"), "\(some)")
    // The one with credentials starts with https://ann:…: a prefix of the real key only.
    let left = await cache(["list", "--json"])
    let keys = (try JSONSerialization.jsonObject(with: Data(left.stdout.utf8)) as? [String: Any])?["entries"]
      .flatMap { $0 as? [[String: Any]] }?.compactMap { $0["key"] as? String }
    #expect(keys?.count == 2 && keys?.contains(Self.plainKey) == false, "\(left)")
    let all = await cache(["clear", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    #expect(object["removed"] as? Int == 2)
    #expect((await cache(["list"])).stdout.contains("is empty"))
  }

  @Test func pathAndAnEmptyFolderMakeNoCache() async throws {
    let result = await cache(["path"])
    #expect(result.stdout == folder.path + "\n", "\(result)")
    let listed = await cache(["list"])
    #expect(listed.status == 0 && listed.stdout.contains("is empty"), "\(listed)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("resources.sqlite").path))
  }

  @Test func itSpeaksChinese() async throws {
    try filledCache()
    let result = await cache(["list"], lang: "zh-Hans")
    #expect(result.stdout.contains("大小") && result.stdout.contains("份缓存副本"), "\(result)")
    #expect(!result.stdout.contains("cached copies"), "\(result)")
  }

  @Test(arguments: [
    (["cache"], "'cache' needs what to do: list, clear or path"),
    (["cache", "lsit"], "unknown cache action 'lsit'; did you mean 'list'?"),
    (["cache", "purge"], "unknown cache action 'purge': the actions are list, clear and path"),
    (["cache", "list", "extra"], "unexpected argument 'extra'"),
  ])
  func aWrongActionIsAUsageError(arguments: [String], message: String) throws {
    let reply = try #require(PhaseKitTool.reply(to: arguments, language: .english))
    #expect(reply.status == 64)
    #expect(reply.standardError.hasPrefix("phasekit: " + message), "\(reply.standardError)")
    #expect(reply.standardError.contains("Run 'phasekit cache --help'"), "\(reply.standardError)")
  }
}
