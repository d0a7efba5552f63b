import Foundation
import PhaseKit

/// Where the drawing goes: an SVG file, a PNG file (rasterized by librsvg's `rsvg-convert`,
/// found on `PATH` when the command runs, so the package builds without it), or standard output
/// (`--out -`, SVG).
struct OutputFile {
  enum Kind: Equatable {
    case svg
    case png
    case standardOutput
  }

  /// The path as given (`-` for standard output), as messages name it.
  let path: String
  /// The file the path names (relative to the command's working folder).
  let url: URL
  let kind: Kind
  /// The environment `PATH` and `PHASEKIT_RSVG_CONVERT` are read from (see ``rasterizer()``).
  let environment: [String: String]

  init(path: String, url: URL, environment: [String: String]) {
    self.path = path
    self.url = url
    self.environment = environment
    if path == "-" {
      kind = .standardOutput
    } else if path.lowercased().hasSuffix(".png") {
      kind = .png
    } else {
      kind = .svg
    }
  }

  /// Whether the SVG goes to standard output, so that reports must go to standard error.
  var isStandardOutput: Bool { kind == .standardOutput }

  /// Why this output cannot be written on this machine, before any work is done: a PNG with no
  /// `rsvg-convert` on `PATH`. Names the one command that installs it.
  func unavailableReason(language: Language) -> String? {
    guard kind == .png, rasterizer() == nil else { return nil }
    return CLIText.pngNeedsRasterizer.format([path, Self.installCommand], in: language)
  }

  /// Writes `svg` (as SVG, or rasterized to PNG), making the parent folder.
  ///
  /// - Parameters:
  ///   - svg: The drawing.
  ///   - standardOutput: Where `--out -` writes it.
  /// - Throws: The file system's error, or ``RasterizerError`` when `rsvg-convert` fails.
  func write(_ svg: String, standardOutput: Console.Stream) throws {
    switch kind {
    case .standardOutput:
      standardOutput.write(svg)
    case .svg:
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(svg.utf8).write(to: url, options: .atomic)
    case .png:
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try rasterize(svg, to: url)
    }
  }

  /// Runs `rsvg-convert` with the SVG on its standard input, into a temporary file beside the
  /// target that then replaces it: a failed conversion never leaves half a PNG behind.
  private func rasterize(_ svg: String, to url: URL) throws {
    guard let tool = rasterizer() else {
      throw RasterizerError(message: "rsvg-convert is not on PATH")
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    defer { try? FileManager.default.removeItem(at: temporary) }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--format", "png", "--output", temporary.path]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Drain standard error on its own thread so a chatty rasterizer never blocks on a full pipe.
    let collected = Lock(Data())
    let drained = DispatchSemaphore(value: 0)
    let reader = Thread {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      collected.withLock { $0 = data }
      drained.signal()
    }
    reader.start()
    input.fileHandleForWriting.write(Data(svg.utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    drained.wait()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: collected.withLock { $0 }, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw RasterizerError(message: message.isEmpty ? "exit \(process.terminationStatus)" : message)
    }
    // rename(2) replaces the target atomically, as the SVG's `.atomic` write does.
    guard rename(temporary.path, url.path) == 0 else {
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
    }
  }

  /// `rsvg-convert` on `PATH`, or nil. `PHASEKIT_RSVG_CONVERT` names another program (tests
  /// point it at a missing file to check the refusal).
  func rasterizer() -> URL? {
    if let explicit = environment["PHASEKIT_RSVG_CONVERT"] {
      return FileManager.default.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
    }
    for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("rsvg-convert")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The one command that installs `rsvg-convert` here.
  static var installCommand: String {
    #if os(macOS)
      return "brew install librsvg"
    #else
      let fileManager = FileManager.default
      if fileManager.isExecutableFile(atPath: "/usr/bin/apt-get") { return "apt-get install librsvg2-bin" }
      if fileManager.isExecutableFile(atPath: "/usr/bin/dnf") { return "dnf install librsvg2-tools" }
      if fileManager.isExecutableFile(atPath: "/sbin/apk") { return "apk add rsvg-convert" }
      return "apt-get install librsvg2-bin"
    #endif
  }
}

/// `rsvg-convert` failed; its own message.
struct RasterizerError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
