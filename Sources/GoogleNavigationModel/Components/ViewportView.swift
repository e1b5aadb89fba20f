public import Foundation
public import UIKitModel

/// The model's viewport: the invisible view whose frame tells the SDK where to frame the camera
/// (seeds, "Required components"; api-facts.md §3.1).
///
/// It has no size of its own; the delegate sizes it through constraints over the unobstructed
/// map area. It comes with `translatesAutoresizingMaskIntoConstraints == false` and no
/// background.
public final class ViewportView: UIView {
  init() {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
