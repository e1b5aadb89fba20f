/// Why a visual format string could not be parsed, with the place UIKit's caret points at.
///
/// ``description`` is the reason of the `NSInvalidArgumentException` UIKit raises, as it
/// prints it: the message, the format and a caret under the offending character.
///
/// ```swift
/// // NSLayoutConstraint.parseVisualFormat("V|[box]|", options: [], metrics: nil, views: v)
/// // throws, and its description prints:
/// // Unable to parse constraint format: 
/// // Expected ':' after 'V' to specify vertical arrangement 
/// // V|[box]| 
/// //  ^
/// ```
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The diagnostic sentence, such as `box is not a key in the views dictionary.`.
  public let message: String
  /// The format string as given.
  public let format: String
  /// The column (in Unicode scalars from 0) the caret points at.
  public let position: Int

  /// Creates an error for `format` at `position` with UIKit's `message`.
  public init(message: String, format: String, position: Int) {
    self.message = message
    self.format = format
    self.position = position
  }

  /// The exception's reason as UIKit prints it: `Unable to parse constraint format: `, then
  /// the message, the format and the caret line, each line ending in a space but the last.
  public var description: String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n"
      + String(repeating: " ", count: position) + "^"
  }
}
