#if canImport(Glibc) && canImport(CZlib)
  import CZlib
  import Foundation
  import PhaseKit

  /// Decodes a `gzip` or `deflate` body through zlib as its bytes arrive, straight into the body
  /// buffer, whose size limit stops a gzip bomb after at most the limit's worth of output.
  ///
  /// `deflate` is the zlib format by the RFC, but some servers send raw deflate: the first two
  /// bytes tell which (as curl and browsers do). Bytes after the end of the compressed stream are
  /// ignored.
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
    /// Whether the compressed stream ended.
    private(set) var isFinished = false

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
      guard !isFinished, input.count > 0 else { return }
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

    private func inflate(_ input: UnsafeRawBufferPointer, into body: HTTPBodyBuffer) throws(TransportFailure)
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
        offset += slice
      }
    }
  }
#endif
