public import Foundation
public import UIKitModel

/// An internal subview of a Google component; the SDK's implementation detail, which the
/// delegate must not walk or change (seeds, "Don't modify internal view structures").
///
/// Writes to its appearance and changes to its subviews, made by anyone but the SDK, are
/// recorded on the owning component's recorder (rule NLC-014).
public final class ComponentPartView: UIView {
  /// The part's name inside its component, e.g. `background`.
  public let partName: String
  /// The component the part belongs to; nil once it is gone.
  public var component: GoogleComponentView? { owner }
  @WeakView private var owner: GoogleComponentView?

  init(partName: String, component: GoogleComponentView) {
    self.partName = partName
    _owner = WeakView(component)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    isLaidOutByHand = true
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Records a write by anyone but the SDK.
  public override var isHidden: Bool {
    didSet { component?.noteTampering(part: partName, change: "isHidden = \(isHidden)") }
  }

  /// Records a write by anyone but the SDK.
  public override var alpha: CGFloat {
    didSet { component?.noteTampering(part: partName, change: "alpha = \(alpha)") }
  }

  /// Records a write by anyone but the SDK.
  public override var backgroundColor: UIColor? {
    didSet { component?.noteTampering(part: partName, change: "backgroundColor set") }
  }

  /// Records a subview added by anyone but the SDK.
  public override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    component?.noteTampering(part: partName, change: "subview added")
  }

  /// Records a subview removed by anyone but the SDK.
  public override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    component?.noteTampering(part: partName, change: "subview removed")
  }

  /// Records the part being moved out of its place by anyone but the SDK.
  public override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    guard superview != nil else { return }
    component?.noteTampering(part: partName, change: "moved to another superview")
  }
}
