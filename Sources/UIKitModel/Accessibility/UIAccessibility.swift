public import Foundation

/// UIKit's accessibility settings and announcements, as far as layout code touches them: the
/// settings read as a device with none turned on (model values) except Reduce Motion, which the
/// simulated device sets from its configuration (`SimulatorConfiguration.isReduceMotionEnabled`);
/// posted notifications are dropped (nothing listens in the model).
public enum UIAccessibility {
  /// The Reduce Motion setting of the simulated device (model-only storage).
  nonisolated(unsafe) private static var reduceMotion = false

  /// Reduce Motion: the simulated device's setting, off unless its configuration turns it on.
  public static var isReduceMotionEnabled: Bool { reduceMotion }

  /// Sets Reduce Motion, as the simulator does for each case (model-only API).
  public static func configure(reduceMotion enabled: Bool) { reduceMotion = enabled }

  /// Posted when Reduce Motion changes (UIAccessibility reference); the model never posts it,
  /// as the setting does not change during a case.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// VoiceOver: off.
  public static var isVoiceOverRunning: Bool { false }
  /// Bold Text: off.
  public static var isBoldTextEnabled: Bool { false }

  /// An accessibility notification's name.
  public struct Notification: Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Posts an accessibility notification; the model drops it.
  public static func post(notification: Notification, argument: Any?) {}
}
