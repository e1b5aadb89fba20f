import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("Hierarchy, autoresizing and activation")
struct HierarchyTests {
  @Test("removeFromSuperview deactivates constraints to the outside and keeps inner ones")
  func removalDeactivatesOutsideConstraints() {
    let map = makeMap()
    let container = makeAutoLayoutView()
    let child = makeAutoLayoutView()
    map.addSubview(container)
    container.addSubview(child)
    let outer = container.topAnchor.constraint(equalTo: map.topAnchor)
    let crossing = child.leadingAnchor.constraint(equalTo: map.leadingAnchor)
    let inner = child.widthAnchor.constraint(equalTo: container.widthAnchor)
    NSLayoutConstraint.activate([outer, crossing, inner])
    #expect(map.constraints == [outer, crossing])
    #expect(container.constraints == [inner])
    container.removeFromSuperview()
    #expect(!outer.isActive && !crossing.isActive)
    #expect(inner.isActive)
    #expect(map.constraints.isEmpty)
  }

  @Test("a constraint is installed on the closest common ancestor")
  func installation() {
    let map = makeMap()
    let a = makeAutoLayoutView()
    let b = makeAutoLayoutView()
    let inner = makeAutoLayoutView()
    map.addSubview(a)
    map.addSubview(b)
    a.addSubview(inner)
    let own = inner.widthAnchor.constraint(equalToConstant: 3)
    let parent = inner.topAnchor.constraint(equalTo: a.topAnchor)
    let cousins = inner.topAnchor.constraint(equalTo: b.topAnchor)
    NSLayoutConstraint.activate([own, parent, cousins])
    #expect(inner.constraints == [own])
    #expect(a.constraints == [parent])
    #expect(map.constraints == [cousins])
  }

  @Test("autoresizing: a flexible-width view follows its superview's growth")
  func flexibleWidth() {
    let map = makeMap()
    let panel = makeAutoLayoutView()
    map.addSubview(panel)
    let width = panel.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      width, panel.heightAnchor.constraint(equalToConstant: 50),
      panel.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      panel.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
    ])
    map.layoutIfNeeded()
    let bar = UIView(frame: CGRect(x: 10, y: 5, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    panel.addSubview(bar)
    map.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 10, y: 5, width: 180, height: 20))
    width.constant = 300
    map.layoutIfNeeded()
    // Superview grew by 100; the width is the only flexible part: 180 + 100.
    #expect(bar.frame == CGRect(x: 10, y: 5, width: 280, height: 20))
  }

  @Test("autoresizing: a flexible left margin keeps the view on the right after a resize")
  func flexibleLeftMargin() {
    let map = makeMap()
    let button = UIView(frame: CGRect(x: 333, y: 100, width: 60, height: 60))
    button.autoresizingMask = [.flexibleLeftMargin]
    map.addSubview(button)
    map.layoutIfNeeded()
    map.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    map.layoutIfNeeded()
    // Width 393 → 852: the left margin takes all 459 points: 333 + 459 = 792.
    #expect(button.frame == CGRect(x: 792, y: 100, width: 60, height: 60))
  }

  @Test("frames are rounded to the pixel grid of the screen scale")
  func pixelRounding() {
    let map = makeMap()
    let thirds = makeAutoLayoutView()
    map.addSubview(thirds)
    NSLayoutConstraint.activate([
      thirds.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10.1),
      thirds.topAnchor.constraint(equalTo: map.topAnchor),
      thirds.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0.25),
      thirds.heightAnchor.constraint(equalToConstant: 1),
    ])
    map.layoutIfNeeded()
    // Scale 3: 10.1 → 30.3 px → 30 px = 10; right edge 10.1 + 98.25 = 108.35 → 325.05 px →
    // 325 px = 108.333…; width 98.333….
    #expect(thirds.frame.minX == 10)
    #expect(abs(thirds.frame.maxX - 325.0 / 3) < 1e-9)
  }

  @Test("a forced-LTR view pinned to an RTL screen follows the screen's direction")
  func constraintDirectionFromCommonAncestor() {
    let map = makeMap(.rightToLeft)
    let player = makeAutoLayoutView()
    player.semanticContentAttribute = .playback
    map.addSubview(player)
    NSLayoutConstraint.activate([
      player.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      player.topAnchor.constraint(equalTo: map.topAnchor),
      player.widthAnchor.constraint(equalToConstant: 100),
      player.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    // The constraint belongs to the map (RTL): both leadings are right edges and +16 points
    // toward trailing (left): player.maxX = 393 − 16 = 377, minX = 377 − 100 = 277.
    #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(player.frame == CGRect(x: 277, y: 0, width: 100, height: 10))
  }

  @Test("a forced-RTL bar pinned to an LTR root keeps its place")
  func forcedRightToLeftBarDoesNotFlip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let bar = makeAutoLayoutView()
    bar.semanticContentAttribute = .forceRightToLeft
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    // Installed on the LTR root: minX = 0 + 16; maxX = 393 − 16 = 377; width 377 − 16 = 361.
    #expect(bar.frame == CGRect(x: 16, y: 100, width: 361, height: 44))
    #expect(root.layoutIssues.isEmpty)
  }

  @Test("subviews pinned to a forced-RTL container flip with it")
  func subviewsOfForcedRightToLeftContainerFlip() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let container = makeAutoLayoutView()
    container.semanticContentAttribute = .forceRightToLeft
    let icon = makeAutoLayoutView()
    root.addSubview(container)
    container.addSubview(icon)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 44),
      icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      icon.topAnchor.constraint(equalTo: container.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 24),
      icon.heightAnchor.constraint(equalToConstant: 24),
    ])
    root.layoutIfNeeded()
    // container: LTR root, minX 16, width 200. icon: installed on the RTL container, so its
    // right edge sits 8 inside the container's right: 200 − 8 = 192 in container space,
    // minX 192 − 24 = 168.
    #expect(container.frame == CGRect(x: 16, y: 0, width: 200, height: 44))
    #expect(icon.frame == CGRect(x: 168, y: 0, width: 24, height: 24))
  }
}
