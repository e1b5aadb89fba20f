import Foundation
import Testing
import UIKitModel

// Symbol sizes are the model's (SymbolMetrics, CONFORMANCE.md §3 "Controls and images"):
// table size at 17 pt × pointSize / 17 × scale factor (small 0.8, large 1.3), width × weight
// factor, each side rounded to thirds of a point (display scale 3). The expected values below
// are that arithmetic done by hand.

@Suite("UIImage: SF Symbols")
struct SymbolImageTests {
  @Test("a symbol with no configuration has its table size at 17 pt (body at .large)")
  func defaultSize() throws {
    // car.fill's table entry: 22 × 16 at 17 pt; factor 17 / 17 × 1 = 1.
    let image = try #require(UIImage(systemName: "car.fill"))
    #expect(image.size == CGSize(width: 22, height: 16))
    #expect(image.isSymbolImage)
    #expect(image.scale == 3)
  }

  @Test("point size scales both sides")
  func pointSize() throws {
    // xmark: 15 × 15 at 17 pt; at 34 pt, 15 × 34 / 17 = 30.
    let config = UIImage.SymbolConfiguration(pointSize: 34)
    let image = try #require(UIImage(systemName: "xmark", withConfiguration: config))
    #expect(image.size == CGSize(width: 30, height: 30))
  }

  @Test("large scale is 1.3 times medium, on the pixel grid")
  func largeScale() throws {
    // chevron.right: 10 × 17; × 1.3 = 13 × 22.1; 22.1 × 3 = 66.3 rounds to 66 → 22.
    let config = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)
    let image = try #require(UIImage(systemName: "chevron.right", withConfiguration: config))
    #expect(image.size == CGSize(width: 13, height: 22))
  }

  @Test("small scale is 0.8 times medium, on the pixel grid")
  func smallScale() throws {
    // car.fill: 22 × 0.8 = 17.6 → 52.8 px rounds to 53 → 53/3; 16 × 0.8 = 12.8 → 38.4 px → 38/3.
    let image = try #require(
      UIImage(systemName: "car.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
    #expect(image.size == CGSize(width: 53.0 / 3, height: 38.0 / 3))
  }

  @Test("weight widens the symbol, not its height")
  func weight() throws {
    // car.fill bold: 22 × 1.03 = 22.66 → 67.98 px rounds to 68 → 68/3; height stays 16.
    let image = try #require(
      UIImage(systemName: "car.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
    #expect(image.size == CGSize(width: 68.0 / 3, height: 16))
  }

  @Test("withConfiguration adds settings to the image's own")
  func withConfigurationMerges() throws {
    // xmark at 34 pt (30 × 30), then large: 30 × 1.3 = 39.
    let base = try #require(
      UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    let large = base.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(large.size == CGSize(width: 39, height: 39))
    #expect(base.size == CGSize(width: 30, height: 30))
    // applying: the later point size wins; 15 × 68 / 17 = 60, large kept: 60 × 1.3 = 78.
    let config = UIImage.SymbolConfiguration(pointSize: 34, weight: .regular, scale: .large)
      .applying(UIImage.SymbolConfiguration(pointSize: 68))
    let image = try #require(UIImage(systemName: "xmark", withConfiguration: config))
    #expect(image.size == CGSize(width: 78, height: 78))
  }

  @Test("a symbol outside the size table gets the default size; an unknown name gets nil")
  func names() throws {
    // "scooter" is an SF Symbols name (SF Symbols 2.0; Apple's name_availability.plist, as
    // published in github.com/AprilNEA/gpui-symbols sfsymbols/src/unified.rs, "`scooter`
    // (since v2.0)"); the model's size table does not list it, so 19 × 19 at 17 pt.
    #expect(UIImage(systemName: "scooter")?.size == CGSize(width: 19, height: 19))
    // Not names in that list: a typo of "phone.fill", a "scooter.fill" SF Symbols does not
    // have, and malformed names.
    let unknown = [
      "phone.fil", "scooter.fill", "", "Car.fill", "car..fill", "car fill", ".car", "car.",
    ]
    for name in unknown {
      #expect(UIImage(systemName: name) == nil, "\(name)")
      #expect(UIImage(systemName: name, withConfiguration: nil) == nil, "\(name)")
      #expect(UIImage(systemName: name, compatibleWith: nil) == nil, "\(name)")
    }
    // Real names from the same list: the first SF Symbols release's and the latest's.
    for name in ["phone.fill", "car.fill", "square.and.arrow.up", "air.conditioner"] {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
  }

  @Test("every SF Symbols name the package's sources, tests and examples use resolves")
  func namesInUse() {
    // Each name passed to UIImage(systemName:) in Sources, Tests, Scripts, README.md and
    // CONFORMANCE.md (grep `systemName:`), and the button types' built-in glyphs.
    let names = [
      "arrow.triangle.turn.up.right.diamond.fill", "bolt.fill", "car.fill", "checkmark",
      "chevron.right", "ellipsis.circle", "info.circle", "mappin", "minus", "phone.fill", "plus",
      "plus.circle", "shippingbox.fill", "xmark",
    ]
    for name in names {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
  }

  @Test("rendering mode: automatic by default; withTintColor makes it alwaysOriginal (UIImage docs)")
  func renderingMode() throws {
    let image = try #require(UIImage(systemName: "phone.fill"))
    #expect(image.renderingMode == .automatic)
    #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    #expect(image.withTintColor(.red).renderingMode == .alwaysOriginal)
    #expect(image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
  }

  @Test("the right-to-left flip flag is off until asked for, and survives other variants")
  func flip() throws {
    let image = try #require(UIImage(systemName: "chevron.right"))
    #expect(!image.flipsForRightToLeftLayoutDirection)
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    #expect(flipped.flipsForRightToLeftLayoutDirection)
    #expect(flipped.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
    #expect(flipped.size == image.size)
  }

  @Test("symbol scale and weight raw values are UIKit's")
  func rawValues() {
    #expect(UIImage.SymbolScale.default.rawValue == -1)
    #expect(UIImage.SymbolScale.large.rawValue == 3)
    #expect(UIImage.SymbolWeight.regular.rawValue == 4)
    #expect(UIImage.SymbolWeight.black.rawValue == 9)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
  }
}

@Suite("UIImage: named images")
struct NamedImageTests {
  @Test("a registered name gives an image of its size; an unregistered one nil, as a missing asset")
  func registered() throws {
    UIImage.register(named: "NamedImageTests.logo", size: CGSize(width: 40, height: 24), scale: 2)
    let image = try #require(UIImage(named: "NamedImageTests.logo"))
    #expect(image.size == CGSize(width: 40, height: 24))
    #expect(image.scale == 2)
    #expect(!image.isSymbolImage)
    #expect(image.symbolConfiguration == nil)
    #expect(UIImage(named: "NamedImageTests.logo", in: nil, compatibleWith: nil) != nil)
    #expect(UIImage(named: "NamedImageTests.missing") == nil)
    UIImage.unregister(named: "NamedImageTests.logo")
    #expect(UIImage(named: "NamedImageTests.logo") == nil)
  }

  @Test("a symbol configuration does not resize a named image")
  func configurationIgnored() throws {
    UIImage.register(named: "NamedImageTests.pin", size: CGSize(width: 12, height: 20))
    let image = try #require(UIImage(named: "NamedImageTests.pin"))
    let configured = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
    #expect(configured.size == CGSize(width: 12, height: 20))
    #expect(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
  }
}

@Suite("UIImage: standard images and resizing")
struct StandardImageTests {
  @Test("standard symbols have their symbols' sizes; resizable images keep theirs")
  func standard() {
    // plus: 16 × 16; checkmark: 17 × 16 at 17 pt.
    #expect(UIImage.add.size == CGSize(width: 16, height: 16))
    #expect(UIImage.checkmark.size == CGSize(width: 17, height: 16))
    let resizable = UIImage.add.resizableImage(
      withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
    #expect(resizable.size == CGSize(width: 16, height: 16))
  }
}
