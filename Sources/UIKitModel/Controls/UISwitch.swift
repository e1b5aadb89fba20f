public import Foundation

/// An on/off switch: UIKit's `UISwitch`, at its system size.
///
/// Its intrinsic content size is 51 × 31 points, the system switch's size (CONFORMANCE.md
/// §3, "Controls and images"), and, as UIKit documents for `init(frame:)`, "the size
/// components of this rectangle are ignored": the frame made by the initializer is 51 × 31.
open class UISwitch: UIControl {
  /// The system switch's size, in points.
  public static let systemSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the track when on; stored only.
  open var onTintColor: UIColor?
  /// The colour of the thumb; stored only.
  open var thumbTintColor: UIColor?

  /// Creates a switch at `frame`'s origin with the system size.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.systemSize))
  }

  /// Archives are not modelled; creates an off switch.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``isOn``; animation is not modelled. Sends no event, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { Self.systemSize }

  /// 51 × 31 points, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.systemSize }
}
