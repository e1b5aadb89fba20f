public import Foundation

/// The device's display: UIKit's `UIScreen`. The SDK simulator configures ``main`` for the
/// running case (CONFORMANCE.md AL-UIK-058), as the device a case runs on.
///
/// ``bounds`` follows the interface orientation, as UIKit's has since iOS 8 (an iPhone 15 held
/// sideways reports 852×393); it is the whole screen, also when the app's window is a Split
/// View or Stage Manager window (read ``UIView/window``'s bounds for that).
///
/// ```swift
/// let screen = UIScreen.main
/// print(screen.bounds.size, screen.scale)  // (393.0, 852.0) 3.0 on an iPhone 15, upright
/// ```
@preconcurrency @MainActor
public final class UIScreen: NSObject, UITraitEnvironment {
  /// The device's screen (the model has one).
  public static let main = UIScreen()

  /// The screen in the current interface orientation, in points; origin zero.
  @exclusivity(unchecked)
  public private(set) var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// Pixels per point.
  @exclusivity(unchecked) public private(set) var scale: CGFloat = 3
  /// The screen's own pixels per point; the model's screens have no display zoom, so this is
  /// ``scale``.
  public var nativeScale: CGFloat { scale }
  /// The screen in pixels, portrait-up whatever the orientation, as UIKit's `nativeBounds`.
  public var nativeBounds: CGRect {
    let width = min(bounds.width, bounds.height) * scale
    let height = max(bounds.width, bounds.height) * scale
    return CGRect(x: 0, y: 0, width: width, height: height)
  }
  /// The screen's traits: the full-screen window's (idiom, size classes, scale).
  @exclusivity(unchecked)
  public private(set) var traitCollection = UITraitCollection(environment: LayoutEnvironment())

  override private init() {}

  /// Sets the screen for the running case: size in the current orientation and the traits
  /// of a full-screen window on it. Model-only API (the simulator calls it).
  public func configure(bounds size: CGSize, scale: CGFloat, traits: LayoutEnvironment) {
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
    traitCollection = UITraitCollection(environment: traits)
  }
}
