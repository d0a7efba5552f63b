import Foundation

/// The storage behind ``MemoryCache``: a dictionary from key to slot, and a doubly linked list of
/// slots in recency order, threaded through one array by index so a hit moves no memory and
/// allocates nothing.
@usableFromInline
struct LRUList<Key: Hashable, Value> {
  @usableFromInline
  struct Slot {
    @usableFromInline var key: Key
    @usableFromInline var value: Value?
    @usableFromInline var storedAt: Date
    @usableFromInline var cost: Int
    @usableFromInline var previous = -1
    @usableFromInline var next = -1

    @usableFromInline
    init(key: Key, value: Value?, storedAt: Date, cost: Int) {
      self.key = key
      self.value = value
      self.storedAt = storedAt
      self.cost = cost
    }
  }

  @usableFromInline var slots: [Slot] = []
  @usableFromInline var freeSlots: [Int] = []
  @usableFromInline var index: [Key: Int] = [:]
  /// Most recently used.
  @usableFromInline var head = -1
  /// Least recently used.
  @usableFromInline var tail = -1
  @usableFromInline var totalCost = 0

  @usableFromInline init() {}

  @inlinable var count: Int { index.count }
  var keys: Dictionary<Key, Int>.Keys { index.keys }

  /// The entry for `key`, moved to the front; `nil` when missing.
  @inlinable mutating func touch(_ key: Key) -> (value: Value, storedAt: Date, cost: Int)? {
    guard let position = index[key], let value = slots[position].value else { return nil }
    if position != head {
      unlink(position)
      linkAtHead(position)
    }
    return (value, slots[position].storedAt, slots[position].cost)
  }

  /// Changes the value for `key` in place, without touching its recency.
  @inlinable mutating func modify(_ key: Key, _ body: (inout Value) -> Void) {
    guard let position = index[key], var value = slots[position].value else { return }
    slots[position].value = nil  // keep the value uniquely referenced while it changes
    body(&value)
    slots[position].value = value
  }

  /// Inserts or replaces the entry for `key` at the front.
  @inlinable mutating func insert(_ key: Key, value: Value, storedAt: Date, cost: Int) {
    if let position = index[key] {
      totalCost += cost - slots[position].cost
      slots[position].value = value
      slots[position].storedAt = storedAt
      slots[position].cost = cost
      if position != head {
        unlink(position)
        linkAtHead(position)
      }
      return
    }
    let slot = Slot(key: key, value: value, storedAt: storedAt, cost: cost)
    let position: Int
    if let reused = freeSlots.popLast() {
      slots[reused] = slot
      position = reused
    } else {
      slots.append(slot)
      position = slots.count - 1
    }
    index[key] = position
    totalCost += cost
    linkAtHead(position)
  }

  /// Removes the entry for `key`, returning it.
  @inlinable @discardableResult
  mutating func remove(_ key: Key) -> (value: Value, cost: Int)? {
    guard let position = index.removeValue(forKey: key), let value = slots[position].value else {
      return nil
    }
    unlink(position)
    let cost = slots[position].cost
    totalCost -= cost
    slots[position].value = nil
    freeSlots.append(position)
    return (value, cost)
  }

  /// Removes the least recently used entry and returns its key.
  @inlinable mutating func removeLeastRecent() -> Key? {
    guard tail >= 0 else { return nil }
    let key = slots[tail].key
    remove(key)
    return key
  }

  @inlinable mutating func unlink(_ position: Int) {
    let previous = slots[position].previous
    let next = slots[position].next
    if previous >= 0 { slots[previous].next = next } else { head = next }
    if next >= 0 { slots[next].previous = previous } else { tail = previous }
    slots[position].previous = -1
    slots[position].next = -1
  }

  @inlinable mutating func linkAtHead(_ position: Int) {
    slots[position].next = head
    slots[position].previous = -1
    if head >= 0 { slots[head].previous = position }
    head = position
    if tail < 0 { tail = position }
  }
}
