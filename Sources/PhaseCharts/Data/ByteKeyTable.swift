import Foundation

/// A hash table from byte strings to numbers, for keys read straight from a document: no
/// `String` and no array per lookup. Keys are copied into one arena when inserted.
struct ByteKeyTable: Sendable {
  private struct Entry: Sendable {
    var hash: UInt64
    var offset: Int
    var count: Int
    var value: UInt32
  }

  private var slots = [Int32](repeating: 0, count: 16)
  private var entries: [Entry] = []
  private var arena: [UInt8] = []

  /// A 64-bit hash of `count` bytes at `key`, eight at a time.
  @inline(__always)
  static func hash(_ key: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
    let raw = UnsafeRawPointer(key)
    var i = 0
    while i + 8 <= count {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 32
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < count {
      tail |= UInt64(key[i]) << shift
      shift += 8
      i += 1
    }
    h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 29)
  }

  /// The value stored for the key, if any.
  @inline(__always)
  func value(for key: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> UInt32? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    return arena.withUnsafeBufferPointer { arena in
      while true {
        let index = Int(slots[slot])
        if index == 0 { return nil }
        let entry = entries[index - 1]
        if entry.hash == hash && entry.count == count
          && (count == 0 || memcmp(arena.baseAddress! + entry.offset, key, count) == 0)
        {
          return entry.value
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Stores `value` for a key that is not in the table.
  mutating func insert(_ key: UnsafePointer<UInt8>, count: Int, hash: UInt64, value: UInt32) {
    if (entries.count + 1) * 2 > slots.count { grow() }
    entries.append(Entry(hash: hash, offset: arena.count, count: count, value: value))
    arena.append(contentsOf: UnsafeBufferPointer(start: key, count: count))
    place(entries.count - 1)
  }

  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index + 1)
  }

  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    for index in entries.indices { place(index) }
  }
}
