import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// Issue 27: NLC-002 judges the viewport by a floor (an error below it) and a warning size (a
/// `cramped` warning between the two), both settable.
///
/// The delegate pins the viewport under the safe area's top with a fixed height. On an iPhone
/// SE in portrait (375 × 667 points, status bar 20 points: Apple's "Human Interface Guidelines,
/// Layout", device table) the viewport is therefore (0, 20, 375 × height).
@Suite @MainActor struct ViewportMinimumTests {
  final class FixedViewportDelegate: NSObject, NavigationLayoutDelegate {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      let viewport = newState.viewport
      navMap.addSubview(viewport)
      let safe = navMap.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.heightAnchor.constraint(equalToConstant: height),
      ])
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
      oldState.viewport.removeFromSuperview()
    }
  }

  static func check(height: CGFloat, minimum: ViewportMinimum = ViewportMinimum()) throws
    -> Violation?
  {
    var selection = RuleSelection()
    selection.only = ["NLC-002"]
    selection.viewportMinimum = minimum
    return try CaseChecker(selection: selection) { FixedViewportDelegate(height: height) }
      .check(ConformanceCase(scenario: Scenario(device: .iPhoneSE).enableNavigation()))
  }

  @Test func underTheFloorIsAnError() throws {
    let violation = try #require(try Self.check(height: 20))
    #expect(violation.severity == .error)
    #expect(violation.signature.description == "NLC-002 too small: viewport")
    #expect(violation.finding.detail.hasPrefix("viewport (0, 20, 375×20) is smaller than 24×24"))
  }

  @Test func betweenTheFloorAndTheWarningSizeIsAWarning() throws {
    let violation = try #require(try Self.check(height: 28))
    #expect(violation.severity == .warning)
    #expect(violation.signature.description == "NLC-002 cramped: viewport (warning)")
    #expect(violation.finding.detail == "viewport (0, 20, 375×28) is cramped: under 32×32 (the floor is 24×24)")
  }

  @Test func atTheWarningSizeItConforms() throws {
    #expect(try Self.check(height: 32) == nil)
  }

  @Test func theSizesAreSettable() throws {
    let strict = ViewportMinimum(floor: 30, warningSize: 44)
    #expect(try Self.check(height: 28, minimum: strict)?.severity == .error)
    #expect(try Self.check(height: 40, minimum: strict)?.severity == .warning)
    let noWarning = ViewportMinimum(floor: 24, warningSize: 24)
    #expect(try Self.check(height: 28, minimum: noWarning) == nil)
  }

  @Test func theConfigurationRefusesAWarningSizeUnderTheFloor() {
    var configuration = ConformanceConfiguration()
    configuration.rules.viewportMinimum = ViewportMinimum(floor: 40, warningSize: 32)
    #expect(throws: ConformanceError.self) { try configuration.validate() }
  }
}
