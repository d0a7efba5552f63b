import Foundation
import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct DiskCacheTests {
  let folder = TemporaryFolder()
  let clock = TestNow()
  let log = DiskEventLog()

  func open(_ name: String = "cache.sqlite", sizeLimit: Int = 8 << 20, timeToLive: Duration? = nil)
    throws -> DiskCache
  {
    try DiskCache(
      url: folder.file(name),
      configuration: .init(
        sizeLimit: sizeLimit, timeToLive: timeToLive, now: clock.closure, onEvent: log.handler))
  }

  @Test func storedEntryReadsBackWithItsValidatorsAndDates() throws {
    let cache = try open()
    let stored = clock.now
    try cache.setData(testBytes(5000), forKey: "a", etag: "\"v1\"", lastModified: "Tue, 01 Jan 2030")
    clock.advance(by: 10)
    let entry = try #require(try cache.entry(forKey: "a"))
    #expect(entry.data == testBytes(5000))
    #expect(entry.etag == "\"v1\"")
    #expect(entry.lastModified == "Tue, 01 Jan 2030")
    #expect(entry.storedAt == stored)
    #expect(entry.lastAccess == clock.now)
    #expect(try cache.entry(forKey: "missing") == nil)
    #expect(cache.count == 1)
  }

  @Test func entriesSurviveCloseAndReopenWithoutRecovery() throws {
    do {
      let cache = try open()
      for index in 0..<20 { try cache.setData(testBytes(3000, seed: index), forKey: "k\(index)") }
      cache.close()
      #expect(throws: DiskCache.Error.closed(path: cache.url.path)) { try cache.entry(forKey: "k1") }
    }
    let reopened = try open()
    #expect(reopened.count == 20)
    #expect(try reopened.entry(forKey: "k7")?.data == testBytes(3000, seed: 7))
    #expect(try reopened.integrityProblems() == [])
    #expect(log.recoveries.isEmpty)
  }

  @Test func expiredEntryReadsAsMissAndIsRemoved() throws {
    let cache = try open(timeToLive: .seconds(60))
    try cache.setData(testBytes(100), forKey: "short")
    try cache.setData(testBytes(100), forKey: "explicit", expiresAt: clock.now.addingTimeInterval(600))
    clock.advance(by: 59)
    #expect(try cache.entry(forKey: "short") != nil)
    clock.advance(by: 2)
    #expect(try cache.entry(forKey: "short") == nil)
    #expect(try cache.entry(forKey: "explicit") != nil)
    #expect(log.events.contains(.expired(key: "short")))
    #expect(cache.count == 1)
  }

  @Test func leastRecentlyReadEntryIsEvictedFirst() throws {
    let cache = try open(sizeLimit: 40_000)
    for key in ["a", "b", "c"] {
      try cache.setData(testBytes(10_000), forKey: key)
      clock.advance(by: 5)
    }
    _ = try cache.entry(forKey: "a")  // now "b" is the least recently used
    clock.advance(by: 5)
    try cache.setData(testBytes(10_000), forKey: "d")
    #expect(log.evictedKeys == ["b"])
    #expect(try cache.entry(forKey: "a") != nil)
    #expect(try cache.entry(forKey: "b") == nil)
    #expect(cache.totalCost <= 40_000)
  }

  @Test func sizeLimitHoldsOnDiskWhileWritingFiveTimesTheLimit() throws {
    let limit = 2 << 20
    let cache = try open(sizeLimit: limit)
    var written = 0
    var index = 0
    var peak = 0
    while written < 5 * limit {
      let size = 1000 + (index &* 7919) % 32_000
      try cache.setData(testBytes(size, seed: index), forKey: "key-\(index)")
      written += size
      index += 1
      #expect(cache.totalCost <= limit)
      let onDisk = fileSize(cache.url) + fileSize(URL(fileURLWithPath: cache.url.path + "-wal"))
      peak = max(peak, onDisk)
    }
    #expect(Double(peak) <= 1.1 * Double(limit), "peak on disk \(peak) bytes for a \(limit)-byte limit")
    #expect(try cache.entry(forKey: "key-\(index - 1)") != nil)
    #expect(!log.evictedKeys.isEmpty)
  }

  @Test func valueLargerThanTheLimitIsNotStored() throws {
    let cache = try open(sizeLimit: 10_000)
    try cache.setData(testBytes(100), forKey: "big")
    #expect(try cache.setData(testBytes(20_000), forKey: "big") == false)
    #expect(try cache.entry(forKey: "big") == nil)
  }

  @Test func refreshKeepsBytesAndUpdatesTimeAndValidators() throws {
    let cache = try open()
    try cache.setData(testBytes(500), forKey: "r", etag: "\"old\"")
    clock.advance(by: 100)
    #expect(try cache.refreshEntry(forKey: "r", etag: "\"new\""))
    let entry = try #require(try cache.entry(forKey: "r"))
    #expect(entry.storedAt == clock.now)
    #expect(entry.etag == "\"new\"")
    #expect(entry.data == testBytes(500))
    #expect(try cache.refreshEntry(forKey: "none") == false)
  }

  @Test func removalByKeyPrefixAndAll() throws {
    let cache = try open()
    for key in ["https://a.test/1", "https://a.test/2", "https://b.test/1", "https://a.tesx"] {
      try cache.setData(testBytes(300), forKey: key)
    }
    #expect(try cache.removeEntries(withPrefix: "https://a.test/") == 2)
    #expect(try cache.entry(forKey: "https://a.test/1") == nil)
    #expect(try cache.entry(forKey: "https://a.tesx") != nil)
    try cache.removeEntry(forKey: "https://b.test/1")
    #expect(cache.count == 1)
    try cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.totalCost == 0)
  }

  @Test func codableValuesRoundTripAndBadBytesThrowTypedError() throws {
    struct Reading: Codable, Equatable { var city: String; var temperature: Double }
    let cache = try open()
    try cache.setValue(Reading(city: "Oslo", temperature: -3.5), forKey: "oslo")
    #expect(try cache.value(Reading.self, forKey: "oslo") == Reading(city: "Oslo", temperature: -3.5))
    #expect(try cache.value(Reading.self, forKey: "none") == nil)
    try cache.setData(Data("not json".utf8), forKey: "bad")
    #expect {
      try cache.value(Reading.self, forKey: "bad")
    } throws: { error in
      guard case DiskCache.Error.decodingFailed(let key, _) = error else { return false }
      return key == "bad"
    }
    #expect(try cache.value(forKey: "bad", codec: DataCacheCodec()) == Data("not json".utf8))
  }

  @Test func bytesThatFailTheirChecksumReadAsMiss() throws {
    let cache = try open()
    try cache.setData(testBytes(4000), forKey: "flipped")
    try cache.perform("tamper", recovered: ()) { connection, _, _ throws(SQLiteError) in
      try connection.execute("UPDATE entries SET value = zeroblob(4000) WHERE key = 'flipped'")
    }
    #expect(try cache.entry(forKey: "flipped") == nil)
    #expect(log.events.contains(.checksumMismatch(key: "flipped")))
    #expect(cache.count == 0)
  }

  @Test func concurrentReadersAndWritersKeepCountsConsistent() async throws {
    let cache = try open()
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          for index in 0..<50 {
            let key = "w\(worker)-\(index % 10)"
            _ = try? cache.setData(testBytes(700, seed: index), forKey: key)
            _ = try? cache.entry(forKey: key)
          }
        }
      }
    }
    #expect(cache.count == 80)
    #expect(try cache.integrityProblems() == [])
  }
}
