import Foundation
import Testing

@testable import PhaseKit

@Suite(.timeLimit(.minutes(6))) struct MemoryCacheTests {
  let clock = TestNow()

  func makeCache(costLimit: Int = 100, countLimit: Int = .max) -> MemoryCache<String, Int> {
    MemoryCache(
      configuration: .init(
        costLimit: costLimit, countLimit: countLimit, staleAfter: .seconds(60),
        expiresAfter: .seconds(3600), now: clock.closure))
  }

  @Test func hitReturnsValueWithDateAndFreshness() {
    let cache = makeCache()
    cache.setValue(7, forKey: "a", cost: 10)
    let entry = cache.entry(forKey: "a")
    #expect(entry?.value == 7)
    #expect(entry?.storedAt == clock.now)
    #expect(entry?.isStale == false)
    #expect(cache.value(forKey: "b") == nil)
  }

  @Test func entryTurnsStaleThenExpires() {
    let cache = makeCache()
    cache.setValue(1, forKey: "a")
    clock.advance(by: 59)
    #expect(cache.entry(forKey: "a")?.isStale == false)
    clock.advance(by: 1)
    #expect(cache.entry(forKey: "a")?.isStale == true)
    #expect(cache.value(forKey: "a") == 1)
    clock.advance(by: 3540)
    #expect(cache.entry(forKey: "a") == nil)
    #expect(cache.count == 0)
  }

  @Test func costLimitEvictsLeastRecentlyUsedFirst() {
    let cache = makeCache(costLimit: 30)
    cache.setValue(1, forKey: "a", cost: 10)
    cache.setValue(2, forKey: "b", cost: 10)
    cache.setValue(3, forKey: "c", cost: 10)
    _ = cache.value(forKey: "a")
    #expect(cache.setValue(4, forKey: "d", cost: 15) == ["b", "c"])
    #expect(cache.value(forKey: "a") == 1)
    #expect(cache.value(forKey: "d") == 4)
    #expect(cache.totalCost == 25)
  }

  @Test(arguments: [1, 2, 5])
  func countLimitHolds(limit: Int) {
    let cache = makeCache(countLimit: limit)
    for index in 0..<10 { cache.setValue(index, forKey: "k\(index)") }
    #expect(cache.count == limit)
    #expect(cache.value(forKey: "k9") == 9)
    #expect(cache.value(forKey: "k0") == nil)
  }

  @Test func replacingAKeyUpdatesCostAndValue() {
    let cache = makeCache()
    cache.setValue(1, forKey: "a", cost: 40)
    cache.setValue(2, forKey: "a", cost: 5)
    #expect(cache.totalCost == 5)
    #expect(cache.count == 1)
    #expect(cache.value(forKey: "a") == 2)
  }

  @Test func valueCostingMoreThanTheLimitIsNotKept() {
    let cache = makeCache(costLimit: 10)
    cache.setValue(1, forKey: "a", cost: 5)
    cache.setValue(2, forKey: "a", cost: 11)
    #expect(cache.value(forKey: "a") == nil)
    #expect(cache.totalCost == 0)
  }

  @Test func removalByKeyByPredicateAndAll() {
    let cache = makeCache()
    for key in ["x/1", "x/2", "y/1"] { cache.setValue(1, forKey: key) }
    #expect(cache.removeValues { $0.hasPrefix("x/") } == 2)
    #expect(cache.removeValue(forKey: "y/1") == 1)
    #expect(cache.count == 0)
    cache.setValue(1, forKey: "z")
    cache.removeAll()
    #expect(cache.value(forKey: "z") == nil)
  }

  @Test func slotsAreReusedAcrossManyInsertionsAndEvictions() {
    let cache = makeCache(costLimit: 50)
    for index in 0..<10_000 { cache.setValue(index, forKey: "k\(index % 300)", cost: 1) }
    #expect(cache.count == 50)
    #expect(cache.totalCost == 50)
    #expect(cache.value(forKey: "k\(9_999 % 300)") == 9_999)
  }
}
