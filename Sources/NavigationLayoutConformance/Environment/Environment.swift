import Foundation
public import GoogleNavigationModel
public import UIKitModel

/// Everything about a case that holds before its first event: the screen (size, insets,
/// direction, scale, where they come from) and the SDK's configuration (component metrics,
/// wide-mode policy, buttons, display settings). DESIGN.md §5.
///
/// ```swift
/// let environment = Environment(device: .iPhone15, orientation: .landscapeLeft)
/// print(environment.screen.size)  // (852.0, 393.0)
/// ```
public struct Environment: Hashable, Sendable, CustomStringConvertible {
  /// The device, or nil for a free size.
  public var device: DeviceProfile?
  /// How the device is held.
  public var orientation: Orientation
  /// How much of the screen the window takes.
  public var window: WindowLayout
  /// The map's screen: size and insets in points, layout direction, scale.
  public var screen: SimulatedScreen
  /// Metrics, wide-mode policy, buttons and display settings.
  public var configuration: SimulatorConfiguration

  /// Creates an environment from its parts.
  public init(
    device: DeviceProfile?, orientation: Orientation, window: WindowLayout,
    screen: SimulatedScreen, configuration: SimulatorConfiguration = SimulatorConfiguration()
  ) {
    self.device = device
    self.orientation = orientation
    self.window = window
    self.screen = screen
    self.configuration = configuration
  }

  /// A device held in `orientation`, full screen.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: Portrait by default.
  ///   - layoutDirection: Left to right by default.
  ///   - configuration: The SDK's settings; the defaults show every component.
  public init(
    device: DeviceProfile, orientation: Orientation = .portrait,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    configuration: SimulatorConfiguration = SimulatorConfiguration()
  ) {
    self.init(
      device: device, orientation: orientation, window: .fullScreen,
      screen: device.screen(orientation, layoutDirection: layoutDirection),
      configuration: configuration)
  }

  /// The device the simulator runs the case on: the profile's idiom and screen held in
  /// ``orientation``; for a free size, a device whose screen is the window.
  public var simulatedDevice: SimulatedDevice {
    guard let device else { return SimulatedDevice(fillingScreen: screen) }
    return SimulatedDevice(
      idiom: device.idiom == .pad ? .pad : .phone, portraitScreenSize: device.portraitSize,
      orientation: orientation.deviceOrientation)
  }

  /// The traits the case starts with: idiom and size classes of the window (Apple's
  /// size-class table), with the screen's scale, direction and Dynamic Type size.
  public var traits: UITraitCollection {
    simulatedDevice.traitCollection(for: screen)
  }

  /// One line: device, orientation, window, size, insets, direction, scale, the window's size
  /// classes, and the Dynamic Type size when it is not the default `large`.
  public var description: String {
    let size = screen.size
    let insets = screen.safeAreaInsets
    let direction = screen.layoutDirection == .rightToLeft ? "RTL" : "LTR"
    let place = device.map { "\($0.name), \(orientation.rawValue), \(window)" } ?? "\(window)"
    return "\(place): \(Self.points(size.width))×\(Self.points(size.height)) pt, safe area "
      + "insets (top \(Self.points(insets.top)), left \(Self.points(insets.left)), bottom "
      + "\(Self.points(insets.bottom)), right \(Self.points(insets.right))), \(direction), "
      + "@\(Self.points(screen.scale))x" + sizeClassText + contentSizeText
  }

  /// `, compact width, regular height`: the window's size classes (Apple's table).
  var sizeClassText: String {
    let traits = traits
    return ", \(traits.horizontalSizeClass) width, \(traits.verticalSizeClass) height"
  }

  /// `, Dynamic Type accessibilityLarge`, or nothing at the default size.
  var contentSizeText: String {
    let category = screen.preferredContentSizeCategory
    return category == .large ? "" : ", Dynamic Type \(category.name)"
  }

  /// A number of points to two decimals without needless zeros: `393`, `12.5`, `0.33`.
  static func points(_ value: CGFloat) -> String {
    let hundredths = (Double(value) * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return String(Double(value)) }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(magnitude / 100) + "." + digits
  }
}
