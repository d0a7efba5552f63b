import Foundation
import PhaseKit

/// The values of the columns of words that may name the series of a long-format table, row by
/// row, as small numbers: what lets the table be split into series from the columns already
/// decoded, without reading the bytes again.
///
/// Each row's value in a candidate column gets the index of its text among that column's names,
/// the distinct texts in order of first appearance, exactly as ``DatasetBuilder`` names the
/// series of a split: by `String` (two byte sequences that read as the same text are one
/// series). Consecutive rows mostly repeat their value (blocked files) or cycle through a few
/// (interleaved ones), so a row costs a compare with the previous row's bytes and, when they
/// differ, one lookup in a hash table keyed by bytes; a `String` is made once per distinct byte
/// sequence.
///
/// A column stops being tracked, and its memory goes, once it holds more than `maxSeries`
/// distinct values: a split by it would fail (``DecodeOptions/Limits/maxSeries``), so it cannot
/// name the series.
///
/// A class, so that the row loop writes through pointers with no copy-on-write check per row.
/// `@unchecked Sendable` because it is written only by the one thread that decodes its rows (each
/// run of a split decode has its own, joined after every worker has finished) and only read
/// after that.
final class SeriesCandidates: @unchecked Sendable {
  /// At most this many columns are tried as the series column.
  static let limit = 8

  /// One candidate column's values: per row, the index of its text in `names`.
  struct Keys {
    /// Valid while the ``SeriesCandidates`` they came from exist.
    let ids: UnsafeBufferPointer<UInt32>
    let names: [String]
    /// False when the column cannot name the series: more distinct values than `maxSeries`,
    /// or (JSON, strict mode) a row without the field.
    let isTracking: Bool
  }

  private struct CachedKey {
    var address = 0
    var count = -1
    var id: UInt32 = 0
  }

  /// The row loop's state per column: plain values only, written through a pointer.
  private struct Slot {
    var ids: UnsafeMutablePointer<UInt32>?
    var count = 0
    var capacity = 0
    /// The address of the previous row's key, when its bytes stay where they are (in the
    /// document), else 0.
    var lastKey = 0
    var lastCount = -1
    var lastID: UInt32 = 0
    var isTracking = true
  }

  /// The columns, in the order the split tries them.
  let columns: [Int]
  let maxSeries: Int
  private let slots: UnsafeMutablePointer<Slot>
  /// Per column, ``cacheSize`` keys seen recently (where they are in the document), indexed by
  /// their first and last bytes and length (mixed by a multiply, the top four bits): rows that
  /// cycle through a few values (interleaved long format, a weather column) find theirs here
  /// without hashing.
  private let cache: UnsafeMutablePointer<CachedKey>
  private static let cacheSize = 16
  /// Through a pointer rather than an array property: a class's stored properties are checked
  /// for exclusive access at run time, which cost more than the lookup itself.
  private let tables: UnsafeMutablePointer<ByteKeyTable>
  private var names: [[String]]
  private var nameIDs: [[String: UInt32]]

  /// Recording put off while x strictly grows (see ``CSVTableDecoder/Rows/read(_:into:candidates:)``):
  /// whether rows are being counted rather than recorded, where the first row not recorded
  /// starts in the document (-1 before the first read), and the last x read (NaN skipped).
  /// Written by the row loop once per call, not per row.
  var isDeferring: Bool
  var deferredStart = -1
  var lastX = -Double.infinity

  /// - Parameter defersRecording: Whether the CSV row loop may put off recording while x
  ///   strictly grows (a found series column: a table whose x never repeats is not split, so
  ///   what it would record is never read); false for a named series column.
  init(columns: [Int], maxSeries: Int, expectedRows: Int = 0, defersRecording: Bool = false) {
    self.columns = columns
    self.maxSeries = maxSeries
    isDeferring = defersRecording
    slots = .allocate(capacity: max(columns.count, 1))
    slots.initialize(repeating: Slot(), count: columns.count)
    cache = .allocate(capacity: max(columns.count, 1) * Self.cacheSize)
    cache.initialize(repeating: CachedKey(), count: max(columns.count, 1) * Self.cacheSize)
    tables = .allocate(capacity: max(columns.count, 1))
    tables.initialize(repeating: ByteKeyTable(), count: columns.count)
    names = columns.map { _ in [] }
    nameIDs = columns.map { _ in [:] }
    let reserve = min(max(expectedRows, 1024), 1 << 26)
    for slot in columns.indices { grow(slot, to: reserve) }
  }

  deinit {
    for slot in columns.indices { slots[slot].ids?.deallocate() }
    slots.deinitialize(count: columns.count)
    slots.deallocate()
    cache.deallocate()
    tables.deinitialize(count: columns.count)
    tables.deallocate()
  }

  /// The values of `column`, nil when it was not tracked.
  func keys(of column: Int) -> Keys? {
    guard let slot = columns.firstIndex(of: column) else { return nil }
    let state = slots[slot]
    return Keys(
      ids: UnsafeBufferPointer(start: state.ids, count: state.count), names: names[slot],
      isTracking: state.isTracking)
  }

  /// Appends a row whose value in candidate `slot` is the `count` bytes at `key`, which stay
  /// valid and unchanged until the decode ends.
  @inline(__always)
  func append(slot: Int, _ key: UnsafePointer<UInt8>, count: Int) {
    let state = slots + slot
    guard state.pointee.isTracking else { return }
    let id: UInt32
    if count == state.pointee.lastCount, Self.equal(state.pointee.lastKey, key, count) {
      id = state.pointee.lastID
    } else {
      let mixed =
        count == 0
        ? 0
        : (UInt32(key[0]) | UInt32(key[count - 1]) << 8 | UInt32(truncatingIfNeeded: count) << 16)
          &* 0x9E37_79B1
      let cached = cache + slot * Self.cacheSize + Int(mixed >> 28)
      let new: UInt32
      if cached.pointee.count == count, Self.equal(cached.pointee.address, key, count) {
        new = cached.pointee.id
      } else {
        guard let interned = intern(slot: slot, key, count: count) else { return }
        new = interned
        cached.pointee = CachedKey(address: Int(bitPattern: key), count: count, id: new)
      }
      state.pointee.lastKey = Int(bitPattern: key)
      state.pointee.lastCount = count
      state.pointee.lastID = new
      id = new
    }
    if state.pointee.count == state.pointee.capacity { grow(slot, to: state.pointee.capacity * 2) }
    state.pointee.ids.unsafelyUnwrapped[state.pointee.count] = id
    state.pointee.count += 1
  }

  /// Appends a row whose value in candidate `slot` is `bytes` (unescaped text, or a literal
  /// such as `null`).
  func append(slot: Int, bytes: [UInt8]) {
    guard slots[slot].isTracking else { return }
    let id = bytes.withUnsafeBufferPointer { buffer in
      intern(slot: slot, buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count)
    }
    guard let id else { return }
    slots[slot].lastKey = 0
    slots[slot].lastCount = -1
    append(slot: slot, id: id)
  }

  /// Whether candidate `slot` is still tracked: false once it held more than `maxSeries`
  /// distinct values (a named series column then fails the decode at that row).
  @inline(__always)
  func isTracking(_ slot: Int) -> Bool { slots[slot].isTracking }

  /// Stops tracking candidate `slot`: no split by its column can succeed.
  func stop(_ slot: Int) {
    slots[slot].isTracking = false
    (cache + slot * Self.cacheSize).update(repeating: CachedKey(), count: Self.cacheSize)
    slots[slot].ids?.deallocate()
    slots[slot].ids = nil
    slots[slot].count = 0
    slots[slot].capacity = 0
    tables[slot] = ByteKeyTable()
    names[slot] = []
    nameIDs[slot] = [:]
  }

  /// Appends one CSV row read by the general record reader.
  @inline(__always)
  func append(fields: UnsafeMutablePointer<CSVReader.Field>, reader: CSVReader) {
    for slot in columns.indices {
      let field = fields[columns[slot]]
      if field.hasEscapedQuote {
        append(slot: slot, bytes: Array(reader.text(of: field).utf8))
      } else {
        append(slot: slot, reader.base + field.start, count: field.end - field.start)
      }
    }
  }

  /// Appends one CSV row read by the one-pass row reader: the field of candidate `s` is bytes
  /// `bounds[2s]..<bounds[2s + 1]`.
  @inline(__always)
  func append(bounds: UnsafeMutablePointer<Int>, base: UnsafePointer<UInt8>) {
    for slot in 0..<columns.count {
      let start = bounds[2 * slot]
      append(slot: slot, base + start, count: bounds[2 * slot + 1] - start)
    }
  }

  /// The candidates of consecutive runs of rows (a split decode's runs, in the order of their
  /// bytes) as one: names in order of first appearance over all rows, as one pass gives.
  static func merged(_ parts: [SeriesCandidates]) -> SeriesCandidates? {
    guard let first = parts.first else { return nil }
    if parts.count == 1 { return first }
    let rows = parts.reduce(0) { $0 + $1.rowCount }
    let result = SeriesCandidates(columns: first.columns, maxSeries: first.maxSeries, expectedRows: rows)
    for slot in first.columns.indices {
      for part in parts where result.slots[slot].isTracking {
        guard part.slots[slot].isTracking else {
          result.stop(slot)
          break
        }
        var map: [UInt32] = []
        map.reserveCapacity(part.names[slot].count)
        for name in part.names[slot] {
          guard let id = result.intern(slot: slot, name: name) else { break }
          map.append(id)
        }
        guard result.slots[slot].isTracking else { break }
        let ids = part.slots[slot]
        for row in 0..<ids.count { result.append(slot: slot, id: map[Int(ids.ids.unsafelyUnwrapped[row])]) }
      }
    }
    return result
  }

  /// Rows recorded (of any tracked column).
  private var rowCount: Int { (0..<columns.count).map { slots[$0].count }.max() ?? 0 }

  @inline(__always)
  private func append(slot: Int, id: UInt32) {
    let state = slots + slot
    if state.pointee.count == state.pointee.capacity { grow(slot, to: state.pointee.capacity * 2) }
    state.pointee.ids.unsafelyUnwrapped[state.pointee.count] = id
    state.pointee.count += 1
  }

  private func grow(_ slot: Int, to capacity: Int) {
    let state = slots + slot
    let ids = UnsafeMutablePointer<UInt32>.allocate(capacity: max(capacity, 16))
    if let old = state.pointee.ids {
      ids.update(from: old, count: state.pointee.count)
      old.deallocate()
    }
    state.pointee.ids = ids
    state.pointee.capacity = max(capacity, 16)
  }

  /// Whether the previous key (at address `last`, 0 for none) holds the `count` bytes at `key`.
  @inline(__always)
  private static func equal(_ last: Int, _ key: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    guard let last = UnsafePointer<UInt8>(bitPattern: last) else { return false }
    if count > 16 { return memcmp(last, key, count) == 0 }
    for i in 0..<count where last[i] != key[i] { return false }
    return true
  }

  /// The index of `key`'s text in candidate `slot`, added when new; nil (and the column stops
  /// being tracked) past `maxSeries` distinct texts.
  @inline(never)
  private func intern(slot: Int, _ key: UnsafePointer<UInt8>, count: Int) -> UInt32? {
    let hash = ByteKeyTable.hash(key, count: count)
    if let id = tables[slot].value(for: key, count: count, hash: hash) { return id }
    let name = CSVReader.text(of: UnsafeBufferPointer(start: key, count: count))
    guard let id = intern(slot: slot, name: name) else { return nil }
    tables[slot].insert(key, count: count, hash: hash, value: id)
    return id
  }

  /// The index of the text `name` in candidate `slot`, added when new.
  private func intern(slot: Int, name: String) -> UInt32? {
    if let existing = nameIDs[slot][name] { return existing }
    guard names[slot].count < maxSeries else {
      stop(slot)
      return nil
    }
    let id = UInt32(names[slot].count)
    nameIDs[slot][name] = id
    names[slot].append(name)
    return id
  }
}
