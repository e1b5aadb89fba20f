public import Foundation

/// How much of the screen the app's window takes (iPad multitasking; DESIGN.md §5).
public enum WindowLayout: Hashable, Sendable, CustomStringConvertible {
  /// The whole screen.
  case fullScreen
  /// Split View at this width, in points (the status bar and home indicator stay).
  case splitView(width: CGFloat)
  /// A Stage Manager window of this size, in points; windows have no unsafe bands.
  case stageManager(CGSize)
  /// A size not tied to a device, for free-size environments.
  case free

  public var description: String {
    switch self {
    case .fullScreen: "full screen"
    case .splitView(let width): "split view \(Int(width)) pt"
    case .stageManager(let size): "Stage Manager \(Int(size.width))×\(Int(size.height))"
    case .free: "free size"
    }
  }
}
