import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing

@Suite struct ReproSwiftTestTests {
  /// The renderer's output for the every-event scenario is, byte for byte, the test compiled
  /// and run in RenderedReproTests.swift.
  @Test func everyEventScenarioRendersTheCompiledTest() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RenderedReproTests.swift").path
    let compiled = try String(contentsOfFile: path, encoding: .utf8)
    let rendered = ReproSwiftTest.testFunction(
      ReproFixtures.everyEvent, testName: "rendered_everyEventKind",
      delegateExpression: "ReferenceLayoutDelegate()"
    ).joined(separator: "\n")
    #expect(compiled.hasSuffix(rendered + "\n"))
  }

  @Test func wholeFileHasImportsAndTheDefaultDelegate() {
    let scenario = Scenario(device: .iPhone15).enableNavigation()
    #expect(
      ReproSwiftTest.render(scenario, testName: "nlc001_step1_enableNavigation") == """
        import GoogleNavigation
        import NavigationLayoutConformance
        import Testing
        import UIKit

        @Test func nlc001_step1_enableNavigation() throws {
          let scenario = Scenario(environment: Environment(device: .iPhone15), events: [.enableNavigation])
          try Conformance.check(scenario) { MyLayoutDelegate() }
        }

        """)
  }

  @Test func splitViewWritesTheWholeScreen() {
    let lines = ReproSwiftTest.testFunction(
      ReproFixtures.splitView, testName: "nlc006_step2_startGuidance", delegateExpression: "D()")
    #expect(
      lines.joined(separator: "\n") == """
        @Test func nlc006_step2_startGuidance() throws {
          let scenario = Scenario(
            environment: Environment(
              device: .iPadPro11, orientation: .landscapeLeft, window: .splitView(width: 375),
              screen: SimulatedScreen(
                size: CGSize(width: 375, height: 834),
                safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)),
            events: [.enableNavigation, .startGuidance])
          try Conformance.check(scenario) { D() }
        }
        """)
  }

  @Test func freeSizeAndStageManagerRender() {
    let free = ReproSwiftTest.testFunction(
      ReproFixtures.freeSize, testName: "t", delegateExpression: "D()")
    #expect(free[2] == "    environment: Environment(")
    #expect(free[3] == "      device: nil, orientation: .portrait, window: .free,")
    #expect(free[4] == "      screen: SimulatedScreen(size: CGSize(width: 320.5, height: 480))),")
    var stage = ReproFixtures.splitView
    stage.environment.window = .stageManager(CGSize(width: 500, height: 660))
    stage.environment.screen = SimulatedScreen(size: CGSize(width: 500, height: 660), scale: 2)
    let lines = ReproSwiftTest.testFunction(stage, testName: "t", delegateExpression: "D()")
    #expect(lines[3] == "      device: .iPadPro11, orientation: .landscapeLeft,")
    #expect(lines[4] == "      window: .stageManager(CGSize(width: 500, height: 660)),")
    #expect(
      lines[5] == "      screen: SimulatedScreen(size: CGSize(width: 500, height: 660), scale: 2)),"
    )
  }

  @Test func testNamesComeFromRuleStepAndEvent() {
    #expect(
      ReproSwiftTest.testName(ruleID: "NLC-005", step: 3, event: .showPrompt(contentHeight: nil))
        == "nlc005_step3_showPrompt")
    #expect(
      ReproSwiftTest.testName(ruleID: "NLC-007", step: 4, event: nil) == "nlc007_step4_settle")
    #expect(ReproSwiftTest.testName(ruleID: "NLC-021", step: nil, event: nil) == "nlc021")
  }
}
