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
