import Foundation
import Testing
import UIKitModel

// Hidden views, custom spacing, margins, nesting and the arranged-view list. Semantics from
// Apple's UIStackView documentation: "the stack view automatically updates its layout whenever
// … one of the arranged views's isHidden property changes"; `removeArrangedSubview(_:)` "does
// not remove the view from the stack's subviews array"; removing an arranged view from its
// superview removes it from `arrangedSubviews`; `setCustomSpacing(_:after:)` sets the spacing
// after one view; `isLayoutMarginsRelativeArrangement` lays the views out relative to the
// layout margins. Row: a 40, b 60, c 80 wide, 20 tall, spacing 10, no width from outside.

@MainActor
@Suite("UIStackView arrangement: hiding, spacing, margins, nesting")
struct StackViewArrangementTests {
  private func row(_ direction: UIUserInterfaceLayoutDirection = .leftToRight)
    -> (map: UIView, stack: UIStackView, views: [StandInView])
  {
    let views = [StandInView(40, 20), StandInView(60, 20), StandInView(80, 20)]
    let (map, stack) = makeStack(direction, views: views)
    stack.spacing = 10
    return (map, stack, views)
  }

  @Test("a hidden middle view collapses and its gap closes", arguments: bothDirections)
  func hiddenMiddle(direction: UIUserInterfaceLayoutDirection) {
    let (map, stack, views) = row(direction)
    views[1].isHidden = true
    map.layoutIfNeeded()
    // a 0…40, the gap 10 split around the collapsed b (at 45, width 0), c at 50…130.
    #expect(stack.frame.width == 130)
    #expect(
      views[0].frame == mirrored(CGRect(x: 0, y: 0, width: 40, height: 20), in: 130, direction))
    #expect(
      views[1].frame == mirrored(CGRect(x: 45, y: 0, width: 0, height: 20), in: 130, direction))
    #expect(
      views[2].frame == mirrored(CGRect(x: 50, y: 0, width: 80, height: 20), in: 130, direction))
    #expect(stack.arrangedSubviews.count == 3)
    // Shown again: 0, 50, 120; width 200.
    views[1].isHidden = false
    map.layoutIfNeeded()
    #expect(stack.frame.width == 200)
    #expect(
      views[2].frame == mirrored(CGRect(x: 120, y: 0, width: 80, height: 20), in: 200, direction))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("a hidden first view leaves no gap")
  func hiddenFirst() {
    let (map, stack, views) = row()
    views[0].isHidden = true
    map.layoutIfNeeded()
    // b at 0, c at 70; width 150.
    #expect(views[1].frame.minX == 0)
    #expect(views[2].frame.minX == 70)
    #expect(stack.frame.width == 150)
    #expect(views[0].frame.width == 0)
  }

  @Test("hiding inside an animation block rearranges without an explicit layout pass")
  func hiddenInAnimation() {
    let (map, stack, views) = row()
    map.layoutIfNeeded()
    UIView.animate(withDuration: 0.3) { views[1].isHidden = true }
    // The stack laid out inside the block, as UIKit's does: c already at its final 50.
    #expect(views[2].frame.minX == 50)
    #expect(stack.frame.width == 130)
  }

  @Test("custom spacing after a view, and the system spacing")
  func customSpacing() {
    let (map, stack, views) = row()
    stack.setCustomSpacing(20, after: views[0])
    map.layoutIfNeeded()
    // a 0…40, 20, b 60…120, 10, c 130…210.
    #expect(views[1].frame.minX == 60)
    #expect(views[2].frame.minX == 130)
    #expect(stack.customSpacing(after: views[0]) == 20)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    stack.spacing = UIStackView.spacingUseSystem
    map.layoutIfNeeded()
    // The model's system spacing is 8: b at 48, c at 116.
    #expect(views[1].frame.minX == 48)
    #expect(views[2].frame.minX == 116)
  }

  @Test(
    "margins-relative arrangement insets the views by the directional margins",
    arguments: bothDirections)
  func marginsRelative(direction: UIUserInterfaceLayoutDirection) {
    let a = StandInView(40, 20)
    let b = StandInView(60, 20)
    let (map, stack) = makeStack(direction, views: [a, b])
    stack.spacing = 10
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 7, bottom: 5, trailing: 9)
    stack.isLayoutMarginsRelativeArrangement = true
    map.layoutIfNeeded()
    // Width 7 + 40 + 10 + 60 + 9 = 126, height 5 + 20 + 5 = 30; a at 7, b at 57.
    #expect(stack.frame.size == CGSize(width: 126, height: 30))
    #expect(a.frame == mirrored(CGRect(x: 7, y: 5, width: 40, height: 20), in: 126, direction))
    #expect(b.frame == mirrored(CGRect(x: 57, y: 5, width: 60, height: 20), in: 126, direction))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("nested stacks size each other")
  func nested() {
    let a = StandInView(40, 20)
    let b = StandInView(60, 30)
    let c = StandInView(100, 10)
    let inner = UIStackView(arrangedSubviews: [a, b])
    inner.spacing = 4
    inner.alignment = .center
    let (map, outer) = makeStack(.leftToRight, views: [inner, c])
    outer.axis = .vertical
    outer.alignment = .leading
    outer.spacing = 8
    map.layoutIfNeeded()
    // inner: 40 + 4 + 60 = 104 wide, 30 tall; outer: 104 wide (widest), 30 + 8 + 10 = 48 tall.
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 104, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 38, width: 100, height: 10))
    #expect(outer.frame.size == CGSize(width: 104, height: 48))
    // Inside inner, centred on 15: a at 5, b at 0.
    #expect(a.frame == CGRect(x: 0, y: 5, width: 40, height: 20))
    #expect(b.frame == CGRect(x: 44, y: 0, width: 60, height: 30))
    #expect(map.layoutIssues.isEmpty)
    #expect(!inner.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("arranged-view bookkeeping follows UIKit")
  func bookkeeping() {
    let (map, stack, views) = row()
    let d = UIView()
    #expect(d.translatesAutoresizingMaskIntoConstraints)
    stack.insertArrangedSubview(d, at: 1)
    #expect(
      stack.arrangedSubviews.map { ObjectIdentifier($0) }
        == [views[0], d, views[1], views[2]].map { ObjectIdentifier($0) })
    #expect(!d.translatesAutoresizingMaskIntoConstraints)
    #expect(d.superview === stack)
    stack.removeArrangedSubview(d)
    #expect(stack.arrangedSubviews.count == 3)
    #expect(d.superview === stack)
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 2)
    stack.addArrangedSubview(views[0])
    #expect(stack.arrangedSubviews.last === views[0])
    d.removeFromSuperview()
    // Arranging the stack's own superview records UIKit's crash and arranges nothing.
    stack.addArrangedSubview(map)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(map.layoutIssues.count == 1)
    map.removeAllLayoutIssues()
    map.layoutIfNeeded()
    // b then a: 60 + 10 + 40.
    #expect(stack.frame.width == 110)
    #expect(views[0].frame.minX == 70)
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
  }

  @Test("hiding a view with a required height logs UISV-hiding and breaks the app's constraint")
  func hidingConflict() {
    let a = StandInView(40, 20)
    let b = StandInView(60, 20)
    let (map, stack) = makeStack(.leftToRight, views: [a, b], width: 100)
    stack.axis = .vertical
    let height = a.heightAnchor.constraint(equalToConstant: 128)
    height.identifier = "OrangeLabelHeight"
    height.isActive = true
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    a.isHidden = true
    map.layoutIfNeeded()
    let conflicts = map.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let conflict) = issue { return conflict }
      return nil
    }
    #expect(conflicts.count == 1)
    guard let conflict = conflicts.first else { return }
    // UIKit keeps its UISV-hiding (height == 0) and breaks the app's height (useyourloaf.com,
    // "Stack View Constraint Conflicts When Hiding Views").
    #expect(conflict.broken === height)
    #expect(
      conflict.descriptions.contains { $0.contains("'UISV-hiding'") && $0.contains(".height == 0") }
    )
    #expect(conflict.log.contains("'OrangeLabelHeight'"))
    // The hidden view collapses; b moves to the top.
    #expect(a.frame.height == 0)
    #expect(b.frame.minY == 0)
  }

  @Test("a subclass made through init(arrangedSubviews:) arranges its rows")
  func subclass() {
    let map = makeMap()
    let rows = [StandInView(40, 20), StandInView(60, 30)]
    let stack = CardStack(rows: rows)
    stack.frame = CGRect(x: 0, y: 100, width: 200, height: 50)
    map.addSubview(stack)
    map.layoutIfNeeded()
    // A stack made in code keeps its frame (it translates its mask): 200 × 50 holds rows of
    // 20 and 30 exactly, each as wide as the stack (alignment .fill).
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
    #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(rows[1].frame == CGRect(x: 0, y: 20, width: 200, height: 30))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("hiding a nested stack breaks the inner stack's UISV-spacing")
  func hidingNestedStack() {
    let x = StandInView(40, 20)
    let y = StandInView(40, 20)
    let inner = UIStackView(arrangedSubviews: [x, y])
    inner.axis = .vertical
    inner.spacing = 8
    let below = StandInView(40, 30)
    let (map, outer) = makeStack(.leftToRight, views: [inner, below], width: 100)
    outer.axis = .vertical
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    inner.isHidden = true
    map.layoutIfNeeded()
    // The inner stack cannot be 0 tall with 8 points between its views; the views themselves
    // can shrink (compression resistance is optional). UIKit keeps UISV-hiding and breaks the
    // inner stack's spacing (autolayout-and-layout-testing.md §A4, §A17).
    let conflicts = map.layoutIssues.compactMap { issue -> UnsatisfiableConstraints? in
      if case .unsatisfiable(let conflict) = issue { return conflict }
      return nil
    }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.broken.identifier == "UISV-spacing")
    #expect(conflicts.first?.broken.firstItem === y)
    #expect(conflicts.first?.descriptions.contains { $0.contains("'UISV-hiding'") } == true)
    #expect(inner.frame.height == 0)
    #expect(below.frame.minY == 0)
  }
}

/// App code subclasses UIStackView through its designated initializers, as on iOS.
@MainActor
final class CardStack: UIStackView {
  init(rows: [UIView]) {
    super.init(arrangedSubviews: rows)
    axis = .vertical
  }

  required init?(coder: NSCoder) { nil }
}
