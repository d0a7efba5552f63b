import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `phasekit chart` says when the file it mapped is truncated while it reads it: the
/// system raises `SIGBUS` on the first page past the new end, and without a handler the
/// process dies with a crash report.
///
/// Only a fault inside the mapped bytes is taken for a truncated file; any other `SIGBUS` (a
/// bug) goes on to the default action, so that it is not reported as the file's fault.
enum TruncatedFileSignal {
  // Prepared before the signal can arrive: a handler may not allocate, lock or call Swift's
  // runtime, so it only reads these.
  nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var length = 0
  nonisolated(unsafe) private static var start: UInt = 0
  nonisolated(unsafe) private static var end: UInt = 0

  /// Installs the handler, naming `path` in its message, in `language`.
  static func install(path: String, language: Language) {
    let text =
      "phasekit: "
      + CLIText.fileTruncatedWhileRead.format([TerminalSafeText.make(path, keepsLineBreaks: false)], in: language)
      + "\n"
    message = strdup(text)
    length = text.utf8.count
    var action = signalAction(handle)
    sigaction(SIGBUS, &action, nil)
  }

  /// Whether ``install(path:language:)`` ran in this process.
  static var isInstalled: Bool { message != nil }

  /// Records where the mapped bytes are: a fault there (up to the end of the last page) is the
  /// file having shrunk under the mapping.
  static func watch(_ data: Data) {
    data.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      let page = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 1))
      start = UInt(bitPattern: base)
      end = (start + UInt(raw.count) + page - 1) / page * page
    }
  }

  /// Test hook: with `PHASEKIT_TEST_TRUNCATE_MAPPED=1`, empties the file right after it was
  /// mapped, as another process could, so that a test can see what a person would.
  static func truncateForTesting(_ source: any DataSource, environment: [String: String]) {
    guard environment["PHASEKIT_TEST_TRUNCATE_MAPPED"] == "1",
      let file = source as? FileSource
    else { return }
    _ = truncate(file.url.path, 0)
  }

  private static let handle: SignalHandler = { number, info, _ in
    #if canImport(Darwin)
      let address = UInt(bitPattern: info?.pointee.si_addr)
    #else
      let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    #endif
    if address >= start, address < end, let message {
      _ = write(2, message, length)
      _exit(ExitCode.loadFailed.rawValue)
    }
    // Another cause: the default action (a crash report) happens when the fault repeats.
    signal(number, SIG_DFL)
  }
}
