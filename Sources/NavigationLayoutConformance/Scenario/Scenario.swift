public import Foundation
public import GoogleNavigationModel
public import UIKitModel

/// One case: an environment and the SDK events that happen in it, in order (DESIGN.md §5).
///
/// Scenarios are what generators draw, what the shrinker makes smaller, what repros replay and
/// what Seeds files hold. Build one by chaining events; every method returns a new scenario:
///
/// ```swift
/// let scenario = Scenario(device: .iPhone15)
///   .enableNavigation()
///   .startGuidance()
///   .rotate(to: .landscapeLeft)
/// try Conformance.check(scenario) { MyLayoutDelegate() }
/// ```
///
/// The driver appends no events of its own to ``events``; after the last one it always
/// settles animations, disables navigation if it is on, and settles again, so cleanup is
/// checked in every case.
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
  /// The screen and the SDK's configuration before the first event.
  public var environment: Environment
  /// The events, in order. Each must be legal in the phase the ones before it leave.
  public var events: [SDKEvent]

  /// Creates a scenario.
  public init(environment: Environment, events: [SDKEvent] = []) {
    self.environment = environment
    self.events = events
  }

  /// A scenario on a device held in `orientation`, with no events yet.
  public init(
    device: DeviceProfile, orientation: Orientation = .portrait,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    configuration: SimulatorConfiguration = SimulatorConfiguration()
  ) {
    self.init(
      environment: Environment(
        device: device, orientation: orientation, layoutDirection: layoutDirection,
        configuration: configuration))
  }

  /// The scenario with `event` appended.
  public func then(_ event: SDKEvent) -> Scenario {
    var copy = self
    copy.events.append(event)
    return copy
  }

  /// Appends ``SDKEvent/enableNavigation``.
  public func enableNavigation() -> Scenario { then(.enableNavigation) }
  /// Appends ``SDKEvent/startGuidance``.
  public func startGuidance() -> Scenario { then(.startGuidance) }
  /// Appends ``SDKEvent/showPrompt(contentHeight:)``; nil uses the metrics' height.
  public func showPrompt(contentHeight: CGFloat? = nil) -> Scenario {
    then(.showPrompt(contentHeight: contentHeight))
  }
  /// Appends ``SDKEvent/changePrompt(contentHeight:)``.
  public func changePrompt(contentHeight: CGFloat? = nil) -> Scenario {
    then(.changePrompt(contentHeight: contentHeight))
  }
  /// Appends ``SDKEvent/hidePrompt``.
  public func hidePrompt() -> Scenario { then(.hidePrompt) }
  /// Appends ``SDKEvent/stopGuidance``.
  public func stopGuidance() -> Scenario { then(.stopGuidance) }
  /// Appends ``SDKEvent/disableNavigation``.
  public func disableNavigation() -> Scenario { then(.disableNavigation) }
  /// Appends a resize to `size` with `safeAreaInsets`, in points.
  public func resize(to size: CGSize, safeAreaInsets: UIEdgeInsets = .zero) -> Scenario {
    then(.resize(size: size, safeAreaInsets: safeAreaInsets))
  }
  /// Appends a resize to the environment's device held in `orientation`, full screen.
  ///
  /// A free-size environment has no device to rotate; it swaps width and height and keeps
  /// its insets.
  public func rotate(to orientation: Orientation) -> Scenario {
    let screen = environment.screen
    guard let device = environment.device else {
      let size = CGSize(width: screen.size.height, height: screen.size.width)
      return resize(to: size, safeAreaInsets: screen.safeAreaInsets)
    }
    let target = device.screen(orientation)
    return resize(to: target.size, safeAreaInsets: target.safeAreaInsets)
  }
  /// Appends a speed-widget change.
  public func speedWidget(_ state: SpeedWidgetState) -> Scenario { then(.speedWidget(state)) }
  /// Appends the logo's morph into the re-center button (`true`) or back.
  public func recenter(shown: Bool) -> Scenario { then(.recenter(shown: shown)) }
  /// Appends `seconds` of time passing.
  public func advanceTime(by seconds: TimeInterval) -> Scenario { then(.advanceTime(seconds)) }

  /// The phase each event leaves, or the index of the first illegal event.
  ///
  /// - Returns: The phases after each event (`phases[i]` follows `events[i]`), or
  ///   `.failure` with the index of the first event that is illegal where it stands.
  public func phases() -> Result<[SDKPhase], IllegalEvent> {
    var phase = SDKPhase.off
    var result: [SDKPhase] = []
    for (index, event) in events.enumerated() {
      guard event.isLegal(in: phase) else {
        return .failure(IllegalEvent(index: index, event: event, phase: phase))
      }
      phase = event.phase(after: phase, promptsShown: environment.configuration.shouldDisplayPrompts)
      result.append(phase)
    }
    return .success(result)
  }

  /// The environment and one event per line, numbered from 1.
  public var description: String {
    var lines = [environment.description]
    for (index, event) in events.enumerated() {
      lines.append("\(index + 1). \(ScenarioEventText.describe(event))")
    }
    return lines.joined(separator: "\n")
  }
}

/// An event that may not happen where a scenario puts it.
public struct IllegalEvent: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event's zero-based index in the scenario.
  public var index: Int
  /// The event.
  public var event: SDKEvent
  /// The phase it met.
  public var phase: SDKPhase

  public var description: String {
    "event \(index + 1) (\(ScenarioEventText.describe(event))) is not legal when the SDK is "
      + "\(ScenarioEventText.describe(phase)); see CONFORMANCE.md §1c for where each event may happen"
  }
}

extension SDKEvent {
  /// The phase after this event, which must be legal in `phase`.
  ///
  /// - Parameters:
  ///   - phase: The phase before.
  ///   - promptsShown: `shouldDisplayPrompts`: when false the SDK never shows a prompt.
  public func phase(after phase: SDKPhase, promptsShown: Bool = true) -> SDKPhase {
    switch self {
    case .enableNavigation: .ready
    case .startGuidance: .guiding(prompt: false)
    case .showPrompt: .guiding(prompt: promptsShown)
    case .changePrompt: phase
    case .hidePrompt: .guiding(prompt: false)
    case .stopGuidance: .ready
    case .disableNavigation: .off
    case .resize, .speedWidget, .recenter, .advanceTime: phase
    }
  }
}
