import Foundation
import Testing
import UIKitModel

/// UIView `addConstraint(_:)` reference: the constraint is added to the receiver, which must
/// be an item or an ancestor of the items; `constraints`: "the constraints held by the view";
/// `removeConstraint(_:)` removes one the view holds. NSLayoutConstraint `isActive`:
/// activating "calls addConstraint(_:) … on the view that is the closest common ancestor".
@MainActor
@Suite("Constraint ownership")
struct ConstraintOwnershipTests {
  /// root ⊃ container ⊃ {a, b}; a and b 10×10.
  @MainActor struct Tree {
    let root = makeMap()
    let container = makeAutoLayoutView()
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()

    init() {
      root.addSubview(container)
      container.addSubview(a)
      container.addSubview(b)
      NSLayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        container.widthAnchor.constraint(equalToConstant: 200),
        container.heightAnchor.constraint(equalToConstant: 50),
        a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        a.topAnchor.constraint(equalTo: container.topAnchor),
        b.topAnchor.constraint(equalTo: container.topAnchor),
      ] + [a, b].flatMap {
        [$0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10)]
      })
    }
  }

  @Test("addConstraint on an ancestor holds the constraint there, not on the common ancestor")
  func heldByReceiver() {
    let tree = Tree()
    let gap = tree.b.leadingAnchor.constraint(equalTo: tree.a.trailingAnchor, constant: 8)
    let containerCount = tree.container.constraints.count
    tree.root.addConstraint(gap)
    #expect(gap.isActive)
    #expect(tree.root.constraints.contains { $0 === gap })
    #expect(!tree.container.constraints.contains { $0 === gap })
    #expect(tree.container.constraints.count == containerCount)
    tree.root.layoutIfNeeded()
    // b starts 8 after a's trailing edge (0 + 10) in the container.
    #expect(tree.b.frame == CGRect(x: 18, y: 0, width: 10, height: 10))
  }

  @Test("the holder's removeConstraint deactivates it; another view's does nothing")
  func removedByHolder() {
    let tree = Tree()
    let gap = tree.b.leadingAnchor.constraint(equalTo: tree.a.trailingAnchor, constant: 8)
    tree.root.addConstraint(gap)
    tree.container.removeConstraint(gap)
    #expect(gap.isActive)
    tree.root.removeConstraint(gap)
    #expect(!gap.isActive)
    #expect(!tree.root.constraints.contains { $0 === gap })
  }

  @Test("isActive = true installs on the closest common ancestor")
  func activationUsesCommonAncestor() {
    let tree = Tree()
    let gap = tree.b.leadingAnchor.constraint(equalTo: tree.a.trailingAnchor, constant: 8)
    gap.isActive = true
    #expect(tree.container.constraints.contains { $0 === gap })
    #expect(!tree.root.constraints.contains { $0 === gap })
  }

  @Test("addConstraint on the common ancestor itself is plain activation")
  func addOnCommonAncestor() {
    let tree = Tree()
    let gap = tree.b.leadingAnchor.constraint(equalTo: tree.a.trailingAnchor, constant: 8)
    tree.container.addConstraint(gap)
    #expect(tree.container.constraints.last === gap)
    tree.container.removeConstraint(gap)
    #expect(!gap.isActive)
  }
}

/// A view that counts its layoutSubviews calls.
@MainActor
private final class CountingView: UIView {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// UIView `layoutSubviews()` / `setNeedsLayout()` reference and the View Programming Guide
/// for iOS ("Responding to Layout Changes"): layout runs when the bounds size changes, when
/// setNeedsLayout asked for it, or when subviews must move; not for views nothing changed.
@MainActor
@Suite("layoutSubviews only when needed")
struct LayoutSubviewsNeedTests {
  @MainActor fileprivate struct Scene {
    let root = makeMap()
    let counting = CountingView()
    let child = makeAutoLayoutView()
    let other = makeAutoLayoutView()
    let width: NSLayoutConstraint
    let childLeft: NSLayoutConstraint
    let otherLeft: NSLayoutConstraint

    init() {
      counting.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(counting)
      root.addSubview(other)
      counting.addSubview(child)
      width = counting.widthAnchor.constraint(equalToConstant: 100)
      childLeft = child.leadingAnchor.constraint(equalTo: counting.leadingAnchor)
      otherLeft = other.leadingAnchor.constraint(equalTo: root.leadingAnchor)
      NSLayoutConstraint.activate([
        width, childLeft, otherLeft,
        counting.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        counting.topAnchor.constraint(equalTo: root.topAnchor),
        counting.heightAnchor.constraint(equalToConstant: 100),
        child.topAnchor.constraint(equalTo: counting.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
        other.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        other.widthAnchor.constraint(equalToConstant: 10),
        other.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
    }
  }

  @Test("a new view is laid out once; a pass that changes nothing of it skips it")
  func unchangedViewSkipped() {
    let scene = Scene()
    #expect(scene.counting.layouts == 1)
    // A sibling moves: the pass runs, but nothing of `counting` changed.
    scene.otherLeft.constant = 50
    scene.root.layoutIfNeeded()
    #expect(scene.other.frame.minX == 50)
    #expect(scene.counting.layouts == 1)
  }

  @Test("setNeedsLayout asks for exactly one more call")
  func setNeedsLayoutRuns() {
    let scene = Scene()
    scene.counting.setNeedsLayout()
    scene.root.layoutIfNeeded()
    #expect(scene.counting.layouts == 2)
    scene.root.layoutIfNeeded()
    #expect(scene.counting.layouts == 2)
  }

  @Test("a bounds size change lays the view out")
  func resizeRuns() {
    let scene = Scene()
    scene.width.constant = 150
    scene.root.layoutIfNeeded()
    #expect(scene.counting.frame.width == 150)
    #expect(scene.counting.layouts == 2)
  }

  @Test("a subview the engine moves lays its superview out, which writes the new frame")
  func movedSubviewRuns() {
    let scene = Scene()
    scene.childLeft.constant = 30
    scene.root.layoutIfNeeded()
    #expect(scene.counting.layouts == 2)
    #expect(scene.child.frame == CGRect(x: 30, y: 0, width: 10, height: 10))
  }

  @Test("a skipped view's subviews still convert correctly after their superview moved")
  func movedSuperviewKeepsConversions() {
    let scene = Scene()
    let left = scene.root.constraints.first {
      $0.firstItem === scene.counting && $0.firstAttribute == .leading
    }
    left?.constant = 40
    scene.root.layoutIfNeeded()
    // `counting` moved, not resized: its subviews keep their frames; the root lays out.
    #expect(scene.counting.layouts == 1)
    #expect(scene.child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(scene.child.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 0))
  }
}
