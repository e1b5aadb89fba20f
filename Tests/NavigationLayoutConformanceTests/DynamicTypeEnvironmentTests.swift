import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The reader's Dynamic Type size is an environment dimension (issue 13): campaigns draw one
/// per case from every size, shrinking moves it toward the default `.large`, and Seeds files,
/// traces and Swift repros carry it.
@Suite struct DynamicTypeEnvironmentTests {
  /// The reference, except that at accessibility sizes (as ``UIContentSizeCategory`` defines
  /// them: the five sizes from Accessibility › Larger Text) it hides the logo once navigation is
  /// on, as a delegate whose enlarged text "makes no room" for it might: NLC-001.
  final class HidesLogoAtAccessibilitySizes: ForwardingLayoutDelegate {
    let reference = ReferenceLayoutDelegate()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
    override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      super.enableNavigationUI(navMap: navMap, newState: newState)
      if navMap.traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
        newState.googleLogo.isHidden = true
      }
    }
  }

  @Test(LongTests.only) func aFailureOnlyAtAccessibilitySizesShrinksToTheSmallestOfThem() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 300
    let report = try Conformance.run(configuration) { HidesLogoAtAccessibilitySizes() }
    let failure = try #require(report.failures.first)
    #expect(failure.ruleID == "NLC-001")
    // Shrinking moves the size toward .large; the failure needs an accessibility size, so the
    // nearest one to .large is what is left: accessibilityMedium.
    #expect(failure.scenario.environment.screen.preferredContentSizeCategory == .accessibilityMedium)
    #expect(failure.trace.contains(", Dynamic Type accessibilityMedium"))
    #expect(failure.swiftTest().contains("preferredContentSizeCategory: .accessibilityMedium"))
    #expect(failure.svg?.contains("Dynamic Type accessibilityMedium") == true)
  }

  /// The reference, noting the Dynamic Type size of every case it is enabled in.
  final class RecordsTheSize: ForwardingLayoutDelegate {
    @MainActor static var seen: [UIContentSizeCategory] = []
    let reference = ReferenceLayoutDelegate()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
    override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      Self.seen.append(navMap.traitCollection.preferredContentSizeCategory)
      super.enableNavigationUI(navMap: navMap, newState: newState)
    }
  }

  @Test(LongTests.only) func everySizeIsDrawn() async throws {
    await MainActor.run { RecordsTheSize.seen = [] }
    var configuration = ConformanceConfiguration()
    configuration.cases = 400
    let report = try Conformance.run(configuration) { RecordsTheSize() }
    #expect(report.isConforming, "\(report)")
    let seen = await MainActor.run { RecordsTheSize.seen }
    for category in UIContentSizeCategory.allSizes {
      #expect(seen.contains(category), "\(category) never drawn")
    }
    // One in twelve each, about: no size is starved (each at least a third of its share).
    for category in UIContentSizeCategory.allSizes {
      #expect(seen.filter { $0 == category }.count * 36 >= seen.count, "\(category)")
    }
  }

  @Test func seedsFilesCarryTheSize() throws {
    var scenario = Scenario(device: .iPhoneSE).enableNavigation()
    scenario.environment.screen.preferredContentSizeCategory = .accessibilityExtraLarge
    let seed = SeedFile(name: "ax", provenance: "test", scenario: scenario)
    #expect(seed.json.contains(#""contentSizeCategory": "accessibilityExtraLarge""#))
    #expect(try SeedFile(parsing: seed.json).scenario == scenario)
    // The default size is left out, so files written before the dimension existed read the same.
    let plain = SeedFile(name: "l", provenance: "test", scenario: Scenario(device: .iPhoneSE))
    #expect(!plain.json.contains("contentSizeCategory"))
  }

  @Test func anUnknownSizeNamesTheLineAndTheChoices() throws {
    var scenario = Scenario(device: .iPhoneSE).enableNavigation()
    scenario.environment.screen.preferredContentSizeCategory = .small
    let text = SeedFile(name: "s", provenance: "test", scenario: scenario).json
      .replacingOccurrences(of: #""small""#, with: #""huge""#)
    do {
      _ = try SeedFile(parsing: text, file: "Seeds/s.json")
      Issue.record("an unknown size was accepted")
    } catch {
      #expect(
        error.description.hasPrefix(
          "Seeds/s.json:14: \"contentSizeCategory\" must be one of extraSmall, small, medium, "
            + "large, extraLarge"))
    }
  }

  @MainActor @Test func theMapSeesTheSizeAsATrait() throws {
    var screen = DeviceProfile.iPhoneSE.screen(.portrait)
    screen.preferredContentSizeCategory = .extraExtraLarge
    let simulator = NavigationSimulator(screen: screen)
    #expect(simulator.mapView.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
    let label = UIView()
    simulator.mapView.addSubview(label)
    #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
  }
}
