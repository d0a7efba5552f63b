import Foundation
import Testing
import _PhaseKitTestSupport

/// The README and the docs link only to files that exist, and the quick start
/// (`swift run phasekit`) writes no tracked file.
@Suite(.timeLimit(.minutes(6))) struct DocsHoldTrueTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var documents: [URL] {
    let docs = root.appendingPathComponent("docs")
    let pages =
      (try? FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)) ?? []
    return [root.appendingPathComponent("README.md")] + pages.filter { $0.pathExtension == "md" }
  }

  /// The targets of `[text](target)` and `![alt](target)` that are not web addresses or anchors.
  static func localLinks(in text: String) -> [String] {
    var links: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      let target = String(after[..<close]).split(separator: " ").first.map(String.init) ?? ""
      if !target.isEmpty, !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") {
        links.append(String(target.split(separator: "#").first ?? ""))
      }
      rest = after[close...]
    }
    return links
  }

  @Test func everyLocalLinkPointsToAFileThatExists() throws {
    var checked = 0
    for document in Self.documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in Self.localLinks(in: text) {
        let target = document.deletingLastPathComponent().appendingPathComponent(link).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: target.path), "\(document.lastPathComponent) → \(link)")
        checked += 1
      }
    }
    #expect(checked >= 10, "the README alone has a dozen local links")
  }

  @Test func theLicenceTheReadmeClaimsIsInTheRepository() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("[LICENSE](LICENSE)"))
    let licence = try String(contentsOf: Self.root.appendingPathComponent("LICENSE"), encoding: .utf8)
    #expect(licence.hasPrefix("MIT License"))
    #expect(!readme.contains("DESIGN.md"), "DESIGN.md is not part of the repository")
  }

  @Test func theQuickStartsOutputIsIgnoredAndNotTracked() async throws {
    let ignore = try String(contentsOf: Self.root.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(ignore.split(separator: "\n").contains("/phasekit-chart.svg"))
    let git = URL(fileURLWithPath: "/usr/bin/git")
    guard FileManager.default.isExecutableFile(atPath: git.path),
      FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".git").path)
    else { return }  // a source archive: .gitignore is all there is to check
    // Waited for without holding a thread of the concurrency pool while git runs.
    let listed = try await ChildProcess.capture(git, ["-C", Self.root.path, "ls-files", "--", "phasekit-chart.svg"])
    #expect(listed.status == 0, "\(String(decoding: listed.errors, as: UTF8.self))")
    #expect(listed.output.isEmpty, "phasekit-chart.svg is tracked, and `swift run phasekit` rewrites it")
  }
}
