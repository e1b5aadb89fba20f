/// The choice sequences the shrinker has executed, as a trie, so a candidate whose run is
/// already known costs no evaluation (Hypothesis's data tree does the same).
///
/// Generators read choices one by one and decide what to read next only from what they read
/// so far. So if an executed case used exactly the choices `E`, any candidate that starts
/// with `E` reads the same choices, stops at the same place and ends the same way: it is `E`
/// again, which the shrinker has already judged. A candidate that is a recorded sequence
/// cut short before a run of zeros is one too: replay pads a spent candidate with zeros.
///
/// ```swift
/// var executed = ExecutedPrefixes()
/// executed.insert([1, 0, 0])
/// print(executed.containsPrefix(of: [1, 0, 0, 5, 2]))  // true
/// print(executed.containsPrefix(of: [1]))  // true: padded with zeros it is [1, 0, 0]
/// print(executed.containsPrefix(of: [2]))  // false
/// ```
public struct ExecutedPrefixes: Sendable {
  /// Each node's children by index; node 0 is the root.
  private var children: [[UInt64: Int]] = [[:]]
  /// Whether an executed sequence ends at the node.
  private var ends: [Bool] = [false]

  /// Creates an empty set.
  public init() {}

  /// Records an executed sequence.
  ///
  /// - Parameter sequence: The choices a case actually used.
  public mutating func insert(_ sequence: ChoiceSequence) {
    var node = 0
    for index in sequence.indices {
      if let next = children[node][index] {
        node = next
      } else {
        children.append([:])
        ends.append(false)
        children[node][index] = children.count - 1
        node = children.count - 1
      }
    }
    ends[node] = true
  }

  /// Whether some recorded sequence is a prefix of the candidate (the candidate itself
  /// included), or the candidate followed by zeros.
  ///
  /// - Parameter candidate: A proposed choice sequence.
  /// - Returns: True when running the candidate would repeat a recorded execution.
  public func containsPrefix(of candidate: ChoiceSequence) -> Bool {
    var node = 0
    if ends[node] { return true }
    for index in candidate.indices {
      guard let next = children[node][index] else { return false }
      node = next
      if ends[node] { return true }
    }
    // Past its end the candidate reads zeros.
    while let next = children[node][0] {
      node = next
      if ends[node] { return true }
    }
    return false
  }
}
