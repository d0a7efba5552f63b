import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct DiskCacheRecoveryTests {
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
    try truncate(url, to: fraction)
    let cache = try open(url)
    #expect(log.recoveries.count == 1)
    #expect(cache.count == 0)
    #expect(try cache.integrityProblems() == [])
  }

  /// A child process forked while the lock file was open holds the lock until it calls exec (a
  /// test's or an app's helper launched at that moment): damage found meanwhile is checked
  /// again once it has gone, and the file is rebuilt as if the open had been alone.
  @Test func damageFoundWhileABriefHolderHasTheLockIsRebuilt() throws {
    let url = try populatedFile()
    try truncate(url, to: 0.5)
    let holder = try #require(FileHandle(forUpdatingAtPath: url.path + ".lock"))
    try #require(flock(holder.fileDescriptor, LOCK_SH) == 0)
    // A thread of its own: the test's open blocks while it waits, and so may every pooled thread.
    Thread {
      Thread.sleep(forTimeInterval: 0.1)
      try? holder.close()
    }.start()
    let cache = try open(url)
    #expect(log.recoveries.count == 1)
    #expect(cache.count == 0)
    #expect(try cache.integrityProblems() == [])
  }

  /// A holder that stays is another process using the file: SQLite's verdict then is not the
  /// verdict on a file at rest, and the file is left where it is, its bytes untouched.
  @Test func damageFoundWhileAnotherProcessStaysIsLeftInPlace() throws {
    let url = try populatedFile()
    try truncate(url, to: 0.5)
    let bytes = try Data(contentsOf: url)
    let holder = try #require(FileHandle(forUpdatingAtPath: url.path + ".lock"))
    defer { try? holder.close() }
    try #require(flock(holder.fileDescriptor, LOCK_SH) == 0)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: DiskCache.Error.self) { try open(url) }
    #expect(clock.now - start >= DiskCache.aloneWait)
    #expect(log.recoveries.isEmpty)
    #expect(try Data(contentsOf: url) == bytes)
    #expect(!FileManager.default.fileExists(atPath: url.path + ".corrupt"))
  }

  func truncate(_ url: URL, to fraction: Double) throws {
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(Double(fileSize(url)) * fraction))
    try handle.close()
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

  @Test func corruptionFoundByAQueryIsRepairedAndTheReadMisses() throws {
    let cache = try open(folder.file("cache.sqlite"))
    try cache.setData(testBytes(100), forKey: "a")
    let value = try cache.perform("probe", recovered: -1) { _, _, _ throws(SQLiteError) -> Int in
      throw SQLiteError(code: 11, message: "database disk image is malformed")  // SQLITE_CORRUPT
    }
    #expect(value == -1)
    #expect(log.recoveries == ["probe: database disk image is malformed"])
    #expect(cache.count == 0)
    #expect(try cache.entry(forKey: "a") == nil)
    #expect(FileManager.default.fileExists(atPath: cache.url.path + ".corrupt"))
  }

  @Test func writeThatFindsCorruptionIsRetriedOnTheRebuiltFile() throws {
    let cache = try open(folder.file("cache.sqlite"))
    let attempts = Recorder<Int>()
    let stored = try cache.perform("write", retry: true, recovered: false) {
      connection, _, _ throws(SQLiteError) -> Bool in
      attempts.append(attempts.values.count + 1)
      if attempts.values.count == 1 { throw SQLiteError(code: 26, message: "file is not a database") }
      try connection.execute("INSERT INTO meta(key, value) VALUES ('probe', 'ok')")
      return true
    }
    #expect(stored)
    #expect(attempts.values == [1, 2])
    #expect(log.recoveries.count == 1)
  }

  /// A newer PhaseKit's cache (an app updated beside an older tool) is not emptied: this version
  /// cannot use it and says why; the file keeps its entries.
  @Test func aNewerSchemaIsLeftAloneAndNamed() throws {
    let url = try populatedFile()
    do {
      let connection = try SQLiteConnection(path: url.path)
      try connection.execute("PRAGMA user_version = \(DiskCache.schemaVersion + 1)")
    }
    #expect {
      _ = try DiskCache(url: url, configuration: .init(onEvent: log.handler))
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? DiskCache.Error else { return false }
      return reason.contains("newer PhaseKit")
    }
    let connection = try SQLiteConnection(path: url.path, access: .readOnly)
    #expect(try connection.scalarInt("SELECT count(*) FROM entries") > 0)
    #expect(log.recoveries.isEmpty)
  }

  /// A copy dropped for its checksum reaches the store's events (a miss that followed read as
  /// "nothing cached yet", with no sign of damage).
  @Test func aCopyDroppedForItsChecksumIsReportedByTheStore() async throws {
    let directory = folder.url.appendingPathComponent("store")
    do {
      let store = try ResourceStore(directory: directory)
      _ = try await store.load(MemorySource(identity: "k", data: Data("good".utf8)), policy: .networkOnly) {
        data throws(DataError) in data
      }
      store.configuration.diskCache?.close()
    }
    do {
      let connection = try SQLiteConnection(path: directory.appendingPathComponent("resources.sqlite").path)
      try connection.execute("UPDATE entries SET checksum = checksum + 1 WHERE key = 'k'")
    }
    let events = Lock<[ResourceStore.Event]>([])
    let store = try ResourceStore(
      directory: directory, configuration: .init(onEvent: { event in events.withLock { $0.append(event) } }))
    #expect(store.cachedResource(forKey: "k") == nil)
    #expect(events.withLock { $0 }.contains(.entriesDropped(reason: "the copy of k failed its checksum")))
  }

  @Test func damagedPagesFoundAfterOpeningNeverCrashOrReturnWrongBytes() throws {
    let url = try populatedFile(count: 120)
    let size = fileSize(url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.seek(toOffset: UInt64(size / 2))
    try handle.write(contentsOf: testBytes(size / 3, seed: 99))
    try handle.close()
    let cache = try open(url)
    var served = 0
    for index in 0..<120 {
      if let entry = try cache.entry(forKey: "k\(index)") {
        #expect(entry.data == testBytes(6000, seed: index), "k\(index) came back altered")
        served += 1
      }
    }
    let mismatches = log.events.filter { if case .checksumMismatch = $0 { true } else { false } }
    #expect(served < 120)
    #expect(log.recoveries.count + mismatches.count >= 1)
  }
}
