/// The orientation of the app's interface: UIKit's `UIInterfaceOrientation`.
///
/// Its landscape cases are named for the side of the interface's top, so they are the device
/// orientations' crossed over (UIInterfaceOrientation reference: `landscapeLeft` is
/// `UIDeviceOrientation.landscapeRight`, the home button on the left).
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// The interface orientation that matches a device orientation; `unknown` for a device lying
  /// flat or of unknown orientation.
  public init(_ device: UIDeviceOrientation) {
    switch device {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    case .unknown, .faceUp, .faceDown: self = .unknown
    }
  }

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is sideways.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
