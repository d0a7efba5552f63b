import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseKitCLI

#if canImport(Glibc)
  import Glibc
#endif

/// On a shared machine, what `phasekit` keeps and writes is its user's alone: the cache folder
/// `0700` and its files `0600` whatever the umask, the events log and the chart `0600`, a cache
/// folder of someone else's refused, and no secret of a URL in any file it wrote.
@Suite(.serialized, .timeLimit(.minutes(6))) struct PrivateByDefaultCLITests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-cli-private-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static let csv = "x,y\n1,2\n2,3\n3,5\n"
  static let secrets = ["SECRET123", "TOK456", "Sup3rSecret"]

  /// The permission bits of `path`.
  func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o7777
  }

  /// Every file under `root` (recursively), with its bytes.
  func files(under root: String) -> [(path: String, bytes: Data)] {
    var found: [(String, Data)] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let name = enumerator?.nextObject() as? String {
      let path = root + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
        let bytes = FileManager.default.contents(atPath: path)
      else { continue }
      found.append((path, bytes))
    }
    return found
  }

  /// A URL of `server` with an API key and a token in its query, and one with a user and
  /// password; each answers `query` (a body, or a status).
  func secretURLs(_ server: FixtureServer, _ query: [String: String]) -> [String] {
    let keyed = server.url(
      path: server.uniquePath("w.csv"), query: query.merging(["api_key": "SECRET123", "token": "TOK456"]) { $1 })
    let credentialed = server.url(path: server.uniquePath("c.csv"), query: query).absoluteString
      .replacingOccurrences(of: "http://", with: "http://ann:Sup3rSecret@")
    return [keyed.absoluteString, credentialed]
  }

  @Test func chartAndWatchLeaveNoSecretInAnyFileTheyWrote() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let cache = path("cache")
    var runs = 0
    for (query, expected) in [(["body": Self.csv], Int32(0)), (["status": "500"], Int32(69))] {
      for url in secretURLs(server, query) {
        runs += 1
        let chart = try await CommandRunner.run([
          "chart", url, "--no-terminal", "--lang", "en", "--out", path("chart-\(runs).svg"),
          "--cache-dir", cache, "--events", path("events.jsonl"), "--retries", "0",
        ])
        #expect(chart.status == expected, "\(chart)")
        for secret in Self.secrets { #expect(!(chart.stdout + chart.stderr).contains(secret), "\(chart)") }
        let watch = try WatchPipeTests.Child(
          [url, "--every", "0.2", "--cache-dir", cache], environment: ["PHASEKIT_WATCH_MINIMUM_EVERY": "0.05"])
        try await watch.waitForLines(2)
        _ = await watch.terminate()
        for secret in Self.secrets { #expect(!watch.output.joined().contains(secret), "\(watch.output)") }
      }
    }
    let written = files(under: folder.path)
    // The events log, the charts, the database, its write-ahead log and shared memory, and the
    // lock file.
    for name in ["events.jsonl", "chart-1.svg", "resources.sqlite", "resources.sqlite-wal", "resources.sqlite-shm"] {
      #expect(written.contains { $0.path.hasSuffix("/" + name) }, "\(name) in \(written.map(\.path))")
    }
    for file in written {
      for secret in Self.secrets { #expect(file.bytes.range(of: Data(secret.utf8)) == nil, "\(secret) in \(file.path)") }
      #expect(mode(file.path) == 0o600, "\(file.path)")
    }
    let events = try String(contentsOfFile: path("events.jsonl"), encoding: .utf8)
    #expect(events.contains("?api_key=…&") && events.contains("&token=…") && events.contains("#credentials=…"), "\(events)")
  }

  /// The `#credentials=` digest is keyed by a per-install key kept in the user's caches folder,
  /// so a later run finds the copy a credentialed URL left in the disk cache.
  @Test func aCredentialedCopyIsFoundAgainByALaterRun() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let caches = path("install-caches")
    let url = try #require(secretURLs(server, ["body": Self.csv]).last)
    func chart(_ extra: [String]) async throws -> CommandRunner.Result {
      try await CommandRunner.run(
        ["chart", url, "--no-terminal", "--out", path("k.svg"), "--cache-dir", path("k-cache")] + extra,
        environment: ["XDG_CACHE_HOME": caches])
    }
    #expect(try await chart([]).status == 0)
    let offline = try await chart(["--offline"])
    #expect(offline.status == 0 && offline.stdout.contains("(disk cache)"), "\(offline)")
    #expect(mode(caches + "/PhaseKit") == 0o700)
    #expect(mode(caches + "/PhaseKit/identity.key") == 0o600)
  }

  @Test(arguments: ["022", "000"]) func everyFileIsOwnerOnlyWhateverTheUmask(umask: String) async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let url = server.url(path: server.uniquePath("u.csv"), query: ["body": Self.csv])
    let cache = path("cache-\(umask)/nested")
    let result = try await CommandRunner.run(
      [
        "-c", "umask \(umask) && exec \"$0\" \"$@\"", CommandRunner.executable.path, "chart", url.absoluteString,
        "--no-terminal", "--out", path("u-\(umask).svg"), "--events", path("u-\(umask).jsonl"), "--cache-dir", cache,
      ], program: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 0, "\(result)")
    #expect(mode(cache) == 0o700)
    #expect(mode(path("cache-\(umask)")) == 0o700)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cache).sorted()) ?? []
    #expect(names.contains("resources.sqlite-wal") && names.contains("resources.sqlite-shm"), "\(names)")
    for name in names { #expect(mode(cache + "/" + name) == 0o600, "\(name)") }
    #expect(mode(path("u-\(umask).svg")) == 0o600)
    #expect(mode(path("u-\(umask).jsonl")) == 0o600)
    // A PNG is rasterized into a temporary file of rsvg-convert's making: 0600 all the same.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
      print("skipped the PNG: no rsvg-convert")
      return
    }
    let png = try await CommandRunner.run(
      [
        "-c", "umask \(umask) && exec \"$0\" \"$@\"", CommandRunner.executable.path, "chart", url.absoluteString,
        "--no-terminal", "--out", path("u-\(umask).png"), "--no-cache",
      ], program: URL(fileURLWithPath: "/bin/sh"))
    #expect(png.status == 0, "\(png)")
    #expect(mode(path("u-\(umask).png")) == 0o600)
  }

  @Test func aCacheDirOthersCanWriteIsAnErrorNamingModeAndOwner() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let shared = path("shared")
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    #expect(chmod(shared, 0o775) == 0)
    let url = server.url(path: server.uniquePath("g.csv"), query: ["body": Self.csv])
    for command in ["chart", "watch"] {
      let extra = command == "chart" ? ["--no-terminal", "--out", path("g.svg")] : []
      let result = try await CommandRunner.run([command, url.absoluteString, "--cache-dir", shared] + extra)
      #expect(result.status == 73, "\(result)")
      let owner = PrivateFiles.userName(of: geteuid())
      #expect(result.stderr.contains("Not using the cache folder \(shared): its mode is 0775 and its owner \(owner)"), "\(result)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty)
    #expect(try await server.requestCount(path: url.path) == 0)
  }

  @Test func aDefaultCacheFolderOthersCanWriteLeavesMemoryOnlyAndIsSaidOnce() async throws {
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let caches = path("xdg")
    try FileManager.default.createDirectory(atPath: caches + "/phasekit", withIntermediateDirectories: true)
    #expect(chmod(caches + "/phasekit", 0o777) == 0)
    let url = server.url(path: server.uniquePath("d.csv"), query: ["body": Self.csv])
    let result = try await CommandRunner.run(
      ["chart", url.absoluteString, "--no-terminal", "--out", path("d.svg")], environment: ["XDG_CACHE_HOME": caches])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.components(separatedBy: "mode 0777").count == 2, "said once: \(result)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: caches + "/phasekit").isEmpty)
  }

  /// Runs `arguments` as the user `nobody` (`setpriv`), or nil when this process cannot.
  func runAsNobody(_ arguments: [String]) async throws -> CommandRunner.Result? {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
    return try await CommandRunner.run(
      ["--reuid=nobody", "--regid=nogroup", "--clear-groups"] + arguments,
      environment: ["HOME": "/nonexistent", "XDG_CACHE_HOME": "/nonexistent"],
      program: URL(fileURLWithPath: "/usr/bin/setpriv"))
  }

  @Test func anotherUserCanNeitherReadNorPlantEntriesInTheCache() async throws {
    guard getuid() == 0 else {
      print("skipped: running a child as another user (setpriv) needs root")
      return
    }
    #expect(chmod(folder.path, 0o755) == 0)
    let server = try await FixtureServer.start()
    defer { server.stop() }
    let cache = path("mine")
    let url = server.url(path: server.uniquePath("m.csv"), query: ["body": Self.csv, "api_key": "SECRET123"])
    #expect(try await CommandRunner.run(["chart", url.absoluteString, "--no-terminal", "--out", path("m.svg"), "--cache-dir", cache]).status == 0)
    let before = files(under: cache).map(\.path).sorted()

    // Reading the database: the folder is closed to them.
    let read = try #require(try await runAsNobody(["/bin/cat", cache + "/resources.sqlite"]))
    #expect(read.status != 0 && read.stdout.isEmpty, "\(read)")
    // Planting a file of their own.
    let plant = try #require(try await runAsNobody(["/bin/sh", "-c", "echo x > \"$0\"/planted", cache]))
    #expect(plant.status != 0, "\(plant)")
    // Through phasekit itself: the folder is not theirs, so it is refused, naming its owner.
    let other = server.url(path: server.uniquePath("o.csv"), query: ["body": "x,y\n9,9\n8,8\n"])
    let theirs = try #require(
      try await runAsNobody([
        CommandRunner.executable.path, "chart", other.absoluteString, "--no-terminal", "--out", "-",
        "--cache-dir", cache,
      ]))
    #expect(theirs.status == 73, "\(theirs)")
    #expect(theirs.stderr.contains("its mode is 0700 and its owner root"), "\(theirs)")
    #expect(files(under: cache).map(\.path).sorted() == before)
    #expect(try await server.requestCount(path: other.path) == 0)
  }

  @Test func theWatchScreenShowsTheURLWithoutItsSecrets() {
    let shown = terminalSafe("http://ann:Sup3rSecret@127.0.0.1:8080/w.csv?api_key=SECRET123&token=TOK456")
    #expect(shown == "http://ann:…@127.0.0.1:8080/w.csv?api_key=…&token=…")
  }
}
