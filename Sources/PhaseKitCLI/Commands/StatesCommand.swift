import Foundation
import PhaseCharts
import PhaseDrawing
import PhaseKit

/// `phasekit states`: the loading, empty, error and stale cards and a sample chart, as SVG files.
struct StatesCommand {
  let options: StatesOptions
  /// Where the paths written and any trouble are said.
  let console: Console

  func run() -> ExitCode {
    let language = options.language ?? console.language
    let directory = console.fileURL(options.out, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for (name, svg) in StateCardGallery.svgFiles(
        language: language, width: Double(options.width), height: Double(options.height))
      {
        let file = directory.appendingPathComponent(name + ".svg")
        try Data(svg.utf8).write(to: file, options: .atomic)
        console.print(file.path)
      }
      return .success
    } catch {
      console.printError(
        "phasekit: "
          + ReportText.writeFailed(directory.path, option: "--out", error: error, language: language))
      return .cannotWrite
    }
  }
}
