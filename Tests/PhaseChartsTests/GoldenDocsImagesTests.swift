import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts
@testable import PhaseDrawing

/// The SVGs under `Sources/PhaseDrawing/PhaseDrawing.docc/Resources/` are the gallery's output, kept current:
/// `PHASEKIT_UPDATE_DOCS=1 swift test --filter GoldenDocsImages` rewrites them.
@Suite struct GoldenDocsImagesTests {
  static let images = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/PhaseDrawing/PhaseDrawing.docc/Resources")

  static let variants: [(language: Language, theme: ChartTheme, suffix: String)] = [
    (.english, .light, ""), (.simplifiedChinese, .light, "-zh-Hans"), (.english, .dark, "-dark"),
  ]

  @Test func docsImagesMatchTheGallery() throws {
    if ProcessInfo.processInfo.environment["PHASEKIT_UPDATE_DOCS"] == "1" {
      for variant in Self.variants {
        try StateCardGallery.write(
          to: Self.images, language: variant.language, theme: variant.theme, suffix: variant.suffix)
      }
    }
    for variant in Self.variants {
      for (name, svg) in StateCardGallery.svgFiles(language: variant.language, theme: variant.theme) {
        let url = Self.images.appendingPathComponent(name + variant.suffix + ".svg")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(
          committed == svg,
          "\(url.lastPathComponent) is out of date: run PHASEKIT_UPDATE_DOCS=1 swift test --filter GoldenDocsImages"
        )
      }
    }
  }
}
