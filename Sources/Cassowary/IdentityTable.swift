/// A map from object identity to a small integer, by open addressing with a multiplicative
/// hash.
///
/// The solver looks up every variable and constraint it is handed; with the standard
/// `Dictionary` (SipHash, and rehashing as it grows) those lookups were a fifth of the time
/// to build a navigation screen. Only lookups happen here: nothing iterates the table, so
/// addresses never decide an order.
@usableFromInline
struct IdentityTable: Sendable {
  @usableFromInline var keys: [UInt] = Array(repeating: 0, count: 256)
  @usableFromInline var values: [Int32] = Array(repeating: 0, count: 256)
  private(set) var count = 0

  @inlinable @inline(__always)
  func home(of key: UInt) -> Int {
    // Fibonacci hashing; the low bits of an address are alignment, so use the high ones.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 20) & (keys.count - 1)
  }

  @inlinable
  subscript(_ object: ObjectIdentifier) -> Int? {
    let key = UInt(bitPattern: object)
    var index = home(of: key)
    while true {
      let stored = keys[index]
      if stored == key { return Int(values[index]) }
      if stored == 0 { return nil }
      index = (index + 1) & (keys.count - 1)
    }
  }

  mutating func set(_ value: Int, for object: ObjectIdentifier) {
    set(value, forKey: UInt(bitPattern: object))
  }

  private mutating func set(_ value: Int, forKey key: UInt) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    var index = home(of: key)
    while keys[index] != 0 && keys[index] != key { index = (index + 1) & (keys.count - 1) }
    if keys[index] == 0 { count += 1 }
    keys[index] = key
    values[index] = Int32(value)
  }

  /// Removes a key, re-placing the entries after it so probes stay unbroken.
  mutating func remove(_ object: ObjectIdentifier) {
    let key = UInt(bitPattern: object)
    var index = home(of: key)
    while keys[index] != key {
      if keys[index] == 0 { return }
      index = (index + 1) & (keys.count - 1)
    }
    keys[index] = 0
    count -= 1
    index = (index + 1) & (keys.count - 1)
    while keys[index] != 0 {
      let (movedKey, movedValue) = (keys[index], values[index])
      keys[index] = 0
      count -= 1
      set(Int(movedValue), forKey: movedKey)
      index = (index + 1) & (keys.count - 1)
    }
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      set(Int(oldValues[index]), forKey: oldKeys[index])
    }
  }
}
