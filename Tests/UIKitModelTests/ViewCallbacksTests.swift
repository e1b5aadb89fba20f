import Foundation
import Testing
import UIKitModel

/// Records UIKit's hierarchy callbacks in order.
@MainActor
private final class RecordingView: UIView {
  var events: [String] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    events.append("willMove(\(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() { events.append("didMove") }
  override func didAddSubview(_ subview: UIView) { events.append("didAdd") }
  override func willRemoveSubview(_ subview: UIView) { events.append("willRemove") }
}

@MainActor
@Suite("View callbacks and description")
struct ViewCallbacksTests {
  @Test("moving a view between superviews announces one move; removal announces nil")
  func hierarchyCallbacks() {
    let first = RecordingView()
    let second = RecordingView()
    let child = RecordingView()
    first.addSubview(child)
    second.addSubview(child)
    child.removeFromSuperview()
    #expect(
      child.events == [
        "willMove(view)", "didMove", "willMove(view)", "didMove",
        "willMove(nil)", "didMove",
      ])
    #expect(first.events == ["didAdd", "willRemove"])
    #expect(second.events == ["didAdd", "willRemove"])
  }

  @Test("a view prints with its hierarchy's stable fake address and its frame")
  func viewDescription() {
    let map = makeMap()
    let card = UIView(frame: CGRect(x: 16, y: 0.5, width: 200, height: 100))
    map.addSubview(card)
    #expect(map.description == "<UIView: 0x1; frame = (0 0; 393 852)>")
    #expect(card.description == "<UIView: 0x2; frame = (16 0.5; 200 100)>")
  }
}

@MainActor
@Suite("Inset and margin change callbacks")
struct InsetCallbackTests {
  final class Recorder: UIView {
    var events: [String] = []
    override func safeAreaInsetsDidChange() { events.append("safeArea \(safeAreaInsets.top)") }
    override func layoutMarginsDidChange() { events.append("margins \(layoutMargins.left)") }
  }

  @Test("safeAreaInsetsDidChange and layoutMarginsDidChange run when the values change")
  func callbacks() {
    let map = makeMap()
    let bar = Recorder(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    map.addSubview(bar)
    map.layoutIfNeeded()
    // The bar overlaps the map's 59-pt top band: top inset 59.
    #expect(bar.events == ["safeArea 59.0"])
    bar.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
    map.layoutIfNeeded()
    // Below the band now: top inset 0.
    #expect(bar.events == ["safeArea 59.0", "safeArea 0.0"])
    bar.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8)
    // Same values again: no call.
    bar.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 20, bottom: 8, trailing: 8)
    #expect(bar.events == ["safeArea 59.0", "safeArea 0.0", "margins 20.0"])
  }
}
