/// A small, fast, seedable random number generator that every random draw in the engine uses.
///
/// SplitMix64 (Steele, Lea and Flood, 2014) passes BigCrush, needs 8 bytes of state and makes
/// forking per-case streams cheap, which is what campaigns, shards and jobs rely on.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// print(generator.next())  // 13679457532755275413
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The internal state; advancing it by the golden gamma gives the next output.
  public private(set) var state: UInt64

  /// Creates a generator whose stream is fully determined by the seed.
  ///
  /// - Parameter seed: Any 64-bit value; equal seeds give equal streams.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits and advances the state.
  ///
  /// - Returns: A uniformly distributed 64-bit value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// Returns a uniformly distributed value in `0..<bound`, or any value when `bound` is zero.
  ///
  /// Zero stands for 2^64 so that a full 64-bit range can be asked for.
  ///
  /// - Parameter bound: The exclusive upper bound, or 0 for the whole 64-bit range.
  /// - Returns: A value below `bound` (Lemire's nearly divisionless method).
  public mutating func next(below bound: UInt64) -> UInt64 {
    if bound == 0 { return next() }
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      // Rejection keeps the result unbiased; the threshold is 2^64 mod bound.
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// Derives an independent seed for one case of a campaign, so case `i` is the same whether
  /// it runs alone, in a shard or in a parallel job.
  ///
  /// - Parameters:
  ///   - seed: The campaign seed.
  ///   - index: The zero-based case index.
  /// - Returns: The seed for that case's generator.
  public static func caseSeed(campaignSeed seed: UInt64, index: Int) -> UInt64 {
    mix(seed ^ mix(UInt64(truncatingIfNeeded: index) &+ 0x632B_E59B_D9B4_E019))
  }

  /// The SplitMix64 output function: a bijective avalanche of 64 bits.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
