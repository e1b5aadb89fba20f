import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("Priorities, hugging and compression resistance")
struct PriorityTests {
  @Test("a low-priority bottom guide is pushed up by required <= constraints")
  func lowPriorityGuidePushedUp() {
    let map = makeMap()
    let guide = UILayoutGuide()
    map.addLayoutGuide(guide)
    let card = makeAutoLayoutView()
    let sheet = makeAutoLayoutView()
    map.addSubview(card)
    map.addSubview(sheet)
    let wish = guide.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      wish,
      guide.heightAnchor.constraint(equalToConstant: 0),
      guide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      guide.widthAnchor.constraint(equalTo: map.widthAnchor),
      card.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
      sheet.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      sheet.heightAnchor.constraint(equalToConstant: 200),
      guide.bottomAnchor.constraint(lessThanOrEqualTo: card.topAnchor),
      guide.bottomAnchor.constraint(lessThanOrEqualTo: sheet.topAnchor),
    ])
    map.layoutIfNeeded()
    // Wish: 852 − 34 = 818. Card top 752, sheet top 652: the lower bound of both wins, 652.
    #expect(guide.layoutFrame == CGRect(x: 0, y: 652, width: 393, height: 0))
    sheet.removeFromSuperview()
    map.layoutIfNeeded()
    // The sheet's <= went with it: only the card's 752 remains below 818.
    #expect(guide.layoutFrame.minY == 752)
    #expect(map.layoutIssues.isEmpty)
  }

  @Test("one 251 beats any number of 250s: priorities are lexicographic")
  func lexicographicPriorities() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    var constraints = [
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ]
    let strong = view.widthAnchor.constraint(equalToConstant: 100)
    strong.priority = UILayoutPriority(251)
    constraints.append(strong)
    for _ in 0..<5 {
      let weak = view.widthAnchor.constraint(equalToConstant: 300)
      weak.priority = .defaultLow
      constraints.append(weak)
    }
    NSLayoutConstraint.activate(constraints)
    map.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  @Test("hugging vs compression: the label with lower hugging stretches, the other keeps its size")
  func huggingDecidesWhoStretches() {
    let map = makeMap()
    let title = StandInView(100, 20)
    let badge = StandInView(40, 20)
    map.addSubview(title)
    map.addSubview(badge)
    badge.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      badge.topAnchor.constraint(equalTo: title.topAnchor),
    ])
    map.layoutIfNeeded()
    // Room: 393 − 16 − 8 − 16 = 353. Badge hugs at 251 > 250 → stays 40; title gets 313.
    #expect(title.frame == CGRect(x: 16, y: 100, width: 313, height: 20))
    #expect(badge.frame == CGRect(x: 337, y: 100, width: 40, height: 20))
    #expect(!title.hasAmbiguousLayout && !badge.hasAmbiguousLayout)
  }

  @Test("compression resistance: when space is short, the lower resistance gives way")
  func compressionDecidesWhoShrinks() {
    let map = makeMap()
    let title = StandInView(300, 20)
    let badge = StandInView(100, 20)
    map.addSubview(title)
    map.addSubview(badge)
    title.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: map.topAnchor),
      badge.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    // Room 353 < 300 + 100. Title resists at 749 < 750 → badge keeps 100, title 253.
    #expect(title.frame.width == 253)
    #expect(badge.frame == CGRect(x: 277, y: 0, width: 100, height: 20))
  }

  @Test("invalidateIntrinsicContentSize re-reads the size on the next pass")
  func intrinsicSizeInvalidation() {
    let map = makeMap()
    let logo = StandInView(80, 24)
    map.addSubview(logo)
    NSLayoutConstraint.activate([
      logo.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      logo.topAnchor.constraint(equalTo: map.topAnchor),
    ])
    map.layoutIfNeeded()
    #expect(logo.frame.size == CGSize(width: 80, height: 24))
    logo.contentSize = CGSize(width: 44, height: 44)
    map.layoutIfNeeded()
    #expect(logo.frame.size == CGSize(width: 44, height: 44))
  }

  @Test("priorities take no literals, as on iOS, so c.priority = 999 does not compile")
  func noLiteralConformances() {
    #expect(!(UILayoutPriority.self is any ExpressibleByIntegerLiteral.Type))
    #expect(!(UILayoutPriority.self is any ExpressibleByFloatLiteral.Type))
    // The iOS spelling: 999 as a raw value.
    #expect(UILayoutPriority(999).rawValue == 999)
  }
}
