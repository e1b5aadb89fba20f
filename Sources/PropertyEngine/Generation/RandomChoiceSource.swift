/// A choice source that draws indices from a seeded ``SplitMix64``, biased toward simple values
/// so that zeros, small numbers and duplicates turn up often.
///
/// Duplicates come from value reuse: one integer draw in eight, when the case has already
/// drawn an integer of the same kind, repeats one of those earlier indices. Failures that need
/// two equal values (`a == b && a >= 10`) then turn up within tens of cases instead of
/// thousands, and the shrinker lowers the copies together. The earlier draws are read from
/// the recorder, which holds them anyway, so reuse costs nothing on draws that do not reuse.
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
  /// over all indices most of the time and over the simplest few the rest of the time. Never
  /// reuses a value (it sees no earlier draws).
  ///
  /// - Parameter kind: The kind of the choice.
  /// - Returns: A random index; never nil.
  public mutating func nextIndex(for kind: ChoiceKind) -> UInt64? {
    nextIndex(for: kind, earlier: nil)
  }

  /// Returns a random index as ``nextIndex(for:)`` does, except that one integer draw in
  /// eight repeats an index the case already drew for an integer of the same kind, when
  /// there is one.
  ///
  /// - Parameters:
  ///   - kind: The kind of the choice.
  ///   - recorder: The recorder drawing, whose recorded choices may be repeated.
  /// - Returns: A random index; never nil.
  public mutating func nextIndex(for kind: ChoiceKind, after recorder: ChoiceRecorder)
    -> UInt64?
  {
    nextIndex(for: kind, earlier: recorder)
  }

  private mutating func nextIndex(for kind: ChoiceKind, earlier: ChoiceRecorder?) -> UInt64? {
    switch kind {
    case .boolean(let probability):
      let unit = Double(generator.next() >> 11) * 0x1p-53
      return unit < probability ? 1 : 0
    case .float:
      return nextFloatIndex()
    case .integer:
      let random = generator.next()
      if (random >> 3) & 7 == 0, let earlier,
        let copy = earlierIndex(of: kind, in: earlier, random: random)
      {
        return copy
      }
      return nextBiasedIndex(maximum: kind.maximumIndex, random: random)
    case .pick:
      return nextBiasedIndex(maximum: kind.maximumIndex, random: generator.next())
    case .weightedPick(let weights):
      var ticket = generator.next(below: weights.reduce(0, &+))
      for (index, weight) in weights.enumerated() {
        if ticket < weight { return UInt64(index) }
        ticket -= weight
      }
      return 0
    }
  }

  /// An index the recorder holds for a choice of the same kind, chosen by the bits of
  /// `random` above the six the other decisions use; nil when there is none. Uses no draw of
  /// its own, so cases without reuse are drawn exactly as before reuse existed.
  private func earlierIndex(of kind: ChoiceKind, in recorder: ChoiceRecorder, random: UInt64)
    -> UInt64?
  {
    let kinds = recorder.kinds
    var matches = 0
    for earlier in kinds where earlier == kind { matches += 1 }
    guard matches > 0 else { return nil }
    var chosen = Int((random >> 6) % UInt64(matches))
    for (position, earlier) in kinds.enumerated() where earlier == kind {
      if chosen == 0 { return recorder.indices[position] }
      chosen -= 1
    }
    return nil
  }

  /// One draw in eight (by the low three bits of `random`) picks among the eight simplest
  /// indices, one in eight among the 256 simplest, the rest among all of them.
  private mutating func nextBiasedIndex(maximum: UInt64, random: UInt64) -> UInt64 {
    let bucket = random & 7
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
