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
