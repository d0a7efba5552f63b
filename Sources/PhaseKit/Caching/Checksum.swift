import Foundation

/// A fast 64-bit checksum of cached bytes, stored beside every disk entry so that a torn or
/// bit-flipped value is detected on read instead of being decoded.
///
/// It is not cryptographic: it guards against damage, not against an attacker. Four independent
/// lanes of xxHash64-style rounds over 8-byte words keep a 32 KB value well under 5 µs.
enum Checksum {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  /// The checksum of `data`.
  static func of(_ data: Data) -> UInt64 {
    data.withUnsafeBytes { hash($0) }
  }

  @inline(__always)
  private static func round(_ accumulator: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = accumulator &+ word &* prime2
    return ((mixed << 31) | (mixed >> 33)) &* prime1
  }

  /// The checksum of the bytes in `buffer`.
  static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    let count = buffer.count
    var lane0 = prime1 &+ prime2
    var lane1 = prime2
    var lane2: UInt64 = 0
    var lane3 = 0 &- prime1
    var offset = 0
    while offset + 32 <= count {
      lane0 = round(lane0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      lane1 = round(lane1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      lane2 = round(lane2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      lane3 = round(lane3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    var result = ((lane0 << 1) | (lane0 >> 63)) &+ ((lane1 << 7) | (lane1 >> 57))
    result = result &+ ((lane2 << 12) | (lane2 >> 52)) &+ ((lane3 << 18) | (lane3 >> 46))
    result = result &+ UInt64(count)
    while offset + 8 <= count {
      result = round(result, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    while offset < count {
      result = round(result, UInt64(buffer[offset]) &+ prime3)
      offset += 1
    }
    result ^= result >> 33
    result = result &* prime2
    result ^= result >> 29
    result = result &* prime3
    return result ^ (result >> 32)
  }
}
