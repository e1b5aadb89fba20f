import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

// The simulator installs the map in a window as on a device and points UIScreen.main,
// UIDevice.current and UIApplication.shared at the case (CONFORMANCE.md AL-UIK-058); a
// resize runs, in this order (AL-UIK-059, AL-UIK-060): viewWillTransition(to:with:) on the
// view controllers, traitCollectionDidChange and trait-change handlers down the hierarchy
// (a view controller just before its view: the child's view was added before the logging
// view), the SDK's sizeChanged, the coordinator's alongside blocks, and their
// completion when the transition's 0.3 s have passed. Sizes are Apple's: the iPad mini is
// 744×1133 pt at @2x; a one-third Split View on it upright is 320 pt wide.

@MainActor
@Suite("The simulated window, screen, device and app")
struct SimulatedWindowTests {
  static let miniPortrait = SimulatedDevice(
    idiom: .pad, portraitScreenSize: CGSize(width: 744, height: 1133), orientation: .portrait)

  /// A one-third Split View window on an upright iPad mini.
  static let splitScreen = SimulatedScreen(
    size: CGSize(width: 320, height: 1133),
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    layoutDirection: .rightToLeft, scale: 2, preferredContentSizeCategory: .extraLarge)

  @Test func theMapIsInAWindowAndTheGlobalsFollowTheCase() {
    let simulator = NavigationSimulator(screen: Self.splitScreen, device: Self.miniPortrait)
    let map = simulator.mapView
    #expect(map.window === simulator.window)
    #expect(map.superview === simulator.window)
    #expect(simulator.window.rootViewController?.view === map)
    #expect(map.window?.screen === UIScreen.main)
    #expect(map.frame == CGRect(x: 0, y: 0, width: 320, height: 1133))
    #expect(map.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(simulator.window.safeAreaInsets == map.safeAreaInsets)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 744, height: 1133))
    #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1488, height: 2266))
    #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
    let traits = map.traitCollection
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(traits.displayScale == 2)
    #expect(traits.layoutDirection == .rightToLeft)
  }

  @Test func rotatingFollowsTheDeviceAndTheSizeClass() throws {
    let simulator = NavigationSimulator(screen: Self.splitScreen, device: Self.miniPortrait)
    try simulator.resize(
      to: CGSize(width: 1133, height: 744),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIScreen.main.bounds.size == CGSize(width: 1133, height: 744))
    #expect(simulator.mapView.frame.size == CGSize(width: 1133, height: 744))
    #expect(simulator.mapView.traitCollection.horizontalSizeClass == .regular)
    // A one-third Split View in landscape (375 × 744) is still landscape.
    try simulator.resize(
      to: CGSize(width: 375, height: 744),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(simulator.mapView.traitCollection.horizontalSizeClass == .compact)
  }

  // MARK: - Resize order

  final class Log { var entries: [String] = [] }

  final class LoggingController: UIViewController {
    let log: Log
    /// Moved by the alongside block, which ties the animation to the map's clock.
    var animatedView: UIView?
    init(log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      log.entries.append("viewWillTransition(\(Int(size.width)))")
      coordinator.animate(alongsideTransition: { _ in
        self.log.entries.append("alongside")
        self.animatedView?.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      }, completion: { _ in
        self.log.entries.append("completion")
      })
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log.entries.append("controller.didChange(\(previousTraitCollection?.horizontalSizeClass.description ?? "nil"))")
    }
  }

  final class LoggingView: UIView {
    var log: Log?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      log?.entries.append("view.didChange(\(previousTraitCollection?.horizontalSizeClass.description ?? "nil"))")
    }
  }

  @MainActor final class LoggingDelegate: NSObject, NavigationLayoutDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
      log.entries.append("sizeChanged(\(navMap.traitCollection.horizontalSizeClass))")
    }
  }

  @Test func aResizeRunsTransitionTraitsSizeChangedThenAnimations() throws {
    let log = Log()
    let simulator = NavigationSimulator(screen: Self.splitScreen, device: Self.miniPortrait)
    try simulator.mapView.setLayoutDelegate(LoggingDelegate(log: log))
    try simulator.enableNavigation()
    let child = LoggingController(log: log)
    simulator.rootViewController.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    simulator.mapView.addSubview(child.view)
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.log = log
    simulator.mapView.addSubview(view)
    child.animatedView = view
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: LoggingView, _: UITraitCollection) in
      log.entries.append("view.handler")
    }
    child.didMove(toParent: simulator.rootViewController)
    log.entries.removeAll()
    try simulator.resize(
      to: CGSize(width: 744, height: 1133),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(log.entries == [
      "viewWillTransition(744)", "controller.didChange(compact)", "view.didChange(compact)",
      "view.handler", "sizeChanged(regular)", "alongside",
    ])
    #expect(view.frame.size == CGSize(width: 20, height: 20))
    simulator.advanceTime(by: 0.29)
    #expect(log.entries.last == "alongside")
    simulator.advanceTime(by: 0.01)
    #expect(log.entries.last == "completion")
  }
}
