import Foundation
import Testing
import UIKitModel

// The model's back references (constraint items, superview, a guide's owning view, a layer's
// view) read nil once their object is deallocated, as UIKit's weak ones do, although they are
// not Swift `weak` references (UIKitModel's LayoutItemTether says why).

@MainActor
@Suite("Back references after deallocation")
struct DeallocationTests {
  @Test("a constraint's items read nil once both views are gone")
  func constraintItemsReadNil() {
    let constraint = Self.constraintOutlivingItsViews()
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
    #expect(!constraint.isActive)
    #expect(constraint.firstAttribute == .width)
  }

  @Test("an active constraint inside a dropped subtree is inactive with nil items")
  func installerReadsNil() {
    let constraint = Self.constraintInstalledInDroppedSubtree()
    #expect(!constraint.isActive)
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
  }

  @Test("a subview that outlives its superview has no superview")
  func superviewReadsNil() {
    let child = Self.childOutlivingItsParent()
    #expect(child.superview == nil)
    child.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("a guide that outlives its view has no owning view and keeps its last frame")
  func owningViewReadsNil() {
    let guide = Self.guideOutlivingItsView()
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("a layer that outlives its view stops nothing and does not crash")
  func layerOwnerReadsNil() {
    let layer = Self.layerOutlivingItsView()
    layer.removeAllAnimations()
    layer.cornerRadius = 4
    #expect(layer.cornerRadius == 4)
  }

  @Test("a view that deactivates its constraints in its own deinit, inside an animation block")
  func deactivatingInDeinitInsideAnimation() {
    // The animation block's transaction learns of the layout request from the dying view; it
    // must not keep that view (the runtime aborts on a deallocated object still referenced).
    var view: SelfCleaningView? = SelfCleaningView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let width = view!.widthAnchor.constraint(equalToConstant: 20)
    view!.own = [width]
    NSLayoutConstraint.activate(view!.own)
    UIView.animate(withDuration: 0.3) { view = nil }
    #expect(view == nil)
    #expect(!width.isActive)
    #expect(width.firstItem == nil)
  }

  @Test("a view that removes its subviews in its own deinit, inside an animation block")
  func removingSubviewsInDeinitInsideAnimation() {
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    var view: SubviewCleaningView? = SubviewCleaningView(
      frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view!.addSubview(child)
    UIView.animate(withDuration: 0.3) { view = nil }
    #expect(child.superview == nil)
    child.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("a built-in guide moved to another view keeps that view when its first view dies")
  func movedBuiltInGuideKeepsItsNewView() {
    let other = makeMap()
    let guide = Self.safeAreaGuideMoved(to: other)
    #expect(guide.owningView === other)
  }

  // Each helper keeps its views in its own frame, so they are gone when it returns.

  private static func constraintOutlivingItsViews() -> NSLayoutConstraint {
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()
    return a.widthAnchor.constraint(equalTo: b.widthAnchor)
  }

  private static func constraintInstalledInDroppedSubtree() -> NSLayoutConstraint {
    let container = makeAutoLayoutView()
    let child = makeAutoLayoutView()
    container.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor)
    constraint.isActive = true
    precondition(constraint.isActive && constraint.firstItem === child)
    return constraint
  }

  private static func childOutlivingItsParent() -> UIView {
    let parent = makeMap()
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    precondition(child.superview === parent)
    return child
  }

  private static func guideOutlivingItsView() -> UILayoutGuide {
    let map = makeMap()
    let guide = map.safeAreaLayoutGuide
    map.layoutIfNeeded()
    precondition(guide.owningView === map)
    return guide
  }

  private static func layerOutlivingItsView() -> CALayer {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    return view.layer
  }

  private static func safeAreaGuideMoved(to other: UIView) -> UILayoutGuide {
    let first = makeMap()
    let guide = first.safeAreaLayoutGuide
    other.addLayoutGuide(guide)
    precondition(guide.owningView === other)
    return guide
  }
}

/// An app view that deactivates its own constraints when it goes away.
@MainActor
final class SelfCleaningView: UIView {
  var own: [NSLayoutConstraint] = []
  isolated deinit { NSLayoutConstraint.deactivate(own) }
}

/// An app view that takes its subviews out when it goes away.
@MainActor
final class SubviewCleaningView: UIView {
  isolated deinit {
    for subview in subviews { subview.removeFromSuperview() }
  }
}
