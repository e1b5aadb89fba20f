import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import Testing

/// A delegate written as app code that removes a hidden prompt in the completion of an
/// animation block that animates nothing (it changes a constant but lays out only later).
/// On a device that completion runs on the next run-loop turn ("If the duration of the
/// animation is 0, this block is performed at the beginning of the next run loop cycle",
/// UIView.animate(withDuration:delay:options:animations:completion:) reference; a block with
/// no animatable change completes likewise), before the SDK's next callback.
@MainActor
private final class DeferredRemovalDelegate: NSObject, NavigationLayoutDelegate {
  var log: [String] = []
  var bottom: NSLayoutConstraint?

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    log.append("show")
    navMap.addSubview(newPrompt)
    let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
    self.bottom = bottom
    NSLayoutConstraint.activate([
      bottom, newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
    ])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    log.append("hide")
    let bottom = self.bottom
    UIView.animate(withDuration: 0.25) {
      // No layout pass inside the block: nothing animates.
      bottom?.constant = 200
    } completion: { [weak self] finished in
      self?.log.append("removed finished=\(finished)")
      oldPrompt.removeFromSuperview()
    }
  }
}

@Suite @MainActor struct RunLoopTurnTests {
  static let base = Scenario(device: .iPhone15)

  /// Runs `scenario` with NLC-009 (a prompt still on the map after hidePrompt) only.
  fileprivate func run(_ scenario: Scenario, _ delegate: DeferredRemovalDelegate) throws -> CaseRecord {
    let driver = LifecycleDriver(
      rules: RuleCatalogue.rules.filter { $0.id == "NLC-009" }, makeDelegate: { delegate })
    return try driver.run(scenario)
  }

  @Test func aPromptRemovedInADeferredCompletionIsNotReportedAsStillOnScreen() throws {
    let delegate = DeferredRemovalDelegate()
    let scenario = Self.base.enableNavigation().startGuidance().showPrompt().hidePrompt()
    let record = try run(scenario, delegate)
    #expect(record.violation == nil, "\(record.violation.map(\.description) ?? "")")
    // The completion ran once, finished, right after the hidePrompt callback.
    #expect(delegate.log == ["show", "hide", "removed finished=true"])
  }

  @Test func theDeferredCompletionRunsBeforeTheSDKsNextCallback() throws {
    let delegate = DeferredRemovalDelegate()
    let scenario = Self.base.enableNavigation().startGuidance().showPrompt().hidePrompt()
      .showPrompt()
    let record = try run(scenario, delegate)
    #expect(record.violation == nil, "\(record.violation.map(\.description) ?? "")")
    #expect(delegate.log == ["show", "hide", "removed finished=true", "show"])
  }
}
