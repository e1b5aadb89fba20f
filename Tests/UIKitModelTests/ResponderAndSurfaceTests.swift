import Foundation
import Testing
import UIKitModel

// UIKit surface real delegates use, each value from Apple's reference: `UIResponder.next` ("The
// UIView class implements this method by returning the UIViewController object that manages
// it (if it has one) or its superview (if it doesn't). The UIViewController class implements
// the method by returning its view's superview. The UIWindow class returns the application
// object. The shared UIApplication object normally returns nil"); `UITraitCollection()` (no
// trait specified); `UIView.appearance()` (UIAppearance: a value applies to views when they
// enter a window, a value set on the view itself wins); `exchangeSubview(at:withSubviewAt:)`
// (swaps two entries of `subviews`); `contentScaleFactor` ("the default value is the scale
// factor associated with the screen"); `NSLayoutConstraint.shouldBeArchived` (false by
// default); `UILayoutGuide.constraintsAffectingLayout(for:)`.

@MainActor
@Suite("Responder chain and everyday surface")
struct ResponderAndSurfaceTests {
  /// A view that draws: overriding `draw(_:)` compiles; the model never calls it.
  private final class Gauge: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
  }

  @Test("next runs view → its controller → the controller view's superview → … → app → nil")
  func responderChain() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let container = UIView()
    window.addSubview(container)
    let controller = UIViewController()
    container.addSubview(controller.view)
    let card = UIView()
    controller.view.addSubview(card)
    #expect(card.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === container)
    #expect(container.next === window)
    #expect(window.next === UIApplication.shared)
    #expect(UIApplication.shared.next == nil)
    // The app-code idiom: walk up to the owning view controller.
    var responder: UIResponder? = card
    while let current = responder, !(current is UIViewController) { responder = current.next }
    #expect(responder === controller)
  }

  /// A view that takes first-responder status, as a text field does.
  private final class Field: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }

  @Test("a plain responder cannot become first responder; endEditing resigns a subview's")
  func firstResponder() {
    let view = UIView()
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
    #expect(view.resignFirstResponder())
    let map = makeMap()
    let field = Field()
    map.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(map.endEditing(false))
    #expect(!field.isFirstResponder)
  }

  @Test("UITraitCollection() specifies no trait")
  func emptyTraits() {
    let traits = UITraitCollection()
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.displayScale == 0)
  }

  @Test("UIView.appearance().semanticContentAttribute applies on joining, not over the view's own")
  func appearanceSemanticContentAttribute() {
    defer { UIAppearanceProxy.removeAll() }
    UIView.appearance().semanticContentAttribute = .forceRightToLeft
    let map = makeMap()
    let joined = UIView()
    map.addSubview(joined)
    #expect(joined.semanticContentAttribute == .forceRightToLeft)
    #expect(joined.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let own = UIView()
    own.semanticContentAttribute = .forceLeftToRight
    map.addSubview(own)
    #expect(own.semanticContentAttribute == .forceLeftToRight)
  }

  @Test("exchangeSubview swaps two entries of subviews")
  func exchangeSubviews() {
    let map = makeMap()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { map.addSubview(view) }
    map.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(map.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    map.exchangeSubview(at: 0, withSubviewAt: 7)  // out of range: nothing
    #expect(map.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
  }

  @Test("drawing, snapshots and the content scale factor")
  func drawingSurface() {
    let map = makeMap()  // scale 3
    let gauge = Gauge(frame: CGRect(x: 10, y: 20, width: 120, height: 40))
    map.addSubview(gauge)
    gauge.setNeedsDisplay()
    gauge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    map.layoutIfNeeded()
    #expect(gauge.draws == 0)
    #expect(gauge.contentScaleFactor == 3)
    gauge.contentScaleFactor = 2
    #expect(gauge.contentScaleFactor == 2)
    let snapshot = gauge.snapshotView(afterScreenUpdates: false)
    #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
  }

  @Test("shouldBeArchived is false by default; a guide lists the constraints on it")
  func constraintExtras() {
    let map = makeMap()
    let guide = UILayoutGuide()
    map.addLayoutGuide(guide)
    let leading = guide.leadingAnchor.constraint(equalTo: map.leadingAnchor)
    let height = guide.heightAnchor.constraint(equalToConstant: 10)
    #expect(!leading.shouldBeArchived)
    NSLayoutConstraint.activate([leading, height])
    // The app's among them (the root's own pins, UIKit's, may be listed too).
    let horizontal = guide.constraintsAffectingLayout(for: .horizontal).filter(\.source.isApp)
    let vertical = guide.constraintsAffectingLayout(for: .vertical).filter(\.source.isApp)
    #expect(horizontal.map(ObjectIdentifier.init) == [ObjectIdentifier(leading)])
    #expect(vertical.map(ObjectIdentifier.init) == [ObjectIdentifier(height)])
    #expect(UILayoutGuide().constraintsAffectingLayout(for: .horizontal).isEmpty)
  }
}
