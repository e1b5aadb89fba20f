import Foundation
import Testing
import UIKitModel

// `anchorWithOffset(to:)`: Apple, UIKit documentation, "NSLayoutXAxisAnchor
// anchorWithOffset(to:)" and "NSLayoutYAxisAnchor anchorWithOffset(to:)"
// (https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/anchorwithoffset(to:),
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/anchorwithoffset(to:)):
// "Creates a layout dimension object from two anchors … Use the returned object to define
// constraints relative to the space between the current anchor and the object in the
// otherAnchor parameter." Right to left, leading/trailing values "increase as you move left"
// (Auto Layout Guide, "Anatomy of a Constraint", "Interpreting Values"), so a distance from a
// trailing edge to the next leading edge is the same gap, mirrored. Every expected frame is
// worked out by hand in the comments; the map is 393 pt wide (``makeMap(_:)``).

@MainActor
@Suite("anchorWithOffset(to:): a distance between two anchors as a dimension")
struct AnchorWithOffsetTests {
  private func sized(_ width: CGFloat, _ height: CGFloat = 10) -> UIView {
    let view = makeAutoLayoutView()
    view.widthAnchor.constraint(equalToConstant: width).isActive = true
    view.heightAnchor.constraint(equalToConstant: height).isActive = true
    return view
  }

  @Test(
    "two gaps made equal share the free width",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func equalGaps(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let (a, b, c) = (sized(50), sized(60), sized(71))
    for view in [a, b, c] {
      map.addSubview(view)
      view.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: map.trailingAnchor),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
    ])
    map.layoutIfNeeded()
    // Free width 393 − (50 + 60 + 71) = 212, so each gap is 106 (whole points: frames are
    // snapped to the 1/3-pt pixel grid).
    // LTR: a 0…50, b 50 + 106 = 156…216, c 216 + 106 = 322…393.
    // RTL (mirror x' = 393 − x − w): a 343…393, b 177…237, c 0…71.
    if direction == .leftToRight {
      #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
      #expect(b.frame == CGRect(x: 156, y: 0, width: 60, height: 10))
      #expect(c.frame == CGRect(x: 322, y: 0, width: 71, height: 10))
    } else {
      #expect(a.frame == CGRect(x: 343, y: 0, width: 50, height: 10))
      #expect(b.frame == CGRect(x: 177, y: 0, width: 60, height: 10))
      #expect(c.frame == CGRect(x: 0, y: 0, width: 71, height: 10))
    }
    #expect(map.layoutIssues.isEmpty)
  }

  @Test(
    "a gap equal to five times a view's width, with a multiplier",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func gapWithMultiplier(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let (a, b) = (sized(50), sized(10))
    for view in [a, b] {
      map.addSubview(view)
      view.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        .constraint(equalTo: b.widthAnchor, multiplier: 5),
    ])
    map.layoutIfNeeded()
    // The gap is 5 × 10 = 50. LTR: b starts at 50 + 50 = 100.
    // RTL: a 343…393; b's leading (right) edge at 343 − 50 = 293, so b 283…293.
    let minX: CGFloat = direction == .leftToRight ? 100 : 283
    #expect(b.frame == CGRect(x: minX, y: 0, width: 10, height: 10))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("left and right distances stay rightward under right to left")
  func absoluteDistance() {
    let map = makeMap(.rightToLeft)
    let (a, b) = (sized(50), sized(10))
    for view in [a, b] {
      map.addSubview(view)
      view.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 20),
      a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30),
    ])
    map.layoutIfNeeded()
    // Left and right ignore the direction: a 20…70, b at 70 + 30 = 100.
    #expect(a.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
  }

  @Test("a vertical distance of a constant")
  func verticalConstant() {
    let map = makeMap()
    let (title, body) = (sized(100, 30), sized(100, 40))
    for view in [title, body] {
      map.addSubview(view)
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      title.bottomAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 12),
    ])
    map.layoutIfNeeded()
    // title 100…130; body's top 130 + 12 = 142.
    #expect(body.frame == CGRect(x: 0, y: 142, width: 100, height: 40))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("a height equal to a distance takes the difference of the two anchors")
  func heightFromDistance() {
    let map = makeMap()
    let (top, bottom, filler) = (sized(10, 20), sized(10, 20), makeAutoLayoutView())
    for view in [top, bottom, filler] {
      map.addSubview(view)
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: map.topAnchor, constant: 50),
      bottom.topAnchor.constraint(equalTo: map.topAnchor, constant: 250),
      filler.widthAnchor.constraint(equalToConstant: 10),
      filler.topAnchor.constraint(equalTo: map.topAnchor),
      filler.heightAnchor.constraint(
        equalTo: top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)),
    ])
    map.layoutIfNeeded()
    // top 50…70, bottom 250…270: the distance from 70 to 250 is 180.
    #expect(filler.frame.height == 180)
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("removing a view the distance starts at deactivates the constraint")
  func removingStartItem() {
    let map = makeMap()
    let (a, b) = (sized(50), sized(10))
    map.addSubview(a)
    map.addSubview(b)
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
    gap.isActive = true
    #expect(gap.isActive)
    a.removeFromSuperview()
    #expect(!gap.isActive)
  }
}
