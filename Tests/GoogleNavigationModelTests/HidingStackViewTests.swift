import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

/// A stack at x 10, y 50 in a 400×600 root (scale 2), height fixed by one constraint, holding
/// three views: 48×48, 60×40, 40×56, spacing 8. Prefix heights: 48, 48+8+40 = 96,
/// 96+8+56 = 160.
@MainActor
private struct StackFixture {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  let stack: GMSNavigationHidingStackView
  let views = [FixedSizeView(48, 48), FixedSizeView(60, 40), FixedSizeView(40, 56)]
  let height: NSLayoutConstraint

  init(
    _ position: GMSNavigationHidingStackPosition,
    _ alignment: GMSNavigationHidingStackViewAlignment, height: CGFloat
  ) {
    root.layoutEnvironment = LayoutEnvironment(scale: 2)
    stack = GMSNavigationHidingStackView(position: position, alignment: alignment)
    stack.arrangedSubviews = views
    root.addSubview(stack)
    self.height = stack.heightAnchor.constraint(equalToConstant: height)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50), self.height,
    ])
    root.layoutIfNeeded()
  }

  /// The frames the rules of api-facts.md §6 give, computed independently of the stack.
  func expectedFrames(
    _ position: GMSNavigationHidingStackPosition,
    _ alignment: GMSNavigationHidingStackViewAlignment, height: CGFloat, visible: Int
  ) -> [CGRect] {
    let sizes = views.prefix(visible).map(\.size)
    let width = sizes.map(\.width).max() ?? 0
    let block = sizes.map(\.height).reduce(0, +) + 8 * CGFloat(max(0, visible - 1))
    var y: CGFloat =
      switch position {
      case .top: 50
      case .center: 50 + height / 2 - block / 2
      case .bottom: 50 + height
      }
    return sizes.map { size in
      let x = alignment == .leading ? 10 : 10 + width - size.width
      if position == .bottom {
        y -= size.height
        defer { y -= 8 }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
      }
      defer { y += size.height + 8 }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}

@MainActor
@Suite("GMSNavigationHidingStackView")
struct HidingStackViewTests {
  nonisolated static let positions: [GMSNavigationHidingStackPosition] = [.top, .center, .bottom]
  nonisolated static let alignments: [GMSNavigationHidingStackViewAlignment] = [
    .leading, .trailing,
  ]
  /// Heights around each prefix boundary (48, 96, 160) and the visible count each allows.
  static let heights: [(CGFloat, Int)] = [
    (0, 0), (47, 0), (48, 1), (95, 1), (96, 2), (159, 2), (160, 3), (300, 3),
  ]

  @Test(
    "shows the longest fitting prefix, placed by position and alignment", arguments: positions,
    alignments)
  func layout(
    position: GMSNavigationHidingStackPosition, alignment: GMSNavigationHidingStackViewAlignment
  ) {
    for (height, visible) in Self.heights {
      let fixture = StackFixture(position, alignment, height: height)
      #expect(fixture.stack.visibleCount == visible, "height \(height)")
      #expect(fixture.views.map(\.isHidden) == (0..<3).map { $0 >= visible }, "height \(height)")
      let expected = fixture.expectedFrames(position, alignment, height: height, visible: visible)
      let frames = fixture.views.prefix(visible).map { $0.frame.offsetBy(dx: 10, dy: 50) }
      #expect(frames == expected, "height \(height)")
      // The stack is as wide as its widest visible view: 0, 48, 60, 60.
      #expect(fixture.stack.frame.width == [0, 48, 60, 60][visible], "height \(height)")
      #expect(fixture.root.layoutIssues.isEmpty)
    }
  }

  @Test("hides from the end as it shrinks and brings views back in order as it grows")
  func shrinkAndGrow() {
    let fixture = StackFixture(.bottom, .trailing, height: 160)
    var seen: [[Bool]] = []
    for height: CGFloat in [160, 100, 50, 10, 50, 100, 160] {
      fixture.height.constant = height
      fixture.root.layoutIfNeeded()
      seen.append(fixture.views.map(\.isHidden))
    }
    #expect(
      seen == [
        [false, false, false], [false, false, true], [false, true, true], [true, true, true],
        [false, true, true], [false, false, true], [false, false, false],
      ])
  }

  @Test("spacing defaults to 8 points and takes part in the fit")
  func spacing() {
    let fixture = StackFixture(.top, .leading, height: 88)
    #expect(fixture.stack.spacing == 8)
    #expect(fixture.stack.visibleCount == 1)  // 48 + 8 + 40 = 96 > 88
    fixture.stack.spacing = 0
    fixture.root.layoutIfNeeded()
    #expect(fixture.stack.visibleCount == 2)  // 48 + 0 + 40 = 88
  }

  @Test("emptying arrangedSubviews removes the views and shows the ones it hid")
  func emptying() {
    let fixture = StackFixture(.top, .leading, height: 50)
    #expect(fixture.views[2].isHidden)
    fixture.stack.arrangedSubviews = []
    #expect(fixture.stack.subviews.isEmpty)
    #expect(fixture.views.allSatisfy { !$0.isHidden && $0.superview == nil })
  }

  @Test("an app's own view in the stack stops translating its autoresizing mask, as UIStackView")
  func appViewAutoresizing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    root.layoutEnvironment = LayoutEnvironment(scale: 2)
    // A plain view made with a frame: translatesAutoresizingMaskIntoConstraints is true.
    let own = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(own.translatesAutoresizingMaskIntoConstraints)
    let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
    stack.arrangedSubviews = [own]
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      stack.heightAnchor.constraint(equalToConstant: 100),
      own.widthAnchor.constraint(equalToConstant: 40),
      own.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(!own.translatesAutoresizingMaskIntoConstraints)
    #expect(root.layoutIssues.isEmpty)
    // Top-leading in the stack at (10, 50) in the root: the view's frame in the stack is its
    // own size at the origin.
    #expect(own.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
  }
}
