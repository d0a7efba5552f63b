// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: PhaseKitUI → PhaseCharts → PhaseKit, and PhaseDrawing → PhaseCharts. The command-line tool and the
// benchmarks sit on top. Nothing here is fetched from outside the toolchain.
/// A library's String Catalog. Apple platforms compile it into the module's bundle, where
/// `Bundle.module` and the app's own tables find it. Elsewhere it is compiled into the code, as
/// the command line's is: a resource bundle is a folder beside the executable, and a `phasekit`
/// copied alone (to /usr/local/bin) spoke English in every library sentence under
/// `--lang zh-Hans`, the command line's own in Chinese.
func catalog(_ path: String) -> Resource {
  #if canImport(Darwin)
    .process(path)
  #else
    .embedInCode(path)
  #endif
}

let package = Package(
  name: "PhaseKit",
  defaultLocalization: "en",
  // The floor is Observation's (iOS 17 / macOS 14); nothing needs a later runtime: the lock is
  // OSAllocatedUnfairLock on Apple platforms (Sources/PhaseKit/Support/Lock.swift), and
  // Tools/swiftui-typecheck rejects SwiftUI and Swift Charts API introduced after these versions.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "PhaseKit", targets: ["PhaseKit"]),
    .library(name: "PhaseCharts", targets: ["PhaseCharts"]),
    .library(name: "PhaseDrawing", targets: ["PhaseDrawing"]),
    .library(name: "PhaseKitUI", targets: ["PhaseKitUI"]),
    .library(name: "PhaseKitSocket", targets: ["PhaseKitSocket"]),
    .executable(name: "phasekit", targets: ["phasekit"]),
    .executable(name: "phasekit-bench", targets: ["phasekit-bench"]),
  ],
  targets: [
    // SQLite from the system on Linux (libsqlite3-dev); Apple platforms import SQLite3 instead.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    // zlib from the system on Linux (zlib1g-dev), for the gzip / deflate bodies of PhaseKit's own
    // HTTP/1.1 client (Fetching/Socket) and gzip files in the decoders, which only Linux uses.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .target(
      name: "PhaseKit",
      // zlib for the socket HTTP/1.1 client (Fetching/Socket), which `HTTPClient.shared` uses on
      // Linux for http:// (URLSession there stops the process on a cut response head).
      dependencies: [
        .target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .windows])),
        .target(name: "CZlib", condition: .when(platforms: [.linux, .android])),
      ],
      // The texts people read, en and zh-Hans: a String Catalog, compiled to .strings on Apple
      // platforms and read as JSON elsewhere (PhaseKitText+Catalog.swift).
      resources: [catalog("Resources/PhaseKitText.xcstrings")]
    ),
    // zlib also reads gzip files (`data.csv.gz`) in the decoders, on Linux; Apple platforms ask
    // for the file to be decompressed first (Data/PackedData.swift).
    .target(
      name: "PhaseCharts",
      dependencies: ["PhaseKit", .target(name: "CZlib", condition: .when(platforms: [.linux, .android]))],
      // What PhaseCharts says (the chart choice and its reasons), en and zh-Hans.
      resources: [catalog("Resources/PhaseChartsText.xcstrings")]),
    // Swift Charts-shaped marks, scales, scenes and the SVG / terminal renderers. Its names mirror
    // Swift Charts (`Chart`, `LineMark`, `Text`), so it is a module of its own that SwiftUI apps
    // never import; PhaseKitUI depends on PhaseCharts only.
    .target(name: "PhaseDrawing", dependencies: ["PhaseKit", "PhaseCharts"]),
    .target(name: "PhaseKitUI", dependencies: ["PhaseKit", "PhaseCharts"]),
    // Kept for source compatibility only: the socket HTTP/1.1 client moved into PhaseKit
    // (Fetching/Socket), so that the library's default client never sends http:// through
    // URLSession on Linux. This module re-exports PhaseKit, `SocketTransport` included.
    .target(name: "PhaseKitSocket", dependencies: ["PhaseKit"]),
    // The command line as a library (not a product): its option table, its texts, `watch`'s model
    // and screen, and every hint that names a flag. `phasekit` is one call into it, and its tests
    // call the same code in process. Its catalog and the sample are compiled into the binary, so
    // that a `phasekit` copied alone (to /usr/local/bin) still speaks and still has its sample.
    .target(
      name: "PhaseKitCLI",
      dependencies: [
        "PhaseKit", "PhaseCharts", "PhaseDrawing",
        .target(name: "PhaseKitSocket", condition: .when(platforms: [.linux, .android])),
      ],
      resources: [.embedInCode("Resources/sample-weather.csv"), .embedInCode("Resources/PhaseKitCLIText.xcstrings")]
    ),
    .executableTarget(name: "phasekit", dependencies: ["PhaseKitCLI"]),
    .executableTarget(name: "phasekit-bench", dependencies: ["PhaseKit", "PhaseCharts", "PhaseDrawing"]),
    // A child process the disk cache crash test kills with SIGKILL mid-write.
    .executableTarget(
      name: "CacheCrashWriter", dependencies: ["PhaseKit"], path: "Tests/CacheCrashWriter"),
    // A child process that fetches with the library's default client, so that a crash inside
    // FoundationNetworking is an exit status a test observes (DefaultClientFaultTests).
    .executableTarget(
      name: "DefaultClientProbe", dependencies: ["PhaseKit"], path: "Tests/DefaultClientProbe"),
    .target(
      name: "_PhaseKitTestSupport",
      dependencies: ["PhaseKit"],
      path: "Tests/_PhaseKitTestSupport",
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "PhaseKitTests", dependencies: ["PhaseKit", "_PhaseKitTestSupport"]),
    .testTarget(
      name: "PhaseKitSocketTests", dependencies: ["PhaseKitSocket", "PhaseKit", "_PhaseKitTestSupport"]),
    // Test doubles for the chart side: sample datasets, SVG validation, rasterizing with rsvg-convert.
    .target(
      name: "_PhaseChartsTestSupport",
      dependencies: ["PhaseCharts", "_PhaseKitTestSupport"],
      path: "Tests/_PhaseChartsTestSupport"
    ),
    .testTarget(
      name: "PhaseChartsTests",
      dependencies: ["PhaseCharts", "PhaseDrawing", "_PhaseKitTestSupport", "_PhaseChartsTestSupport"]
    ),
    // Marks, scales, scenes, the SVG and terminal renderers; golden files in Golden/.
    .testTarget(
      name: "PhaseDrawingTests",
      dependencies: ["PhaseDrawing", "PhaseCharts", "_PhaseKitTestSupport", "_PhaseChartsTestSupport"],
      resources: [.copy("Golden")]
    ),
    // The one test target that does not mirror a module: every assertion about elapsed
    // wall-clock time, in one serialized suite (`swift test --filter WallClockTests`). It times
    // the `phasekit` binary too, so it depends on the executable, which `swift test` then builds.
    .testTarget(
      name: "WallClockTests",
      dependencies: [
        "phasekit", "PhaseKit", "PhaseCharts", "PhaseDrawing", "_PhaseKitTestSupport",
      ]),
    .testTarget(name: "PhaseKitUITests", dependencies: ["PhaseKitUI"]),
    // The seeds' non-UI code, ported by changing the import.
    .testTarget(name: "SeedPortTests", dependencies: ["PhaseKit", "PhaseCharts"]),
    .testTarget(
      name: "PhaseKitCLITests",
      // Depends on the executable so that `swift test` always builds the binary it runs.
      dependencies: ["phasekit", "PhaseKitCLI", "PhaseKit", "PhaseCharts", "_PhaseKitTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
