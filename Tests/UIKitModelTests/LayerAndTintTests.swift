import Foundation
import Testing
import UIKitModel

// Layers follow their views; tint is inherited down the hierarchy (Apple, `tintColor`: "the
// first non-default tint color value in the view's hierarchy, ascending from and starting
// with the view itself"; system blue when none), `tintColorDidChange()` runs on the view set
// and the subviews that inherit; appearance proxies apply to matching views when they join a
// hierarchy, never over values set on the view itself.

/// Counts `tintColorDidChange()` calls.
private final class TintRecordingView: UIView {
  var changes = 0
  override func tintColorDidChange() { changes += 1 }
}

/// A container type for appearance proxies.
private final class PromptCard: UIView {}

@MainActor
@Suite("CALayer, tint and appearance")
struct LayerAndTintTests {
  @Test("a view's layer follows it; app layers keep their own geometry")
  func layerGeometry() {
    let map = makeMap()
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
    map.addSubview(card)
    #expect(card.layer.bounds == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(card.layer.position == CGPoint(x: 116, y: 140))
    card.alpha = 0.5
    #expect(card.layer.opacity == 0.5)
    card.layer.opacity = 1
    #expect(card.alpha == 1)
    let shadow = CALayer()
    shadow.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    #expect(shadow.position == CGPoint(x: 20, y: 20))
    card.layer.addSublayer(shadow)
    #expect(shadow.superlayer === card.layer)
    let icon = UIView()
    card.addSubview(icon)
    #expect(card.layer.sublayers?.count == 2)
    shadow.removeFromSuperlayer()
    #expect(card.layer.sublayers?.count == 1)
    #expect(shadow.superlayer == nil)
    card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
    #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 80))
    card.layer.masksToBounds = true
    #expect(card.layer.masksToBounds)
  }

  @Test("presentation layer and animation keys mid-animation")
  func presentationLayer() {
    let map = makeMap()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    map.addSubview(card)
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
      card.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
      card.alpha = 0
    }
    map.animationClock.advance(by: 0.1)
    let shown = card.layer.presentation()
    #expect(shown?.frame == CGRect(x: 25, y: 0, width: 100, height: 100))
    #expect(shown?.opacity == 0.75)
    #expect(card.layer.model() === card.layer)
    #expect(card.layer.animationKeys() == ["position", "opacity"])
    let move = card.layer.animation(forKey: "position") as? CABasicAnimation
    #expect(move?.keyPath == "position")
    #expect(move?.duration == 0.4)
    card.layer.removeAllAnimations()
    #expect(card.layer.animationKeys() == nil)
    #expect(card.layer.presentation()?.opacity == 0)
  }

  @Test("tint is inherited, overridden and dimmed; changes are announced")
  func tintInheritance() {
    let root = makeMap()
    let child = TintRecordingView()
    let grandchild = TintRecordingView()
    let own = TintRecordingView()
    root.addSubview(child)
    child.addSubview(grandchild)
    child.addSubview(own)
    #expect(child.tintColor == UIColor.systemBlue)
    own.tintColor = .systemGreen
    #expect(own.changes == 1)
    root.tintColor = .systemRed
    #expect(child.tintColor == UIColor.systemRed)
    #expect(grandchild.tintColor == UIColor.systemRed)
    #expect(own.tintColor == UIColor.systemGreen)
    #expect(child.changes == 1 && grandchild.changes == 1 && own.changes == 1)
    root.tintColor = nil
    #expect(grandchild.tintColor == UIColor.systemBlue)
    #expect(grandchild.changes == 2)
    // Moving under a tinted view announces the new tint.
    let tinted = UIView()
    tinted.tintColor = .systemOrange
    root.addSubview(tinted)
    tinted.addSubview(grandchild)
    #expect(grandchild.tintColor == UIColor.systemOrange)
    #expect(grandchild.changes == 3)
    // Dimmed: inherited mode; grey of luminance 0.299·r + 0.587·g + 0.114·b.
    child.tintAdjustmentMode = .dimmed
    #expect(own.tintAdjustmentMode == .dimmed)
    #expect(root.tintAdjustmentMode == .normal)
    let green = UIColor.systemGreen
    let grey = 0.299 * green.red + 0.587 * green.green + 0.114 * green.blue
    #expect(own.tintColor == UIColor(white: grey, alpha: 1))
    #expect(own.changes == 2)
  }

  @Test("appearance proxies apply on joining, never over the view's own values")
  func appearanceProxies() {
    defer { UIAppearanceProxy.removeAll() }
    TintRecordingView.appearance().tintColor = .systemPurple
    TintRecordingView.appearance(whenContainedInInstancesOf: [PromptCard.self]).tintColor =
      .systemTeal
    UIView.appearance(whenContainedInInstancesOf: [PromptCard.self]).backgroundColor = .white
    let map = makeMap()
    let loose = TintRecordingView()
    map.addSubview(loose)
    #expect(loose.tintColor == UIColor.systemPurple)
    #expect(loose.backgroundColor == nil)
    let card = PromptCard()
    let icon = TintRecordingView()
    card.addSubview(icon)
    let mine = TintRecordingView()
    mine.backgroundColor = .black
    card.addSubview(mine)
    map.addSubview(card)
    #expect(icon.tintColor == UIColor.systemTeal)  // more containers win
    #expect(icon.backgroundColor == UIColor.white)
    #expect(mine.backgroundColor == UIColor.black)  // the view's own value wins
    #expect(card.backgroundColor == nil)  // a card is not inside a card
  }

  @Test("colour gaps: dynamic provider, HSB, white, cgColor, override style")
  func colours() {
    let dynamic = UIColor { _ in .systemRed }
    #expect(dynamic.resolvedColor(with: UITraitCollection(preferredContentSizeCategory: .large)) == UIColor.systemRed)
    // Hue 0.5 (180°) at full saturation and brightness is cyan: sector 3 gives (p, q, v) = (0, 1, 1).
    #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == UIColor.cyan)
    #expect(UIColor(white: 0.5, alpha: 0.5).withAlphaComponent(1) == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor.red.cgColor.alpha == 1)
    #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6))
    #expect(UIColor.darkText == UIColor.black)
    let view = UIView()
    #expect(view.overrideUserInterfaceStyle == .unspecified)
    view.overrideUserInterfaceStyle = .dark
    #expect(view.overrideUserInterfaceStyle == .dark)
    #expect(view.contentMode == .scaleToFill)
  }
}
