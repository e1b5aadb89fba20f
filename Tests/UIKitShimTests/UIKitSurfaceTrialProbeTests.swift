import Testing
import UIKit

/// UIKit uses an independent trial reached for that did not compile (issue 14), with the
/// values Apple documents.
@MainActor
@Suite struct UIKitSurfaceTrialProbeTests {
  /// UIInterfaceOrientation reference: `landscapeLeft` is the device's `landscapeRight` (home
  /// button on the left), and the other way round.
  @Test func theSceneReportsTheInterfaceOrientation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    let scene = window.windowScene
    #expect(scene === UIWindowScene.shared)
    let before = UIDevice.current.orientation
    let idiom = UIDevice.current.userInterfaceIdiom
    defer { UIDevice.current.configure(idiom: idiom, orientation: before) }
    UIDevice.current.configure(idiom: .phone, orientation: .landscapeLeft)
    #expect(scene?.interfaceOrientation == .landscapeRight)
    #expect(scene?.interfaceOrientation.isLandscape == true)
    UIDevice.current.configure(idiom: .phone, orientation: .portrait)
    #expect(scene?.interfaceOrientation == .portrait)
    #expect(UIInterfaceOrientation(UIDeviceOrientation.landscapeRight) == .landscapeLeft)
    #expect(UIInterfaceOrientation(UIDeviceOrientation.faceUp) == .unknown)
  }

  /// The iOS 9 form resolves against the application's direction; a forced attribute wins.
  @Test func layoutDirectionForAnAttribute() {
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified)
        == UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// `hasDifferentColorAppearance(comparedTo:)`: true when the interface style differs.
  @Test func colorAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
  }

  /// UIAccessibilityContentSizeCategoryImageAdjusting: off by default, stored.
  @Test func imageAdjustingIsStored() {
    let image = UIImageView(image: UIImage(systemName: "car.fill"))
    #expect(!image.adjustsImageSizeForAccessibilityContentSizeCategory)
    image.adjustsImageSizeForAccessibilityContentSizeCategory = true
    #expect(image.adjustsImageSizeForAccessibilityContentSizeCategory)
  }
}
