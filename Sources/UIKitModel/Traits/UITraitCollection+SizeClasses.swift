public import Foundation

// Apple's size-class table as a function of the window and the device (CONFORMANCE.md
// AL-UIK-057). Sources: Human Interface Guidelines, "Layout" (device size classes: iPhone
// portrait compact width / regular height; iPhone landscape compact / compact except the
// Plus and Max phones, regular width / compact height; iPad regular / regular in both
// orientations) and its multitasking table (iPad Split View: one third and Slide Over compact
// width; half compact except on the 12.9-inch iPad Pro, where it is regular; two thirds
// regular in landscape, compact in portrait; height regular throughout).

extension UITraitCollection {
  /// The narrowest window width UIKit gives the regular width size class on iPad: the
  /// 12.9-inch iPad Pro's half of a landscape Split View, 678 pt (HIG multitasking table).
  /// Every compact iPad width Apple publishes (639 pt at most: the 12.9-inch portrait two
  /// thirds) is narrower, so the threshold reproduces the table; for Stage Manager windows
  /// and free sizes, which Apple publishes no table for, it is the model's choice.
  public static let regularWidthThreshold: CGFloat = 678

  /// The shortest window height a free size (no device) gets the regular height size class
  /// at: 500 pt, between the tallest phone held sideways (440 pt) and the shortest iPad window
  /// (600 pt). A model choice; devices follow Apple's table.
  public static let regularHeightThreshold: CGFloat = 500

  /// The narrowest phone (portrait width, points) whose landscape width is regular: the Plus
  /// and Max phones, 414 pt and wider (HIG "Layout"; the 402-pt iPhone 16 Pro is compact).
  public static let largePhoneWidth: CGFloat = 414

  /// The size classes of a window, as Apple's size-class table gives them. Model-only API.
  ///
  /// - Parameters:
  ///   - windowSize: The app's window, in points (Split View and Stage Manager windows are
  ///     narrower than the screen).
  ///   - screenSize: The device's screen in either orientation, in points; only a phone's
  ///     shorter side matters (Plus and Max phones).
  ///   - idiom: `.phone`, `.pad`, or anything else for a free size.
  /// - Returns: The width's and the height's size class.
  public static func sizeClasses(
    windowSize: CGSize, screenSize: CGSize, idiom: UIUserInterfaceIdiom
  ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
    switch idiom {
    case .phone:
      guard windowSize.width > windowSize.height else { return (.compact, .regular) }
      let large = min(screenSize.width, screenSize.height) >= largePhoneWidth
      return (large ? .regular : .compact, .compact)
    case .pad:
      return (windowSize.width >= regularWidthThreshold ? .regular : .compact, .regular)
    default:
      return (
        windowSize.width >= regularWidthThreshold ? .regular : .compact,
        windowSize.height >= regularHeightThreshold ? .regular : .compact
      )
    }
  }
}
