import Foundation
import Testing
import UIKitModel

// Expected frames are worked out by hand from Apple's UIStackView.Distribution documentation:
// `.fill` "resizes its arranged views so that they fill the available space … it stretches the
// views according to their hugging priority"; `.fillEqually` "the views are resized so that
// they are all the same size along the stack view's axis"; `.fillProportionally` "resized
// proportionally based on their intrinsic content size"; `.equalSpacing` "when the arranged
// views don't fill the stack view, it pads the spacing between the views evenly";
// `.equalCentering` "attempts to position the arranged views so that they have an equal
// center-to-center spacing". Right to left, a horizontal stack runs from the right edge (Auto
// Layout Guide, "Interpreting Values": leading is the right edge), so each frame is the mirror
// image x' = stack width − x − width. Frames are in the stack's coordinates.

@MainActor
func makeStack(
  _ direction: UIUserInterfaceLayoutDirection, views: [UIView], width: CGFloat? = nil,
  height: CGFloat? = nil
) -> (map: UIView, stack: UIStackView) {
  let map = makeMap(direction)
  let stack = UIStackView(arrangedSubviews: views)
  stack.translatesAutoresizingMaskIntoConstraints = false
  map.addSubview(stack)
  var constraints = [
    stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
    stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
  ]
  if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
  if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
  NSLayoutConstraint.activate(constraints)
  return (map, stack)
}

/// The frame mirrored in a container `width` points wide when `direction` is right to left.
func mirrored(_ frame: CGRect, in width: CGFloat, _ direction: UIUserInterfaceLayoutDirection)
  -> CGRect
{
  guard direction == .rightToLeft else { return frame }
  return CGRect(
    x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
}

let bothDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

@MainActor
@Suite("UIStackView distributions, left to right and right to left")
struct StackViewDistributionTests {
  @Test(
    "fill: the view with the lower hugging priority takes the extra room", arguments: bothDirections
  )
  func fill(direction: UIUserInterfaceLayoutDirection) {
    let a = StandInView(50, 20)
    let b = StandInView(100, 30)
    b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    let (map, stack) = makeStack(direction, views: [a, b], width: 300, height: 40)
    stack.spacing = 10
    map.layoutIfNeeded()
    // a keeps 50; b gets 300 − 50 − 10 = 240 and starts at 50 + 10 = 60. Alignment .fill
    // gives both the stack's height, 40.
    #expect(a.frame == mirrored(CGRect(x: 0, y: 0, width: 50, height: 40), in: 300, direction))
    #expect(b.frame == mirrored(CGRect(x: 60, y: 0, width: 240, height: 40), in: 300, direction))
    // The stack itself: leading 10 from the map's leading edge (393 wide).
    let stackX: CGFloat = direction == .leftToRight ? 10 : 393 - 10 - 300
    #expect(stack.frame.minX == stackX)
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("fillEqually: three equal widths", arguments: bothDirections)
  func fillEqually(direction: UIUserInterfaceLayoutDirection) {
    let views = [StandInView(30, 20), StandInView(60, 20), StandInView(90, 20)]
    let (map, stack) = makeStack(direction, views: views, width: 300, height: 20)
    stack.distribution = .fillEqually
    stack.spacing = 15
    map.layoutIfNeeded()
    // (300 − 2 × 15) / 3 = 90 each, at 0, 105, 210.
    for (index, x) in [0, 105, 210].enumerated() {
      let expected = CGRect(x: CGFloat(x), y: 0, width: 90, height: 20)
      #expect(views[index].frame == mirrored(expected, in: 300, direction))
    }
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("fillProportionally: widths in proportion to intrinsic widths", arguments: bothDirections)
  func fillProportionally(direction: UIUserInterfaceLayoutDirection) {
    let views = [StandInView(40, 20), StandInView(80, 20), StandInView(120, 20)]
    let (map, stack) = makeStack(direction, views: views, width: 480, height: 20)
    stack.distribution = .fillProportionally
    map.layoutIfNeeded()
    // Intrinsic total 240: shares 1/6, 1/3, 1/2 of 480 = 80, 160, 240 at 0, 80, 240.
    let expected: [(CGFloat, CGFloat)] = [(0, 80), (80, 160), (240, 240)]
    for (view, (x, width)) in zip(views, expected) {
      #expect(
        view.frame == mirrored(CGRect(x: x, y: 0, width: width, height: 20), in: 480, direction))
    }
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("fillProportionally with spacing stretches the last view, as UIKit does (rdar://34595752)")
  func fillProportionallyWithSpacing() {
    let views = [StandInView(40, 20), StandInView(80, 20), StandInView(120, 20)]
    let (map, stack) = makeStack(.leftToRight, views: views, width: 520, height: 20)
    stack.distribution = .fillProportionally
    stack.spacing = 10
    map.layoutIfNeeded()
    // Multipliers are intrinsic / (240 + 2 × 10) = w / 260 of the stack's 520: 80, 160, 240,
    // which with 20 of spacing leaves 20 over. The proportional constraints have priorities
    // 999, 998, 997, so the last one gives way: 520 − 80 − 160 − 20 = 260.
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 80, height: 20))
    #expect(views[1].frame == CGRect(x: 90, y: 0, width: 160, height: 20))
    #expect(views[2].frame == CGRect(x: 260, y: 0, width: 260, height: 20))
  }

  @Test("fillProportionally follows an intrinsic size change")
  func fillProportionallyFollowsIntrinsicSize() {
    let a = StandInView(40, 20)
    let b = StandInView(80, 20)
    let (map, stack) = makeStack(.leftToRight, views: [a, b], width: 300, height: 20)
    stack.distribution = .fillProportionally
    map.layoutIfNeeded()
    #expect(a.frame.width == 100)  // 40 / 120 × 300
    a.contentSize = CGSize(width: 70, height: 20)
    map.layoutIfNeeded()
    // 70 / 150 × 300 = 140; b gets 160.
    #expect(a.frame.width == 140)
    #expect(b.frame == CGRect(x: 140, y: 0, width: 160, height: 20))
  }

  @Test("equalSpacing: views keep their widths, the gaps share the rest", arguments: bothDirections)
  func equalSpacing(direction: UIUserInterfaceLayoutDirection) {
    let views = [StandInView(40, 20), StandInView(60, 20), StandInView(80, 20)]
    let (map, stack) = makeStack(direction, views: views, width: 300, height: 20)
    stack.distribution = .equalSpacing
    stack.spacing = 10
    map.layoutIfNeeded()
    // Widths 40 + 60 + 80 = 180; two gaps of (300 − 180) / 2 = 60 (at least 10): x 0, 100, 220.
    let expected: [(CGFloat, CGFloat)] = [(0, 40), (100, 60), (220, 80)]
    for (view, (x, width)) in zip(views, expected) {
      #expect(
        view.frame == mirrored(CGRect(x: x, y: 0, width: width, height: 20), in: 300, direction))
    }
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("equalSpacing that does not fit: gaps at the spacing, views compressed")
  func equalSpacingCompresses() {
    let a = StandInView(100, 20)
    let b = StandInView(100, 20)
    b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    let (map, stack) = makeStack(.leftToRight, views: [a, b], width: 150, height: 20)
    stack.distribution = .equalSpacing
    stack.spacing = 10
    map.layoutIfNeeded()
    // The gap stays at its minimum 10; b resists less and gets 150 − 100 − 10 = 40.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 110, y: 0, width: 40, height: 20))
  }

  @Test("equalCentering: centres equally far apart", arguments: bothDirections)
  func equalCentering(direction: UIUserInterfaceLayoutDirection) {
    let views = [StandInView(40, 20), StandInView(60, 20), StandInView(80, 20)]
    let (map, stack) = makeStack(direction, views: views, width: 300, height: 20)
    stack.distribution = .equalCentering
    map.layoutIfNeeded()
    // First centre 20 (0…40), last centre 300 − 40 = 260 (220…300); the middle centre halfway,
    // 140, so the 60-wide view spans 110…170.
    let expected: [(CGFloat, CGFloat)] = [(0, 40), (110, 60), (220, 80)]
    for (view, (x, width)) in zip(views, expected) {
      #expect(
        view.frame == mirrored(CGRect(x: x, y: 0, width: width, height: 20), in: 300, direction))
    }
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("a vertical fill stack takes its height from its views", arguments: bothDirections)
  func verticalFill(direction: UIUserInterfaceLayoutDirection) {
    let a = StandInView(40, 20)
    let b = StandInView(60, 30)
    let (map, stack) = makeStack(direction, views: [a, b], width: 200)
    stack.axis = .vertical
    stack.spacing = 5
    map.layoutIfNeeded()
    // Heights 20 and 30, 5 apart: stack height 55; alignment .fill gives both the width 200.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 25, width: 200, height: 30))
    #expect(stack.frame.height == 55)
    #expect(map.layoutIssues.isEmpty)
  }
}
