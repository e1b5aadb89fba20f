/// How the device is held: UIKit's `UIDeviceOrientation`, with UIKit's raw values.
///
/// `.landscapeLeft` is the device turned so its top points left (home button or bottom edge on
/// the right), UIKit's meaning.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Portrait or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Either landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Flat (face up or down).
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Any orientation an interface can take (not unknown, not flat).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
