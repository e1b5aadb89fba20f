/// Deletes runs of 8, 4, 2 and 1 consecutive choices, last position first.
///
/// Chunks ignore span boundaries, which lets the pass join structures, for example merge two
/// inner arrays by deleting one's terminating boolean and the next one's "more?" boolean.
///
/// ```swift
/// // [1, 1, 0, 1, 2, 0, 0] is [[1], [2]]; deleting [0, 1] at 2 gives [1, 1, 1, 2, 0, 0]: [[1, 2]].
/// ```
public struct DeleteChunksPass: ShrinkPass {
  /// The chunk lengths tried, longest first.
  public static let chunkLengths = [8, 4, 2, 1]

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "delete chunks" }

  /// Tries deleting each chunk of each length, from the end of the sequence backwards.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    for length in Self.chunkLengths {
      var start = shrinker.current.sequence.count - length
      while start >= 0, !shrinker.isExhausted {
        shrinker.consider(shrinker.deleting(start..<start + length))
        start = min(start - 1, shrinker.current.sequence.count - length)
      }
    }
  }
}
