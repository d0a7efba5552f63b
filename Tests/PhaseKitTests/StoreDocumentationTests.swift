import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

/// Answers with the city in its `memory://CITY` URL.
private struct CitySource: DataSource {
  var url: URL
  var identity: String { url.absoluteString }
  func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    FetchResponse(data: Data((url.host ?? "").utf8))
  }
}

private struct Settings: Codable, Equatable { var units = "metric" }

/// The examples of docs/store.md, compiled and run, so the documentation cannot drift from the API.
@MainActor @Suite(.timeLimit(.minutes(6))) struct StoreDocumentationTests {
  struct Forecast: Codable, Equatable, Sendable {
    var city: String
    var byteCount: Int { city.utf8.count }

    static func decode(_ data: Data) throws(DataError) -> Forecast {
      Forecast(city: String(decoding: data, as: UTF8.self))
    }
  }

  let folder = TemporaryFolder()

  @Test func quickStartExample() async throws {
    let server = try await FixtureServer.shared()
    let weatherURL = server.url(path: server.uniquePath("weather"), query: ["body": "Oslo"])
    let cachesFolder = folder.url
    let store = try ResourceStore(directory: cachesFolder)
    let loader = Loader(store: store, source: HTTPSource(url: weatherURL), policy: .networkFirst) {
      data throws(DataError) in try Forecast.decode(data)
    }
    await loader.load()
    #expect(loader.loaded?.origin == .network)
    #expect(loader.value == Forecast(city: "Oslo"))
    #expect(!loader.isStale)
    #expect(loader.error == nil)
  }

  @Test func staleWhileRevalidateAndStoreExamples() async throws {
    let store = ResourceStore()
    let source = MemorySource(identity: "https://api.example.com/v1/oslo", data: Data("Oslo".utf8))
    let decode = Forecast.decode
    let loader = Loader(store: store, source: source) { data throws(DataError) in try decode(data) }
    await loader.load()
    #expect(loader.value?.city == "Oslo")

    let shown = Recorder<String>()
    let show = { @Sendable (forecast: Forecast) in shown.append(forecast.city) }
    let loaded = try await store.load(
      source, policy: .staleWhileRevalidate,
      decode: { data throws(DataError) in try decode(data) },
      publish: { cached, isStale in show(cached.value) })
    #expect(loaded.origin == .memory)
    let key = source.identity
    #expect(store.cachedResource(forKey: source.identity)?.data == Data("Oslo".utf8))
    #expect(store.cachedValue(forKey: key, as: Forecast.self)?.loaded.value.city == "Oslo")
    await store.prefetch(
      MemorySource(identity: "https://api.example.com/v1/bergen", data: Data("Bergen".utf8))
    ).value
    store.invalidate(key: key)
    store.invalidate(prefix: "https://api.example.com/v1/")
    #expect(store.cachedResource(forKey: "https://api.example.com/v1/bergen") == nil)
  }

  @Test func resourceLoaderExample() async {
    let store = ResourceStore()
    func forecastURL(_ city: String) -> URL { URL(string: "memory://\(city)")! }
    let weather = ResourceLoader<Forecast>(store: store, keepsPreviousValue: true) {
      data throws(DataError) in try Forecast.decode(data)
    }
    await weather.load(CitySource(url: forecastURL("Oslo")))
    await weather.load(CitySource(url: forecastURL("Bergen")))
    #expect(weather.value?.city == "Bergen")
    #expect(!weather.isShowingPreviousValue)
  }

  @Test func diskAndMemoryCacheExamples() throws {
    let settings = Settings()
    let bytes = Data("raw".utf8)
    let cache = try DiskCache(
      url: folder.url.appendingPathComponent("settings.sqlite"),
      configuration: .init(sizeLimit: 10 << 20, timeToLive: .seconds(86_400)))
    try cache.setValue(settings, forKey: "settings")
    let restored = try cache.value(Settings.self, forKey: "settings")
    #expect(restored == settings)
    try cache.setData(bytes, forKey: "raw", etag: "\"v7\"")
    let entry = try cache.entry(forKey: "raw")
    #expect(entry?.etag == "\"v7\"")
    #expect(entry?.expiresAt != nil)
    cache.close()

    let forecast = Forecast(city: "Oslo")
    let memory = MemoryCache<String, Forecast>(
      configuration: .init(costLimit: 20 << 20, staleAfter: .seconds(300)))
    memory.setValue(forecast, forKey: "oslo", cost: forecast.byteCount)
    let hit = try #require(memory.entry(forKey: "oslo"))
    #expect(hit.value == forecast)
    #expect(!hit.isStale)
  }
}
