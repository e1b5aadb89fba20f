public import Foundation
public import GoogleNavigationModel
public import UIKitModel

/// A real device's screen as an app sees it: size in points, safe-area insets per orientation
/// and pixel scale (Apple's published layout sizes; DESIGN.md §5, environment).
///
/// ```swift
/// let phone = DeviceProfile.iPhone15
/// print(phone.screen(.landscapeLeft).size)  // (852.0, 393.0)
/// ```
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
  /// Phone or tablet.
  public enum Idiom: String, Hashable, Sendable {
    case phone
    case pad
  }

  /// The marketing name, used in reports and Seeds files (`"iPhone 15"`).
  public let name: String
  /// Phone or tablet.
  public let idiom: Idiom
  /// The full screen in portrait, in points.
  public let portraitSize: CGSize
  /// The safe-area insets in portrait, in points.
  public let portraitInsets: UIEdgeInsets
  /// The safe-area insets in either landscape, in points (iOS reports the sensor housing's
  /// band on both sides, so both landscapes share them).
  public let landscapeInsets: UIEdgeInsets
  /// Pixels per point.
  public let scale: CGFloat

  /// Creates a profile.
  public init(
    name: String, idiom: Idiom, portraitSize: CGSize, portraitInsets: UIEdgeInsets,
    landscapeInsets: UIEdgeInsets, scale: CGFloat
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
    self.scale = scale
  }

  public var description: String { name }

  /// The full screen in `orientation`, in the given layout direction.
  ///
  /// - Parameters:
  ///   - orientation: Portrait or either landscape.
  ///   - layoutDirection: The app's layout direction.
  /// - Returns: Size, insets, direction and scale of the full-screen map.
  public func screen(
    _ orientation: Orientation, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> SimulatedScreen {
    let landscape = orientation != .portrait
    let size =
      landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    return SimulatedScreen(
      size: size, safeAreaInsets: landscape ? landscapeInsets : portraitInsets,
      layoutDirection: layoutDirection, scale: scale)
  }
}

extension DeviceProfile {
  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat,
    side: CGFloat, landscapeBottom: CGFloat, scale: CGFloat = 3
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, idiom: .phone, portraitSize: CGSize(width: width, height: height),
      portraitInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeInsets: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
      scale: scale)
  }

  private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DeviceProfile {
    let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceProfile(
      name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      portraitInsets: insets, landscapeInsets: insets, scale: 2)
  }

  /// 375×667, home button: a 20-point status bar in portrait, no insets in landscape.
  public static let iPhoneSE = phone(
    "iPhone SE", 375, 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0, scale: 2)
  /// 375×812 with a 50-point sensor band.
  public static let iPhone13mini = phone(
    "iPhone 13 mini", 375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21)
  /// 393×852 with the Dynamic Island (59 points).
  public static let iPhone15 = phone(
    "iPhone 15", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21)
  /// 402×874 with a 62-point Dynamic Island band.
  public static let iPhone16Pro = phone(
    "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, side: 62, landscapeBottom: 21)
  /// 430×932, the largest phone.
  public static let iPhone15ProMax = phone(
    "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21)
  /// 744×1133, 24-point status bar, 20-point home indicator.
  public static let iPadMini = pad("iPad mini", 744, 1133)
  /// 834×1194.
  public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
  /// 1024×1366.
  public static let iPadPro13 = pad("iPad Pro 12.9-inch", 1024, 1366)

  /// The phones, smallest first (the shrinker's order: a smaller index is a simpler device).
  public static let phones: [DeviceProfile] = [
    .iPhoneSE, .iPhone13mini, .iPhone15, .iPhone16Pro, .iPhone15ProMax,
  ]
  /// The tablets, smallest first.
  public static let pads: [DeviceProfile] = [.iPadMini, .iPadPro11, .iPadPro13]
  /// Every profile, phones first.
  public static let all: [DeviceProfile] = phones + pads

  /// The profile named `name`, or nil.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }
}
