/// A choice source that reads indices from raw bytes, as a coverage-guided fuzzer supplies
/// them, so libFuzzer's mutations become choice-sequence mutations.
///
/// Each choice reads only as many bytes as its kind needs (one for a boolean, one for a pick
/// among up to 256 branches, and so on), big-endian, then reduces modulo the number of
/// indices. When the bytes run out the source is spent and the case is an overrun.
///
/// ```swift
/// var source = ByteChoiceSource([0x01, 0x02])
/// print(source.nextIndex(for: .boolean(probability: 0.5)))  // Optional(1)
/// print(source.nextIndex(for: .pick(count: 300)))          // nil
/// ```
public struct ByteChoiceSource: ChoiceSource, Sendable {
  /// The fuzzer's bytes.
  public let bytes: [UInt8]
  /// The position of the next unread byte.
  public private(set) var position = 0

  /// Creates a source over a copy of the bytes.
  ///
  /// - Parameter bytes: The input bytes.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Returns the next index read from the bytes, or nil when too few bytes remain.
  ///
  /// - Parameter kind: The kind; its index count decides how many bytes are read.
  /// - Returns: An index no greater than `kind.maximumIndex`, or nil.
  public mutating func nextIndex(for kind: ChoiceKind) -> UInt64? {
    let maximum = kind.maximumIndex
    let width = maximum == 0 ? 0 : (64 - maximum.leadingZeroBitCount + 7) / 8
    guard position + width <= bytes.count else { return nil }
    var value: UInt64 = 0
    for byte in bytes[position..<position + width] {
      value = value << 8 | UInt64(byte)
    }
    position += width
    return maximum == .max ? value : value % (maximum + 1)
  }
}
