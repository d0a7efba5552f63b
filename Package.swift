// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: PhaseKitUI → PhaseCharts → PhaseKit. The command-line tool and the
// benchmarks sit on top. Nothing here is fetched from outside the toolchain.
let package = Package(
  name: "PhaseKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "PhaseKit", targets: ["PhaseKit"]),
    .library(name: "PhaseCharts", targets: ["PhaseCharts"]),
    .library(name: "PhaseKitUI", targets: ["PhaseKitUI"]),
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
    .target(
      name: "PhaseKit",
      dependencies: [
        .target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .windows]))
      ]
    ),
    .target(name: "PhaseCharts", dependencies: ["PhaseKit"]),
    .target(name: "PhaseKitUI", dependencies: ["PhaseKit", "PhaseCharts"]),
    .executableTarget(
      name: "phasekit",
      dependencies: ["PhaseKit", "PhaseCharts"],
      resources: [.copy("Resources/sample-weather.csv")]
    ),
    .executableTarget(
      name: "phasekit-bench",
      dependencies: ["PhaseKit", "PhaseCharts"]
    ),
    .target(
      name: "_PhaseKitTestSupport",
      dependencies: ["PhaseKit"],
      path: "Tests/_PhaseKitTestSupport",
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "PhaseKitTests", dependencies: ["PhaseKit", "_PhaseKitTestSupport"]),
    .testTarget(
      name: "PhaseChartsTests",
      dependencies: ["PhaseCharts", "_PhaseKitTestSupport"],
      resources: [.copy("Golden")]
    ),
    .testTarget(name: "PhaseKitUITests", dependencies: ["PhaseKitUI"]),
    .testTarget(
      name: "PhaseKitCLITests",
      dependencies: ["PhaseKit", "_PhaseKitTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
