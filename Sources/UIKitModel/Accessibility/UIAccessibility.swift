/// UIKit's accessibility settings and announcements, as far as layout code touches them: the
/// settings read as a device with none turned on (model values), and posted notifications
/// are dropped (nothing listens in the model).
public enum UIAccessibility {
  /// Reduce Motion: off.
  public static var isReduceMotionEnabled: Bool { false }
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
