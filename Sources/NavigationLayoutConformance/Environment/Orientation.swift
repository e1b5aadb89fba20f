public import UIKitModel

/// How the device is held; with ``WindowLayout`` it labels where an environment's size and
/// insets come from (DESIGN.md §5).
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait
  case landscapeLeft
  case landscapeRight
}

extension Orientation {
  /// The same orientation as `UIDevice.current.orientation` reports it.
  public var deviceOrientation: UIDeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight: .landscapeRight
    }
  }
}
