import Foundation
import Testing
import UIKitModel

// An activated constraint enters the engine at once (NSLayoutConstraint.isActive: "Activating
// or deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view
// that is the closest common ancestor of the items managed by this constraint"), so swapping
// layouts by activating the new set before deactivating the old one meets the old set in the
// engine: UIKit logs "Unable to simultaneously satisfy constraints" and breaks the newcomer,
// which holds again once the old set is gone.

@MainActor
@Suite("Conflicts when they happen: activation enters the engine at once")
struct ActivationTimeConflictTests {
  /// A 10-pt-tall view pinned to the map's top leading corner, width set by the caller.
  private func pinnedView(in map: UIView) -> UIView {
    let view = makeAutoLayoutView()
    map.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    return view
  }

  @Test("activating the new width before deactivating the old one logs the conflict")
  func activateBeforeDeactivate() {
    let map = makeMap()
    let view = pinnedView(in: map)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    let new = view.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([new])
    NSLayoutConstraint.deactivate([old])
    map.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = map.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(map.layoutIssues)")
      return
    }
    #expect(map.layoutIssues.count == 1)
    #expect(conflict.mutuallyExclusive == [old, new])
    #expect(conflict.broken === new)
    // Both were in the engine when the conflict happened, so both print as active.
    #expect(conflict.descriptions.allSatisfy { $0.hasSuffix("(active)>") })
    // Once the old width left, the broken one holds: 200 wide.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
  }

  @Test("deactivating first swaps the layouts cleanly")
  func deactivateBeforeActivate() {
    let map = makeMap()
    let view = pinnedView(in: map)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    map.layoutIfNeeded()
    let new = view.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.deactivate([old])
    NSLayoutConstraint.activate([new])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
  }

  @Test("a conflict that comes and goes within one batch of callbacks is still logged")
  func transientConflictAmongSeveral() {
    let map = makeMap()
    let card = pinnedView(in: map)
    let compact = [card.widthAnchor.constraint(equalToConstant: 120)]
    let regular = [
      card.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0.5, constant: -46.5)
    ]
    NSLayoutConstraint.activate(compact)
    map.layoutIfNeeded()
    // Switch to the regular layout the wrong way round, then back the right way round.
    NSLayoutConstraint.activate(regular)
    NSLayoutConstraint.deactivate(compact)
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 1)
    // 393 / 2 − 46.5 = 150.
    #expect(card.frame.width == 150)
    NSLayoutConstraint.deactivate(regular)
    NSLayoutConstraint.activate(compact)
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 1)
    #expect(card.frame.width == 120)
  }

  @Test("an equal constraint activated before its twin is deactivated conflicts with nothing")
  func equalTwinsNeverConflict() {
    let map = makeMap()
    let view = pinnedView(in: map)
    let old = view.widthAnchor.constraint(equalToConstant: 100)
    old.isActive = true
    map.layoutIfNeeded()
    let twin = view.widthAnchor.constraint(equalToConstant: 100)
    twin.isActive = true
    old.isActive = false
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    #expect(view.frame.width == 100)
  }

  @Test("activating a layout before removing the view the old one hangs on logs the conflict")
  func activateBeforeRemovingTheView() {
    // The old layout puts the body under a 100-pt header; the new one puts it at the top. On a
    // device, removing the header deactivates `body.top == header.bottom`, but only then: the
    // new `body.top == map.top` entered the engine first (AL-UIK-010, AL-UIK-017).
    let map = makeMap()
    let header = makeAutoLayoutView()
    let body = makeAutoLayoutView()
    map.addSubview(header)
    map.addSubview(body)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: map.topAnchor),
      header.heightAnchor.constraint(equalToConstant: 100),
      header.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 50),
      body.topAnchor.constraint(equalTo: header.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      body.widthAnchor.constraint(equalToConstant: 20),
      body.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty)
    #expect(body.frame.minY == 100)
    // The wrong order: the new top first, then the header goes.
    body.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    header.removeFromSuperview()
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 1, "\(map.layoutIssues)")
    #expect(body.frame.minY == 0)
  }

  @Test("deactivating a constraint, then changing a constant it contradicted, logs nothing")
  func deactivateThenChangeConstant() {
    let map = makeMap()
    let badge = pinnedView(in: map)
    let width = badge.widthAnchor.constraint(equalToConstant: 40)
    let limit = badge.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
    NSLayoutConstraint.activate([width, limit])
    map.layoutIfNeeded()
    limit.isActive = false
    width.constant = 80
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty, "\(map.layoutIssues)")
    #expect(badge.frame.width == 80)
  }

  @Test("changing a constant, then deactivating what it contradicts, logs the whole set")
  func changeConstantThenDeactivate() throws {
    let map = makeMap()
    let badge = pinnedView(in: map)
    let width = badge.widthAnchor.constraint(equalToConstant: 40)
    let limit = badge.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
    NSLayoutConstraint.activate([width, limit])
    map.layoutIfNeeded()
    width.constant = 80
    limit.isActive = false
    map.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = map.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(map.layoutIssues)")
      return
    }
    // Both members, the one deactivated later included: 80 <= 50 has no solution.
    #expect(Set(conflict.mutuallyExclusive.map(ObjectIdentifier.init)) == [
      ObjectIdentifier(width), ObjectIdentifier(limit),
    ])
    #expect(badge.frame.width == 80)
  }
}

@MainActor
@Suite("A root view keeps the size its window gives it")
struct RootSizeConflictTests {
  @Test("when a resize meets a required app constraint, the app's constraint gives way")
  func resizeBreaksTheAppConstraint() throws {
    // Found by the independent trial: a departing prompt 385 wide, required to end inside the
    // map, met a map shrinking to 375, and the model broke the map's own width, laying every
    // view out 385 wide. The window lays its root out at the screen's size whatever the app
    // asks; the app's contradicting constraint is the one relaxed and logged.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let banner = makeAutoLayoutView()
    root.addSubview(banner)
    let insideRoot = banner.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    let marker = makeAutoLayoutView()
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      marker.topAnchor.constraint(equalTo: root.topAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    NSLayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      banner.topAnchor.constraint(equalTo: root.topAnchor),
      banner.widthAnchor.constraint(equalToConstant: 385),
      banner.heightAnchor.constraint(equalToConstant: 10),
      insideRoot,
    ])
    root.layoutIfNeeded()
    #expect(root.layoutIssues.isEmpty)
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 852)
    root.layoutIfNeeded()
    guard case .unsatisfiable(let conflict)? = root.layoutIssues.first else {
      Issue.record("expected an unsatisfiable issue, got \(root.layoutIssues)")
      return
    }
    #expect(conflict.broken === insideRoot)
    #expect(root.bounds.width == 375)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 385, height: 10))
    // Everything else is laid out in the 375-pt root: the marker ends at its trailing edge.
    #expect(marker.frame == CGRect(x: 365, y: 0, width: 10, height: 10))
  }

  /// A card built with its own constraints while detached enters the engine when it is added
  /// (its holder's `addConstraint` reaches the window's engine only then), not when its
  /// constraints were activated. So an old layout deactivated *before* the card is added has
  /// left the engine when a later resize of the map arrives: no conflict, as on a device. (The
  /// model once ordered the card's constraint by its activation time, kept the old layout in
  /// the engine until then, and logged a conflict between the old 300-pt width and the
  /// 200-pt map: found by a faulty delegate that re-adds the speed widget on rotation.)
  @Test("a subtree added after the old layout left brings no conflict with it")
  func detachedSubtreeEntersWhenAdded() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let old = [
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      view.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor),
      view.widthAnchor.constraint(equalToConstant: 300),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(old)
    map.layoutIfNeeded()
    // Built before the swap, while detached: its width is its own constraint.
    let card = makeAutoLayoutView()
    card.widthAnchor.constraint(equalToConstant: 50).isActive = true
    // The swap: old layout out, card in, new layout in, then the map narrows to 200 pt.
    NSLayoutConstraint.deactivate(old)
    map.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      card.topAnchor.constraint(equalTo: map.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: card.trailingAnchor),
      view.topAnchor.constraint(equalTo: map.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.frame = CGRect(x: 0, y: 0, width: 200, height: 852)
    map.layoutIfNeeded()
    #expect(map.layoutIssues.isEmpty, "\(map.layoutIssues)")
    #expect(card.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(view.frame == CGRect(x: 50, y: 0, width: 100, height: 10))
  }
}
