/// How the device is held: UIKit's `UIDeviceOrientation`, with UIKit's raw values.
///
/// `.landscapeLeft` is the device turned so its top points left (home button or bottom edge on
/// the right), UIKit's meaning.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  /// Not known.
  case unknown = 0
  /// Upright, home button or bottom edge at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Turned so the top points left.
  case landscapeLeft = 3
  /// Turned so the top points right.
  case landscapeRight = 4
  /// Flat, screen up.
  case faceUp = 5
  /// Flat, screen down.
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
