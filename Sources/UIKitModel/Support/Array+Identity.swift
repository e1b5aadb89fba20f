// Identity searches over arrays of objects, without a closure. A closure written in main-actor
// code is main-actor isolated, and Swift 6 checks the executor each time code outside the
// actor (the standard library's `firstIndex(where:)`) calls it: in the engine's hot paths
// (deactivating constraints, removing subviews) that check cost more than the search.

extension Array where Element: AnyObject {
  /// The index of `object` itself (not an equal one), or nil.
  func firstIndex(identicalTo object: Element) -> Int? {
    var index = 0
    while index < count {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// Whether `object` itself is an element.
  func containsIdentical(_ object: Element) -> Bool {
    firstIndex(identicalTo: object) != nil
  }

  /// Removes every occurrence of `object` itself, keeping the order of the rest.
  mutating func removeAll(identicalTo object: Element) {
    var kept = 0
    for index in indices where self[index] !== object {
      self[kept] = self[index]
      kept += 1
    }
    removeLast(count - kept)
  }
}
