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

  /// Why bytes are not a list of varints.
  public enum DecodingError: Error, Hashable, Sendable {
    /// The bytes end in the middle of a value (its last byte has the high bit set).
    case truncated
    /// A value runs past 64 bits; the one-based position of that value in the list.
    case overlong(choice: Int)
  }

  /// Decodes indices.
  ///
  /// - Parameter bytes: LEB128 bytes.
  /// - Returns: The indices.
  /// - Throws: ``DecodingError/truncated`` when the last value is cut off, and
  ///   ``DecodingError/overlong(choice:)`` when a value exceeds 64 bits.
  ///
  /// ```swift
  /// print(try Varint.decode([1, 172, 2]))  // [1, 300]
  /// ```
  public static func decode(_ bytes: [UInt8]) throws(DecodingError) -> [UInt64] {
    var values: [UInt64] = []
    var value: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      // The tenth byte (shift 63) may only carry the top bit; an eleventh never fits.
      guard shift < 64, shift < 63 || byte & 0x7F <= 1 else {
        throw .overlong(choice: values.count + 1)
      }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 {
        values.append(value)
        value = 0
        shift = 0
      } else {
        shift += 7
      }
    }
    guard shift == 0 else { throw .truncated }
    return values
  }
}
