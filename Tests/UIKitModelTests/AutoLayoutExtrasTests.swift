import Foundation
import Testing
import UIKitModel

// Auto Layout extras, expected values worked out by hand from Apple's documentation: the
// readable-content guide (useyourloaf.com, "Readable Content Guides": on a 1024-point-wide
// iPad in landscape the guide is 672 wide, 176 in from each edge), the keyboard guide with the
// keyboard offscreen (its top at the safe area's bottom), alignment rectangles (UIView
// `alignmentRectInsets`: constraints act on the frame inset by them), `@Invalidating`.

@MainActor
@Suite("Auto Layout extras")
struct AutoLayoutExtrasTests {
  @Test("readable guide on a phone is the margins guide")
  func readablePhone() {
    let map = makeMap()  // 393 × 852, safe 59/0/34/0, margins 8
    #expect(map.readableContentGuide.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 743))
    #expect(map.layoutGuides.isEmpty)
  }

  @Test("readable guide on a wide iPad: 672 points at .large, centred; width follows Dynamic Type")
  func readableIPad() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.layoutEnvironment = LayoutEnvironment(scale: 2, safeAreaInsets: .zero)
    let label = makeAutoLayoutView()
    root.addSubview(label)
    let guide = root.readableContentGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      label.topAnchor.constraint(equalTo: guide.topAnchor),
      label.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 176, y: 8, width: 672, height: 752))
    #expect(label.frame == CGRect(x: 176, y: 8, width: 672, height: 40))
    // Extra small: body 14 pt, 672 × 14 / 17 = 553.4 → 553, centred: (1024 − 553) / 2.
    root.layoutEnvironment.preferredContentSizeCategory = .extraSmall
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 235.5, y: 8, width: 553, height: 752))
    // AX3: body 40 pt, 1581 points: wider than the margins allow, so the margins guide.
    root.layoutEnvironment.preferredContentSizeCategory = .accessibilityExtraLarge
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 8, width: 1008, height: 40))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("keyboard guide with the keyboard offscreen: the bottom safe-area band")
  func keyboardGuide() {
    let map = makeMap()
    let field = makeAutoLayoutView()
    map.addSubview(field)
    let keyboard = map.keyboardLayoutGuide
    #expect(!keyboard.followsUndockedKeyboard && keyboard.usesBottomSafeArea)
    NSLayoutConstraint.activate([
      field.bottomAnchor.constraint(equalTo: keyboard.topAnchor, constant: -8),
      field.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    map.layoutIfNeeded()
    #expect(keyboard.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    #expect(field.frame == CGRect(x: 0, y: 766, width: 100, height: 44))
    keyboard.usesBottomSafeArea = false
    map.layoutIfNeeded()
    #expect(keyboard.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
    #expect(map.layoutGuides.isEmpty && map.layoutIssues.isEmpty)
  }

  /// A view whose drop shadow lies outside its alignment rectangle.
  final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets {
      UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
  }

  @Test("constraints and intrinsic sizes act on the alignment rectangle")
  func alignmentRects() {
    let map = makeMap()
    let card = ShadowedView()
    card.translatesAutoresizingMaskIntoConstraints = false
    let chip = ShadowedView()
    chip.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(card)
    map.addSubview(chip)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
      chip.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
      chip.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    map.layoutIfNeeded()
    // Alignment rect (16, 100, 100 × 50) grown by 4/0/6/4.
    #expect(card.frame == CGRect(x: 12, y: 100, width: 108, height: 56))
    // The chip's alignment rect: 40 × 20 from x 124, bottom at 150.
    #expect(chip.frame == CGRect(x: 120, y: 130, width: 48, height: 26))
    let aligned = CGRect(x: 16, y: 100, width: 100, height: 50)
    #expect(card.alignmentRect(forFrame: card.frame) == aligned)
    #expect(card.frame(forAlignmentRect: aligned) == card.frame)
    #expect(UIView().alignmentRectInsets == .zero)
  }

  @Test("right to left, leading is the alignment rectangle's right edge")
  func alignmentRectsRightToLeft() {
    let map = makeMap(.rightToLeft)
    let card = ShadowedView()
    card.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    map.layoutIfNeeded()
    // Alignment right edge 393 − 16 = 377, frame right edge 381, frame width 108.
    #expect(card.frame == CGRect(x: 273, y: 100, width: 108, height: 56))
  }

  final class BadgeView: UIView {
    @Invalidating(.intrinsicContentSize, .constraints) var side: CGFloat = 10
    override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    override class var requiresConstraintBasedLayout: Bool { true }
  }

  @Test("@Invalidating invalidates on a change of value only")
  func invalidating() {
    let map = makeMap()
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(badge)
    map.layoutIfNeeded()
    #expect(badge.frame.size == CGSize(width: 10, height: 10))
    badge.side = 30
    #expect(badge.needsUpdateConstraints())
    map.layoutIfNeeded()
    #expect(badge.frame.size == CGSize(width: 30, height: 30))
    #expect(!badge.needsUpdateConstraints())
    badge.side = 30
    #expect(!badge.needsUpdateConstraints())
    #expect(BadgeView.requiresConstraintBasedLayout && !UIView.requiresConstraintBasedLayout)
  }

  // Apple, UIView `constraintsAffectingLayout(for:)`: "Returns the constraints impacting the
  // layout of the view for a given axis ... Constraints that impact the location of the view
  // implicitly may also be included." Worked by hand: a.x = map.x (leading) and a.width = 10
  // decide a's horizontal frame; b.x = a.x + a.width (next) depends on all three, and `next`
  // does not move a. Vertically a.y = map.y (top). The root's own pins (UIKit's
  // `UIView-Encapsulated-Layout-…`) may be listed too; they are not the app's.
  @Test("constraintsAffectingLayout lists the constraints that decide the frame on the axis")
  func affectingLayout() {
    let map = makeMap()
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()
    map.addSubview(a)
    map.addSubview(b)
    let leading = a.leadingAnchor.constraint(equalTo: map.leadingAnchor)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    let top = a.topAnchor.constraint(equalTo: map.topAnchor)
    let next = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    NSLayoutConstraint.activate([leading, width, top, next])
    func app(_ list: [NSLayoutConstraint]) -> [ObjectIdentifier] {
      list.filter { $0.source.isApp }.map(ObjectIdentifier.init)
    }
    let ids = { (list: [NSLayoutConstraint]) in list.map(ObjectIdentifier.init) }
    #expect(app(a.constraintsAffectingLayout(for: .horizontal)) == ids([leading, width]))
    #expect(app(a.constraintsAffectingLayout(for: .vertical)) == ids([top]))
    #expect(app(b.constraintsAffectingLayout(for: .horizontal)) == ids([leading, width, next]))
    #expect(
      a.constraintsAffectingLayout(for: .horizontal).filter { !$0.source.isApp }
        .allSatisfy { $0.source.maker == .uikit })
  }
}
