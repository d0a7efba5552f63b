import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal side of `phasekit watch`, kept thin: raw mode and the alternate screen on entry,
/// exactly the saved settings back on exit (also from SIGTERM, SIGINT, SIGHUP, `exit()`, and a
/// crash: SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT), key bytes and window-size changes handed to callbacks. Every decision is in `WatchModel`.
final class WatchTerminal: @unchecked Sendable {
  // @unchecked: `saved` is written once in `enter()` before any signal source or reader thread
  // exists, and only read afterwards; `restored` is guarded by `lock`.
  private var saved = termios()
  private var isRaw = false
  private let lock = NSLock()
  private var restored = true

  /// The one terminal in use, for the `atexit` hook (a C function pointer cannot capture).
  nonisolated(unsafe) static var active: WatchTerminal?

  /// Switches to raw mode (no echo, no line buffering, no signals from keys) and the alternate
  /// screen, hides the cursor, and arranges for `restore()` on every way out.
  func enter() {
    if tcgetattr(STDIN_FILENO, &saved) == 0 {
      var raw = saved
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
      withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
        bytes[Int(VMIN)] = 1
        bytes[Int(VTIME)] = 0
      }
      isRaw = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0
    }
    lock.withLock { restored = false }
    Self.active = self
    atexit { WatchTerminal.active?.restore() }
    FatalSignalRestore.install(saved: saved, isRaw: isRaw)
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
  }

  /// Leaves the alternate screen, shows the cursor, and puts the saved terminal settings back.
  /// Safe to call more than once and from any thread.
  func restore() {
    let shouldRestore = lock.withLock { () -> Bool in
      defer { restored = true }
      return !restored
    }
    guard shouldRestore else { return }
    FatalSignalRestore.uninstall()
    write(FatalSignalRestore.leaveScreen.description)
    if isRaw { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
  }

  /// Calls `onQuit` on SIGTERM, SIGINT and SIGHUP, and `onResize` on SIGWINCH, from a thread of
  /// its own.
  ///
  /// The signals are caught from the moment this returns: their handler writes the signal's
  /// number to a pipe that the thread reads. (A dispatch signal source registers on another
  /// thread some time after it is resumed; the signals had to be ignored meanwhile, and one sent
  /// in between was lost.)
  func handleSignals(onQuit: @escaping @Sendable () -> Void, onResize: @escaping @Sendable () -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A full pipe drops a signal rather than blocking the handler; one pending quit is enough.
    _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
    ForwardedSignals.writeEnd = ends[1]
    var action = signalAction(ForwardedSignals.handle)
    action.sa_flags |= SA_RESTART
    for number in ForwardedSignals.signals { sigaction(number, &action, nil) }
    // A child of a test harness may inherit these blocked; a watch must hear them.
    var set = sigset_t()
    sigemptyset(&set)
    for number in ForwardedSignals.signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    let readEnd = ends[0]
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(readEnd, &byte, 1)
        if count == 1 {
          if Int32(byte) == SIGWINCH { onResize() } else { onQuit() }
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
    thread.name = "phasekit.watch.signals"
    thread.start()
  }

  /// Reads key bytes on a thread of its own and hands each to `onKey`; returns at end of input.
  func readKeys(_ onKey: @escaping @Sendable (UInt8) -> Void) {
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count == 1 {
          onKey(byte)
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
    thread.start()
  }

  /// The terminal's size in columns and rows; 80 × 24 when it cannot be asked.
  static var size: (columns: Int, rows: Int) {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    return (80, 24)
  }

  /// Writes text to standard output at once, unbuffered.
  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// Gives the terminal back when the process dies of a fatal signal, then lets the signal go on to
/// whoever handled it before (the Swift runtime's backtracer, or the default action: a core).
///
/// A signal handler may only touch plain memory and call async-signal-safe functions (`write`,
/// `tcsetattr`, `sigaction`, `raise`), so everything it needs is copied into fixed storage
/// before the handler is installed, and the handler neither allocates nor locks.
private enum FatalSignalRestore {
  static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
  /// Resets attributes, shows the cursor and leaves the alternate screen.
  static let leaveScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// The saved settings, whether raw mode was entered, and the handlers found at install time
  /// (indexed by signal number), in memory the handler can read without Swift runtime calls.
  nonisolated(unsafe) static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) static let isRaw = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
  nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) static var isInstalled = false

  static func install(saved settings: termios, isRaw raw: Bool) {
    guard !isInstalled else { return }
    _ = leaveScreen  // initialised here, never first in the handler
    saved.initialize(to: settings)
    isRaw.initialize(to: raw)
    previous.initialize(repeating: sigaction(), count: 65)
    var action = signalAction(handle)
    for number in signals { sigaction(number, &action, previous + Int(number)) }
    isInstalled = true
  }

  /// Puts the handlers found at install time back (on a normal exit).
  static func uninstall() {
    guard isInstalled else { return }
    for number in signals { sigaction(number, previous + Int(number), nil) }
    isInstalled = false
  }

  /// The handler: restore the terminal, put the previous handler back, and re-raise. For a fault
  /// (SIGSEGV, SIGILL from a Swift trap) the faulting instruction also runs again on return and
  /// reaches the previous handler; for `abort()` the raised signal does.
  static let handle: SignalHandler = { number, _, _ in
    _ = leaveScreen.withUTF8Buffer { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if isRaw.pointee { tcsetattr(STDIN_FILENO, TCSANOW, saved) }
    sigaction(number, previous + Int(number), nil)
    raise(number)
  }
}

/// The signals `watch` handles, and their handler: the signal's number, one byte, written to a
/// pipe (`write` is async-signal-safe; nothing else is done in the handler).
private enum ForwardedSignals {
  static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGWINCH]
  /// The pipe's write end, set before the handler is installed.
  nonisolated(unsafe) static var writeEnd: Int32 = -1

  static let handle: SignalHandler = { number, _, _ in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = systemWrite(writeEnd, &byte, 1)
    errno = savedErrno
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
