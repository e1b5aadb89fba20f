import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The reference delegate, except that it takes a hidden prompt off the map in work deferred
/// to the main queue (`DispatchQueue.main.async`) or to the main actor
/// (`Task { @MainActor in … }`), as app code that hops back to the main thread does. On a
/// device the main run loop turns between two SDK callbacks, so that work runs before the
/// SDK's next callback and before the layout is judged settled (Apple: the main dispatch
/// queue "is a globally available serial queue that executes tasks on the application's main
/// thread", serviced by the main run loop between events).
@MainActor
private final class RemovesPromptLater: ForwardingLayoutDelegate {
  enum Deferral { case mainQueue, mainActorTask }
  let reference = ReferenceLayoutDelegate()
  let deferral: Deferral
  /// Calls seen, in order, with the deferred removals between them.
  static var log: [String] = []
  /// The prompt on screen, taken off at once when guidance stops (as the guide asks).
  var shown: UIView?

  init(_ deferral: Deferral) { self.deferral = deferral }

  override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }

  override func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    Self.log.append("show")
    shown = newPrompt
    navMap.addSubview(newPrompt)
    NSLayoutConstraint.activate([
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
    ])
  }

  override func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    Self.log.append("hide")
    shown = nil
    let remove = {
      Self.log.append("removed")
      oldPrompt.removeFromSuperview()
    }
    switch deferral {
    case .mainQueue: DispatchQueue.main.async { MainActor.assumeIsolated { remove() } }
    case .mainActorTask: Task { @MainActor in remove() }
    }
  }

  override func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    shown?.removeFromSuperview()
    shown = nil
    super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  override func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}

/// Swift Testing runs these tests off the main thread, where the check hops to the main actor
/// one step at a time so the main queue turns in between (issue 12, "the run loop turns").
@Suite(.serialized) struct MainQueueTurnTests {
  static let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance()
    .showPrompt().hidePrompt().showPrompt()

  @Test(arguments: [RemovesPromptLater.Deferral.mainQueue, .mainActorTask])
  fileprivate func deferredRemovalRunsBeforeTheNextCallback(
    _ deferral: RemovesPromptLater.Deferral
  ) async throws {
    #expect(!Thread.isMainThread)
    await MainActor.run { RemovesPromptLater.log = [] }
    var configuration = ConformanceConfiguration()
    configuration.rules.only = ["NLC-009"]
    // Throws ConformanceFailure (NLC-009: the hidden prompt still on the map) if the removal
    // had not run by the settled checkpoint after hidePrompt.
    try Conformance.check(Self.scenario, configuration: configuration) {
      RemovesPromptLater(deferral)
    }
    let log = await MainActor.run { RemovesPromptLater.log }
    // The removal ran after hide and before the next show, in every run of the check (the
    // base run, then each relation's variant run).
    #expect(Array(log.prefix(4)) == ["show", "hide", "removed", "show"])
  }

  @Test func aCampaignSeesTheDeferredRemovalsToo() async throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 60
    configuration.rules.only = ["NLC-009", "NLC-022"]
    let report = try Conformance.run(configuration) { RemovesPromptLater(.mainQueue) }
    #expect(report.isConforming, "\(report)")
  }
}

/// A `@MainActor` test (Swift Testing runs it inside a main-queue block, on a worker thread on
/// Linux) may call the API too: the check runs in place instead of hopping to the queue it is
/// already on (found by an independent trial: it used to deadlock and crash the test process).
@Suite struct MainActorCallerTests {
  @MainActor @Test func checkAndRunFromTheMainActor() throws {
    let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance().showPrompt()
    try Conformance.check(scenario) { ReferenceLayoutDelegate() }
    var configuration = ConformanceConfiguration()
    configuration.cases = 20
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    #expect(report.isConforming, "\(report)")
  }
}
