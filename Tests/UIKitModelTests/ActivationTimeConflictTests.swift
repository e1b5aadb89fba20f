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
}
