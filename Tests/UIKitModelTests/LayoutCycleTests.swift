import Foundation
import Testing
import UIKitModel

/// A card that builds its constraints in updateConstraints and nudges a subview in
/// layoutSubviews, the two override points app code uses.
@MainActor
private final class CardView: UIView {
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  var compact = false {
    didSet { setNeedsUpdateConstraints() }
  }
  private var heightConstraint: NSLayoutConstraint?
  var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    addSubview(badge)
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    heightConstraint?.isActive = false
    heightConstraint = heightAnchor.constraint(equalToConstant: compact ? 60 : 120)
    heightConstraint?.isActive = true
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    // Pin the badge to the bottom-right corner by frame; a nested layoutIfNeeded is a no-op.
    badge.frame = CGRect(x: bounds.width - 20, y: bounds.height - 20, width: 20, height: 20)
    layoutIfNeeded()
  }
}

@MainActor
@Suite("Layout cycle override points")
struct LayoutCycleTests {
  @Test("updateConstraints runs before the pass; layoutSubviews adjusts frames after super")
  func overridePoints() {
    let map = makeMap()
    let card = CardView()
    map.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
    ])
    card.setNeedsUpdateConstraints()
    map.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 100, width: 200, height: 120))
    // Badge: 200 − 20, 120 − 20.
    #expect(card.badge.frame == CGRect(x: 180, y: 100, width: 20, height: 20))
    card.compact = true
    #expect(card.needsUpdateConstraints())
    map.layoutIfNeeded()
    #expect(!card.needsUpdateConstraints())
    #expect(card.frame.height == 60)
    #expect(card.badge.frame == CGRect(x: 180, y: 40, width: 20, height: 20))
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("a constraint exposes its anchors")
  func anchorsOfConstraint() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.firstAnchor.owner === view)
    #expect(constraint.secondAnchor == nil)
    #expect(constraint.firstItem === view && constraint.firstAttribute == .width)
  }
}
