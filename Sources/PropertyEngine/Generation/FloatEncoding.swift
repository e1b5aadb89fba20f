/// Maps simplicity indices to non-negative doubles so that small integers are simplest.
///
/// Indices below 2^63 are the integers themselves (0, 1, 2, ...); indices from 2^63 carry the
/// bit pattern of a non-negative double in their low 63 bits, so within that half a smaller
/// exponent, then a smaller mantissa, is simpler. Shrinking an index therefore moves a value
/// such as 1.2e-7 toward 0.0 and a value such as 3.75 toward the integers.
///
/// ```swift
/// print(FloatEncoding.magnitude(at: 3))                      // 3.0
/// print(FloatEncoding.magnitude(at: FloatEncoding.index(ofMagnitude: 0.5)))  // 0.5
/// ```
public enum FloatEncoding {
  /// The first index of the bit-pattern half.
  static let patternFlag: UInt64 = 1 << 63

  /// Returns the magnitude an index stands for; never NaN, infinities become the largest
  /// finite double.
  ///
  /// - Parameter index: Any index.
  /// - Returns: A finite, non-negative double.
  public static func magnitude(at index: UInt64) -> Double {
    if index < patternFlag { return Double(index) }
    let value = Double(bitPattern: index & ~patternFlag)
    return value.isFinite ? value : .greatestFiniteMagnitude
  }

  /// Returns the simplest index whose magnitude is `magnitude`.
  ///
  /// - Parameter magnitude: A finite double; its sign is ignored.
  /// - Returns: An integer index for whole numbers below 2^53, else a bit-pattern index.
  public static func index(ofMagnitude magnitude: Double) -> UInt64 {
    let value = Swift.abs(magnitude)
    if value < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
      return UInt64(value)
    }
    return patternFlag | value.bitPattern
  }
}
