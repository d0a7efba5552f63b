import Foundation
import PhaseKit
import Testing
import _PhaseKitTestSupport

@testable import PhaseCharts
@testable import PhaseDrawing

/// The downsampling gallery (`Gallery.md` in PhaseDrawing's documentation catalog): each fixture of
/// `scripts/make-gallery-fixtures.py` drawn with `auto` and with every point (`none`), and in the
/// dark theme and in Simplified Chinese. `PHASEKIT_UPDATE_DOCS=1 swift test --filter GalleryImages`
/// rewrites the catalog's `Resources/gallery/`.
@Suite struct GalleryImagesTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/PhaseDrawing/PhaseDrawing.docc")
  static let folder = docs.appendingPathComponent("Resources/gallery")

  static let titles: [(shape: String, english: String, chinese: String)] = [
    ("hourly-temperature", "Hourly temperature, 2025 (UTC+01:00)", "2025 年逐时气温"),
    ("random-walk", "Random walk, 12,000 steps", "随机游走（12,000 步）"),
    ("spikes", "A quiet sensor with 25 one-sample spikes", "含 25 个单点尖峰的传感器"),
    ("steps", "Levels that jump and hold", "阶跃式变化"),
    ("gaps", "10-minute flow with outages", "含中断的 10 分钟流量"),
  ]

  /// Every gallery image: file name → SVG.
  static func images() throws -> [(String, String)] {
    var files: [(String, String)] = []
    for (shape, english, chinese) in titles {
      let data = try FaithfulDownsamplingTests.dataset(shape)
      func svg(_ method: DownsamplingMethod, _ theme: ChartTheme, _ language: Language) -> String {
        let title = language == .english ? english : chinese
        // The dates carry their own offsets (UTC+01:00, Z), so the axis needs no zone from here.
        return SVGRenderer(
          width: 640, height: 360, theme: theme, language: language, downsampling: method
        )
        .render(Chart(dataset: data).chartTitle(title))
      }
      files.append(("\(shape)-auto.svg", svg(.auto, .light, .english)))
      files.append(("\(shape)-none.svg", svg(.none, .light, .english)))
      files.append(("\(shape)-auto-dark.svg", svg(.auto, .dark, .english)))
      files.append(("\(shape)-auto-zh-Hans.svg", svg(.auto, .light, .simplifiedChinese)))
    }
    return files
  }

  @Test func galleryImagesAreCurrent() throws {
    let files = try Self.images()
    if ProcessInfo.processInfo.environment["PHASEKIT_UPDATE_DOCS"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      for (name, svg) in files {
        try Data(svg.utf8).write(to: Self.folder.appendingPathComponent(name))
      }
    }
    let page = try String(contentsOf: Self.docs.appendingPathComponent("Gallery.md"), encoding: .utf8)
    for (name, svg) in files {
      let committed = try? String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(
        committed == svg,
        "Resources/gallery/\(name) is out of date: run PHASEKIT_UPDATE_DOCS=1 swift test --filter GalleryImages"
      )
      #expect(page.contains("](\(name))"), "Gallery.md shows \(name)")
    }
  }
}
