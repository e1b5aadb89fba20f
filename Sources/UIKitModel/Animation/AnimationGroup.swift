/// The animations one `UIView.animate` block started, for its completion's `finished` flag.
///
/// UIKit calls a block's completion once every animation the block created has stopped,
/// with `finished == false` when one was removed before its end (`CALayer.removeAllAnimations`,
/// UIView animation API reference). The group lists the views the block animated whose
/// animations are still running.
@MainActor
final class AnimationGroup {
  /// The ``UIView/layoutSerial`` of each view the block animated and that still animates,
  /// in the order the block first changed them.
  @exclusivity(unchecked) var views: [Int] = []
  /// False once one of the group's animations was removed before its end.
  @exclusivity(unchecked) var finished = true

  /// Records that the block animated `view`.
  func note(_ view: UIView) {
    let serial = view.layoutSerial
    if !views.contains(serial) { views.append(serial) }
  }

  /// Marks `view`'s animation removed before its end; false when the group did not animate
  /// `view`.
  func removeAnimation(of view: UIView) -> Bool {
    guard let index = views.firstIndex(of: view.layoutSerial) else { return false }
    views.remove(at: index)
    finished = false
    return true
  }
}
