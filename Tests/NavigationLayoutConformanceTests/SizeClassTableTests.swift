import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing
import UIKitModel

// Size classes per device, window and orientation, written out by hand from Apple's tables
// before running the model:
// - Human Interface Guidelines, "Layout", device size classes: every iPhone in portrait is
//   compact width / regular height; in landscape compact / compact, except the Plus and Max
//   phones (414 pt wide and more, e.g. iPhone 15 Pro Max, 430 pt), which are regular width /
//   compact height (the iPhone 16 Pro, 402 pt, stays compact); every iPad is regular / regular
//   in both orientations, full screen.
// - The same page's multitasking table (iPad Split View and Slide Over): one third and Slide
//   Over are compact width; half is compact except on the 12.9-inch iPad Pro (678 pt,
//   regular); two thirds is regular in landscape and compact in portrait; the height stays
//   regular. The widths are the model's (EnvironmentPreset.splitWidths: Apple's published
//   375 / 678 / 981 and 375 / 639 for the 12.9-inch, 375 / 592 / 809 and 320 / 504 for the
//   11-inch, scaled for the mini).
// - Stage Manager windows have no published table: CONFORMANCE.md AL-UIK-057 documents the
//   model's choice (regular from 678 pt wide, height regular on iPad).

@Suite("Size classes per device, window and orientation (HIG \"Layout\")")
struct SizeClassTableTests {
  typealias Row = (device: String, orientation: Orientation, window: String, width: String, height: String)

  /// Every window the `all` preset draws, with its size classes by hand.
  static let table: [Row] = [
    ("iPhone SE", .portrait, "full screen", "compact", "regular"),
    ("iPhone SE", .landscapeLeft, "full screen", "compact", "compact"),
    ("iPhone SE", .landscapeRight, "full screen", "compact", "compact"),
    ("iPhone 13 mini", .portrait, "full screen", "compact", "regular"),
    ("iPhone 13 mini", .landscapeLeft, "full screen", "compact", "compact"),
    ("iPhone 13 mini", .landscapeRight, "full screen", "compact", "compact"),
    ("iPhone 15", .portrait, "full screen", "compact", "regular"),
    ("iPhone 15", .landscapeLeft, "full screen", "compact", "compact"),
    ("iPhone 15", .landscapeRight, "full screen", "compact", "compact"),
    ("iPhone 16 Pro", .portrait, "full screen", "compact", "regular"),
    ("iPhone 16 Pro", .landscapeLeft, "full screen", "compact", "compact"),
    ("iPhone 16 Pro", .landscapeRight, "full screen", "compact", "compact"),
    ("iPhone 15 Pro Max", .portrait, "full screen", "compact", "regular"),
    ("iPhone 15 Pro Max", .landscapeLeft, "full screen", "regular", "compact"),
    ("iPhone 15 Pro Max", .landscapeRight, "full screen", "regular", "compact"),
    ("iPad mini", .portrait, "full screen", "regular", "regular"),
    ("iPad mini", .landscapeLeft, "full screen", "regular", "regular"),
    ("iPad mini", .landscapeRight, "full screen", "regular", "regular"),
    ("iPad mini", .landscapeLeft, "split view 375 pt", "compact", "regular"),
    ("iPad mini", .landscapeLeft, "split view 561 pt", "compact", "regular"),
    ("iPad mini", .landscapeLeft, "split view 748 pt", "regular", "regular"),
    ("iPad mini", .portrait, "split view 320 pt", "compact", "regular"),
    ("iPad mini", .portrait, "split view 414 pt", "compact", "regular"),
    ("iPad mini", .landscapeLeft, "Stage Manager 500×660", "compact", "regular"),
    ("iPad mini", .landscapeLeft, "Stage Manager 700×600", "regular", "regular"),
    ("iPad mini", .landscapeLeft, "Stage Manager 980×700", "regular", "regular"),
    ("iPad Pro 11-inch", .portrait, "full screen", "regular", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "full screen", "regular", "regular"),
    ("iPad Pro 11-inch", .landscapeRight, "full screen", "regular", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "split view 375 pt", "compact", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "split view 592 pt", "compact", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "split view 809 pt", "regular", "regular"),
    ("iPad Pro 11-inch", .portrait, "split view 320 pt", "compact", "regular"),
    ("iPad Pro 11-inch", .portrait, "split view 504 pt", "compact", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "Stage Manager 500×660", "compact", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "Stage Manager 700×600", "regular", "regular"),
    ("iPad Pro 11-inch", .landscapeLeft, "Stage Manager 980×700", "regular", "regular"),
    ("iPad Pro 12.9-inch", .portrait, "full screen", "regular", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "full screen", "regular", "regular"),
    ("iPad Pro 12.9-inch", .landscapeRight, "full screen", "regular", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "split view 375 pt", "compact", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "split view 678 pt", "regular", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "split view 981 pt", "regular", "regular"),
    ("iPad Pro 12.9-inch", .portrait, "split view 375 pt", "compact", "regular"),
    ("iPad Pro 12.9-inch", .portrait, "split view 639 pt", "compact", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "Stage Manager 500×660", "compact", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "Stage Manager 700×600", "regular", "regular"),
    ("iPad Pro 12.9-inch", .landscapeLeft, "Stage Manager 980×700", "regular", "regular"),
  ]

  @Test func everyWindowOfThePresetHasTheTablesSizeClasses() {
    var seen: [String] = []
    for device in DeviceProfile.all {
      for (orientation, window, screen) in EnvironmentPreset.all.windows(for: device) {
        let environment = Environment(
          device: device, orientation: orientation, window: window, screen: screen)
        let traits = environment.traits
        let key = "\(device.name) \(orientation.rawValue) \(window)"
        seen.append(key)
        let row = Self.table.first {
          $0.device == device.name && $0.orientation == orientation && $0.window == "\(window)"
        }
        #expect(row != nil, "no hand-computed row for \(key)")
        guard let row else { continue }
        #expect("\(traits.horizontalSizeClass)" == row.width, "\(key)")
        #expect("\(traits.verticalSizeClass)" == row.height, "\(key)")
        #expect(traits.userInterfaceIdiom == (device.idiom == .pad ? .pad : .phone), "\(key)")
      }
    }
    #expect(seen.count == Self.table.count)
  }

  /// Slide Over is a 320-point window over a full-screen app, as tall as the screen: compact
  /// width, regular height, on every iPad and in both orientations (HIG multitasking table).
  @Test func slideOverIsCompactWidthRegularHeight() {
    for device in DeviceProfile.pads {
      for height in [device.portraitSize.height, device.portraitSize.width] {
        let classes = UITraitCollection.sizeClasses(
          windowSize: CGSize(width: 320, height: height), screenSize: device.portraitSize,
          idiom: .pad)
        #expect(classes.horizontal == .compact)
        #expect(classes.vertical == .regular)
      }
    }
  }

  /// The Plus and Max line starts at 414 pt (iPhone 8 Plus, 414×736: regular width in
  /// landscape); a 402-pt phone is compact.
  @Test func largePhonesAreRegularWidthInLandscapeOnly() {
    let plus = UITraitCollection.sizeClasses(
      windowSize: CGSize(width: 736, height: 414), screenSize: CGSize(width: 414, height: 736),
      idiom: .phone)
    #expect(plus.horizontal == .regular && plus.vertical == .compact)
    let pro = UITraitCollection.sizeClasses(
      windowSize: CGSize(width: 874, height: 402), screenSize: CGSize(width: 402, height: 874),
      idiom: .phone)
    #expect(pro.horizontal == .compact && pro.vertical == .compact)
  }

  /// Free sizes (no device): regular from 678 pt wide and from 500 pt tall (model choice).
  @Test func freeSizesUseTheModelsThresholds() {
    let wideShort = Environment(
      device: nil, orientation: .landscapeLeft, window: .free,
      screen: SimulatedScreen(size: CGSize(width: 700, height: 400)))
    #expect(wideShort.traits.horizontalSizeClass == .regular)
    #expect(wideShort.traits.verticalSizeClass == .compact)
    #expect(wideShort.traits.userInterfaceIdiom == .unspecified)
    let narrowTall = Environment(
      device: nil, orientation: .portrait, window: .free,
      screen: SimulatedScreen(size: CGSize(width: 677, height: 500)))
    #expect(narrowTall.traits.horizontalSizeClass == .compact)
    #expect(narrowTall.traits.verticalSizeClass == .regular)
  }

  /// The trace's environment line names the size classes.
  @Test func theEnvironmentLineNamesTheSizeClasses() {
    let environment = Environment(device: .iPhone15ProMax, orientation: .landscapeLeft)
    #expect(environment.description.hasSuffix("@3x, regular width, compact height"))
  }
}
