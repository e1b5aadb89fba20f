import Foundation

/// A button's title label (UIKit's private class of the same name): a label whose changes
/// (font, text, lines) also make the button measure again, as the button's size follows it.
final class UIButtonLabel: UILabel {
  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    (superview as? UIButton)?.invalidateIntrinsicContentSize()
  }
}
