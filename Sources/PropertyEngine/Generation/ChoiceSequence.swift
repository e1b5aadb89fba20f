/// The recorded simplicity indices of one test case, ordered shortlex: shorter is simpler,
/// and at equal length the first differing index decides.
///
/// Shortlex is the one order every shrink pass agrees on, which is what makes the shrinker's
/// gate sound: each accepted candidate is strictly smaller, so shrinking terminates.
///
/// ```swift
/// let a: ChoiceSequence = [1, 0]
/// let b: ChoiceSequence = [0, 0, 0]
/// print(a < b)  // true
/// ```
public struct ChoiceSequence: Hashable, Sendable, Comparable, ExpressibleByArrayLiteral {
  /// The indices, one per choice, in draw order.
  public var indices: [UInt64]

  /// Creates a sequence from indices.
  ///
  /// - Parameter indices: The simplicity indices in draw order.
  public init(_ indices: [UInt64]) {
    self.indices = indices
  }

  /// Creates a sequence from an array literal of indices.
  ///
  /// - Parameter elements: The simplicity indices in draw order.
  public init(arrayLiteral elements: UInt64...) {
    indices = elements
  }

  /// The number of choices.
  public var count: Int { indices.count }

  /// Returns whether `lhs` is shortlex-smaller than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A sequence.
  ///   - rhs: Another sequence.
  /// - Returns: True when `lhs` is shorter, or equally long and lexicographically smaller.
  public static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
    if lhs.indices.count != rhs.indices.count {
      return lhs.indices.count < rhs.indices.count
    }
    for (left, right) in zip(lhs.indices, rhs.indices) where left != right {
      return left < right
    }
    return false
  }
}

// MARK: - CustomStringConvertible

extension ChoiceSequence: CustomStringConvertible {
  /// The indices in brackets, for example `[1, 0, 3]`.
  public var description: String { "\(indices)" }
}
