import Foundation
import GoogleNavigationModel
public import PropertyEngine
import UIKitModel

extension ScenarioJSON {
  /// Reads a scenario object (`{"environment": {…}, "events": […]}`).
  ///
  /// - Parameters:
  ///   - value: The parsed object.
  ///   - line: The line the object starts on, for messages about the object itself.
  ///   - file: The file's name, for messages.
  /// - Returns: The scenario, its events checked to be legal in order.
  /// - Throws: ``SeedFileError`` naming the line and the fix: a missing member, a value of
  ///   the wrong type or out of range, an unknown member, device or event name, or an event
  ///   that is not legal where it stands.
  public static func decode(_ value: JSONValue, line: Int, file: String) throws(SeedFileError)
    -> Scenario
  {
    let reader = try JSONObjectReader(
      value, name: "\"scenario\"", line: line, file: file, allowed: ["environment", "events"])
    let environmentMember = try reader.required(
      "environment", shape: "an object with device and orientation")
    let environment = try decodeEnvironment(
      try reader.object(
        environmentMember,
        allowed: [
          "device", "orientation", "window", "size", "safeAreaInsets", "layoutDirection",
          "scale", "contentSizeCategory", "configuration",
        ]))
    if let problem = PlausibilityLimits.problem(in: environment) {
      throw reader.fail(environmentMember.line, problem)
    }
    let eventsMember = try reader.required(
      "events", shape: "an array of events, such as [{\"event\": \"enableNavigation\"}]")
    guard case .array(let elements) = eventsMember.value else {
      throw reader.fail(
        eventsMember.line,
        "\"events\" must be an array of events, such as [{\"event\": \"enableNavigation\"}]")
    }
    guard elements.count <= PlausibilityLimits.maximumEvents else {
      throw reader.fail(
        eventsMember.line,
        "\(elements.count) events is above the limit of \(PlausibilityLimits.maximumEvents) "
          + "events a scenario may hold; split it into shorter seeds")
    }
    // One array, appended to in place: building the scenario an event at a time copied every
    // earlier event each time (quadratic in the file's length).
    let start = Scenario(environment: environment)
    var events: [SDKEvent] = []
    events.reserveCapacity(elements.count)
    var lines: [Int] = []
    for (index, element) in elements.enumerated() {
      let event = try JSONObjectReader(
        element, name: "event \(index + 1)", line: lines.last ?? eventsMember.line, file: file,
        allowed: [
          "event", "contentHeight", "size", "safeAreaInsets", "state", "shown",
          "seconds", "orientation",
        ])
      lines.append(event.line)
      let decoded = try decodeEvent(event, into: start).events[0]
      if let problem = PlausibilityLimits.problem(in: decoded) {
        throw reader.fail(event.line, problem)
      }
      events.append(decoded)
    }
    let scenario = Scenario(environment: environment, events: events)
    if case .failure(let illegal) = scenario.phases() {
      throw reader.fail(lines[illegal.index], illegal.description)
    }
    return scenario
  }

  static func decodeEnvironment(_ reader: JSONObjectReader) throws(SeedFileError) -> Environment {
    var device: DeviceProfile?
    if let member = reader.optional("device") {
      let names = DeviceProfile.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
      let shape = "one of \(names), or null for a free size"
      device = DeviceProfile.named(try reader.string(member, shape: shape))
      guard device != nil else { throw reader.fail(member.line, "\"device\" must be \(shape)") }
    }
    let orientation = try reader.choice(
      try reader.required("orientation", shape: "one of portrait, landscapeLeft, landscapeRight"),
      Orientation.allCases.map { ($0.rawValue, $0) })
    var window = device == nil ? WindowLayout.free : .fullScreen
    if let member = reader.optional("window") { window = try decodeWindow(member, reader) }
    var direction = UIUserInterfaceLayoutDirection.leftToRight
    if let member = reader.optional("layoutDirection") {
      direction = try reader.choice(
        member, [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)])
    }
    var screen: SimulatedScreen
    if let device {
      screen = device.screen(orientation, layoutDirection: direction)
      switch window {
      case .splitView(let width): screen.size.width = width
      case .stageManager(let size):
        screen = SimulatedScreen(size: size, layoutDirection: direction, scale: device.scale)
      case .fullScreen, .free: break
      }
    } else {
      let size = try reader.size(
        try reader.required(
          "size", shape: "[width, height] in points (a free size has no device to take it from)"))
      screen = SimulatedScreen(size: size, layoutDirection: direction)
    }
    if let member = reader.optional("size") { screen.size = try reader.size(member) }
    if let member = reader.optional("safeAreaInsets") {
      screen.safeAreaInsets = try reader.insets(member)
    }
    if let member = reader.optional("scale") {
      screen.scale = try reader.number(member, shape: "1, 2 or 3")
      guard [1, 2, 3].contains(screen.scale) else {
        throw reader.fail(member.line, "\"scale\" must be 1, 2 or 3")
      }
    }
    if let member = reader.optional("contentSizeCategory") {
      screen.preferredContentSizeCategory = try reader.choice(
        member, UIContentSizeCategory.allSizes.map { ($0.name, $0) })
    }
    var configuration = SimulatorConfiguration()
    if let member = reader.optional("configuration") {
      configuration = try decodeConfiguration(
        try reader.object(
          member,
          allowed: ["metrics", "wideModePolicy", "readyButtons", "guidanceButtons"]
            + flags(configuration, configuration).map(\.0)))
    }
    return Environment(
      device: device, orientation: orientation, window: window, screen: screen,
      configuration: configuration)
  }

  static func decodeWindow(_ member: JSONMember, _ reader: JSONObjectReader) throws(SeedFileError)
    -> WindowLayout
  {
    let shape =
      "\"fullScreen\", \"free\", {\"splitView\": width} or {\"stageManager\": [width, height]}"
    switch member.value {
    case .string("fullScreen"): return .fullScreen
    case .string("free"): return .free
    case .object(let members) where members.count == 1:
      let inner = try reader.object(member, allowed: ["splitView", "stageManager"])
      if let width = inner.optional("splitView") {
        return .splitView(width: try inner.nonNegative(width))
      }
      if let size = inner.optional("stageManager") { return .stageManager(try inner.size(size)) }
    default: break
    }
    throw reader.fail(member.line, "\"window\" must be \(shape)")
  }

  static func decodeConfiguration(_ reader: JSONObjectReader) throws(SeedFileError)
    -> SimulatorConfiguration
  {
    var configuration = SimulatorConfiguration()
    if let member = reader.optional("metrics") {
      let fields = MetricsField.all
      let metrics = try reader.object(member, allowed: fields.map(\.name))
      for field in fields {
        guard let value = metrics.optional(field.name) else { continue }
        if field.isSize {
          field.set(
            try metrics.pair(value, shape: "[width, height] in points, each 0 or more"),
            in: &configuration.metrics)
        } else {
          field.set([try metrics.nonNegative(value)], in: &configuration.metrics)
        }
      }
    }
    if let member = reader.optional("wideModePolicy") {
      let shape = "\"landscape\" or {\"minimumWidth\": points}"
      if case .string("landscape") = member.value {
        configuration.wideModePolicy = .landscape
      } else if case .object = member.value,
        let width = try reader.object(member, allowed: ["minimumWidth"]).optional("minimumWidth")
      {
        configuration.wideModePolicy = .minimumWidth(try reader.nonNegative(width))
      } else {
        throw reader.fail(member.line, "\"wideModePolicy\" must be \(shape)")
      }
    }
    if let member = reader.optional("readyButtons") {
      configuration.readyButtons = try decodeButtons(member, reader)
    }
    if let member = reader.optional("guidanceButtons") {
      configuration.guidanceButtons = try decodeButtons(member, reader)
    }
    let paths: [WritableKeyPath<SimulatorConfiguration, Bool>] = [
      \.compassButton, \.shouldDisplaySpeedometer, \.shouldDisplaySpeedLimit,
      \.shouldDisplayPrompts, \.isReduceMotionEnabled,
    ]
    for ((key, _, _), path) in zip(flags(configuration, configuration), paths) {
      if let member = reader.optional(key) {
        configuration[keyPath: path] = try reader.bool(member)
      }
    }
    return configuration
  }

  static func decodeButtons(_ member: JSONMember, _ reader: JSONObjectReader) throws(SeedFileError)
    -> [NavigationButtonKnownType]
  {
    let failure = reader.fail(
      member.line,
      "\"\(member.key)\" must be an array of \"compass\", \"reporting\" or raw integers")
    guard case .array(let elements) = member.value else { throw failure }
    var result: [NavigationButtonKnownType] = []
    for element in elements {
      switch element {
      case .string("compass"): result.append(.compass)
      case .string("reporting"): result.append(.reporting)
      case .number(let text):
        guard let raw = Int32(text) else { throw failure }
        result.append(NavigationButtonKnownType(rawValue: raw))
      default: throw failure
      }
    }
    return result
  }

  static func decodeEvent(_ reader: JSONObjectReader, into scenario: Scenario) throws(SeedFileError)
    -> Scenario
  {
    let names = eventNames + ["rotate"]
    let name = try reader.choice(
      try reader.required("event", shape: "one of " + names.joined(separator: ", ")),
      names.map { ($0, $0) })
    let height = { () throws(SeedFileError) -> CGFloat? in
      try reader.optional("contentHeight").map { (member) throws(SeedFileError) in
        try reader.nonNegative(member)
      }
    }
    switch name {
    case "enableNavigation": return scenario.enableNavigation()
    case "startGuidance": return scenario.startGuidance()
    case "showPrompt": return scenario.showPrompt(contentHeight: try height())
    case "changePrompt": return scenario.changePrompt(contentHeight: try height())
    case "hidePrompt": return scenario.hidePrompt()
    case "stopGuidance": return scenario.stopGuidance()
    case "disableNavigation": return scenario.disableNavigation()
    case "resize":
      let size = try reader.size(try reader.required("size", shape: "[width, height] in points"))
      var insets = UIEdgeInsets.zero
      if let member = reader.optional("safeAreaInsets") { insets = try reader.insets(member) }
      return scenario.resize(to: size, safeAreaInsets: insets)
    case "speedWidget":
      return scenario.speedWidget(
        try reader.choice(
          try reader.required("state", shape: "one of none, speed, limit, both"),
          SpeedWidgetState.allCases.map { ("\($0)", $0) }))
    case "recenter":
      return scenario.recenter(
        shown: try reader.bool(try reader.required("shown", shape: "true or false")))
    case "advanceTime":
      let seconds = try reader.nonNegative(
        try reader.required("seconds", shape: "a number of seconds"), unit: "seconds")
      return scenario.advanceTime(by: TimeInterval(seconds))
    default:  // rotate
      return scenario.rotate(
        to: try reader.choice(
          try reader.required(
            "orientation", shape: "one of portrait, landscapeLeft, landscapeRight"),
          Orientation.allCases.map { ($0.rawValue, $0) }))
    }
  }
}
