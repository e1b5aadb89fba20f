import Foundation
import UIKitModel

/// An app-made view with a fixed intrinsic size, in points, laid out by constraints.
@MainActor
final class FixedSizeView: UIView {
  let size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      setContentHuggingPriority(.required, for: axis)
      setContentCompressionResistancePriority(.required, for: axis)
    }
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}
