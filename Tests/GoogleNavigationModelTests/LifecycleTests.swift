import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

@MainActor
@Suite("Simulator lifecycle and callback order")
struct LifecycleTests {
  @Test("calls back in the documented order, stopGuidance before disableNavigationUI")
  func order() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    try simulator.showPrompt()
    try simulator.changePrompt(contentHeight: 90)
    try simulator.hidePrompt()
    try simulator.showPrompt()
    try simulator.stopGuidance()
    try simulator.startGuidance()
    try simulator.resize(to: CGSize(width: 852, height: 393), safeAreaInsets: .zero)
    try simulator.setSpeedWidget(.both)
    try simulator.setRecenterShown(true)
    simulator.advanceTime(by: 1)
    try simulator.disableNavigation()
    #expect(
      simulator.recorder.callbacks == [
        .enableNavigationUI, .startGuidance, .showPrompt, .changePrompt, .hidePrompt,
        .showPrompt, .stopGuidance, .startGuidance, .sizeChanged, .stopGuidance,
        .disableNavigationUI,
      ])
    #expect(simulator.phase == .off)
  }

  @Test("every state object hands out the same logo and viewport; wideMode follows the policy")
  func stateIdentity() throws {
    let (simulator, delegate) = try makeRecordingSimulator(
      SimulatorConfiguration(wideModePolicy: .minimumWidth(600)))
    try simulator.enableNavigation()
    try simulator.startGuidance()
    try simulator.resize(to: CGSize(width: 700, height: 900), safeAreaInsets: .zero)
    #expect(delegate.states.count == 4)  // enable, start (old, new), sizeChanged
    let logo = simulator.components.googleLogo
    #expect(delegate.states.allSatisfy { $0.googleLogo === logo })
    #expect(delegate.states.allSatisfy { $0.viewport === simulator.components.viewport })
    #expect(delegate.states.map(\.wideMode) == [false, false, false, true])
  }

  @Test("changePrompt passes the new prompt first; each prompt is a new, sized view")
  func promptHandOver() throws {
    let (simulator, delegate) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let first = try #require(try simulator.showPrompt(contentHeight: 100))
    let second = try #require(try simulator.changePrompt(contentHeight: 140))
    #expect(delegate.prompts.count == 2)
    #expect(delegate.prompts[1].new === second && delegate.prompts[1].old === first)
    #expect(first.bounds.size == CGSize(width: 393, height: 134))  // 34 + 100
    #expect(second.bounds.size == CGSize(width: 393, height: 174))  // 34 + 140
    #expect(second.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }

  @Test("illegal events throw and change nothing; prompts off means no prompt callbacks")
  func legality() throws {
    let (simulator, _) = try makeRecordingSimulator(
      SimulatorConfiguration(shouldDisplayPrompts: false))
    #expect(throws: NavigationSimulatorError.illegalEvent(.startGuidance, phase: .off)) {
      try simulator.startGuidance()
    }
    try simulator.enableNavigation()
    #expect(throws: NavigationSimulatorError.self) { try simulator.hidePrompt() }
    try simulator.startGuidance()
    #expect(try simulator.showPrompt() == nil)
    #expect(simulator.phase == .guiding(prompt: false))
    #expect(simulator.recorder.callbacks == [.enableNavigationUI, .startGuidance])
  }

  @Test("resizing while off calls nothing; the pristine snapshot is taken before enabling")
  func resizeAndPristine() throws {
    let (simulator, _) = try makeRecordingSimulator()
    let custom = UIView()
    simulator.mapView.addSubview(custom)
    try simulator.resize(to: CGSize(width: 400, height: 800), safeAreaInsets: .zero)
    #expect(simulator.recorder.callbacks.isEmpty)
    try simulator.enableNavigation()
    let pristine = try #require(simulator.pristineSnapshot)
    #expect(pristine.subviews.count == 1 && pristine.subviews[0] === custom)
    #expect(pristine.isIdentical(to: MapSnapshot(of: simulator.mapView)))
  }
}
