import Foundation
import PhaseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input to its end under a size limit, as a download is read: refused with
/// ``PhaseKit/DataError/tooLarge(limit:)`` as soon as one byte more than the limit arrives.
///
/// The bytes go into one buffer that grows in place (`realloc` of a large block moves pages, it
/// does not copy them), so memory follows what was read, never twice it: `yes 1,2 | phasekit
/// chart -` stops at the limit instead of growing until the system kills it.
enum StandardInputReader {
  /// The largest single `read`.
  private static let piece = 8 << 20

  /// Reads `descriptor` (standard input by default) to its end, blocking: call it off Swift's
  /// cooperative pool.
  ///
  /// - Parameters:
  ///   - descriptor: The file descriptor; 0 by default.
  ///   - limit: The most bytes accepted.
  /// - Throws: ``PhaseKit/DataError/tooLarge(limit:)`` past `limit`,
  ///   ``PhaseKit/DataError/fileUnavailable(_:)`` naming standard input when a read fails.
  static func read(descriptor: Int32 = 0, limit: Int) throws(DataError) -> Data {
    let limit = max(0, limit)
    var capacity = min(1 << 20, limit &+ 1)
    guard var buffer = malloc(max(capacity, 1)) else { throw .tooLarge(limit: limit) }
    var length = 0
    while true {
      if length == capacity {
        // One byte past the limit is enough to know the input is too large.
        guard capacity <= limit else {
          free(buffer)
          throw .tooLarge(limit: limit)
        }
        let grown = min(capacity &* 2, limit &+ 1)
        guard let moved = realloc(buffer, grown) else {
          free(buffer)
          throw .tooLarge(limit: limit)
        }
        buffer = moved
        capacity = grown
      }
      let got = Glibc.read(descriptor, buffer + length, min(piece, capacity - length))
      if got < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A non-blocking descriptor (a terminal or pipe another program set so): wait for it.
          var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&entry, 1, -1)
          continue
        }
        free(buffer)
        throw .fileUnavailable(
          .init(
            domain: NSPOSIXErrorDomain, code: Int(code), message: String(cString: strerror(code)),
            location: "-"))
      }
      if got == 0 { break }
      length += got
    }
    guard length > limit else {
      if length == 0 {
        free(buffer)
        return Data()
      }
      return Data(bytesNoCopy: buffer, count: length, deallocator: .free)
    }
    free(buffer)
    throw .tooLarge(limit: limit)
  }
}
