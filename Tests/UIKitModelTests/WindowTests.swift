import Foundation
import Testing
import UIKitModel

// UIWindow (Apple: a view's `window` is "the receiver's window object, or nil if it has
// none"; didMoveToWindow() "tells the view that its window object changed", and UIKit calls
// it on every view of the moved subtree). The model keeps each direct subview of a window the
// root of its own layout engine (AL-UIK-058), so a view lays out the same in a window as
// standing alone with the window's environment.

@MainActor
@Suite("Windows: window, didMoveToWindow, safe area from the window")
struct WindowTests {
  final class WindowLog: UIView {
    var name = ""
    var sink: ((String) -> Void)?
    override func willMove(toWindow newWindow: UIWindow?) {
      sink?("\(name).willMove(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() {
      sink?("\(name).didMove(\(window == nil ? "nil" : "window"))")
    }
  }

  @Test func aSubtreeEnteringAndLeavingAWindowIsToldSuperviewsFirst() {
    var entries: [String] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let map = WindowLog(frame: window.bounds)
    let card = WindowLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    map.name = "map"
    card.name = "card"
    map.sink = { entries.append($0) }
    card.sink = { entries.append($0) }
    map.addSubview(card)
    #expect(entries.isEmpty)
    #expect(card.window == nil)
    window.addSubview(map)
    #expect(card.window === window && map.window === window && window.window === window)
    #expect(entries == [
      "map.willMove(window)", "card.willMove(window)", "map.didMove(window)", "card.didMove(window)",
    ])
    entries.removeAll()
    // Moving inside the same window is no window change.
    let holder = UIView(frame: window.bounds)
    map.addSubview(holder)
    holder.addSubview(card)
    #expect(entries.isEmpty)
    card.removeFromSuperview()
    #expect(entries == ["card.willMove(nil)", "card.didMove(nil)"])
    #expect(card.window == nil)
  }

  /// The same constraints give the same frames in a window as standing alone; the safe area
  /// is the window's.
  @Test func aViewInAWindowLaysOutAsStandingAlone() {
    let environment = LayoutEnvironment(
      scale: 3, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    func build(_ root: UIView) -> UIView {
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        card.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        card.heightAnchor.constraint(equalToConstant: 100),
      ])
      return card
    }
    let alone = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    alone.layoutEnvironment = environment
    let aloneCard = build(alone)
    alone.layoutIfNeeded()

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.layoutEnvironment = environment
    let map = UIView(frame: window.bounds)
    window.addSubview(map)
    let card = build(map)
    window.layoutIfNeeded()
    // 852 − 34 − 100 = 718; 393 − 32 = 361.
    #expect(aloneCard.frame == CGRect(x: 16, y: 718, width: 361, height: 100))
    #expect(card.frame == aloneCard.frame)
    #expect(map.safeAreaInsets == window.safeAreaInsets)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The window resizes the view that fills it.
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(map.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
  }
}
