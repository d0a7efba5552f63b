#if canImport(Glibc) && canImport(CZlib)
  import Foundation
  import Glibc

  /// Reads one response body: framed by `Content-Length`, chunked, or ending when the server
  /// closes; decoded from `gzip` / `deflate` as it arrives; bounded by the size limit throughout.
  ///
  /// The rules are ``Transfer``'s: the limit holds on an announced `Content-Length` before any
  /// body byte is read (identity bodies), on the running count, and on the decoded size; an
  /// encoded body announces no length to progress (its `Content-Length` counts compressed bytes),
  /// yet one cut short of its `Content-Length` is still a truncated body.
  ///
  /// An identity body is received straight into its final buffer (reserved at its announced
  /// length), chunk framing removed in place; only encoded bodies pass through a staging buffer.
  struct HTTPBodyReader {
    private enum Framing {
      case length(Int)
      case chunked
      case untilClose
    }

    private let connection: SocketConnection
    private let leftover: [UInt8]
    private let framing: Framing
    private let inflater: HTTPInflater?
    private let body: HTTPBodyBuffer
    private var meter: ProgressMeter

    /// The largest single read.
    private static let readSize = 4 << 20

    init(
      head: HTTPResponseHead, connection: SocketConnection, leftover: [UInt8], limit: Int,
      progress: @escaping @Sendable (LoadProgress) -> Void
    ) throws(TransportFailure) {
      self.connection = connection
      self.leftover = leftover
      if let codings = head.value(for: "Transfer-Encoding") {
        let list = codings.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
          .filter { !$0.isEmpty && $0 != "identity" }
        guard list.allSatisfy({ $0 == "chunked" }), list.count <= 1 else {
          throw .badResponse("an unsupported Transfer-Encoding: \(codings.prefix(40))")
        }
        framing = list.isEmpty ? .untilClose : .chunked
      } else if let length = try head.contentLength() {
        framing = .length(length)
      } else {
        framing = .untilClose
      }
      let codings = (head.value(for: "Content-Encoding") ?? "").split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty && $0 != "identity" }
      let encoding = codings.joined(separator: ", ")
      switch codings {
      case []: inflater = nil
      case ["gzip"], ["x-gzip"]: inflater = HTTPInflater(format: .gzip)
      case ["deflate"]: inflater = HTTPInflater(format: .deflate)
      default:
        // Two codings stacked (`deflate, gzip`), or one never asked for (`br`): delivered as
        // received, the bytes read as "binary data"; refused naming them instead.
        let named = encoding.count > 60 ? encoding.prefix(60) + "…" : Substring(encoding)
        let what = codings.count > 1 ? "encodings stacked" : "an encoding this client does not read"
        throw .url(code: -1015, message: "the body is sent with \(what) (Content-Encoding: \(named)); gzip or deflate alone are read")
      }
      var announced: Int64?
      if encoding.isEmpty || encoding == "identity", case .length(let length) = framing {
        announced = Int64(length)
        if length > limit { throw .data(.tooLarge(limit: limit)) }
      }
      body = HTTPBodyBuffer(limit: limit)
      meter = ProgressMeter(expected: announced, report: progress)
    }

    /// Reads the whole body.
    ///
    /// - Throws: ``DataError/tooLarge(limit:)``, a truncated-body ``DataError/networkError(_:)``,
    ///   -1005 for a connection lost inside a chunked body, -1011 for broken framing, -1015 for
    ///   an encoded body that does not decode.
    mutating func read() throws(TransportFailure) -> Data {
      switch (framing, inflater) {
      case (.length(let length), nil): try readIdentity(length: length)
      case (.untilClose, nil): try readIdentityUntilClose()
      case (.chunked, nil): try readIdentityChunked()
      case (_, let inflater?): try readEncoded(through: inflater)
      }
      meter.finish(body.count)
      return body.takeData()
    }

    private mutating func readIdentity(length: Int) throws(TransportFailure) {
      // One allocation of the announced size, up to 1 GiB; past that (a lie, or a huge body with
      // no limit set) the buffer grows only as bytes actually arrive.
      try body.reserve(min(length, 1 << 30))
      try Array(leftover.prefix(length)).withBytes { bytes throws(TransportFailure) in try body.append(bytes)
      }
      meter.update(body.count)
      while body.count < length {
        let room = try body.spare(atLeast: min(length - body.count, 1 << 20))
        let n = try connection.receive(into: room.baseAddress!, count: min(room.count, length - body.count))
        guard n > 0 else { throw Self.truncated(received: body.count, of: length) }
        try body.commit(n)
        meter.update(body.count)
      }
    }

    private mutating func readIdentityUntilClose() throws(TransportFailure) {
      try leftover.withBytes { bytes throws(TransportFailure) in try body.append(bytes) }
      meter.update(body.count)
      while true {
        let room = try body.spare(atLeast: 256 << 10)
        let n = try connection.receive(into: room.baseAddress!, count: min(room.count, Self.readSize))
        if n == 0 { return }
        try body.commit(n)
        meter.update(body.count)
      }
    }

    private mutating func readIdentityChunked() throws(TransportFailure) {
      var decoder = ChunkedDecoder()
      let body = self.body
      _ = try leftover.withBytes { bytes throws(TransportFailure) in
        try decoder.decode(bytes) { payload throws(TransportFailure) in try body.append(payload) }
      }
      meter.update(body.count)
      while !decoder.isDone {
        // Received after the body's end, then the chunk framing is squeezed out in place: the
        // payload of a large chunk is never copied (it is already where it belongs).
        let room = try body.spare(atLeast: 256 << 10)
        let n = try connection.receive(into: room.baseAddress!, count: min(room.count, Self.readSize))
        guard n > 0 else { throw .lost("the connection closed before the chunked body ended") }
        let received = UnsafeRawBufferPointer(start: room.baseAddress!, count: n)
        _ = try decoder.decode(received) { payload throws(TransportFailure) in
          try body.commitMoving(from: payload.baseAddress!, count: payload.count)
        }
        meter.update(body.count)
      }
    }

    private mutating func readEncoded(through inflater: HTTPInflater) throws(TransportFailure) {
      let body = self.body
      var decoder = ChunkedDecoder()
      var raw = 0
      func feed(_ bytes: UnsafeRawBufferPointer) throws(TransportFailure) -> Bool {
        switch framing {
        case .length(let length):
          let n = min(bytes.count, length - raw)
          raw += n
          try inflater.decode(UnsafeRawBufferPointer(rebasing: bytes[..<n]), into: body)
          return raw == length
        case .untilClose:
          raw += bytes.count
          try inflater.decode(bytes, into: body)
          return false
        case .chunked:
          _ = try decoder.decode(bytes) { payload throws(TransportFailure) in
            raw += payload.count
            try inflater.decode(payload, into: body)
          }
          return decoder.isDone
        }
      }
      if case .length(0) = framing { return }
      var isDone = try leftover.withBytes { bytes throws(TransportFailure) in try feed(bytes) }
      meter.update(body.count)
      let staging = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
      defer { staging.deallocate() }
      while !isDone {
        let n = try connection.receive(into: staging.baseAddress!, count: staging.count)
        if n == 0 {
          switch framing {
          case .length(let length): throw Self.truncated(received: raw, of: length)
          case .chunked: throw .lost("the connection closed before the chunked body ended")
          case .untilClose: isDone = true
          }
          break
        }
        isDone = try feed(UnsafeRawBufferPointer(rebasing: staging[..<n]))
        meter.update(body.count)
      }
      if inflater.hasInput, !inflater.isFinished {
        if case .untilClose = framing {
          throw .lost("the connection closed before the compressed body ended")
        }
        throw .url(code: -1015, message: "the compressed body ends before its compressed stream does")
      }
    }

    /// The error URLSession's path reports for a body shorter than its `Content-Length`.
    private static func truncated(received: Int, of expected: Int) -> TransportFailure {
      .data(
        .networkError(
          .init(
            domain: "PhaseKit", code: -1,
            message: "body truncated: received \(received) of \(expected) bytes",
            location: nil)))
    }
  }

  /// Reports progress as bytes arrive: the first bytes at once, then after 256 KB more, or after
  /// 50 ms when fewer bytes came (a slow body still shows it moving), and once more with the
  /// exact total.
  struct ProgressMeter {
    let expected: Int64?
    let report: @Sendable (LoadProgress) -> Void
    private var reported = 0
    /// When progress was last reported; nil until the first bytes are, so the first chunk always
    /// shows (a body that stalls after it must not look as if nothing had arrived).
    private var reportedAt: ContinuousClock.Instant?

    init(expected: Int64?, report: @escaping @Sendable (LoadProgress) -> Void) {
      self.expected = expected
      self.report = report
    }

    mutating func update(_ count: Int) {
      guard count > reported else { return }
      let now = ContinuousClock.now
      if count - reported < 256 << 10, let reportedAt, now - reportedAt < .milliseconds(50) { return }
      reportedAt = now
      reported = count
      report(LoadProgress(receivedBytes: Int64(count), expectedBytes: expected))
    }

    mutating func finish(_ count: Int) {
      guard count > 0, count != reported else { return }
      reported = count
      report(LoadProgress(receivedBytes: Int64(count), expectedBytes: expected))
    }
  }
#endif
