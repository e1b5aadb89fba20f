/// The device the app runs on: UIKit's `UIDevice`. The SDK simulator sets ``current`` for
/// the running case (CONFORMANCE.md AL-UIK-058).
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { … }  // the device, not the window: a
/// // one-third Split View on an iPad is .pad with a compact width (use size classes)
/// ```
@preconcurrency @MainActor
public final class UIDevice {
  /// The device.
  public static let current = UIDevice()

  /// Phone or pad; `.phone` until a case configures it.
  @exclusivity(unchecked) public private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// How the device is held; `.portrait` until a case configures it.
  @exclusivity(unchecked) public private(set) var orientation = UIDeviceOrientation.portrait
  /// `iPhone` or `iPad`.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// `iOS`.
  public var systemName: String { "iOS" }
  /// Whether orientation notifications are on; the model's orientation is always current.
  public var isGeneratingDeviceOrientationNotifications: Bool { true }

  private init() {}

  /// Starts orientation notifications; the model has none to start.
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications; the model has none to stop.
  public func endGeneratingDeviceOrientationNotifications() {}

  /// Sets the device for the running case. Model-only API (the simulator calls it).
  public func configure(idiom: UIUserInterfaceIdiom, orientation: UIDeviceOrientation) {
    userInterfaceIdiom = idiom
    self.orientation = orientation
  }
}
