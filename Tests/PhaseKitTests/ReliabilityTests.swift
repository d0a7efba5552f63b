import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Against the real fixture HTTP server and real SQLite files: streamed and bounded
/// downloads, odd servers, deadlines that fall back to the cache, nothing bad stored, credentials
/// kept apart.
@Suite(.timeLimit(.minutes(6))) struct ReliabilityTests {
  let folder = TemporaryFolder()

  // MARK: - 2. Streamed and bounded downloads

  /// The process's peak resident memory so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  // How long the two fetches below take, and that a download's time grows linearly with its
  // body, is checked in WallClockTests, one timed test at a time.

  @Test func anEndlessBodyFailsAsTooLargeAtTheDefaultLimitQuickly() async throws {
    // A server of its own: an endless body keeps a thread of the shared one busy.
    let server = try await FixtureServer.start()
    defer { server.stop() }
    // The default limit, 64 MiB, at about 64 MiB/s: copying the body on every chunk (the old
    // code) took minutes and gigabytes to get there. (The rate is capped because URLSession on
    // Linux queues chunks for its delegate without back-pressure: a server faster than a starved
    // delegate fills memory whatever the delegate does. See docs/store.md.)
    let source = HTTPSource(
      url: server.url(path: "/endless", query: ["endless": "1", "rate": "67108864"]))
    let peakBefore = Self.peakResidentBytes()
    let progress = Recorder<Int64>()
    await #expect(throws: DataError.tooLarge(limit: 64 << 20)) {
      _ = try await source.fetch(FetchRequest(progress: { progress.append($0.receivedBytes) }))
    }
    #expect((progress.values.max() ?? 0) <= 64 << 20)
    // The process's high-water mark rose by less than 1 GiB (the old code: gigabytes).
    #expect(Self.peakResidentBytes() - peakBefore < 1 << 30, "peak RSS \(Self.peakResidentBytes() >> 20) MB")
  }

  @Test func aGzipBombFailsOnItsDecodedSizeQuickly() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    // 128 MiB of zeros in ~128 KB of gzip: the compressed Content-Length is far below the limit.
    let url = server.url(path: "/bomb", query: ["gzip_bomb": "134217728"])
    let source = HTTPSource(url: url)
    // The server compresses the bomb on the first request for it (0.6 s of an idle core, seconds
    // on a loaded one): a HEAD request has it made now, so that the clock below times the client.
    _ = try await HTTPSource(url: url, method: "HEAD").fetch(FetchRequest())
    let peakBefore = Self.peakResidentBytes()
    await #expect(throws: DataError.tooLarge(limit: 64 << 20)) {
      _ = try await source.fetch(FetchRequest())
    }
    // The process's high-water mark rose by less than 1 GiB (the old code: gigabytes).
    #expect(Self.peakResidentBytes() - peakBefore < 1 << 30, "peak RSS \(Self.peakResidentBytes() >> 20) MB")
  }

  @Test func aDeclaredContentLengthOverTheLimitFailsBeforeTheBody() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(
      url: server.url(path: server.uniquePath("big"), query: ["size": "3000000"]), maximumBodySize: 1_000_000)
    let progress = Recorder<Int64>()
    await #expect(throws: DataError.tooLarge(limit: 1_000_000)) {
      _ = try await source.fetch(FetchRequest(progress: { progress.append($0.receivedBytes) }))
    }
    #expect(progress.values.isEmpty)
  }

  // MARK: - 8. Odd servers end cleanly

  @Test func aRedirectLoopIsNotRetriedAndSaysSo() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("loop")
    let source = HTTPSource(url: server.url(path: path, query: ["redirect_loop": "1"]))
    do {
      _ = try await source.fetch(FetchRequest())
      Issue.record("a redirect loop loaded")
    } catch {
      #expect(!error.isRetryable)
      #expect(error.message(in: .english).contains("redirects in a loop"), "\(error)")
    }
    let first = try await server.requestCount(path: path)
    #expect(first >= 2)
    // Through a loader with three attempts: still one attempt's worth of requests.
    let loader = await Loader(
      configuration: .init(
        attemptTimeout: .seconds(60), deadline: .seconds(120),
        retry: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1)))
    ) { _ throws(DataError) in
      let response = try await source.fetch(FetchRequest())
      return Loaded(value: response.data, date: Date(), origin: .network)
    }
    await loader.load()
    #expect(try await server.requestCount(path: path) == 2 * first)
    #expect(await loader.attempt == 1)
  }

  @Test func anAnswerThatIsNotHTTPIsALoadErrorNotAnInvalidURL() async throws {
    let server = try await FixtureServer.shared()
    let source = HTTPSource(url: server.url(path: server.uniquePath("ssh"), query: ["not_http": "1"]))
    do {
      _ = try await source.fetch(FetchRequest())
      Issue.record("garbage loaded")
    } catch {
      guard case .networkError(let underlying) = error else {
        Issue.record("classified as \(error)")
        return
      }
      #expect(underlying.message.contains("not HTTP"))
    }
  }

  @Test func anIPv6LiteralURLLoadsOrFailsAsALoadErrorNamingWhy() async throws {
    let server = try await FixtureServer.shared()
    let url = try #require(URL(string: "http://[::1]:\(server.port)\(server.uniquePath("v6"))?body=hello"))
    // URLSession on Linux cannot fetch IPv6 literals (swift-corelibs-foundation #5496, -1000), so
    // the core's client (URLSession only) still fails there: as a load error naming why, never
    // "invalid URL" (a usage error), and never retried. PhaseKitSocket's transport loads it
    // (SocketTransportTests).
    do {
      let response = try await HTTPSource(url: url).fetch(FetchRequest())
      #expect(String(decoding: response.data, as: UTF8.self) == "hello")
    } catch {
      guard case .networkError(let underlying) = error else {
        Issue.record("classified as \(error)")
        return
      }
      #expect(underlying.message.contains("IPv6"))
      #expect(!error.isRetryable)
    }
  }

  // MARK: - 3. A deadline falls back to the cache

  @MainActor
  @Test(arguments: ["hang", "drip"]) func aDeadlineShowsTheCachedCopyStale(fault: String) async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("deadline")
    let store = try ResourceStore(directory: folder.url)
    let good = HTTPSource(url: server.url(path: path, query: ["body": "good"]))
    _ = try await store.load(good, policy: .networkFirst, decode: decodeText)
    let query = fault == "hang" ? ["hang": "1"] : ["drip": "100000", "drip_interval": "0.05"]
    // Same key, a server that now hangs or drips: the deadline must end in the cached copy.
    let faulty = HTTPSource(url: server.url(path: path, query: query))
    let loader = Loader(
      store: store, source: faulty, key: good.identity, policy: .networkFirst,
      configuration: .init(attemptTimeout: .seconds(1), deadline: .seconds(1)), decode: decodeText)
    await loader.load()
    #expect(loader.value == "good")
    #expect(loader.isStale)
    #expect(loader.loaded?.origin == .disk || loader.loaded?.origin == .memory)
    guard case .timedOut = loader.error else {
      Issue.record("error \(String(describing: loader.error))")
      return
    }
  }

  @MainActor
  @Test func aCallersOwnCancelSkipsTheFallback() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("cancel")
    let store = try ResourceStore(directory: folder.url)
    let good = HTTPSource(url: server.url(path: path, query: ["body": "good"]))
    _ = try await store.load(good, policy: .networkFirst, decode: decodeText)
    let published = Recorder<String>()
    let hanging = HTTPSource(url: server.url(path: path, query: ["hang": "1"]))
    let task = Task {
      try await store.load(
        hanging, key: good.identity, policy: .networkFirst, decode: decodeText,
        publish: { loaded, _ in published.append(loaded.value) })
    }
    // Cancel once the request reached the server (count-based, no sleep).
    while try await server.requestCount(path: path) < 2 { await Task.yield() }
    task.cancel()
    await #expect(throws: DataError.cancelled) { try await task.value }
    #expect(published.values.isEmpty)
  }

  // MARK: - 4. Nothing bad replaces something good

  @Test(arguments: ["", "   \n", "date,temp\n"])
  func aResponseWithoutDataNeverReplacesAGoodCopy(body: String) async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("empty")
    let source = HTTPSource(
      url: server.url(path: path, query: ["body": "date,temp\n2024-01-01,3", "good_times": "1", "then_body": body]))
    let store = try ResourceStore(directory: folder.url)
    // "Has data" for this test: at least one line after the header.
    let hasData: @Sendable (String) -> Bool = { $0.split(separator: "\n").count > 1 }
    let first = try await store.load(source, policy: .networkFirst, decode: decodeText, hasData: hasData)
    #expect(first.value.contains("2024"))
    let fallback = Recorder<String>()
    await #expect(throws: DataError.emptyData) {
      try await store.load(
        source, policy: .networkFirst, decode: decodeText, hasData: hasData,
        publish: { loaded, isStale in if isStale { fallback.append(loaded.value) } })
    }
    #expect(fallback.values == ["date,temp\n2024-01-01,3"])
    // On disk, in a fresh store over the same file: still the good copy.
    store.configuration.diskCache?.close()
    let reopened = try ResourceStore(directory: folder.url)
    #expect(reopened.cachedResource(forKey: source.identity)?.data == Data("date,temp\n2024-01-01,3".utf8))
  }

  // MARK: - 5. cacheOnly never touches the network

  @Test func cacheOnlyNeverSendsARequestEvenWithoutADiskCache() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("only")
    let source = HTTPSource(url: server.url(path: path, query: ["body": "fresh"]))
    // No disk cache at all (as when the folder cannot be opened): fails as offline, no request.
    await #expect {
      try await ResourceStore().load(source, policy: .cacheOnly, decode: decodeText)
    } throws: { error in
      if case .offline = error as? DataError { return true }
      return false
    }
    let store = try ResourceStore(directory: folder.url)
    _ = try await store.load(source, policy: .networkOnly, decode: decodeText)
    #expect(try await server.requestCount(path: path) == 1)
    store.configuration.diskCache?.close()
    let reopened = try ResourceStore(directory: folder.url)
    let cached = try await reopened.load(source, policy: .cacheOnly, decode: decodeText)
    #expect(cached.value == "fresh" && cached.origin == .disk)
    #expect(try await server.requestCount(path: path) == 1)
  }

  // MARK: - 9. Events never say "stored" for a write that failed

  @Test func aFailedDiskWriteIsNotReportedAsStored() async throws {
    let server = try await FixtureServer.shared()
    let events = Recorder<String>()
    let disk = try DiskCache(url: folder.file("small.sqlite"), configuration: .init(sizeLimit: 4096))
    let store = ResourceStore(configuration: .init(diskCache: disk, onEvent: { events.append($0.name) }))
    // Larger than the disk limit: the write is refused.
    let big = HTTPSource(url: server.url(path: server.uniquePath("big"), query: ["size": "20000"]))
    _ = try await store.load(big, policy: .networkOnly, decode: decodeText)
    #expect(events.values.contains("fetched"))
    #expect(!events.values.contains("stored"), "\(events.values)")
    // A closed cache: the write fails, a disk error is reported, and no "stored".
    disk.close()
    let small = HTTPSource(url: server.url(path: server.uniquePath("small"), query: ["body": "ok"]))
    _ = try await store.load(small, policy: .networkOnly, decode: decodeText)
    #expect(events.values.filter { $0 == "stored" }.isEmpty, "\(events.values)")
    #expect(events.values.contains("diskError"))
  }

  // MARK: - 7. Credentials vary the cache and coalescing key

  @Test func aResponseFetchedWithOneCredentialIsNeverServedToAnother() async throws {
    let server = try await FixtureServer.shared()
    let path = server.uniquePath("auth")
    let url = server.url(path: path, query: ["echo": "1"])
    let alice = HTTPSource(url: url, headers: ["Authorization": "Bearer alice"])
    let bob = HTTPSource(url: url, headers: ["authorization": "Bearer bob"])
    let anonymous = HTTPSource(url: url)
    #expect(Set([alice.identity, bob.identity, anonymous.identity]).count == 3)
    #expect(!alice.identity.contains("alice"))
    #expect(alice.identity == HTTPSource(url: url, headers: ["AUTHORIZATION": "Bearer alice"]).identity)
    #expect(
      HTTPSource(url: url, headers: ["Cookie": "s=1"]).identity
        != HTTPSource(url: url, headers: ["Cookie": "s=2"]).identity)
    #expect(HTTPSource(url: url, method: "POST").identity != anonymous.identity)

    let store = try ResourceStore(directory: folder.url)
    let a = try await store.load(alice, policy: .cacheFirst, decode: decodeText).value
    let b = try await store.load(bob, policy: .cacheFirst, decode: decodeText).value
    let again = try await store.load(alice, policy: .cacheFirst, decode: decodeText).value
    #expect(a.contains("Bearer alice") && b.contains("Bearer bob"))
    #expect(again == a)
    #expect(try await server.requestCount(path: path) == 2)
  }

  @Test func aClientTakesTheCallersSessionConfigurationAndMethod() async throws {
    let server = try await FixtureServer.shared()
    let configuration = URLSessionConfiguration.default
    configuration.httpAdditionalHeaders = ["X-Team": "blue"]
    let client = HTTPClient(configuration: configuration)
    let source = HTTPSource(
      url: server.url(path: server.uniquePath("echo"), query: ["echo": "1"]), method: "POST",
      body: Data("q=1".utf8), client: client)
    let echoed = String(decoding: try await source.fetch(FetchRequest()).data, as: UTF8.self)
    #expect(echoed.contains("\"method\": \"POST\""), "\(echoed)")
    #expect(echoed.contains("\"x-team\": \"blue\""), "\(echoed)")
  }

  @Test func sha256MatchesTheStandardVectors() {
    #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}
