/// A choice source that draws indices from a seeded ``SplitMix64``, biased toward simple values
/// so that zeros, small numbers and duplicates turn up often.
///
/// ```swift
/// var source = RandomChoiceSource(seed: 7)
/// let index = source.nextIndex(for: .boolean(probability: 0.5))
/// print(index == 0 || index == 1)  // true
/// ```
public struct RandomChoiceSource: ChoiceSource, Sendable {
  /// The generator every draw advances.
  public var generator: SplitMix64

  /// Creates a source from a seed.
  ///
  /// - Parameter seed: The seed of the underlying generator.
  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// Returns a random index for the kind: booleans by their probability, other kinds uniform
  /// over all indices most of the time and over the simplest few the rest of the time.
  ///
  /// - Parameter kind: The kind of the choice.
  /// - Returns: A random index; never nil.
  public mutating func nextIndex(for kind: ChoiceKind) -> UInt64? {
    switch kind {
    case .boolean(let probability):
      let unit = Double(generator.next() >> 11) * 0x1p-53
      return unit < probability ? 1 : 0
    case .float:
      return nextFloatIndex()
    case .integer, .pick:
      return nextBiasedIndex(maximum: kind.maximumIndex)
    case .weightedPick(let weights):
      var ticket = generator.next(below: weights.reduce(0, &+))
      for (index, weight) in weights.enumerated() {
        if ticket < weight { return UInt64(index) }
        ticket -= weight
      }
      return 0
    }
  }

  /// One draw in eight picks among the eight simplest indices, one in eight among the 256
  /// simplest, the rest among all of them.
  private mutating func nextBiasedIndex(maximum: UInt64) -> UInt64 {
    let bucket = generator.next() & 7
    let limit: UInt64 =
      switch bucket {
      case 0: min(maximum, 7)
      case 1: min(maximum, 255)
      default: maximum
      }
    return generator.next(below: limit &+ 1)
  }

  /// Half the draws are small integers, half are finite doubles of any exponent.
  private mutating func nextFloatIndex() -> UInt64 {
    if generator.next() & 1 == 0 {
      return generator.next(below: 1001)
    }
    let exponent = generator.next(below: 2047)  // 2047 would be infinity or NaN.
    let mantissa = generator.next() & ((1 << 52) - 1)
    return FloatEncoding.patternFlag | (exponent << 52) | mantissa
  }
}
