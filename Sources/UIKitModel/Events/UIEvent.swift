public import Foundation

/// An event UIKit delivers: UIKit's `UIEvent`, as far as hit testing takes one.
///
/// The model has no touches; ``UIView/hitTest(_:with:)`` and ``UIView/point(inside:with:)``
/// accept an event (or nil) and do not read it.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// Device motion (a shake).
    case motion = 1
    /// Remote-control commands.
    case remoteControl = 2
    /// Physical button presses.
    case presses = 3
    /// Scrolling with a pointer device.
    case scroll = 10
    /// A pointer hovering.
    case hover = 11
    /// A trackpad transform gesture.
    case transform = 14
  }

  /// The kind of event; `.touches` unless given.
  public let type: EventType
  /// When the event happened, in seconds; 0 in the model (no clock is attached).
  public let timestamp: TimeInterval

  /// Creates an event of `type` (model-only: UIKit makes events itself).
  public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
    self.type = type
    self.timestamp = timestamp
    super.init()
  }
}
