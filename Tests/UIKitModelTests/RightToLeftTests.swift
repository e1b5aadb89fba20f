import Foundation
import Testing
import UIKitModel

// Expected frames are worked out by hand from Apple's Auto Layout Guide, "Anatomy of a
// Constraint", table "Interpreting Values": leading/trailing values "increase as you move
// towards the trailing edge … for a right-to-left layout direction, the values increase as you
// move left", and centre X's "interpretation is based on the other attribute(s) in the
// equation". So a right-to-left constraint naming leading or trailing is the left-to-right one
// read on a mirrored axis: every relation and constant keeps its meaning toward trailing, and
// the frame is the mirror image (x' = container width − x − width). The map is 393 pt wide.

@MainActor
@Suite("Right to left: every relation mirrors")
struct RightToLeftTests {
  /// A view with an intrinsic width that wants more room than the map has.
  private func wideLabel(_ width: CGFloat) -> StandInView {
    StandInView(width, 20)
  }

  @Test(
    "a trailing <= inequality keeps the label on screen",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func trailingInequality(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let label = wideLabel(500)
    map.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    // The required inequality beats compression resistance (750): width 393 − 20 − 10 = 363.
    // LTR: minX 20. RTL: leading is the right edge, 393 − 20 = 373, so minX 373 − 363 = 10.
    let minX: CGFloat = direction == .leftToRight ? 20 : 10
    #expect(label.frame == CGRect(x: minX, y: 0, width: 363, height: 20))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test(
    "a leading >= inequality after a sibling keeps its gap toward trailing",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leadingAfterSibling(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let first = makeAutoLayoutView()
    let second = makeAutoLayoutView()
    map.addSubview(first)
    map.addSubview(second)
    let pull = second.leadingAnchor.constraint(equalTo: map.leadingAnchor)
    pull.priority = .defaultLow
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      first.widthAnchor.constraint(equalToConstant: 100),
      second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 8),
      second.widthAnchor.constraint(equalToConstant: 50),
      pull,
      first.topAnchor.constraint(equalTo: map.topAnchor),
      second.topAnchor.constraint(equalTo: map.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 10),
      second.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // LTR: first 16…116; second as far leading as allowed: 116 + 8 = 124.
    // RTL: first's right edge 393 − 16 = 377, so 277…377; second's right edge at most
    // 277 − 8 = 269, so 219…269.
    if direction == .leftToRight {
      #expect(first.frame == CGRect(x: 16, y: 0, width: 100, height: 10))
      #expect(second.frame == CGRect(x: 124, y: 0, width: 50, height: 10))
    } else {
      #expect(first.frame == CGRect(x: 277, y: 0, width: 100, height: 10))
      #expect(second.frame == CGRect(x: 219, y: 0, width: 50, height: 10))
    }
  }

  @Test(
    "system spacing after a sibling, as an inequality, mirrors",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func systemSpacingInequality(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let first = makeAutoLayoutView()
    let second = makeAutoLayoutView()
    map.addSubview(first)
    map.addSubview(second)
    let pull = second.trailingAnchor.constraint(equalTo: map.trailingAnchor)
    pull.priority = .defaultLow
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      first.widthAnchor.constraint(equalToConstant: 100),
      second.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
      pull,
      first.topAnchor.constraint(equalTo: map.topAnchor),
      second.topAnchor.constraint(equalTo: map.topAnchor),
      first.heightAnchor.constraint(equalToConstant: 10),
      second.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // The model's system spacing is 8 pt, so the gap is at least 16. The pull to trailing
    // at low priority stretches `second` to the map's trailing edge.
    // LTR: second 116…393. RTL: first 293…393, second 0…277.
    if direction == .leftToRight {
      #expect(second.frame == CGRect(x: 116, y: 0, width: 277, height: 10))
    } else {
      #expect(first.frame == CGRect(x: 293, y: 0, width: 100, height: 10))
      #expect(second.frame == CGRect(x: 0, y: 0, width: 277, height: 10))
    }
  }

  @Test(
    "centre X against leading gives the same frame whichever item is written first",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft], [false, true])
  func centerXAgainstLeading(direction: UIUserInterfaceLayoutDirection, reversed: Bool) {
    let map = makeMap(direction)
    let badge = makeAutoLayoutView()
    map.addSubview(badge)
    let placement =
      reversed
      ? map.leadingAnchor.constraint(equalTo: badge.centerXAnchor, constant: -50)
      : badge.centerXAnchor.constraint(equalTo: map.leadingAnchor, constant: 50)
    NSLayoutConstraint.activate([
      placement,
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 40),
      badge.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    // Centre X takes leading's interpretation: 50 pt toward trailing from the leading edge.
    // LTR: centre 50, minX 30. RTL: centre 393 − 50 = 343, minX 323.
    let minX: CGFloat = direction == .leftToRight ? 30 : 323
    #expect(badge.frame == CGRect(x: minX, y: 0, width: 40, height: 40))
  }

  @Test(
    "a multiplier on leading measures from the container's leading edge",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func multiplierOnLeading(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let container = makeAutoLayoutView()
    let marker = makeAutoLayoutView()
    map.addSubview(container)
    container.addSubview(marker)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.topAnchor.constraint(equalTo: map.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 10),
      NSLayoutConstraint(
        item: marker, attribute: .leading, relatedBy: .equal, toItem: container,
        attribute: .trailing, multiplier: 0.5, constant: 0),
      marker.widthAnchor.constraint(equalToConstant: 40),
      marker.topAnchor.constraint(equalTo: container.topAnchor),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // The container's trailing is 300 from its leading edge; half of it is 150.
    // LTR: container 16…316, marker at 150 in the container. RTL: container 77…377; the
    // marker's right edge 150 from the container's right edge: 300 − 150 = 150, minX 110.
    if direction == .leftToRight {
      #expect(container.frame == CGRect(x: 16, y: 0, width: 300, height: 10))
      #expect(marker.frame == CGRect(x: 150, y: 0, width: 40, height: 10))
    } else {
      #expect(container.frame == CGRect(x: 77, y: 0, width: 300, height: 10))
      #expect(marker.frame == CGRect(x: 110, y: 0, width: 40, height: 10))
    }
  }

  @Test(
    "an optional trailing inequality loses to compression resistance on the mirrored side",
    arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func optionalInequality(direction: UIUserInterfaceLayoutDirection) {
    let map = makeMap(direction)
    let label = wideLabel(400)
    map.addSubview(label)
    let limit = label.trailingAnchor.constraint(
      lessThanOrEqualTo: map.layoutMarginsGuide.trailingAnchor)
    limit.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
      limit,
      label.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    // Compression resistance (750) beats 500: the label keeps 400 and overflows trailing.
    // LTR: 10…410. RTL: right edge 383, minX 383 − 400 = −17.
    let minX: CGFloat = direction == .leftToRight ? 10 : -17
    #expect(label.frame == CGRect(x: minX, y: 0, width: 400, height: 20))
  }

  @Test("a forced right-to-left container mirrors inequalities installed on it")
  func forcedContainerInequality() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let container = makeAutoLayoutView()
    container.semanticContentAttribute = .forceRightToLeft
    let title = StandInView(500, 20)
    root.addSubview(container)
    container.addSubview(title)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 44),
      title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    root.layoutIfNeeded()
    // Container on the LTR root: 16…216. Inside the RTL container, leading is its right edge:
    // title's right edge at 200 − 8 = 192, its left edge at least 12: width 180, minX 12.
    #expect(container.frame == CGRect(x: 16, y: 0, width: 200, height: 44))
    #expect(title.frame == CGRect(x: 12, y: 0, width: 180, height: 20))
  }

  @Test("a right-to-left conflict between inequalities is logged like its LTR mirror")
  func conflictMirrors() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let map = makeMap(direction)
      let box = makeAutoLayoutView()
      map.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(greaterThanOrEqualTo: map.leadingAnchor, constant: 300),
        box.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor, constant: -100),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.topAnchor.constraint(equalTo: map.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      map.layoutIfNeeded()
      // 300 + 10 + 100 = 410 > 393 in either direction: one unsatisfiable set.
      let unsatisfiable = map.layoutIssues.filter {
        if case .unsatisfiable = $0 { true } else { false }
      }
      #expect(unsatisfiable.count == 1, "\(direction)")
    }
  }
}
