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
}
