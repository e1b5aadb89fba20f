import Foundation
import Testing
import UIKitModel

// System colours as the HIG lists them in light mode (sRGB 0–255), and HSB by the standard
// hexcone conversion: hue 0 is red, 1/3 green, 2/3 blue; saturation 0 is grey.

@MainActor
@Suite("System colours and HSB")
struct SystemColorTests {
  @Test func systemBlueIsTheHIGsValue() {
    #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(UIColor.secondaryLabel.alpha == 0.6)
    #expect(!UIColor.systemFill.isClear)
  }

  @Test func hueSaturationBrightness() {
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
    #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
    #expect(UIColor(hue: 0.4, saturation: 0, brightness: 0.5, alpha: 1) == .gray)
  }

  @Test func aDynamicColourResolvesForTheDefaultTraits() {
    let color = UIColor { traits in
      traits.preferredContentSizeCategory == .large ? .systemGreen : .systemRed
    }
    #expect(color == .systemGreen)
  }
}

// Accessibility properties are stored for app code (UIAccessibility reference: a plain view is
// not an accessibility element by default; standard controls and labels are).
@MainActor
@Suite("Accessibility properties")
struct AccessibilityPropertyTests {
  @Test func defaultsAndStorage() {
    let view = UIView()
    let label = UILabel()
    let button = UIButton(type: .system)
    #expect(!view.isAccessibilityElement)
    #expect(label.isAccessibilityElement)
    #expect(button.isAccessibilityElement)
    label.isAccessibilityElement = false
    label.accessibilityLabel = "Order 4821"
    label.accessibilityTraits = [.header, .staticText]
    #expect(!label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Order 4821")
    #expect(label.accessibilityTraits.rawValue == (1 << 16) | (1 << 6))
    #expect(!UIAccessibility.isReduceMotionEnabled)
  }
}

// Card styling app code writes (CALayer reference: shadowOpacity defaults to 0, shadowRadius
// to 3, shadowOffset to (0, -3), borderWidth to 0): stored, no frame moves.
@MainActor
@Suite("Layer styling")
struct LayerStylingTests {
  @Test func shadowsAndBordersAreStoredAndMoveNothing() {
    let map = makeMap()
    let card = makeAutoLayoutView()
    map.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 80),
    ])
    #expect(card.layer.shadowOpacity == 0)
    #expect(card.layer.shadowRadius == 3)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: -3))
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 8
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemGray4.cgColor
    card.layer.cornerCurve = .continuous
    map.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 100, width: 200, height: 80))
    #expect(card.layer.shadowOpacity == 0.2)
    #expect(card.layer.borderColor == UIColor.systemGray4.cgColor)
  }
}
