import Foundation

/// What a simulated case fixes before navigation starts: component metrics, the wide-mode
/// policy, the buttons per state, and the map's display settings (DESIGN.md §5, environment).
public struct SimulatorConfiguration: Hashable, Sendable {
  /// The component sizes.
  public var metrics: ComponentMetrics
  /// How wide mode follows the map's size.
  public var wideModePolicy: WideModePolicy
  /// The navigation-ready buttons, in order; may hold unknown kinds.
  public var readyButtons: [NavigationButtonKnownType]
  /// The active-guidance buttons, in order; may hold unknown kinds.
  public var guidanceButtons: [NavigationButtonKnownType]
  /// `settings.compassButton`: false drops the compass from both sets.
  public var compassButton: Bool
  /// `shouldDisplaySpeedometer` on the map.
  public var shouldDisplaySpeedometer: Bool
  /// `shouldDisplaySpeedLimit` on the map.
  public var shouldDisplaySpeedLimit: Bool
  /// `navigator.shouldDisplayPrompts`: false suppresses prompt callbacks.
  public var shouldDisplayPrompts: Bool
  /// The device's Reduce Motion setting, which delegates read as
  /// `UIAccessibility.isReduceMotionEnabled`; off by default. Generated environments keep it
  /// off; a Seeds file or a test turns it on (`"isReduceMotionEnabled": true`).
  public var isReduceMotionEnabled: Bool

  /// Creates a configuration; the defaults show every component.
  public init(
    metrics: ComponentMetrics = .default, wideModePolicy: WideModePolicy = .landscape,
    readyButtons: [NavigationButtonKnownType] = [.compass],
    guidanceButtons: [NavigationButtonKnownType] = [.compass, .reporting],
    compassButton: Bool = true, shouldDisplaySpeedometer: Bool = true,
    shouldDisplaySpeedLimit: Bool = true, shouldDisplayPrompts: Bool = true,
    isReduceMotionEnabled: Bool = false
  ) {
    self.metrics = metrics
    self.wideModePolicy = wideModePolicy
    self.readyButtons = readyButtons
    self.guidanceButtons = guidanceButtons
    self.compassButton = compassButton
    self.shouldDisplaySpeedometer = shouldDisplaySpeedometer
    self.shouldDisplaySpeedLimit = shouldDisplaySpeedLimit
    self.shouldDisplayPrompts = shouldDisplayPrompts
    self.isReduceMotionEnabled = isReduceMotionEnabled
  }
}
