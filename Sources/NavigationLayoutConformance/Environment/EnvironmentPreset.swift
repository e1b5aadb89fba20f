import Foundation
public import GoogleNavigationModel
public import UIKitModel

/// Which environments a campaign draws from (DESIGN.md §5): devices, orientations, iPad
/// multitasking windows, free sizes, layout directions and Dynamic Type sizes (every preset
/// draws all twelve unless told otherwise). A resize event moves between the
/// screens the preset allows for the case's device.
///
/// ```swift
/// var configuration = ConformanceConfiguration()
/// configuration.environments = .portraitPhone
/// ```
public struct EnvironmentPreset: Hashable, Sendable, CustomStringConvertible {
  /// The preset's name in reports and on the command line (`portrait-phone`, `phones`, `all`).
  public var name: String
  /// The devices, simplest first.
  public var devices: [DeviceProfile]
  /// The orientations a device may take.
  public var orientations: [Orientation]
  /// Whether iPads also take Split View and Stage Manager windows.
  public var includesMultitasking: Bool
  /// Whether free sizes (no device) are drawn too.
  public var includesFreeSizes: Bool
  /// The layout directions.
  public var layoutDirections: [UIUserInterfaceLayoutDirection]
  /// The Dynamic Type sizes a case may take, one drawn per case; shrinking moves toward
  /// `.large` (the system default) when it is listed, else toward the first.
  public var contentSizeCategories: [UIContentSizeCategory]

  /// Creates a preset.
  public init(
    name: String, devices: [DeviceProfile], orientations: [Orientation],
    includesMultitasking: Bool, includesFreeSizes: Bool,
    layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft],
    contentSizeCategories: [UIContentSizeCategory] = UIContentSizeCategory.allSizes
  ) {
    self.name = name
    self.devices = devices
    self.orientations = orientations
    self.includesMultitasking = includesMultitasking
    self.includesFreeSizes = includesFreeSizes
    self.layoutDirections = layoutDirections
    self.contentSizeCategories = contentSizeCategories
  }

  public var description: String { name }

  /// Phones held upright, both layout directions: what a portrait-only app ships on.
  public static let portraitPhone = EnvironmentPreset(
    name: "portrait-phone", devices: DeviceProfile.phones, orientations: [.portrait],
    includesMultitasking: false, includesFreeSizes: false)
  /// Phones in every orientation.
  public static let phones = EnvironmentPreset(
    name: "phones", devices: DeviceProfile.phones, orientations: Orientation.allCases,
    includesMultitasking: false, includesFreeSizes: false)
  /// Phones and iPads in every orientation, Split View and Stage Manager windows, free sizes.
  public static let all = EnvironmentPreset(
    name: "all", devices: DeviceProfile.all, orientations: Orientation.allCases,
    includesMultitasking: true, includesFreeSizes: true)

  /// The built-in presets, by name.
  public static let builtIn: [EnvironmentPreset] = [.portraitPhone, .phones, .all]

  /// The built-in preset named `name`, or nil.
  public static func named(_ name: String) -> EnvironmentPreset? {
    builtIn.first { $0.name == name }
  }

  /// The windows the preset allows for `device`, full screen first, each with the
  /// orientation it is held in and the screen it gives (direction filled in by the caller).
  ///
  /// iPad multitasking sizes: Split View one third, half and two thirds of a landscape
  /// screen, one and two thirds of a portrait one (Apple's published multitasking widths for
  /// the 11- and 12.9-inch iPad Pro, scaled for the mini); Stage Manager windows of three
  /// sizes without unsafe bands.
  public func windows(for device: DeviceProfile) -> [(Orientation, WindowLayout, SimulatedScreen)] {
    var result: [(Orientation, WindowLayout, SimulatedScreen)] = []
    for orientation in orientations {
      result.append((orientation, .fullScreen, device.screen(orientation)))
    }
    guard includesMultitasking, device.idiom == .pad else { return result }
    let landscape = device.screen(.landscapeLeft)
    let portrait = device.screen(.portrait)
    for (base, orientation, widths) in [
      (landscape, Orientation.landscapeLeft, Self.splitWidths(landscape.size.width)),
      (portrait, Orientation.portrait, Self.splitWidths(portrait.size.width, landscape: false)),
    ] where orientations.contains(orientation) {
      for width in widths {
        var screen = base
        screen.size.width = width
        result.append((orientation, .splitView(width: width), screen))
      }
    }
    for size in [CGSize(width: 500, height: 660), CGSize(width: 700, height: 600),
      CGSize(width: 980, height: 700)]
    where size.width <= landscape.size.width && size.height <= landscape.size.height {
      let screen = SimulatedScreen(size: size, scale: device.scale)
      result.append((.landscapeLeft, .stageManager(size), screen))
    }
    return result
  }

  /// Split View widths for a screen `width` points wide: 375 for a third (320 on narrower
  /// screens), then half and two thirds less the 10-point divider's share.
  static func splitWidths(_ width: CGFloat, landscape: Bool = true) -> [CGFloat] {
    let third: CGFloat = width >= 1024 ? 375 : 320
    if !landscape { return [third, width - third - 10] }
    return [third, ((width - 10) / 2).rounded(.down), width - third - 10]
  }
}

extension EnvironmentPreset {
  /// Whether every screen `scenario` shows (its start and each resize) is one the preset
  /// draws, in one of its layout directions and Dynamic Type sizes: campaigns replay only those Seeds, so a
  /// portrait-phone campaign is not failed by an iPad seed.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: True when the preset could have generated its screens.
  public func admits(_ scenario: Scenario) -> Bool {
    let environment = scenario.environment
    guard layoutDirections.contains(environment.screen.layoutDirection),
      contentSizeCategories.contains(environment.screen.preferredContentSizeCategory)
    else { return false }
    let screens: [(CGSize, UIEdgeInsets)]
    if let device = environment.device {
      guard devices.contains(where: { $0.name == device.name }) else { return false }
      screens = windows(for: device).map { ($0.2.size, $0.2.safeAreaInsets) }
    } else {
      guard includesFreeSizes else { return false }
      return true
    }
    func allowed(_ size: CGSize, _ insets: UIEdgeInsets) -> Bool {
      screens.contains { $0.0 == size && $0.1 == insets }
    }
    guard allowed(environment.screen.size, environment.screen.safeAreaInsets) else { return false }
    for event in scenario.events {
      if case .resize(let size, let insets) = event, !allowed(size, insets) { return false }
    }
    return true
  }
}
