#if canImport(Glibc) && canImport(CZlib)
  import CZlib
  import Foundation

  /// Decodes a `gzip` or `deflate` body through zlib as its bytes arrive, straight into the body
  /// buffer, whose size limit stops a gzip bomb after at most the limit's worth of output.
  ///
  /// `deflate` is the zlib format by the RFC, but some servers send raw deflate: the first two
  /// bytes tell which (as curl and browsers do). A `gzip` body may hold several members one after
  /// another (RFC 1952): every one is read, as `gzip -d` does. Bytes after the end of the
  /// compressed data that do not start a member are ignored.
  final class HTTPInflater {
    enum Format {
      case gzip
      case deflate
    }

    private let format: Format
    // Heap-allocated: zlib keeps a pointer back to the stream and refuses one that moved.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var isStarted = false
    /// Input held back until two bytes tell raw deflate from zlib.
    private var held: [UInt8] = []
    /// Whether any compressed byte arrived.
    private(set) var hasInput = false
    /// Whether the compressed data is complete: a stream ended, and no member follows yet.
    private(set) var isFinished = false
    /// Whether a gzip member ended and the bytes after it (in ``held``) may start another.
    private var isBetweenMembers = false
    /// Whether bytes after the end that do not start a member were seen: nothing more is read.
    private var isDone = false

    init(format: Format) {
      self.format = format
      stream.initialize(to: z_stream())
    }

    deinit {
      if isStarted { inflateEnd(stream) }
      stream.deinitialize(count: 1)
      stream.deallocate()
    }

    /// Decodes `input` into `body`.
    ///
    /// - Throws: ``DataError/tooLarge(limit:)`` when the decoded body passes the limit; -1015
    ///   (cannot decode) for data that is not in the announced format.
    func decode(_ input: UnsafeRawBufferPointer, into body: HTTPBodyBuffer) throws(TransportFailure) {
      guard !isDone, input.count > 0 else { return }
      hasInput = true
      if !isStarted {
        if format == .deflate, held.count + input.count < 2 {
          held.append(contentsOf: input)
          return
        }
        try start(firstBytes: held + Array(input.prefix(2 - min(2, held.count))))
        if !held.isEmpty {
          let early = held
          held = []
          try early.withBytes { bytes throws(TransportFailure) in try inflate(bytes, into: body) }
        }
      }
      try inflate(input, into: body)
    }

    private func start(firstBytes: [UInt8]) throws(TransportFailure) {
      let windowBits: Int32
      switch format {
      case .gzip:
        windowBits = 15 + 32  // gzip or zlib, detected from the header
      case .deflate:
        let header = UInt16(firstBytes[0]) << 8 | UInt16(firstBytes[1])
        windowBits = firstBytes[0] & 0x0F == 8 && header % 31 == 0 ? 15 : -15
      }
      guard inflateInit2_(stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else {
        throw .url(code: -1015, message: "zlib could not start")
      }
      isStarted = true
    }

    /// Inflates `input` member after member: a loop, never a recursion, so a body of a million
    /// tiny members costs no stack.
    private func inflate(_ input: UnsafeRawBufferPointer, into body: HTTPBodyBuffer) throws(TransportFailure) {
      var offset = 0
      while offset < input.count, !isDone {
        guard isBetweenMembers else {
          offset += try inflateMember(UnsafeRawBufferPointer(rebasing: input[offset...]), into: body)
          continue
        }
        // After a member: two bytes tell whether another one starts (`1f 8b`, as gzip(1) checks).
        let taken = min(2 - held.count, input.count - offset)
        held.append(contentsOf: input[offset..<offset + taken])
        offset += taken
        guard held.count == 2 else { return }
        let magic = held
        held = []
        guard magic == [0x1F, 0x8B] else {
          isDone = true  // trailing bytes that start no member: ignored, as gzip(1) does
          return
        }
        inflateReset(stream)
        isBetweenMembers = false
        isFinished = false
        _ = try magic.withBytes { bytes throws(TransportFailure) in try inflateMember(bytes, into: body) }
      }
    }

    /// Inflates from the start of `input` until it runs out or the member (or stream) ends.
    ///
    /// - Returns: The bytes consumed.
    private func inflateMember(_ input: UnsafeRawBufferPointer, into body: HTTPBodyBuffer)
      throws(TransportFailure) -> Int
    {
      var offset = 0
      while offset < input.count, !isFinished {
        let slice = min(input.count - offset, Int(Int32.max))
        stream.pointee.next_in = UnsafeMutablePointer(
          mutating: (input.baseAddress! + offset).assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(slice)
        repeat {
          let room = try body.spare(atLeast: 256 << 10)
          let roomCount = min(room.count, Int(UInt32.max))
          stream.pointee.next_out = room.baseAddress!.assumingMemoryBound(to: UInt8.self)
          stream.pointee.avail_out = UInt32(roomCount)
          let status = CZlib.inflate(stream, Z_NO_FLUSH)
          let produced = roomCount - Int(stream.pointee.avail_out)
          try body.commit(produced)
          switch status {
          case Z_STREAM_END:
            isFinished = true
            // A gzip body may go on with another member; a deflate body is one stream.
            if format == .gzip { isBetweenMembers = true } else { isDone = true }
          case Z_OK:
            break
          case Z_BUF_ERROR where produced == 0 && stream.pointee.avail_in == 0:
            break  // needs more input
          case Z_BUF_ERROR where roomCount == 0:
            throw .data(.tooLarge(limit: body.limit))
          default:
            let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw .url(code: -1015, message: "the \(format) body cannot be decoded: \(reason)")
          }
        } while !isFinished && (stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0)
        offset += slice - Int(stream.pointee.avail_in)
      }
      return offset
    }
  }
#endif
