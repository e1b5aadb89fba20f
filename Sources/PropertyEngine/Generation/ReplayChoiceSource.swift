/// A choice source that plays back a recorded sequence, then the simplest index (0) for every
/// choice past its end.
///
/// Padding with zeros rather than failing means a shrink candidate that deleted too much
/// still yields a well-formed case: arrays end, recursion picks its first branch, and the
/// shrinker's gate judges the sequence the case actually used.
///
/// ```swift
/// var source = ReplayChoiceSource([5])
/// print(source.nextIndex(for: .pick(count: 9)))  // Optional(5)
/// print(source.nextIndex(for: .pick(count: 9)))  // Optional(0)
/// ```
public struct ReplayChoiceSource: ChoiceSource, Sendable {
  /// The indices to play back.
  public let indices: [UInt64]
  /// The position of the next index to play.
  public private(set) var position = 0

  /// Creates a source that replays a sequence.
  ///
  /// - Parameter sequence: The recorded indices.
  public init(_ sequence: ChoiceSequence) {
    indices = sequence.indices
  }

  /// Returns the next recorded index, or 0 once the recording is used up.
  ///
  /// - Parameter kind: Unused; replay ignores the distribution.
  /// - Returns: The recorded index or 0; never nil.
  public mutating func nextIndex(for kind: ChoiceKind) -> UInt64? {
    guard position < indices.count else { return 0 }
    defer { position += 1 }
    return indices[position]
  }
}
