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

  /// Writes `svg` (as SVG, or rasterized to PNG), making the parent folder. The file is a new
  /// `0600` one that replaces the old at once: a chart shows data, which stays its owner's.
  ///
  /// - Parameters:
  ///   - svg: The drawing.
  ///   - standardOutput: Where `--out -` writes it.
  /// - Throws: The file system's error, or ``RasterizerError`` when `rsvg-convert` fails.
  func write(_ svg: String, standardOutput: Console.Stream) async throws {
    switch kind {
    case .standardOutput:
      standardOutput.write(svg)
    case .svg:
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PrivateFiles.write(Data(svg.utf8), to: url)
    case .png:
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try await rasterize(svg, to: url)
    }
  }

  /// Runs `rsvg-convert` with the SVG on its standard input, into a temporary file beside the
  /// target that then replaces it: a failed conversion never leaves half a PNG behind.
  ///
  /// Awaits the rasterizer without holding the calling thread: `waitUntilExit()` would block
  /// the main actor (and on Linux spin a run loop on it), which in process is shared with
  /// everything else the main actor runs.
  private func rasterize(_ svg: String, to url: URL) async throws {
    guard let tool = rasterizer() else {
      throw RasterizerError(message: "rsvg-convert is not on PATH")
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    defer { try? FileManager.default.removeItem(at: temporary) }
    // Made owner-only before the rasterizer writes into it, and again before it takes the
    // target's place (a rasterizer may replace the file with one of its own).
    PrivateFiles.createFileIfMissing(atPath: temporary.path)
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--format", "png", "--output", temporary.path]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let run = RasterizerRun()
    process.terminationHandler = { run.exited($0.terminationStatus) }
    try process.run()
    // Standard error is drained, and the SVG written, each on a thread of its own: a chatty
    // rasterizer never blocks on a full pipe, and a large SVG never blocks the caller.
    Thread {
      run.drained(errors.fileHandleForReading.readDataToEndOfFile())
    }.start()
    let writer = input.fileHandleForWriting
    Thread {
      try? writer.write(contentsOf: Data(svg.utf8))
      try? writer.close()
    }.start()
    let (status, messageBytes) = await run.finished()
    guard status == 0 else {
      let message = String(decoding: messageBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw RasterizerError(message: message.isEmpty ? "exit \(status)" : message)
    }
    // rename(2) replaces the target atomically, as the SVG's write does.
    chmod(temporary.path, 0o600)
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

/// One run of the rasterizer: done when it has exited and its standard error is read to the end,
/// in whichever order the two happen.
private final class RasterizerRun: Sendable {
  private struct State {
    var status: Int32?
    var errors: Data?
    var waiter: CheckedContinuation<(Int32, Data), Never>?
  }

  private let state = Lock(State())

  func exited(_ status: Int32) {
    resume { $0.status = status }
  }

  func drained(_ errors: Data) {
    resume { $0.errors = errors }
  }

  /// The exit status and what was written to standard error, once both are known.
  func finished() async -> (Int32, Data) {
    await withCheckedContinuation { continuation in
      resume { $0.waiter = continuation }
    }
  }

  /// Applies `change`, then resumes the waiter if everything is known (outside the lock).
  private func resume(_ change: (inout State) -> Void) {
    let ready: (CheckedContinuation<(Int32, Data), Never>, Int32, Data)? = state.withLock { state in
      change(&state)
      guard let waiter = state.waiter, let status = state.status, let errors = state.errors else { return nil }
      state.waiter = nil
      return (waiter, status, errors)
    }
    if let (waiter, status, errors) = ready { waiter.resume(returning: (status, errors)) }
  }
}
