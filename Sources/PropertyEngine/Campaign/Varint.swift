/// LEB128 variable-length encoding of 64-bit indices: small indices, the common case after
/// shrinking, take one byte.
///
/// ```swift
/// print(Varint.encode([1, 300]))  // [1, 172, 2]
/// ```
public enum Varint {
  /// Encodes indices.
  ///
  /// - Parameter values: The indices.
  /// - Returns: Seven bits per byte, low bits first, high bit set on all but the last byte.
  public static func encode(_ values: [UInt64]) -> [UInt8] {
    var bytes: [UInt8] = []
    for var value in values {
      while value >= 0x80 {
        bytes.append(UInt8(value & 0x7F) | 0x80)
        value >>= 7
      }
      bytes.append(UInt8(value))
    }
    return bytes
  }

  /// Decodes indices.
  ///
  /// - Parameter bytes: LEB128 bytes.
  /// - Returns: The indices, or nil when the last value is truncated or one exceeds 64 bits.
  public static func decode(_ bytes: [UInt8]) -> [UInt64]? {
    var values: [UInt64] = []
    var value: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      guard shift < 64, shift < 63 || byte & 0x7F <= 1 else { return nil }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 {
        values.append(value)
        value = 0
        shift = 0
      } else {
        shift += 7
      }
    }
    return shift == 0 ? values : nil
  }
}
