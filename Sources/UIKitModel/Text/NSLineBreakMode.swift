/// How a line that does not fit ends: UIKit's `NSLineBreakMode` (defined here: UIKit
/// declares it, and this module stands in for UIKit; Foundation has none), with UIKit's raw values.
///
/// In a label limited to one line, the wrapping modes and ``byClipping`` clip the line and
/// the truncating modes put an ellipsis where text is left out; in a multi-line label, lines
/// wrap at words and the mode applies to the last line the label shows
/// (``byCharWrapping`` wraps at characters).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
