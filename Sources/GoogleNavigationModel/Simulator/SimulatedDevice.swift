public import Foundation
public import UIKitModel

/// The device a simulated map runs on, beyond its window: idiom, full screen and how it is
/// held. The simulator installs the map in a `UIWindow` the size of ``SimulatedScreen/size``
/// on this device's screen, and configures `UIScreen.main`, `UIDevice.current` and
/// `UIApplication.shared` from it (CONFORMANCE.md AL-UIK-058). Model-only API.
///
/// ```swift
/// let pad = SimulatedDevice(
///   idiom: .pad, portraitScreenSize: CGSize(width: 834, height: 1194), orientation: .landscapeLeft)
/// print(pad.screenSize)  // (1194.0, 834.0)
/// ```
public struct SimulatedDevice: Hashable, Sendable {
  /// Phone, pad, or unspecified for a free size.
  public var idiom: UIUserInterfaceIdiom
  /// The whole screen held upright, in points.
  public var portraitScreenSize: CGSize
  /// How the device is held.
  public var orientation: UIDeviceOrientation

  /// Creates a device.
  public init(idiom: UIUserInterfaceIdiom, portraitScreenSize: CGSize, orientation: UIDeviceOrientation) {
    self.idiom = idiom
    self.portraitScreenSize = portraitScreenSize
    self.orientation = orientation
  }

  /// A device whose screen is exactly `screen`'s window (a free size, or a test's screen):
  /// idiom unspecified, held upright unless the window is wider than tall.
  public init(fillingScreen screen: SimulatedScreen) {
    let size = screen.size
    let landscape = size.width > size.height
    self.init(
      idiom: .unspecified,
      portraitScreenSize: landscape ? CGSize(width: size.height, height: size.width) : size,
      orientation: landscape ? .landscapeLeft : .portrait)
  }

  /// The screen in the current orientation, in points (`UIScreen.main.bounds.size`).
  public var screenSize: CGSize {
    let portrait = portraitScreenSize
    return orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }

  /// The device after the app's window became `windowSize`, in points: a resize is a
  /// rotation when the window no longer fits the screen as held. On a phone (and a free
  /// size) the window is the screen, so its aspect tells the orientation; an iPad window is
  /// upright when it is as tall as the upright screen (Split View keeps the screen's height;
  /// Stage Manager windows are drawn on a landscape screen). A rotation to landscape keeps
  /// the landscape side the device was in, else takes `.landscapeLeft` (a model choice: the
  /// resize event does not say which).
  public func resized(to windowSize: CGSize) -> SimulatedDevice {
    var device = self
    let landscape: Bool
    switch idiom {
    case .pad: landscape = windowSize.height != portraitScreenSize.height
    case .unspecified:
      landscape = windowSize.width > windowSize.height
      device.portraitScreenSize =
        landscape ? CGSize(width: windowSize.height, height: windowSize.width) : windowSize
    default: landscape = windowSize.width > windowSize.height
    }
    if landscape != orientation.isLandscape {
      device.orientation = landscape ? .landscapeLeft : .portrait
    }
    return device
  }

  /// The environment a window of `screen`'s size on this device gives its views: the screen's
  /// scale, insets, direction and Dynamic Type size, with this device's idiom and the size
  /// classes Apple's table gives the window.
  public func environment(for screen: SimulatedScreen) -> LayoutEnvironment {
    var environment = screen.environment
    let classes = UITraitCollection.sizeClasses(
      windowSize: screen.size, screenSize: screenSize, idiom: idiom)
    environment.userInterfaceIdiom = idiom
    environment.horizontalSizeClass = classes.horizontal
    environment.verticalSizeClass = classes.vertical
    return environment
  }

  /// The traits a window of `screen`'s size on this device has.
  public func traitCollection(for screen: SimulatedScreen) -> UITraitCollection {
    UITraitCollection(environment: environment(for: screen))
  }
}
