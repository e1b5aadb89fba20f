public import Foundation
public import UIKitModel

// One method per SDK event of DESIGN.md §5. Each checks legality, lets the SDK side act (and
// call the delegate), runs a layout pass, turns the main run loop (work the delegate deferred
// runs before the next event, as on a device), lays out again and scans for constraints on
// Google internals.

extension NavigationSimulator {
  /// Applies one event.
  /// - Parameter event: The event.
  /// - Throws: ``NavigationSimulatorError/illegalEvent(_:phase:)`` when it is not legal now.
  public func apply(_ event: SDKEvent) throws {
    guard event.isLegal(in: phase) else {
      throw NavigationSimulatorError.illegalEvent(event, phase: phase)
    }
    // Another simulator (a parallel test's case) may have run since the last event.
    configureDeviceIfNeeded()
    let controller = mapView.navigationUI
    switch event {
    case .enableNavigation: mapView.isNavigationEnabled = true
    case .startGuidance: controller.startGuidance()
    case .showPrompt(let height): _ = controller.showPrompt(contentHeight: height)
    case .changePrompt(let height): _ = controller.changePrompt(contentHeight: height)
    case .hidePrompt: controller.hidePrompt()
    case .stopGuidance: controller.stopGuidance()
    case .disableNavigation: mapView.isNavigationEnabled = false
    case .resize(let size, let insets): applyResize(size, insets)
    case .speedWidget(let state): controller.setSpeedWidgetState(state)
    case .recenter(let shown): controller.setRecenterShown(shown)
    case .advanceTime(let seconds): mapView.animationClock.advance(by: seconds)
    }
    mapView.layoutIfNeeded()
    MainRunLoop.turn()
    mapView.layoutIfNeeded()
    noteConstraintsOnInternals()
  }

  /// Turns navigation on: pristine snapshot, then `enableNavigationUI`.
  /// - Throws: ``NavigationSimulatorError`` unless navigation is off.
  public func enableNavigation() throws { try apply(.enableNavigation) }

  /// Starts guidance: `startGuidance`.
  /// - Throws: ``NavigationSimulatorError`` unless navigation-ready.
  public func startGuidance() throws { try apply(.startGuidance) }

  /// Shows a prompt: `showPrompt`, unless `shouldDisplayPrompts` is false.
  /// - Parameter contentHeight: The prompt's height above the bottom band; nil for the metrics'.
  /// - Returns: The prompt handed over, or nil when prompts are off.
  /// - Throws: ``NavigationSimulatorError`` unless guiding with no prompt.
  @discardableResult
  public func showPrompt(contentHeight: CGFloat? = nil) throws -> PromptView? {
    try apply(.showPrompt(contentHeight: contentHeight))
    return currentPrompt
  }

  /// Replaces the prompt: `changePrompt(newPrompt:oldPrompt:)`.
  /// - Parameter contentHeight: The new prompt's height above the bottom band.
  /// - Returns: The new prompt.
  /// - Throws: ``NavigationSimulatorError`` unless guiding with a prompt.
  @discardableResult
  public func changePrompt(contentHeight: CGFloat? = nil) throws -> PromptView? {
    try apply(.changePrompt(contentHeight: contentHeight))
    return currentPrompt
  }

  /// Hides the prompt: `hidePrompt`.
  /// - Throws: ``NavigationSimulatorError`` unless guiding with a prompt.
  public func hidePrompt() throws { try apply(.hidePrompt) }

  /// Stops guidance: `stopGuidance`.
  /// - Throws: ``NavigationSimulatorError`` unless guiding.
  public func stopGuidance() throws { try apply(.stopGuidance) }

  /// Turns navigation off: `stopGuidance` if guiding, then `disableNavigationUI`.
  /// - Throws: ``NavigationSimulatorError`` when navigation is already off.
  public func disableNavigation() throws { try apply(.disableNavigation) }

  /// Resizes the map (rotation, split view): new sizes, then `sizeChanged` while enabled.
  /// - Parameters:
  ///   - size: The new size, in points.
  ///   - safeAreaInsets: The new insets, in points.
  /// - Throws: Never in practice: resizing is legal in every phase.
  public func resize(to size: CGSize, safeAreaInsets: UIEdgeInsets) throws {
    try apply(.resize(size: size, safeAreaInsets: safeAreaInsets))
  }

  /// Changes what the speed widget shows, with no callback.
  /// - Parameter state: The state the speed data asks for.
  /// - Throws: ``NavigationSimulatorError`` unless guiding.
  public func setSpeedWidget(_ state: SpeedWidgetState) throws { try apply(.speedWidget(state)) }

  /// Morphs the logo into the re-center button (true) or back, with no callback.
  /// - Parameter shown: Whether the re-center button shows.
  /// - Throws: ``NavigationSimulatorError`` when navigation is off.
  public func setRecenterShown(_ shown: Bool) throws { try apply(.recenter(shown: shown)) }

  /// Moves the animation clock forward; due completions run.
  /// - Parameter seconds: The time to pass.
  public func advanceTime(by seconds: TimeInterval) {
    try? apply(.advanceTime(seconds))
  }

  /// Runs the clock and turns the main run loop until no animation, completion or deferred
  /// work is pending (at most ``MainRunLoop/maxRounds`` rounds), laying out after each.
  public func settle() {
    configureDeviceIfNeeded()
    for _ in 0..<MainRunLoop.maxRounds {
      mapView.animationClock.settle()
      mapView.layoutIfNeeded()
      MainRunLoop.turn()
      mapView.layoutIfNeeded()
      if !isAnimating, !MainRunLoop.hasDeferredWork { break }
    }
    noteConstraintsOnInternals()
  }

  /// A window resize, in UIKit's order (CONFORMANCE.md AL-UIK-059, AL-UIK-060): the root
  /// view controller's `viewWillTransition(to:with:)` (old size still in place); the new
  /// window, map and environment, with `traitCollectionDidChange(_:)` and trait-change
  /// handlers down the hierarchy (superviews first; a view controller just before its view);
  /// the SDK's `sizeChanged`; then the coordinator's alongside blocks in one animation.
  private func applyResize(_ size: CGSize, _ insets: UIEdgeInsets) {
    let coordinator = SizeTransitionCoordinator(containerView: window)
    rootViewController.viewWillTransition(to: size, with: coordinator)
    screen.size = size
    screen.safeAreaInsets = insets
    device = device.resized(to: size)
    let environment = device.environment(for: screen)
    Self.configureDevice(device, screen: screen)
    Self.configuredSimulator = self
    window.frame = CGRect(origin: .zero, size: size)
    window.layoutEnvironment = environment
    mapView.navigationUI.mapSizeChanged()
    coordinator.runAlongsideAnimations()
  }
}
