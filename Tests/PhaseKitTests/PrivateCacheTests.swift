import Foundation
import Testing
import _PhaseKitTestSupport

@testable import PhaseKit

#if canImport(Glibc)
  import Glibc
#endif

/// The disk cache is its user's alone: an owner-only folder and files, a folder of someone
/// else's refused, looser modes of an older cache tightened (said once), and keys whose secrets
/// are keyed digests at rest, so that no file of the cache gives a token back.
@Suite(.timeLimit(.minutes(6))) struct PrivateCacheTests {
  let folder = TemporaryFolder()
  let log = DiskEventLog()

  /// The permission bits of `path`.
  func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o7777
  }

  /// Every byte of every file under `folder`, for a search of what is at rest.
  func rawBytes(under folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      let path = folder.appendingPathComponent(name).path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  @Test func aNewCacheFolderIs0700AndEveryFileIn0600() throws {
    let cacheFolder = folder.url.appendingPathComponent("deep/cache")
    let cache = try DiskCache(url: cacheFolder.appendingPathComponent("resources.sqlite"))
    try cache.setData(testBytes(5000), forKey: "a")
    #expect(mode(cacheFolder.path) == 0o700)
    #expect(mode(folder.url.appendingPathComponent("deep").path) == 0o700)
    let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).sorted()
    // The -wal and -shm files exist while it is open: SQLite made them with the database's mode.
    #expect(names == ["resources.sqlite", "resources.sqlite-shm", "resources.sqlite-wal", "resources.sqlite.lock"])
    for name in names { #expect(mode(cacheFolder.appendingPathComponent(name).path) == 0o600, "\(name)") }
    cache.close()
  }

  @Test(arguments: [0o775, 0o757, 0o1777]) func aFolderOthersCanWriteIsRefusedNamingModeAndOwner(bits: Int) throws {
    let shared = folder.url.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    #expect(chmod(shared.path, mode_t(bits)) == 0)
    let error = #expect(throws: DiskCache.Error.self) {
      try DiskCache(url: shared.appendingPathComponent("resources.sqlite"))
    }
    let owner = PrivateFiles.userName(of: geteuid())
    #expect(error == .folderNotPrivate(path: shared.path, owner: owner, mode: "0" + String(bits, radix: 8)))
    #expect(error?.description.contains("mode 0\(String(bits, radix: 8)), owner \(owner)") == true)
    // Nothing was read or made there.
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
  }

  @Test func aFolderOfAnotherUserIsRefused() throws {
    guard geteuid() == 0 else {
      print("skipped: giving a folder to another user needs root")
      return
    }
    let theirs = folder.url.appendingPathComponent("theirs")
    try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
    let nobody = try #require(getpwnam("nobody")).pointee
    #expect(chown(theirs.path, nobody.pw_uid, nobody.pw_gid) == 0)
    #expect(chmod(theirs.path, 0o700) == 0)
    #expect(throws: DiskCache.Error.folderNotPrivate(path: theirs.path, owner: "nobody", mode: "0700")) {
      try DiskCache(url: theirs.appendingPathComponent("resources.sqlite"))
    }
  }

  @Test func looserModesOfAnOlderCacheAreTightenedAndSaidOnce() throws {
    let cacheFolder = folder.url.appendingPathComponent("old")
    let url = cacheFolder.appendingPathComponent("resources.sqlite")
    do {
      let cache = try DiskCache(url: url)
      try cache.setData(testBytes(100), forKey: "kept")
      cache.close()
    }
    // As an older PhaseKit left it under umask 022.
    #expect(chmod(cacheFolder.path, 0o755) == 0)
    for suffix in ["", "-wal", ".lock"] { #expect(chmod(url.path + suffix, 0o644) == 0) }
    let cache = try DiskCache(url: url, configuration: .init(onEvent: log.handler))
    let tightened = log.events.compactMap {
      if case .permissionsTightened(let paths) = $0 { return paths }
      return nil
    }
    #expect(tightened == [[cacheFolder.path, url.path, url.path + "-wal", url.path + ".lock"]])
    #expect(mode(cacheFolder.path) == 0o700)
    for suffix in ["", "-wal", "-shm", ".lock"] { #expect(mode(url.path + suffix) == 0o600, "\(suffix)") }
    #expect(try cache.entry(forKey: "kept")?.data == testBytes(100))
    cache.close()
    let again = DiskEventLog()
    _ = try DiskCache(url: url, configuration: .init(onEvent: again.handler))
    #expect(!again.events.contains { if case .permissionsTightened = $0 { true } else { false } })
  }

  @Test func aFolderTheUserNamedForOtherThingsKeepsItsModeButItsFilesAreOwnerOnly() throws {
    let documents = folder.url.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    #expect(chmod(documents.path, 0o755) == 0)
    let cache = try DiskCache(url: documents.appendingPathComponent("resources.sqlite"))
    try cache.setData(testBytes(10), forKey: "a")
    #expect(mode(documents.path) == 0o755)
    #expect(mode(documents.appendingPathComponent("resources.sqlite").path) == 0o600)
    cache.close()
  }

  static let secretKeys = [
    "http://127.0.0.1:8080/w.csv?api_key=SECRET123&token=TOK456",
    "http://127.0.0.1:8080/w.csv?api_key=SECRET999&token=TOK456",
    "http://127.0.0.1:8080/w.csv#credentials=c0ffee5ecre7d16e57",
  ]

  @Test func secretsInKeysAreKeyedDigestsAtRestYetEachKeyFindsItsOwnEntry() throws {
    let url = folder.file("resources.sqlite")
    let cache = try DiskCache(url: url, configuration: .init(onEvent: log.handler))
    for (index, key) in Self.secretKeys.enumerated() { try cache.setData(testBytes(300, seed: index), forKey: key) }
    for (index, key) in Self.secretKeys.enumerated() {
      #expect(try cache.entry(forKey: key)?.data == testBytes(300, seed: index), "\(key)")
      #expect(try cache.entry(forKey: key)?.key == key)
    }
    #expect(cache.count == 3)
    // Raw bytes of the database, its write-ahead log and shared memory, while open and after.
    let whileOpen = try rawBytes(under: folder.url)
    cache.close()
    for files in [whileOpen, try rawBytes(under: folder.url)] {
      for (name, bytes) in files {
        for secret in ["SECRET123", "SECRET999", "TOK456", "c0ffee5ecre7d16e57"] {
          #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) in \(name)")
        }
      }
    }
    let reopened = try DiskCache(url: url)
    #expect(try reopened.entry(forKey: Self.secretKeys[1])?.data == testBytes(300, seed: 1))
    #expect(try reopened.removeEntries(withPrefix: "http://127.0.0.1:8080/w.csv?") == 2)
  }

  @Test func twoCachesKeyTheSameSecretDifferently() throws {
    func storedKeys(_ name: String) throws -> [String] {
      let url = folder.url.appendingPathComponent(name).appendingPathComponent("resources.sqlite")
      let cache = try DiskCache(url: url)
      try cache.setData(testBytes(10), forKey: Self.secretKeys[0])
      cache.close()
      let connection = try SQLiteConnection(path: url.path, access: .readOnly)
      defer { connection.close() }
      return [try #require(try connection.scalarText("SELECT key FROM entries"))]
    }
    let first = try storedKeys("one")
    let second = try storedKeys("two")
    #expect(first[0].hasPrefix("http://127.0.0.1:8080/w.csv?api_key=hmac:"))
    #expect(first != second)
  }

  @Test func aVersion1CacheWithKeysInClearIsReKeyedInPlace() throws {
    let url = folder.file("resources.sqlite")
    do {
      let cache = try DiskCache(url: url)
      try cache.setData(testBytes(200), forKey: "plain")
      cache.close()
    }
    // What PhaseKit wrote before keys were keyed: the secret in clear, schema 1, no secret key.
    do {
      let connection = try SQLiteConnection(path: url.path)
      try connection.execute(
        """
        INSERT INTO entries(key, checksum, stored_at, last_access, cost, value)
          SELECT '\(Self.secretKeys[0])', checksum, stored_at, last_access, cost, value FROM entries WHERE key = 'plain';
        DELETE FROM meta WHERE key = 'secret_key';
        PRAGMA user_version = 1;
        PRAGMA wal_checkpoint(TRUNCATE);
        """)
      connection.close()
    }
    #expect(try Data(contentsOf: url).range(of: Data("SECRET123".utf8)) != nil)
    let cache = try DiskCache(url: url)
    #expect(try cache.entry(forKey: Self.secretKeys[0])?.data == testBytes(200))
    #expect(try cache.entry(forKey: "plain")?.data == testBytes(200))
    cache.close()
    for (name, bytes) in try rawBytes(under: folder.url) {
      #expect(bytes.range(of: Data("SECRET123".utf8)) == nil, "SECRET123 in \(name)")
    }
  }

  @Test func aDiskErrorNamesItsKeyWithoutItsSecrets() {
    let key = "http://127.0.0.1:1/w.csv?api_key=SECRET123"
    for error in [DiskCache.Error.decodingFailed(key: key, message: "m"), .encodingFailed(key: key, message: "m")] {
      #expect(error.description.contains("w.csv?api_key=…"), "\(error)")
      #expect(!error.description.contains("SECRET123"))
    }
  }

  @Test func hmacSHA256MatchesRFC4231() {
    // RFC 4231, test cases 2 and 6 (a key longer than the block).
    #expect(
      SHA256.hmacHex(key: Array("Jefe".utf8), Data("what do ya want for nothing?".utf8))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      SHA256.hmacHex(
        key: [UInt8](repeating: 0xaa, count: 131),
        Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test func theCredentialsDigestOfAnIdentityIsKeyedNotAPlainSHA256() throws {
    let source = HTTPSource(url: try #require(URL(string: "http://ann:letmein@example.com/a.csv")))
    let header = "authorization: Basic " + Data("ann:letmein".utf8).base64EncodedString()
    let digest = try #require(source.identity.split(separator: "=").last)
    #expect(digest.count == 64)
    // Whoever tries candidate passwords against a plain digest finds this one; not a keyed one.
    #expect(String(digest) != SHA256.hex(Data(header.utf8)))
    #expect(HTTPSource(url: source.url).identity == source.identity)
  }

  @Test func theEventsLogIsOwnerOnlyAndItsLabelsAndDetailsHideSecrets() throws {
    let url = folder.file("events.jsonl")
    let label = "http://127.0.0.1:1/w.csv?api_key=SECRET123&token=TOK456#credentials=abc123"
    do {
      let sink = try JSONLinesEventSink(url: url)
      sink.record(LoadEvent(label: label, loadID: 1, kind: .started))
      sink.record(LoadEvent(label: "store", loadID: 0, kind: .cache("evicted " + label)))
    }
    #expect(mode(url.path) == 0o600)
    let text = try String(contentsOf: url, encoding: .utf8)
    for secret in ["SECRET123", "TOK456", "abc123"] { #expect(!text.contains(secret), "\(text)") }
    #expect(text.contains("api_key=…&token=…#credentials=…"), "\(text)")
  }
}
