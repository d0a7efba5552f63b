import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private read-only mapping of a file that another process may shrink while it is in use,
/// without `SIGBUS` ending the process (``FileSource/guardsMapping``).
///
/// Reading a mapped page past a file's new end raises `SIGBUS`. While a guarded mapping is
/// alive, a process-wide handler recognises a fault inside it, puts zero pages over the rest
/// of the mapping (the faulting read then goes on and reads zeros) and marks the mapping as
/// damaged. Once the bytes are decoded, ``isIntact`` says whether they were the file's: no page
/// was lost, and the open file has the size and modification time it had when it was mapped
/// (or only grew: appended rows leave the mapped bytes as they were). A fault anywhere else is
/// not ours: the handler puts the previous action back and the fault repeats into it.
///
/// Linux only (elsewhere ``map(_:count:modified:)`` answers `nil` and the file is read): on
/// Linux every piece of this is a plain system call that a signal handler may make.
///
/// Thread safety: the handler reads a fixed table of slots with plain loads and no lock; a slot
/// is filled (end last) before its bytes are handed out, and emptied (end first) before they are
/// unmapped, so a fault can only meet a slot whose bytes are being read.
final class MappedFile: @unchecked Sendable {
  // @unchecked: `descriptor`, `slot`, `count` and `base` never change after `init`; `isReleased`
  // is only touched under `state`.
  let count: Int
  private let base: UnsafeMutableRawPointer
  private let descriptor: Int32
  private let slot: Int
  private let size: Int64
  private let modified: timespec
  private let state = Lock(false)

  private init(
    base: UnsafeMutableRawPointer, count: Int, descriptor: Int32, slot: Int, size: Int64, modified: timespec
  ) {
    self.base = base
    self.count = count
    self.descriptor = descriptor
    self.slot = slot
    self.size = size
    self.modified = modified
  }

  /// Maps the first `count` bytes of the file open as `descriptor` (which the mapping keeps a
  /// duplicate of, to check the file later), guarded; `nil` when the system refuses, every slot
  /// is taken, or off Linux: the caller then reads the file.
  static func map(_ descriptor: Int32, count: Int, modified: timespec) -> (Data, MappedFile)? {
    #if canImport(Glibc)
      guard count > 0, Guard.isInstalled else { return nil }
      let kept = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
      guard kept >= 0 else { return nil }
      guard let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), pointer != MAP_FAILED
      else {
        close(kept)
        return nil
      }
      guard let slot = Guard.register(start: pointer, count: count) else {
        munmap(pointer, count)
        close(kept)
        return nil
      }
      let file = MappedFile(
        base: pointer, count: count, descriptor: kept, slot: slot, size: Int64(count), modified: modified)
      let data = Data(bytesNoCopy: pointer, count: count, deallocator: .custom { _, _ in file.release() })
      return (data, file)
    #else
      return nil
    #endif
  }

  /// Whether the bytes are still the file's as it was mapped: no page was lost to a shrinking
  /// file, and the file has not shrunk or been rewritten at the same size since. A file that
  /// grew keeps the mapped bytes as they were (appended rows), so it counts as intact. `false`
  /// once the data is released.
  var isIntact: Bool {
    #if canImport(Glibc)
      state.withLock { isReleased in
        guard !isReleased, !Guard.isDamaged(slot) else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let now = Int64(status.st_size)
        if now < size { return false }
        let same = status.st_mtim.tv_sec == modified.tv_sec && status.st_mtim.tv_nsec == modified.tv_nsec
        return now > size || same
      }
    #else
      false
    #endif
  }

  /// Empties the slot, then unmaps (so that no new mapping at the same address can be taken for
  /// this one) and closes the kept descriptor. Called by the data's deallocator.
  private func release() {
    #if canImport(Glibc)
      state.withLock { isReleased in
        guard !isReleased else { return }
        isReleased = true
        Guard.unregister(slot)
        munmap(base, count)
        close(descriptor)
      }
    #endif
  }
}

#if canImport(Glibc)
  /// The process-wide `SIGBUS` handler and its table of guarded mappings.
  private enum Guard {
    /// Slots of three words each: start, end (page-rounded), and a damaged flag.
    static let slotCount = 64
    nonisolated(unsafe) static var table: UnsafeMutablePointer<UInt>? = nil
    nonisolated(unsafe) static var pageSize: UInt = 4096
    nonisolated(unsafe) static var previous = sigaction()
    static let taken = Lock([Bool](repeating: false, count: slotCount))

    /// Installs the handler once, on first use; `false` if the system refused.
    static let isInstalled: Bool = {
      let words = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount * 3)
      words.initialize(repeating: 0, count: slotCount * 3)
      table = words
      pageSize = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 1))
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handle
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      return sigaction(SIGBUS, &action, &previous) == 0
    }()

    static func register(start: UnsafeMutableRawPointer, count: Int) -> Int? {
      guard let table else { return nil }
      let slot = taken.withLock { taken -> Int? in
        guard let free = taken.firstIndex(of: false) else { return nil }
        taken[free] = true
        return free
      }
      guard let slot else { return nil }
      let first = UInt(bitPattern: start)
      let end = (first + UInt(count) + pageSize - 1) / pageSize * pageSize
      table[slot * 3 + 2] = 0
      table[slot * 3] = first
      table[slot * 3 + 1] = end
      return slot
    }

    static func unregister(_ slot: Int) {
      guard let table else { return }
      table[slot * 3 + 1] = 0
      table[slot * 3] = 0
      taken.withLock { $0[slot] = false }
    }

    static func isDamaged(_ slot: Int) -> Bool {
      guard let table else { return true }
      return table[slot * 3 + 2] != 0
    }

    /// No allocation, lock or Swift runtime call: loads from the table and system calls only.
    static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      number, info, _ in
      let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
      if let table = Guard.table {
        for slot in 0..<Guard.slotCount {
          let start = table[slot * 3]
          let end = table[slot * 3 + 1]
          guard address >= start, address < end else { continue }
          let page = address / Guard.pageSize * Guard.pageSize
          // Zeros over the rest of the mapping: the file lost those pages, and each of them
          // would fault again one by one.
          let zeros = mmap(
            UnsafeMutableRawPointer(bitPattern: page), Int(end - page), PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
          if zeros != MAP_FAILED {
            table[slot * 3 + 2] = 1
            return
          }
          break
        }
      }
      // Not a guarded mapping (a bug, or another mapping): the previous action takes the fault
      // when it repeats.
      sigaction(number, &Guard.previous, nil)
    }
  }
#endif
