/// Unpadded base64url (RFC 4648 §5), so tokens paste into shells and URLs unquoted.
///
/// ```swift
/// print(Base64URL.encode([0xFB, 0xFF]))  // -_8
/// ```
public enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Encodes bytes without padding.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The base64url text.
  public static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var bits: UInt32 = 0
      for (offset, byte) in chunk.enumerated() { bits |= UInt32(byte) << (16 - 8 * offset) }
      for sextet in 0..<(chunk.count + 1) {
        output.append(alphabet[Int((bits >> (18 - 6 * sextet)) & 0x3F)])
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes unpadded base64url text.
  ///
  /// - Parameter text: The text; `=` padding is tolerated.
  /// - Returns: The bytes, or nil for a character outside the alphabet or an impossible length.
  public static func decode(_ text: String) -> [UInt8]? {
    var sextets: [UInt32] = []
    for character in text.utf8 where character != UInt8(ascii: "=") {
      guard let value = alphabet.firstIndex(of: character) else { return nil }
      sextets.append(UInt32(value))
    }
    guard sextets.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    var index = 0
    while index < sextets.count {
      let group = sextets[index..<min(index + 4, sextets.count)]
      var bits: UInt32 = 0
      for (offset, sextet) in group.enumerated() { bits |= sextet << (18 - 6 * offset) }
      for byte in 0..<(group.count - 1) { bytes.append(UInt8((bits >> (16 - 8 * byte)) & 0xFF)) }
      index += 4
    }
    return bytes
  }
}
