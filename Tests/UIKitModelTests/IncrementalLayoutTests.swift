import Foundation
import Testing

@testable import UIKitModel

@MainActor
@Suite("Incremental re-solving")
struct IncrementalLayoutTests {
  @Test("changing one constant replaces one solver constraint and keeps the rest")
  func oneConstantOneConstraint() throws {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.startGuidance()
    layout.map.layoutIfNeeded()
    let engine = try #require(layout.map.rootState?.existingEngine)
    let before = engine.solver.constraints.map(ObjectIdentifier.init)
    let bottom = try #require(
      layout.map.constraints.first {
        $0.firstItem === layout.etaCard && $0.firstAttribute == .bottom
      })
    bottom.constant = -10
    layout.map.layoutIfNeeded()
    let after = engine.solver.constraints.map(ObjectIdentifier.init)
    #expect(after.count == before.count)
    #expect(Set(after).subtracting(before).count == 1)
    // ETA card 10 pt higher: 762 − 10; the guide follows to 752, the logo to 728.
    #expect(layout.etaCard.frame.minY == 752)
    #expect(layout.logo.frame.minY == 728)
  }

  @Test("a pass with nothing changed leaves the solver untouched")
  func idlePass() throws {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.map.layoutIfNeeded()
    let engine = try #require(layout.map.rootState?.existingEngine)
    let before = engine.solver.constraints.map(ObjectIdentifier.init)
    layout.map.setNeedsLayout()
    layout.map.layoutIfNeeded()
    #expect(engine.solver.constraints.map(ObjectIdentifier.init) == before)
  }

  @Test("same operations, same log text: addresses are numbered per root by first print")
  func deterministicText() {
    func run() -> [String] {
      let map = makeMap()
      let view = makeAutoLayoutView()
      map.addSubview(view)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 20),
        view.widthAnchor.constraint(equalToConstant: 40),
      ])
      map.layoutIfNeeded()
      map.recordAmbiguousLayout()
      return map.layoutIssues.map(\.description)
    }
    let first = run()
    #expect(first.count == 2)
    #expect(first == run())
  }

  @Test("a subtree laid out by a second engine and back: a reactivated constraint is solved")
  func constraintReactivatedAfterSubtreeMoved() {
    // The map's engine and then the panel's own engine both install `inset`; once the map's
    // lets go, toggling `inset` in the panel's engine must not find a stale record of it.
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = StandInView(50, 20)
    panel.addSubview(label)
    let inset = label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12)
    NSLayoutConstraint.activate([inset, label.topAnchor.constraint(equalTo: panel.topAnchor)])
    map.addSubview(panel)
    map.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 12, y: 0, width: 50, height: 20))
    panel.removeFromSuperview()
    panel.layoutIfNeeded()
    map.layoutIfNeeded()
    inset.isActive = false
    panel.layoutIfNeeded()
    inset.isActive = true
    panel.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 12, y: 0, width: 50, height: 20))
  }
}
