#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// The body of one response, received straight into one allocation and handed over as `Data`
  /// without a copy.
  ///
  /// The size limit holds on every commit: past `limit` bytes the transfer fails as
  /// ``DataError/tooLarge(limit:)``. Under a limit (any but the largest), the buffer is one
  /// mapping of address space for the limit plus 64 KB, reserved at the first byte and filled in
  /// place: memory is only what the body has written, and it never moves. Growing by `realloc`
  /// instead copied the body at every doubling, so a gzip bomb or an endless body under a 1 GiB
  /// limit peaked at 2.1 GB (the old block and the new one at once).
  final class HTTPBodyBuffer {
    private(set) var base: UnsafeMutableRawPointer?
    private(set) var count = 0
    private(set) var capacity = 0
    let limit: Int
    /// The largest capacity: the limit plus room for one read past it (the read that proves the
    /// body is too large, or chunk framing that never becomes body).
    private let capacityCap: Int
    /// The mapping that holds the body, when it is one: its start and length.
    private var mapping: (start: UnsafeMutableRawPointer, length: Int)?

    /// The largest limit whose address space is reserved at once; a larger one (an unlimited
    /// client) grows by `realloc`.
    static let largestReservation = 1 << 40

    init(limit: Int) {
      self.limit = limit
      let (sum, overflow) = limit.addingReportingOverflow(64 << 10)
      capacityCap = overflow ? .max : sum
    }

    deinit {
      if let mapping {
        munmap(mapping.start, mapping.length)
      } else {
        free(base)
      }
    }

    /// Grows the allocation to hold at least `total` bytes (never past the cap).
    ///
    /// - Throws: ``DataError/tooLarge(limit:)`` when the memory cannot be had: a body within its
    ///   limit may still be too large for this machine, and that is an error, never a crash.
    func reserve(_ total: Int) throws(TransportFailure) {
      let total = min(total, capacityCap)
      guard total > capacity else { return }
      if base == nil, capacityCap <= Self.largestReservation {
        try map(capacityCap)
        return
      }
      if base == nil, total >= 8 << 20 {
        // A large body in 2 MB pages: a 100 MB body faults 50 pages in rather than 25,600, which
        // is a good part of the cost of receiving it over loopback.
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, 2 << 20, total) == 0, let memory else {
          throw .data(.tooLarge(limit: limit))
        }
        base = memory
      } else {
        guard let grown = realloc(base, total) else { throw .data(.tooLarge(limit: limit)) }
        base = grown
      }
      capacity = total
      // Whole buffers only: advice on part of a block splits its mapping, and glibc's realloc
      // can then no longer move it in place (mremap fails), so it copies.
      if total >= 8 << 20, count == 0 {
        LargeBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(start: base!, count: total))
      }
    }

    /// Reserves `length` bytes of address space on a 2 MB boundary, touched (and so backed by
    /// memory) only as the body is written.
    private func map(_ length: Int) throws(TransportFailure) {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let wanted = (length + page - 1) / page * page
      let huge = LargeBuffers.hugePage
      let reserved = wanted + (wanted >= 8 << 20 ? huge : 0)
      guard
        let raw = mmap(
          nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
        raw != MAP_FAILED
      else { throw .data(.tooLarge(limit: limit)) }
      var start = raw
      if reserved > wanted {
        // Trim to a 2 MB-aligned start, so the body can sit on huge pages from its first byte.
        let aligned = (Int(bitPattern: raw) + huge - 1) & ~(huge - 1)
        let head = aligned - Int(bitPattern: raw)
        if head > 0 { munmap(raw, head) }
        let tail = reserved - head - wanted
        if tail > 0 { munmap(raw + head + wanted, tail) }
        start = raw + head
        LargeBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(start: start, count: wanted))
      }
      mapping = (start, wanted)
      base = start
      capacity = min(wanted, capacityCap)
    }

    /// Room after the committed bytes, growing geometrically so the body is copied O(log n) times
    /// at most (and never when its length was announced).
    ///
    /// - Parameter minimum: The room wanted; less is returned only at the cap.
    func spare(atLeast minimum: Int) throws(TransportFailure) -> UnsafeMutableRawBufferPointer {
      if capacity - count < minimum {
        try reserve(max(count + minimum, capacity * 2))
      }
      return UnsafeMutableRawBufferPointer(start: base! + count, count: capacity - count)
    }

    /// Counts `n` more bytes written into ``spare(atLeast:)`` as body.
    ///
    /// - Throws: ``DataError/tooLarge(limit:)`` once the body passes the limit.
    func commit(_ n: Int) throws(TransportFailure) {
      count += n
      if count > limit { throw .data(.tooLarge(limit: limit)) }
    }

    /// Copies `bytes` after the committed ones.
    func append(_ bytes: UnsafeRawBufferPointer) throws(TransportFailure) {
      var offset = 0
      while offset < bytes.count {
        let room = try spare(atLeast: min(bytes.count - offset, 1 << 20))
        let n = min(room.count, bytes.count - offset)
        guard n > 0 else { throw .data(.tooLarge(limit: limit)) }
        room.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: n)
        offset += n
        try commit(n)
      }
    }

    /// Moves `n` bytes from later in the allocation down to the end of the committed ones (chunk
    /// framing dropped in place), then commits them.
    func commitMoving(from source: UnsafeRawPointer, count n: Int) throws(TransportFailure) {
      let destination = base! + count
      if source != UnsafeRawPointer(destination) { memmove(destination, source, n) }
      try commit(n)
    }

    /// The committed bytes as `Data`, handing the allocation over (the buffer is empty after).
    func takeData() -> Data {
      guard let base, count > 0 else { return Data() }
      let data: Data
      if let mapping {
        // The address space past the body goes back now; the rest when the data is freed.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let used = (count + page - 1) / page * page
        if mapping.length > used { munmap(mapping.start + used, mapping.length - used) }
        data = Data(
          bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in munmap(pointer, used) })
        self.mapping = nil
      } else {
        var memory = base
        if capacity - count > 1 << 20, let shrunk = realloc(base, count) { memory = shrunk }
        data = Data(bytesNoCopy: memory, count: count, deallocator: .free)
      }
      self.base = nil
      count = 0
      capacity = 0
      return data
    }
  }

  /// A `Transfer-Encoding: chunked` body decoder, fed bytes as they arrive in any split.
  ///
  /// Chunk extensions are ignored and trailer fields read and dropped, as URLSession does. A
  /// malformed size line, a missing CRLF after a chunk or an oversized line is a bad response.
  struct ChunkedDecoder {
    private enum State {
      case size
      case data(remaining: Int)
      case dataEnd
      case trailers
      case done
    }
    private var state = State.size
    /// The part of a size, chunk-end or trailer line received so far.
    private var line: [UInt8] = []
    private var trailerBytes = 0

    var isDone: Bool {
      if case .done = state { return true }
      return false
    }

    /// Decodes `input`, passing each run of body bytes to `payload` (a range of `input`, in
    /// order).
    ///
    /// - Returns: The bytes consumed: all of `input`, or fewer when the body ended inside it.
    mutating func decode(
      _ input: UnsafeRawBufferPointer, payload: (UnsafeRawBufferPointer) throws(TransportFailure) -> Void
    ) throws(TransportFailure) -> Int {
      var index = 0
      while index < input.count {
        switch state {
        case .done:
          return index
        case .data(let remaining):
          let n = min(remaining, input.count - index)
          try payload(UnsafeRawBufferPointer(rebasing: input[index..<index + n]))
          index += n
          state = remaining == n ? .dataEnd : .data(remaining: remaining - n)
        case .size, .dataEnd, .trailers:
          guard let newline = Self.firstNewline(in: input, from: index) else {
            try collect(input, from: index, to: input.count)
            return input.count
          }
          try collect(input, from: index, to: newline)
          index = newline + 1
          try endLine()
        }
      }
      return index
    }

    private static func firstNewline(in input: UnsafeRawBufferPointer, from start: Int) -> Int? {
      guard start < input.count,
        let found = memchr(input.baseAddress! + start, 0x0A, input.count - start)
      else { return nil }
      return UnsafeRawPointer(found) - input.baseAddress!
    }

    private mutating func collect(_ input: UnsafeRawBufferPointer, from start: Int, to end: Int)
      throws(TransportFailure)
    {
      line.append(contentsOf: input[start..<end])
      if line.count > 8 << 10 { throw .badResponse("a chunk line longer than 8 KB") }
    }

    private mutating func endLine() throws(TransportFailure) {
      if line.last == 0x0D { line.removeLast() }
      defer { line.removeAll(keepingCapacity: true) }
      switch state {
      case .size:
        let size = try Self.parseSize(line)
        state = size == 0 ? .trailers : .data(remaining: size)
      case .dataEnd:
        guard line.isEmpty else { throw .badResponse("a chunk longer than its size") }
        state = .size
      case .trailers:
        trailerBytes += line.count
        if trailerBytes > 64 << 10 { throw .badResponse("chunked trailers longer than 64 KB") }
        if line.isEmpty { state = .done }
      case .data, .done:
        break
      }
    }

    /// `1a;name=value` → 26. Hex digits, optional spaces, then an optional extension.
    private static func parseSize(_ line: [UInt8]) throws(TransportFailure) -> Int {
      var size = 0
      var digits = 0
      var index = 0
      while index < line.count, let digit = hexValue(line[index]) {
        guard digits < 15 else { throw .badResponse("a chunk size too large") }
        size = size << 4 | digit
        digits += 1
        index += 1
      }
      guard digits > 0 else { throw .badResponse("a malformed chunk size line") }
      while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
      guard index == line.count || line[index] == UInt8(ascii: ";") else {
        throw .badResponse("a malformed chunk size line")
      }
      return size
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
      switch byte {
      case 0x30...0x39: return Int(byte - 0x30)
      case 0x41...0x46: return Int(byte - 0x41 + 10)
      case 0x61...0x66: return Int(byte - 0x61 + 10)
      default: return nil
      }
    }
  }
#endif

#if canImport(Glibc) && canImport(CZlib)
  extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws ``TransportFailure`` (the standard one rethrows
    /// untyped).
    func withBytes<Result>(
      _ body: (UnsafeRawBufferPointer) throws(TransportFailure) -> Result
    ) throws(TransportFailure) -> Result {
      try withUnsafeBytes { bytes in Swift.Result { () throws(TransportFailure) in try body(bytes) } }.get()
    }

    /// `withUnsafeMutableBytes` for a body that throws ``TransportFailure``.
    mutating func withMutableBytes<Result>(
      _ body: (UnsafeMutableRawBufferPointer) throws(TransportFailure) -> Result
    ) throws(TransportFailure) -> Result {
      try withUnsafeMutableBytes { bytes in Swift.Result { () throws(TransportFailure) in try body(bytes) } }
        .get()
    }
  }
#endif
