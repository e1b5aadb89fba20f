import Foundation
import Testing

@testable import UIKitModel

@MainActor
@Suite("Recycling equal constraints within a pass")
struct ConstraintRecyclingTests {
  /// A 100×50 view pinned at (10, 20) in a 393×852 map.
  private func pinned(_ view: UIView, in map: UIView, x: CGFloat = 10) -> [NSLayoutConstraint] {
    [
      view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 50),
    ]
  }

  @Test("deactivating a layout and activating an equal one keeps every solver constraint")
  func rebuildTouchesNothing() throws {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let first = pinned(view, in: map)
    NSLayoutConstraint.activate(first)
    map.layoutIfNeeded()
    let engine = try #require(map.rootState?.existingEngine)
    let before = engine.solver.constraints.map(ObjectIdentifier.init)
    NSLayoutConstraint.deactivate(first)
    NSLayoutConstraint.activate(pinned(view, in: map))
    map.layoutIfNeeded()
    #expect(engine.solver.constraints.map(ObjectIdentifier.init) == before)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("only the constraint that differs is replaced; the donor can come back later")
  func partialRebuildAndReturn() throws {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let first = pinned(view, in: map)
    NSLayoutConstraint.activate(first)
    map.layoutIfNeeded()
    let engine = try #require(map.rootState?.existingEngine)
    let before = engine.solver.constraints.map(ObjectIdentifier.init)
    NSLayoutConstraint.deactivate(first)
    let second = pinned(view, in: map, x: 30)
    NSLayoutConstraint.activate(second)
    map.layoutIfNeeded()
    let after = engine.solver.constraints.map(ObjectIdentifier.init)
    #expect(Set(after).subtracting(before).count == 1)
    #expect(view.frame == CGRect(x: 30, y: 20, width: 100, height: 50))
    // The first layout's constraints gave their solver constraints away; back they come.
    NSLayoutConstraint.deactivate(second)
    NSLayoutConstraint.activate(first)
    map.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(map.layoutIssues.isEmpty)
    #expect(engine.solver.constraints.count == before.count)
  }

  @Test("a broken constraint is not recycled: activating its equal logs the conflict again")
  func brokenIsNotRecycled() {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let fixed = view.widthAnchor.constraint(equalToConstant: 20)
    let clash = view.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([fixed, clash])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 1)
    NSLayoutConstraint.deactivate([clash])
    NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 40)])
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 2)
  }

  @Test("removing most constraints rebuilds the solver: same frames, no conflict logged again")
  func teardownRebuild() throws {
    let map = makeMap()
    let kept = makeAutoLayoutView()
    let leaving = makeAutoLayoutView()
    map.addSubview(kept)
    map.addSubview(leaving)
    let keep = pinned(kept, in: map)
    let clash = kept.widthAnchor.constraint(equalToConstant: 60)
    NSLayoutConstraint.activate(keep + [clash] + pinned(leaving, in: map, x: 200))
    let extra = (0..<6).map { leaving.heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat($0)) }
    NSLayoutConstraint.activate(extra)
    map.layoutIfNeeded()
    #expect(map.layoutIssues.count == 1)
    let engine = try #require(map.rootState?.existingEngine)
    let before = engine.solver.constraints.count
    leaving.removeFromSuperview()
    map.layoutIfNeeded()
    // The leaving view's 10 constraints and the engine's 2 size floors for it go.
    #expect(engine.solver.constraints.count == before - 12)
    #expect(kept.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(map.layoutIssues.count == 1)
    // With its partner gone, the relaxed width holds.
    NSLayoutConstraint.deactivate([keep[2]])
    map.layoutIfNeeded()
    #expect(kept.frame.width == 60)
  }
}
