/// One slice of a campaign's case indices, so n machines can split a campaign and merge.
///
/// Shard i of n runs the case indices congruent to i − 1 modulo n. Case seeds depend only on
/// the campaign seed and the case index, so the shards together run exactly the cases of the
/// unsharded campaign.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// print((0..<7).filter(shard.contains))  // [1, 4]
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// The one-based shard number.
  public let index: Int
  /// How many shards the campaign is split into.
  public let count: Int

  /// Creates a shard.
  ///
  /// - Parameters:
  ///   - index: The one-based shard number.
  ///   - count: The number of shards.
  /// - Throws: ``PropertyEngineError/invalidShard(_:)`` unless `1 <= index <= count`.
  public init(index: Int, count: Int) throws(PropertyEngineError) {
    guard count >= 1, (1...count).contains(index) else { throw .invalidShard("\(index)/\(count)") }
    self.index = index
    self.count = count
  }

  /// Parses `i/n`.
  ///
  /// - Parameter text: Text such as `3/8`.
  /// - Throws: ``PropertyEngineError/invalidShard(_:)`` when it is not two integers with
  ///   `1 <= i <= n`.
  public init(parsing text: String) throws(PropertyEngineError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw .invalidShard(text)
    }
    do { try self.init(index: index, count: count) } catch { throw .invalidShard(text) }
  }

  /// Whether a case index belongs to this shard.
  ///
  /// - Parameter caseIndex: A zero-based case index.
  /// - Returns: True when `caseIndex % count == index - 1`.
  public func contains(_ caseIndex: Int) -> Bool { caseIndex % count == index - 1 }

  /// The shard as `i/n`.
  public var description: String { "\(index)/\(count)" }
}
