import Foundation
public import UIKitModel

/// Plays the Navigation SDK's side for one map view in a simulated screen: one method per SDK
/// event, each calling the layout delegate in the documented order and then running a layout
/// pass (DESIGN.md §4, §5). Model-only API.
///
/// The map is installed in a ``window`` as the view of its root view controller, as on a
/// device, and `UIScreen.main`, `UIDevice.current` and `UIApplication.shared` follow the
/// running case's ``device`` and ``screen`` (CONFORMANCE.md AL-UIK-058).
///
/// Events illegal in the current phase throw ``NavigationSimulatorError/illegalEvent(_:phase:)``
/// and change nothing. What the checker needs is kept: ``recorder`` (delegate calls, legacy API
/// use, tampering, managed `isHidden` writes), ``pristineSnapshot`` and the map's
/// `layoutIssues`.
///
/// ```swift
/// let simulator = NavigationSimulator(screen: .phonePortrait)
/// try simulator.mapView.setLayoutDelegate(MyLayoutDelegate())
/// try simulator.enableNavigation()
/// try simulator.startGuidance()
/// try simulator.showPrompt()
/// simulator.advanceTime(by: 1)
/// print(simulator.recorder.callbacks)  // [enableNavigationUI, startGuidance, showPrompt]
/// ```
@preconcurrency @MainActor
public final class NavigationSimulator {
  /// The map view, the root of the simulated hierarchy.
  public let mapView: GMSMapView
  /// The screen the map fills now.
  public internal(set) var screen: SimulatedScreen
  /// The device the map runs on; its orientation follows resizes.
  public internal(set) var device: SimulatedDevice
  /// The app's window, the size of ``screen``; the map fills it.
  public let window: UIWindow
  /// The window's root view controller, whose view is the map. Its view does not keep the
  /// system minimum margins (`viewRespectsSystemMinimumLayoutMargins` false), so the map's
  /// margins stay UIKit's 8-point default that delegates and the rules were written against.
  public let rootViewController: UIViewController
  /// The case's fixed settings.
  public let configuration: SimulatorConfiguration
  @exclusivity(unchecked) var reportedForeignConstraints: [NSLayoutConstraint] = []
  /// ``NSLayoutConstraint/placementEpoch`` at the last scan for constraints on components'
  /// internals; nil before the first.
  @exclusivity(unchecked) var scannedPlacementEpoch: Int?

  /// Creates a map view filling `screen`, configured but with navigation off.
  /// - Parameters:
  ///   - screen: The screen.
  ///   - configuration: Metrics, wide-mode policy, buttons and display settings.
  ///   - isCarPlay: Whether the map is made for a CarPlay screen (refuses layout delegates).
  ///   - device: The device; nil for one whose screen is exactly `screen` (idiom unspecified).
  public init(
    screen: SimulatedScreen, configuration: SimulatorConfiguration = SimulatorConfiguration(),
    isCarPlay: Bool = false, device: SimulatedDevice? = nil
  ) {
    self.screen = screen
    self.configuration = configuration
    let device = device ?? SimulatedDevice(fillingScreen: screen)
    self.device = device
    let frame = CGRect(origin: .zero, size: screen.size)
    mapView = GMSMapView(options: GMSMapViewOptions(frame: frame, isCarPlayScreen: isCarPlay))
    let environment = device.environment(for: screen)
    mapView.layoutEnvironment = environment
    window = UIWindow(frame: frame)
    rootViewController = UIViewController()
    rootViewController.viewRespectsSystemMinimumLayoutMargins = false
    rootViewController.view = mapView
    Self.configureDevice(device, screen: screen)
    UIAccessibility.configure(reduceMotion: configuration.isReduceMotionEnabled)
    Self.configuredSimulator = self
    window.layoutEnvironment = environment
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    let controller = mapView.navigationUI
    controller.metrics = configuration.metrics
    controller.wideModePolicy = configuration.wideModePolicy
    controller.readyButtonTypes = configuration.readyButtons
    controller.guidanceButtonTypes = configuration.guidanceButtons
    mapView.settings.compassButton = configuration.compassButton
    mapView.shouldDisplaySpeedometer = configuration.shouldDisplaySpeedometer
    mapView.shouldDisplaySpeedLimit = configuration.shouldDisplaySpeedLimit
    mapView.navigator?.shouldDisplayPrompts = configuration.shouldDisplayPrompts
    mapView.layoutIfNeeded()
  }

  /// Points `UIScreen.main`, `UIDevice.current` and `UIApplication.shared` at the case: at
  /// creation, before every event and when settling, since they are process-wide and Swift
  /// Testing interleaves cases of parallel tests between events.
  /// Configures the singletons for this simulator unless it was the last to configure them.
  func configureDeviceIfNeeded() {
    guard Self.configuredSimulator !== self else { return }
    Self.configureDevice(device, screen: screen)
    UIAccessibility.configure(reduceMotion: configuration.isReduceMotionEnabled)
    Self.configuredSimulator = self
  }

  /// The simulator the singletons were last configured for: an event of another one
  /// configures them again.
  static weak var configuredSimulator: NavigationSimulator?

  static func configureDevice(_ device: SimulatedDevice, screen: SimulatedScreen) {
    var full = screen
    full.size = device.screenSize
    UIScreen.main.configure(
      bounds: device.screenSize, scale: screen.scale, traits: device.environment(for: full))
    UIDevice.current.configure(
      idiom: device.idiom == .pad ? .pad : .phone, orientation: device.orientation)
    UIApplication.shared.configure(
      layoutDirection: screen.layoutDirection,
      preferredContentSizeCategory: screen.preferredContentSizeCategory)
  }

  /// The log of delegate calls, legacy API use and tampering.
  public var recorder: NavigationRecorder { mapView.navigationUI.recorder }
  /// The SDK's phase.
  public var phase: SDKPhase { mapView.navigationUI.phase }
  /// The Google components of this map (made on first use, then the same objects).
  public var components: ComponentSet { mapView.navigationUI.ensuredComponents }
  /// The map as it was just before the first `enableNavigationUI`; nil before it.
  public var pristineSnapshot: MapSnapshot? { mapView.navigationUI.pristineSnapshot }
  /// The prompt on screen as far as the SDK knows.
  public var currentPrompt: PromptView? { mapView.navigationUI.currentPrompt }
  /// Whether the components are sized for wide mode now, by the configured policy.
  public var wideMode: Bool { mapView.navigationUI.sizing.wideMode }
  /// The sizes the SDK gives components now.
  public var sizing: ComponentSizing { mapView.navigationUI.sizing }
  /// The UIKit model's issue log for the map's hierarchy, oldest first.
  public var layoutIssues: [LayoutIssue] { mapView.layoutIssues }
  /// Whether an animation is running or a completion waits.
  public var isAnimating: Bool { mapView.animationClock.isAnimating }
}
