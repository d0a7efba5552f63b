import Foundation
import PhaseKit

/// The values of one column of words, row by row, as small numbers: what lets a long-format
/// table be split into series from the columns already decoded, without reading the bytes again.
///
/// Each row's value gets the index of its text among ``names``, which lists the distinct texts in
/// order of first appearance, exactly as ``DatasetBuilder`` names the series of a split: by
/// `String` (two byte sequences that read as the same text are one series). Consecutive rows
/// mostly repeat their value (blocked files) or cycle through a few (interleaved ones), so a row
/// costs a compare with the previous row's bytes and, when they differ, one lookup in a hash
/// table keyed by bytes; a `String` is made once per distinct byte sequence.
///
/// Tracking stops, and the memory goes, once the column holds more than `maxSeries` distinct
/// values: a split by it would fail (``DecodeOptions/Limits/maxSeries``), so it cannot name the
/// series.
struct SeriesKeys: Sendable {
  let maxSeries: Int
  /// Per row, the index of its value in ``names``.
  private(set) var ids: [UInt32] = []
  /// The distinct values, in order of first appearance.
  private(set) var names: [String] = []
  /// False once the column cannot name the series: more distinct values than `maxSeries`, or
  /// a row without the field in strict mode (JSON), where a split by it fails.
  private(set) var isTracking = true
  private var nameIDs: [String: UInt32] = [:]
  private var table = ByteKeyTable()
  /// The address of the previous row's key, when its bytes stay where they are (in the
  /// document), else 0. An address rather than a pointer, so that the keys are `Sendable`; it
  /// is only read while the document's bytes are being decoded.
  private var lastKey = 0
  private var lastCount = -1
  private var lastID: UInt32 = 0

  init(maxSeries: Int, expectedRows: Int = 0) {
    self.maxSeries = maxSeries
    ids.reserveCapacity(min(max(expectedRows, 0), 1 << 26))
  }

  /// Appends a row whose value is the `count` bytes at `key`, which stay valid (and unchanged)
  /// for the rest of the decode.
  @inline(__always)
  mutating func append(_ key: UnsafePointer<UInt8>, count: Int) {
    guard isTracking else { return }
    if count == lastCount, let last = UnsafePointer<UInt8>(bitPattern: lastKey),
      count == 0 || memcmp(last, key, count) == 0
    {
      ids.append(lastID)
      return
    }
    guard let id = intern(key, count: count) else { return }
    lastKey = Int(bitPattern: key)
    lastCount = count
    lastID = id
    ids.append(id)
  }

  /// Appends a row whose value is `bytes` (unescaped text, or a literal such as `null`).
  mutating func append(bytes: [UInt8]) {
    guard isTracking else { return }
    let id = bytes.withUnsafeBufferPointer { buffer in
      intern(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count)
    }
    guard let id else { return }
    lastKey = 0
    lastCount = -1
    ids.append(id)
  }

  /// Stops tracking: no split by this column can succeed.
  mutating func stop() {
    isTracking = false
    ids = []
    names = []
    nameIDs = [:]
    table = ByteKeyTable()
  }

  /// The index of `key`'s text, adding it when new; nil (and tracking stops) past `maxSeries`.
  private mutating func intern(_ key: UnsafePointer<UInt8>, count: Int) -> UInt32? {
    let hash = ByteKeyTable.hash(key, count: count)
    if let id = table.value(for: key, count: count, hash: hash) { return id }
    let name = String(decoding: UnsafeBufferPointer(start: key, count: count), as: UTF8.self)
    let id: UInt32
    if let existing = nameIDs[name] {
      id = existing
    } else {
      guard names.count < maxSeries else {
        stop()
        return nil
      }
      id = UInt32(names.count)
      nameIDs[name] = id
      names.append(name)
    }
    table.insert(key, count: count, hash: hash, value: id)
    return id
  }

  /// The text of a name, adding it when new; used to merge the keys of several runs.
  fileprivate mutating func intern(name: String) -> UInt32? {
    if let existing = nameIDs[name] { return existing }
    guard names.count < maxSeries else {
      stop()
      return nil
    }
    let id = UInt32(names.count)
    nameIDs[name] = id
    names.append(name)
    return id
  }

  /// The keys of consecutive runs of rows (a split decode's runs, in the order of their bytes)
  /// as one column: names in order of first appearance over all rows, as one pass would give.
  static func merged(_ parts: [SeriesKeys]) -> SeriesKeys {
    guard var result = parts.first.map({ SeriesKeys(maxSeries: $0.maxSeries) }) else {
      return SeriesKeys(maxSeries: 0)
    }
    result.ids.reserveCapacity(parts.reduce(0) { $0 + $1.ids.count })
    for part in parts {
      guard part.isTracking else {
        result.stop()
        return result
      }
      var map: [UInt32] = []
      map.reserveCapacity(part.names.count)
      for name in part.names {
        guard let id = result.intern(name: name) else { return result }
        map.append(id)
      }
      if parts.count == 1 {
        result.ids = part.ids
      } else {
        result.ids.append(contentsOf: part.ids.lazy.map { map[Int($0)] })
      }
    }
    return result
  }
}

/// ``SeriesKeys`` for each candidate column of a table: the columns of words that may name the
/// series when x repeats, up to ``limit``.
struct SeriesCandidates: Sendable {
  /// At most this many columns are tried as the series column.
  static let limit = 8

  /// The columns, in the order the split tries them.
  let columns: [Int]
  var keys: [SeriesKeys]

  init(columns: [Int], maxSeries: Int, expectedRows: Int = 0) {
    self.columns = columns
    keys = columns.map { _ in SeriesKeys(maxSeries: maxSeries, expectedRows: expectedRows) }
  }

  /// The keys of `column`, nil when it was not tracked.
  func keys(of column: Int) -> SeriesKeys? {
    columns.firstIndex(of: column).map { keys[$0] }
  }

  /// Appends one CSV row read by the general record reader.
  @inline(__always)
  mutating func append(fields: UnsafeMutablePointer<CSVReader.Field>, reader: CSVReader) {
    for slot in columns.indices {
      let field = fields[columns[slot]]
      if field.hasEscapedQuote {
        keys[slot].append(bytes: Array(reader.text(of: field).utf8))
      } else {
        keys[slot].append(reader.base + field.start, count: field.end - field.start)
      }
    }
  }

  /// Appends one CSV row read by the one-pass row reader: the field of slot `k` is bytes
  /// `bounds[2k]..<bounds[2k + 1]`.
  @inline(__always)
  mutating func append(bounds: UnsafeMutablePointer<Int>, base: UnsafePointer<UInt8>) {
    for slot in columns.indices {
      let start = bounds[2 * slot]
      keys[slot].append(base + start, count: bounds[2 * slot + 1] - start)
    }
  }

  /// The candidates of consecutive runs of rows, joined in order.
  static func merged(_ parts: [SeriesCandidates]) -> SeriesCandidates? {
    guard let first = parts.first else { return nil }
    var result = first
    result.keys = first.columns.indices.map { slot in SeriesKeys.merged(parts.map { $0.keys[slot] }) }
    return result
  }
}

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
