import Foundation
import Testing

@testable import PhaseKit

@Suite struct DiskCacheRecoveryTests {
  let folder = TemporaryFolder()
  let log = DiskEventLog()

  func open(_ url: URL) throws -> DiskCache {
    try DiskCache(url: url, configuration: .init(onEvent: log.handler))
  }

  /// A closed cache file holding `count` entries.
  func populatedFile(count: Int = 40) throws -> URL {
    let url = folder.file("cache.sqlite")
    let cache = try DiskCache(url: url)
    for index in 0..<count { try cache.setData(testBytes(6000, seed: index), forKey: "k\(index)") }
    cache.close()
    return url
  }

  func expectRebuilt(_ cache: DiskCache, reasonContaining text: String) throws {
    #expect(log.recoveries.count == 1)
    #expect(log.recoveries.first?.contains(text) == true, "reason: \(log.recoveries)")
    #expect(cache.count == 0)
    #expect(try cache.integrityProblems() == [])
    try cache.setData(testBytes(10), forKey: "after")
    #expect(try cache.entry(forKey: "after")?.data == testBytes(10))
  }

  @Test(arguments: [0, 50, 99, 100, 4096, 100_000])
  func garbageFileIsQuarantinedAndRebuilt(size: Int) throws {
    let url = folder.file("cache.sqlite")
    try testBytes(size, seed: 7).write(to: url)
    let cache = try open(url)
    if size == 0 {
      // An empty file is what SQLite itself creates before the first write: not damage.
      #expect(log.recoveries.isEmpty)
    } else {
      try expectRebuilt(cache, reasonContaining: "not a SQLite database")
      #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
    }
  }

  @Test(arguments: [0.25, 0.5, 0.9])
  func truncatedFileIsRebuilt(fraction: Double) throws {
    let url = try populatedFile()
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(Double(fileSize(url)) * fraction))
    try handle.close()
    let cache = try open(url)
    #expect(log.recoveries.count == 1)
    #expect(cache.count == 0)
    #expect(try cache.integrityProblems() == [])
  }

  @Test func anotherProgramsDatabaseIsMovedAside() throws {
    let url = folder.file("cache.sqlite")
    do {
      let connection = try SQLiteConnection(path: url.path)
      try connection.execute("CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('mine')")
    }
    let cache = try open(url)
    try expectRebuilt(cache, reasonContaining: "not a PhaseKit cache")
  }

  @Test func olderSchemaVersionIsDroppedAndReported() throws {
    let url = try populatedFile()
    do {
      let connection = try SQLiteConnection(path: url.path)
      try connection.execute("PRAGMA user_version = 0")
    }
    let cache = try open(url)
    #expect(log.events.contains(.schemaReset(fromVersion: 0, toVersion: DiskCache.schemaVersion)))
    #expect(cache.count == 0)
    #expect(log.recoveries.isEmpty)
  }

  @Test func unwritableLocationThrowsTypedErrorInsteadOfCrashing() throws {
    let blocker = folder.file("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    #expect {
      try DiskCache(url: blocker.appendingPathComponent("cache.sqlite"))
    } throws: { error in
      guard case DiskCache.Error.cannotOpen(let path, _) = error else { return false }
      return path.hasSuffix("not-a-folder/cache.sqlite")
    }
  }
}
