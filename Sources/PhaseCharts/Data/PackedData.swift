import Foundation
import PhaseKit

#if canImport(CZlib)
  import CZlib
#endif

/// Data that is not text yet: a gzip file (`data.csv.gz`, as pandas writes it and as many
/// datasets are published), read as the text it holds, and the packed formats a chart cannot be
/// read from (ZIP and Excel workbooks, Parquet, bzip2, xz, Zstandard, 7-Zip), named in the
/// failure instead of being reported as "binary".
///
/// A server that sends a `.csv.gz` file as it is (`Content-Type: application/gzip`, no
/// `Content-Encoding`) gives the same bytes, so a URL of such a file reads like the file.
enum PackedData {
  /// Whether `bytes` start like a gzip member (RFC 1952: `1f 8b`, method 8, deflate).
  static func isGzip(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0x1F && bytes[1] == 0x8B && bytes[2] == 8
  }

  /// The text a gzip file holds: every member, one after another (as `gzip -d` reads
  /// `cat a.gz b.gz`), at most `limit` bytes.
  ///
  /// - Throws: ``PhaseKit/DataError/tooLarge(limit:)`` as soon as the text passes `limit` (a
  ///   gzip bomb stops there, whatever its compressed size); a
  ///   ``PhaseKit/DataError/decodingError(_:)`` naming the compressed byte where damaged or
  ///   cut-off data stops, or, where zlib is not built in, saying to decompress the file.
  static func gunzip(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) throws(DataError) -> [UInt8] {
    #if canImport(CZlib)
      var output: [UInt8] = []
      output.reserveCapacity(min(max(bytes.count * 4, 1 << 16), limit, 1 << 30))
      let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
      stream.initialize(to: z_stream())
      defer {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
      }
      // 15 + 16: gzip only (a zlib or raw stream is not what the magic bytes said).
      guard inflateInit2_(stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else { throw .decodingError(.init(.gzipCannotStart)) }
      var offset = 0
      var chunk = [UInt8](repeating: 0, count: 256 << 10)
      while true {
        let slice = min(bytes.count - offset, Int(UInt32.max))
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress! + offset)
        stream.pointee.avail_in = UInt32(slice)
        var status: Int32 = Z_OK
        repeat {
          let produced = chunk.withUnsafeMutableBufferPointer { room in
            stream.pointee.next_out = room.baseAddress!
            stream.pointee.avail_out = UInt32(room.count)
            status = inflate(stream, Z_NO_FLUSH)
            return room.count - Int(stream.pointee.avail_out)
          }
          guard output.count + produced <= limit else { throw .tooLarge(limit: limit) }
          output.append(contentsOf: chunk.prefix(produced))
        } while status == Z_OK && (stream.pointee.avail_out == 0 || stream.pointee.avail_in > 0)
        let consumed = offset + slice - Int(stream.pointee.avail_in)
        switch status {
        case Z_STREAM_END:
          // Another member may follow; anything else after the last one is ignored, as gzip
          // ignores trailing zeros.
          let rest = UnsafeBufferPointer(rebasing: bytes[consumed...])
          guard isGzip(rest) else { return output }
          offset = consumed
          inflateReset(stream)
        case Z_OK, Z_BUF_ERROR:
          if consumed < bytes.count {
            offset = consumed
            continue
          }
          throw .decodingError(.init(.gzipTruncated(compressedBytes: bytes.count, textBytes: output.count)))
        default:
          let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
          throw .decodingError(.init(.gzipDamaged(byte: consumed + 1, detail: reason)))
        }
      }
    #else
      throw .decodingError(.init(.packed(.gzip), line: 1, column: 1))
    #endif
  }

  /// A failure naming the packed format `bytes` start with, for the formats a chart is never
  /// read from; nil for any other data (gzip is read: ``gunzip(_:limit:)``).
  static func packedFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> DataError.DecodingFailure? {
    // Each by its full signature, so that text cannot pass for one: Parquet by "PAR1" at both
    // ends, bzip2 by its level digit and first block's magic number.
    let formats: [(magic: [UInt8], format: DataError.DecodingFailure.Reason.PackedFormat)] = [
      (Array("PK\u{3}\u{4}".utf8), .zip),
      (Array("PAR1".utf8), .parquet),
      (Array("BZh".utf8), .bzip2),
      ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], .xls),
      ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], .xz),
      ([0x28, 0xB5, 0x2F, 0xFD], .zstandard),
      ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], .sevenZip),
    ]
    guard
      let format = formats.first(where: { format in
        guard bytes.starts(with: format.magic) else { return false }
        switch format.magic {
        case Array("PAR1".utf8): return bytes.count >= 8 && bytes.suffix(4).elementsEqual(format.magic)
        case Array("BZh".utf8):
          return bytes.count >= 10 && (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[3])
            && bytes[4..<10].elementsEqual([0x31, 0x41, 0x59, 0x26, 0x53, 0x59])
        default: return true
        }
      })
    else { return nil }
    return .init(.packed(format.format), line: 1, column: 1)
  }
}
