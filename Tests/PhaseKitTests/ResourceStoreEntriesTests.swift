import Foundation
import Testing

@testable import PhaseKit

/// `ResourceStore`'s listing and removal: what the disk cache holds, its size, removing by key
/// or prefix, seen alike by every store (every process) on the folder.
@Suite(.timeLimit(.minutes(6))) struct ResourceStoreEntriesTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phasekit-entries-\(UUID().uuidString)")

  @Test func entriesSizeAndRemovalAreSharedByEveryStoreOnTheFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let writer = try ResourceStore(directory: folder)
    let reader = try ResourceStore(directory: folder)  // as another process would open it
    #expect(reader.cachedEntries().isEmpty)
    let disk = try #require(writer.configuration.diskCache)
    try disk.setData(Data(count: 1000), forKey: "https://a.example/x.csv?api_key=s3cret")
    try disk.setData(Data(count: 10), forKey: "https://b.example:8443/y.json", storedAt: Date().addingTimeInterval(-3600))
    let entries = reader.cachedEntries()
    #expect(entries.map(\.origin) == ["https://a.example", "https://b.example:8443"])
    #expect(entries.map(\.size) == [1000, 10])
    #expect(entries.map(\.isStale) == [false, true])
    #expect(entries[0].redactedKey == "https://a.example/x.csv?api_key=…")
    #expect(reader.cachedSize >= 1010)
    #expect(reader.removeCachedEntries(matching: "https://a.example/") == 1)
    #expect(writer.cachedEntries().map(\.key) == ["https://b.example:8443/y.json"])
    #expect(writer.removeCachedEntries(matching: "") == 1)
    #expect(reader.cachedEntries().isEmpty && reader.cachedSize == 0)
  }

  @Test func aStoreWithoutADiskCacheListsNothing() {
    let store = ResourceStore()
    #expect(store.cachedEntries().isEmpty)
    #expect(store.cachedSize == 0)
    #expect(store.removeCachedEntries(matching: "x") == 0)
  }
}
