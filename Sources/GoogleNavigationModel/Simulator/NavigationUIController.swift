import Foundation
import UIKitModel

/// The SDK's side of one map view's navigation UI: lifecycle phase, components, delegate
/// calls in the order of DESIGN.md §5, and the records the checker reads.
///
/// ``GMSMapView`` owns one; ``NavigationSimulator`` drives it. With no delegate installed the
/// built-in (legacy) layout would run; the model does not draw it and makes no calls.
@MainActor
final class NavigationUIController {
  /// The map, weakly: through a WeakView, which keeps the map free of a side table.
  @WeakView var mapView: GMSMapView? = nil
  // Stored state is `@exclusivity(unchecked)`: main-actor only, and read on every event
  // (`sizing`), where the runtime's exclusivity check cost more than the read.
  @exclusivity(unchecked) var delegate: (any NavigationLayoutDelegate)?
  let recorder = NavigationRecorder()
  private(set) lazy var legacy = LegacyLayoutState(controller: self)

  // Configuration, set by the simulator before navigation is enabled.
  @exclusivity(unchecked) var metrics = ComponentMetrics.default
  @exclusivity(unchecked) var wideModePolicy = WideModePolicy.landscape
  @exclusivity(unchecked) var readyButtonTypes: [NavigationButtonKnownType] = [.compass]
  @exclusivity(unchecked)
  var guidanceButtonTypes: [NavigationButtonKnownType] = [.compass, .reporting]

  @exclusivity(unchecked) var phase = SDKPhase.off
  @exclusivity(unchecked) private(set) var components: ComponentSet?
  @exclusivity(unchecked) var currentPrompt: PromptView?
  @exclusivity(unchecked) private(set) var pristineSnapshot: MapSnapshot?
  @exclusivity(unchecked) var isRecenterShown = false
  @exclusivity(unchecked) var nextPromptSerial = 0

  var isEnabled: Bool { phase != .off }

  /// Forgets the prompt on screen (the delegate still holds and removes it).
  func clearPrompt() { currentPrompt = nil }

  func attach(to map: GMSMapView) {
    mapView = map
    legacy.installDefaultGuides()
  }

  /// The sizing for the map as it stands now.
  var sizing: ComponentSizing {
    let map = mapView
    let size = map?.bounds.size ?? .zero
    return ComponentSizing(
      metrics: metrics, mapSize: size, safeAreaInsets: map?.safeAreaInsets ?? .zero,
      layoutDirection: map?.effectiveUserInterfaceLayoutDirection ?? .leftToRight,
      wideMode: wideModePolicy.isWide(size))
  }

  /// The components, made on first use with the current configuration.
  var ensuredComponents: ComponentSet {
    if let components { return components }
    let compassAllowed = mapView?.settings.compassButton ?? true
    func allowed(_ types: [NavigationButtonKnownType]) -> [NavigationButtonKnownType] {
      types.filter { compassAllowed || $0 != .compass }
    }
    let made = ComponentSet(
      sizing: sizing, readyButtonTypes: allowed(readyButtonTypes),
      guidanceButtonTypes: allowed(guidanceButtonTypes), recorder: recorder)
    components = made
    return made
  }

  func readyState() -> NavigationReadyState {
    let set = ensuredComponents
    return NavigationReadyState(
      components: set, wideMode: sizing.wideMode, buttons: set.readyButtons)
  }

  func guidanceState() -> ActiveGuidanceState {
    let set = ensuredComponents
    return ActiveGuidanceState(
      components: set, wideMode: sizing.wideMode, buttons: set.guidanceButtons)
  }

  /// Calls the delegate (if any) and records the call.
  func call(
    _ callback: DelegateCallback, _ body: (any NavigationLayoutDelegate, GMSMapView) -> Void
  ) {
    guard let delegate, let map = mapView else { return }
    recorder.record(.callback(callback))
    body(delegate, map)
  }

  // MARK: - Enabling

  func setNavigationEnabled(_ enabled: Bool) {
    if enabled, phase == .off { enable() }
    if !enabled, phase != .off { disable() }
  }

  private func enable() {
    guard let map = mapView else { return }
    // The app's map before navigation ever started: leftovers of an earlier session still
    // animating out when navigation comes back must not become the baseline.
    if pristineSnapshot == nil { pristineSnapshot = MapSnapshot(of: map) }
    phase = .ready
    refreshSizes()
    let state = readyState()
    call(.enableNavigationUI) { $0.enableNavigationUI(navMap: $1, newState: state) }
  }

  private func disable() {
    if case .guiding = phase { stopGuidance() }
    phase = .off
    let state = readyState()
    call(.disableNavigationUI) { $0.disableNavigationUI(navMap: $1, oldState: state) }
  }
}
