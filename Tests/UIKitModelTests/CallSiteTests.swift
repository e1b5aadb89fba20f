import Testing
import Foundation
import UIKitModel

// Where a constraint was made (`CallSite`, `NSLayoutConstraint.source`) and which constraints
// placed a view (`placingConstraints(for:)`), on systems small enough to solve by hand. The
// map is makeMap()'s 393 × 852 root with safe-area insets (59, 0, 34, 0).
@MainActor
@Suite("Call sites and the constraints that placed a view")
struct CallSiteTests {
  @Test("each way app code makes a constraint records the line of the call")
  func factoriesRecordTheLine() {
    let map = makeMap()
    let card = makeAutoLayoutView()
    let addedLine = #line + 1
    map.addSubview(card)
    let anchorLine = #line + 1
    let top = card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor, constant: 8)
    let itemLine = #line + 1
    let height = NSLayoutConstraint(
      item: card, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 120)
    let formatLine = #line + 1
    let format = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-16-[card]-16-|", metrics: nil, views: ["card": card])
    #expect(top.callSite == CallSite(fileID: #fileID, line: UInt(anchorLine)))
    #expect(height.callSite?.line == itemLine)
    #expect(format.count == 2)
    #expect(format.allSatisfy { $0.callSite?.line == formatLine })
    #expect(top.source.description == "CallSiteTests.swift:\(anchorLine)")
    #expect(top.source.isApp && height.source.isApp)
    #expect(card.addedAt?.line == addedLine)
  }

  // Worked by hand: the card's y is the safe area's top (59) + 8 = 67 and its height 120, so
  // vertically the frame moves with `top`, `height` and UIKit's safe-area edge; `unrelated`
  // places another view and must not be listed. Horizontally `leading` and `width` decide.
  @Test("the constraints that placed a view: the app's with their lines, and UIKit's named")
  func placingConstraintsOfACard() {
    let map = makeMap()
    let card = makeAutoLayoutView()
    let other = makeAutoLayoutView()
    map.addSubview(card)
    map.addSubview(other)
    let top = card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor, constant: 8)
    let height = card.heightAnchor.constraint(equalToConstant: 120)
    let leading = card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16)
    let width = card.widthAnchor.constraint(equalToConstant: 200)
    let unrelated = other.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8)
    NSLayoutConstraint.activate([top, height, leading, width, unrelated])
    map.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 67, width: 200, height: 120))
    let vertical = card.placingConstraints(for: .vertical)
    let app = vertical.filter { $0.constraint.source.isApp }
    #expect(
      app.map { ObjectIdentifier($0.constraint) } == [top, height].map(ObjectIdentifier.init))
    #expect(app.allSatisfy { $0.state == .holds && $0.namesItem })
    let uikit = vertical.filter { !$0.constraint.source.isApp }.map(\.constraint.source)
    #expect(uikit.contains { $0.maker == .uikit && $0.what == "UIViewSafeAreaLayoutGuide-top" })
    #expect(!vertical.contains { $0.constraint === unrelated })
    let horizontal = card.placingConstraints(for: .horizontal).filter { $0.constraint.source.isApp }
    #expect(
      horizontal.map { ObjectIdentifier($0.constraint) }
        == [leading, width].map(ObjectIdentifier.init))
    // The other view's y moves with the card's top and height too, and with `unrelated`.
    let otherApp = other.placingConstraints(for: .vertical).filter { $0.constraint.source.isApp }
    #expect(
      otherApp.map { ObjectIdentifier($0.constraint) }
        == [top, height, unrelated].map(ObjectIdentifier.init))
    #expect(otherApp.map(\.namesItem) == [false, false, true])
  }

  // A required width of 100 and another of 200 cannot both hold: UIKit breaks one ("Will
  // attempt to recover by breaking constraint") and the frame follows the other. An optional
  // width of 50 @750 under a required 100 is not met.
  @Test("a broken constraint and an unmet optional one are marked, and listed after")
  func brokenAndUnmet() {
    let map = makeMap()
    let card = makeAutoLayoutView()
    map.addSubview(card)
    let first = card.widthAnchor.constraint(equalToConstant: 100)
    let second = card.widthAnchor.constraint(equalToConstant: 200)
    let optional = card.widthAnchor.constraint(equalToConstant: 50)
    optional.priority = .defaultHigh
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor), first, second, optional,
      card.topAnchor.constraint(equalTo: map.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    let placing = card.placingConstraints(for: .horizontal)
    func state(_ constraint: NSLayoutConstraint) -> PlacingConstraint.State? {
      placing.first { $0.constraint === constraint }?.state
    }
    let states = [state(first), state(second)]
    #expect(states.filter { $0 == .broken }.count == 1)
    #expect(states.filter { $0 == .holds }.count == 1)
    let holding = state(first) == .holds ? first : second
    #expect(card.frame.width == holding.constant)
    #expect(state(optional) == .notSatisfied)
    #expect(placing.last?.state != .holds)
    #expect(!card.constraintsAffectingLayout(for: .horizontal).contains { $0 === optional })
  }

  @Test("a stack view's constraints name the line that arranged the view")
  func stackArrangement() {
    let map = makeMap()
    let title = UILabel()
    title.text = "Order 4711"
    let arrangedLine = #line + 1
    let stack = UIStackView(arrangedSubviews: [title])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
    ])
    map.layoutIfNeeded()
    let made = title.placingConstraints(for: .vertical).map(\.constraint.source)
      .filter { $0.what?.hasPrefix("UIStackView") == true }
    #expect(!made.isEmpty)
    #expect(made.allSatisfy { $0.maker == .uikit && $0.callSite?.line == arrangedLine })
    #expect(title.addedAt?.line == arrangedLine)
  }

  @Test("a view left with translatesAutoresizingMaskIntoConstraints names its addSubview line")
  func autoresizingNamesTheAddition() {
    let map = makeMap()
    let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    let addedLine = #line + 1
    map.addSubview(badge)
    map.layoutIfNeeded()
    let sources = badge.placingConstraints(for: .horizontal).map(\.constraint.source)
    #expect(!sources.isEmpty)
    #expect(sources.allSatisfy { $0.maker == .uikit })
    #expect(
      sources.contains {
        $0.what?.hasPrefix("autoresizing mask") == true && $0.callSite?.line == addedLine
      })
  }

  @Test("a guide's placing constraints, and the line that added it")
  func guide() {
    let map = makeMap()
    let guide = UILayoutGuide()
    let addedLine = #line + 1
    map.addLayoutGuide(guide)
    let leading = guide.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20)
    let width = guide.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([leading, width])
    map.layoutIfNeeded()
    #expect(guide.layoutFrame.minX == 20)
    #expect(
      guide.placingConstraints(for: .horizontal).filter { $0.constraint.source.isApp }
        .map { ObjectIdentifier($0.constraint) } == [leading, width].map(ObjectIdentifier.init))
    #expect(guide.addedAt?.line == addedLine)
  }
}
