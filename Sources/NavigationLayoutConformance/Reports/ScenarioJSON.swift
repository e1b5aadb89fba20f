import Foundation
public import GoogleNavigationModel
public import PropertyEngine
import UIKitModel

/// The JSON form of a scenario, as Seeds files hold it under `"scenario"` (README, "Seeds file
/// format"): `{"environment": {…}, "events": [{"event": "enableNavigation"}, …]}`.
///
/// Members come in a fixed order and numbers in their shortest exact form, so the same
/// scenario gives the same bytes and reads back equal.
///
/// ```swift
/// let value = ScenarioJSON.encode(Scenario(device: .iPhone15).enableNavigation())
/// print(value["events"]!.serialized)  // [{"event":"enableNavigation"}]
/// ```
public enum ScenarioJSON {
  /// The event names, in ``SDKEvent`` order; `rotate` is also read (hand-written sugar for a
  /// resize to the device's screen in an orientation).
  public static let eventNames = [
    "enableNavigation", "startGuidance", "showPrompt", "changePrompt", "hidePrompt",
    "stopGuidance", "disableNavigation", "resize", "speedWidget", "recenter", "advanceTime",
  ]

  /// The scenario as a JSON object with `environment` and `events`.
  public static func encode(_ scenario: Scenario) -> JSONValue {
    .object([
      JSONMember("environment", encode(scenario.environment)),
      JSONMember("events", .array(scenario.events.map(encode))),
    ])
  }

  /// The environment: device (null for a free size), orientation, window, size, insets,
  /// direction, scale, the Dynamic Type size (omitted at the default `large`), and the
  /// configuration's non-default members (omitted when all default).
  public static func encode(_ environment: Environment) -> JSONValue {
    let screen = environment.screen
    var members = [
      JSONMember("device", environment.device.map { .string($0.name) } ?? .null),
      JSONMember("orientation", .string(environment.orientation.rawValue)),
      JSONMember("window", encode(environment.window)),
      JSONMember("size", size(screen.size)),
      JSONMember("safeAreaInsets", insets(screen.safeAreaInsets)),
      JSONMember("layoutDirection", .string(direction(screen.layoutDirection))),
      JSONMember("scale", number(screen.scale)),
    ]
    if screen.preferredContentSizeCategory != .large {
      members.append(
        JSONMember("contentSizeCategory", .string(screen.preferredContentSizeCategory.name)))
    }
    if environment.configuration != SimulatorConfiguration() {
      members.append(JSONMember("configuration", encode(environment.configuration)))
    }
    return .object(members)
  }

  /// One event: `{"event": "resize", "size": [852, 393], "safeAreaInsets": {…}}`.
  public static func encode(_ event: SDKEvent) -> JSONValue {
    var members = [JSONMember("event", .string(eventName(event)))]
    switch event {
    case .showPrompt(let height), .changePrompt(let height):
      if let height { members.append(JSONMember("contentHeight", number(height))) }
    case .resize(let size, let insets):
      members.append(JSONMember("size", self.size(size)))
      members.append(JSONMember("safeAreaInsets", self.insets(insets)))
    case .speedWidget(let state): members.append(JSONMember("state", .string("\(state)")))
    case .recenter(let shown): members.append(JSONMember("shown", .bool(shown)))
    case .advanceTime(let seconds): members.append(JSONMember("seconds", number(CGFloat(seconds))))
    case .enableNavigation, .startGuidance, .hidePrompt, .stopGuidance, .disableNavigation: break
    }
    return .object(members)
  }

  /// The event's name in JSON and test names: `showPrompt`, `resize`.
  public static func eventName(_ event: SDKEvent) -> String {
    switch event {
    case .enableNavigation: "enableNavigation"
    case .startGuidance: "startGuidance"
    case .showPrompt: "showPrompt"
    case .changePrompt: "changePrompt"
    case .hidePrompt: "hidePrompt"
    case .stopGuidance: "stopGuidance"
    case .disableNavigation: "disableNavigation"
    case .resize: "resize"
    case .speedWidget: "speedWidget"
    case .recenter: "recenter"
    case .advanceTime: "advanceTime"
    }
  }

  static func encode(_ window: WindowLayout) -> JSONValue {
    switch window {
    case .fullScreen: .string("fullScreen")
    case .free: .string("free")
    case .splitView(let width): .object([JSONMember("splitView", number(width))])
    case .stageManager(let size): .object([JSONMember("stageManager", self.size(size))])
    }
  }

  static func encode(_ configuration: SimulatorConfiguration) -> JSONValue {
    let defaults = SimulatorConfiguration()
    var members: [JSONMember] = []
    if configuration.metrics != defaults.metrics {
      var metrics: [JSONMember] = []
      for field in MetricsField.all
      where field.numbers(configuration.metrics) != field.numbers(.default) {
        let values = field.numbers(configuration.metrics)
        metrics.append(
          JSONMember(field.name, values.count == 1 ? number(values[0]) : .array(values.map(number)))
        )
      }
      members.append(JSONMember("metrics", .object(metrics)))
    }
    switch configuration.wideModePolicy {
    case .landscape: break
    case .minimumWidth(let width):
      members.append(
        JSONMember("wideModePolicy", .object([JSONMember("minimumWidth", number(width))])))
    }
    if configuration.readyButtons != defaults.readyButtons {
      members.append(JSONMember("readyButtons", buttons(configuration.readyButtons)))
    }
    if configuration.guidanceButtons != defaults.guidanceButtons {
      members.append(JSONMember("guidanceButtons", buttons(configuration.guidanceButtons)))
    }
    for (key, value, standard) in flags(configuration, defaults) where value != standard {
      members.append(JSONMember(key, .bool(value)))
    }
    return .object(members)
  }

  static func flags(_ configuration: SimulatorConfiguration, _ defaults: SimulatorConfiguration)
    -> [(String, Bool, Bool)]
  {
    [
      ("compassButton", configuration.compassButton, defaults.compassButton),
      (
        "shouldDisplaySpeedometer", configuration.shouldDisplaySpeedometer,
        defaults.shouldDisplaySpeedometer
      ),
      (
        "shouldDisplaySpeedLimit", configuration.shouldDisplaySpeedLimit,
        defaults.shouldDisplaySpeedLimit
      ),
      ("shouldDisplayPrompts", configuration.shouldDisplayPrompts, defaults.shouldDisplayPrompts),
      (
        "isReduceMotionEnabled", configuration.isReduceMotionEnabled,
        defaults.isReduceMotionEnabled
      ),
    ]
  }

  static func buttons(_ types: [NavigationButtonKnownType]) -> JSONValue {
    .array(
      types.map { type in
        switch type {
        case .compass: .string("compass")
        case .reporting: .string("reporting")
        default: .integer(type.rawValue)
        }
      })
  }

  static func number(_ value: CGFloat) -> JSONValue { .number(NumberLiteral.text(value)) }

  static func size(_ size: CGSize) -> JSONValue {
    .array([number(size.width), number(size.height)])
  }

  static func insets(_ insets: UIEdgeInsets) -> JSONValue {
    .object([
      JSONMember("top", number(insets.top)), JSONMember("left", number(insets.left)),
      JSONMember("bottom", number(insets.bottom)), JSONMember("right", number(insets.right)),
    ])
  }

  static func direction(_ direction: UIUserInterfaceLayoutDirection) -> String {
    direction == .rightToLeft ? "rightToLeft" : "leftToRight"
  }
}
