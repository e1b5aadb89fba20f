import Foundation
public import GoogleNavigationModel
import UIKitModel

/// Renders a scenario as a Swift Testing test that replays it through the public builder
/// (DESIGN.md §1, §8: "a pasteable Swift Testing test").
///
/// Only arguments that differ from their defaults are written, so the test reads as if typed
/// by hand, and the text is the same for the same scenario, byte for byte.
///
/// ```swift
/// let scenario = Scenario(device: .iPhone15).enableNavigation()
/// print(ReproSwiftTest.render(scenario, testName: "nlc001_step1_enableNavigation"))
/// // import GoogleNavigation
/// // import NavigationLayoutConformance
/// // import Testing
/// // import UIKit
/// //
/// // @Test func nlc001_step1_enableNavigation() throws {
/// //   let scenario = Scenario(environment: Environment(device: .iPhone15), events: [.enableNavigation])
/// //   try Conformance.check(scenario) { MyLayoutDelegate() }
/// // }
/// ```
public enum ReproSwiftTest {
  /// The test source, imports included.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay.
  ///   - testName: The test function's name; must be a Swift identifier.
  ///   - delegateExpression: Swift code making the delegate, such as `MyLayoutDelegate()`.
  /// - Returns: The source text, ending with a newline.
  ///   - rules: The rules the campaign checked; anything but every rule is written out, so
  ///     the test checks what the campaign did (a disabled rule stays disabled).
  ///   - note: A comment line above the test, such as the command that found the case.
  ///   - causes: Lines naming the constraints behind the bug (``Violation/causeLines``),
  ///     written as comments above the test, so the line to fix travels with the repro.
  ///   - bug: The signature of the one bug the test is about (``BugSignature/description``),
  ///     so the test turns green when that bug is fixed whatever else the scenario shows; nil
  ///     checks for every error.
  public static func render(
    _ scenario: Scenario, testName: String, delegateExpression: String = "MyLayoutDelegate()",
    rules: RuleSelection = RuleSelection(), note: String? = nil, bug: String? = nil,
    causes: [String] = []
  ) -> String {
    let header = [
      "import GoogleNavigation", "import NavigationLayoutConformance", "import Testing",
      "import UIKit", "",
    ]
    return
      (header + (note.map { ["// \($0)"] } ?? []) + causes.map { "// " + $0 }
      + testFunction(
        scenario, testName: testName, delegateExpression: delegateExpression, rules: rules,
        bug: bug)
      ).joined(separator: "\n") + "\n"
  }

  /// The test function alone, without imports, one string per line.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay.
  ///   - testName: The test function's name.
  ///   - delegateExpression: Swift code making the delegate.
  ///   - rules: The rules to check; every rule by default.
  ///   - bug: The one bug's signature the test checks for; nil for every error.
  /// - Returns: The lines of `@Test func …() throws { … }`.
  public static func testFunction(
    _ scenario: Scenario, testName: String, delegateExpression: String,
    rules: RuleSelection = RuleSelection(), bug: String? = nil
  ) -> [String] {
    var lines = ["@Test func \(testName)() throws {"]
    lines += expression(scenario).render(indent: 2, prefix: "let scenario = ")
    let bugArgument = bug.map { ", bug: " + stringLiteral($0) } ?? ""
    guard rules != RuleSelection() else {
      lines.append("  try Conformance.check(scenario\(bugArgument)) { \(delegateExpression) }")
      lines.append("}")
      return lines
    }
    lines.append("  var configuration = ConformanceConfiguration()")
    if let only = rules.only {
      lines.append(
        "  configuration.rules.only = [" + only.map(stringLiteral).joined(separator: ", ") + "]")
    }
    for rule in rules.disabled {
      lines.append(
        "  configuration.rules.disable(\(stringLiteral(rule.id)), because: "
          + "\(stringLiteral(rule.reason)))")
    }
    if !rules.viewportMinimum.isDefault {
      lines.append(
        "  configuration.rules.viewportMinimum = ViewportMinimum(floor: "
          + "\(Environment.points(rules.viewportMinimum.floor)), warningSize: "
          + "\(Environment.points(rules.viewportMinimum.warningSize)))")
    }
    lines.append(
      "  try Conformance.check(scenario, configuration: configuration\(bugArgument)) { "
        + "\(delegateExpression) }")
    lines.append("}")
    return lines
  }

  /// A test name for a failure of `ruleID` at `step`: `nlc005_step3_showPrompt`.
  ///
  /// - Parameters:
  ///   - ruleID: The rule, such as `NLC-005`.
  ///   - step: The failing step, from 1.
  ///   - event: The step's event; nil for the closing settle.
  /// - Returns: A Swift identifier.
  public static func testName(ruleID: String, step: Int?, event: SDKEvent?) -> String {
    let rule = ruleID.lowercased().filter { $0.isLetter || $0.isNumber }
    guard let step else { return rule }
    return "\(rule)_step\(step)_" + (event.map(ScenarioJSON.eventName) ?? "settle")
  }

  static func expression(_ scenario: Scenario) -> SwiftExpression {
    .call(
      "Scenario",
      [
        ("environment", expression(scenario.environment)),
        ("events", .array(scenario.events.map(expression))),
      ])
  }

  static func expression(_ environment: Environment) -> SwiftExpression {
    let screen = environment.screen
    var arguments: [(label: String, value: SwiftExpression)] = []
    if let device = environment.device, environment.window == .fullScreen,
      device.screen(environment.orientation, layoutDirection: screen.layoutDirection) == screen
    {
      // The convenience initializer rebuilds this screen from the device.
      arguments.append(("device", expression(device)))
      if environment.orientation != .portrait {
        arguments.append(("orientation", .literal("." + environment.orientation.rawValue)))
      }
      if screen.layoutDirection == .rightToLeft {
        arguments.append(("layoutDirection", .literal(".rightToLeft")))
      }
    } else {
      arguments.append(("device", environment.device.map(expression) ?? .literal("nil")))
      arguments.append(("orientation", .literal("." + environment.orientation.rawValue)))
      arguments.append(("window", expression(environment.window)))
      arguments.append(("screen", expression(screen)))
    }
    if environment.configuration != SimulatorConfiguration() {
      arguments.append(("configuration", expression(environment.configuration)))
    }
    return .call("Environment", arguments)
  }

  static func expression(_ screen: SimulatedScreen) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = [("size", size(screen.size))]
    if screen.safeAreaInsets != .zero {
      arguments.append(("safeAreaInsets", insets(screen.safeAreaInsets)))
    }
    if screen.layoutDirection == .rightToLeft {
      arguments.append(("layoutDirection", .literal(".rightToLeft")))
    }
    if screen.scale != 3 { arguments.append(("scale", number(screen.scale))) }
    if screen.preferredContentSizeCategory != .large {
      arguments.append(
        ("preferredContentSizeCategory", .literal("." + screen.preferredContentSizeCategory.name)))
    }
    return .call("SimulatedScreen", arguments)
  }

  static func expression(_ window: WindowLayout) -> SwiftExpression {
    switch window {
    case .fullScreen: .literal(".fullScreen")
    case .free: .literal(".free")
    case .splitView(let width): .call(".splitView", [("width", number(width))])
    case .stageManager(let size): .call(".stageManager", [("", self.size(size))])
    }
  }

  static func expression(_ device: DeviceProfile) -> SwiftExpression {
    if let member = memberNames.first(where: { $0.profile == device })?.member {
      return .literal("." + member)
    }
    return .call(
      "DeviceProfile",
      [
        ("name", .literal(stringLiteral(device.name))),
        ("idiom", .literal("." + device.idiom.rawValue)),
        ("portraitSize", size(device.portraitSize)),
        ("portraitInsets", insets(device.portraitInsets)),
        ("landscapeInsets", insets(device.landscapeInsets)), ("scale", number(device.scale)),
      ])
  }

  /// The built-in profiles and the static members that name them.
  static let memberNames: [(profile: DeviceProfile, member: String)] = [
    (.iPhoneSE, "iPhoneSE"), (.iPhone13mini, "iPhone13mini"), (.iPhone15, "iPhone15"),
    (.iPhone16Pro, "iPhone16Pro"), (.iPhone15ProMax, "iPhone15ProMax"), (.iPadMini, "iPadMini"),
    (.iPadPro11, "iPadPro11"), (.iPadPro13, "iPadPro13"),
  ]

  static func expression(_ event: SDKEvent) -> SwiftExpression {
    switch event {
    case .enableNavigation: .literal(".enableNavigation")
    case .startGuidance: .literal(".startGuidance")
    case .showPrompt(let height): .call(".showPrompt", [("contentHeight", optional(height))])
    case .changePrompt(let height): .call(".changePrompt", [("contentHeight", optional(height))])
    case .hidePrompt: .literal(".hidePrompt")
    case .stopGuidance: .literal(".stopGuidance")
    case .disableNavigation: .literal(".disableNavigation")
    case .resize(let size, let insets):
      .call(".resize", [("size", self.size(size)), ("safeAreaInsets", self.insets(insets))])
    case .speedWidget(let state): .call(".speedWidget", [("", .literal(".\(state)"))])
    case .recenter(let shown): .call(".recenter", [("shown", .literal("\(shown)"))])
    case .advanceTime(let seconds): .call(".advanceTime", [("", number(CGFloat(seconds)))])
    }
  }

  static func expression(_ configuration: SimulatorConfiguration) -> SwiftExpression {
    let defaults = SimulatorConfiguration()
    var arguments: [(label: String, value: SwiftExpression)] = []
    if configuration.metrics != defaults.metrics {
      arguments.append(("metrics", expression(configuration.metrics)))
    }
    if configuration.wideModePolicy != defaults.wideModePolicy {
      switch configuration.wideModePolicy {
      case .landscape: arguments.append(("wideModePolicy", .literal(".landscape")))
      case .minimumWidth(let width):
        arguments.append(("wideModePolicy", .call(".minimumWidth", [("", number(width))])))
      }
    }
    if configuration.readyButtons != defaults.readyButtons {
      arguments.append(("readyButtons", buttons(configuration.readyButtons)))
    }
    if configuration.guidanceButtons != defaults.guidanceButtons {
      arguments.append(("guidanceButtons", buttons(configuration.guidanceButtons)))
    }
    // The same flags, in the same order, as the JSON form writes.
    for (label, value, standard) in ScenarioJSON.flags(configuration, defaults)
    where value != standard {
      arguments.append((label, .literal("\(value)")))
    }
    return .call("SimulatorConfiguration", arguments)
  }

  static func expression(_ metrics: ComponentMetrics) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = []
    for field in MetricsField.all where field.numbers(metrics) != field.numbers(.default) {
      let values = field.numbers(metrics)
      arguments.append(
        (
          field.name,
          field.isSize ? size(CGSize(width: values[0], height: values[1])) : number(values[0])
        ))
    }
    return .call("ComponentMetrics", arguments)
  }

  static func buttons(_ types: [NavigationButtonKnownType]) -> SwiftExpression {
    .array(
      types.map { type in
        switch type {
        case .compass: .literal(".compass")
        case .reporting: .literal(".reporting")
        default: .call("NavigationButtonKnownType", [("rawValue", .literal("\(type.rawValue)"))])
        }
      })
  }

  static func size(_ size: CGSize) -> SwiftExpression {
    .call("CGSize", [("width", number(size.width)), ("height", number(size.height))])
  }

  static func insets(_ insets: UIEdgeInsets) -> SwiftExpression {
    .call(
      "UIEdgeInsets",
      [
        ("top", number(insets.top)), ("left", number(insets.left)),
        ("bottom", number(insets.bottom)), ("right", number(insets.right)),
      ])
  }

  static func number(_ value: CGFloat) -> SwiftExpression { .literal(NumberLiteral.text(value)) }

  static func optional(_ value: CGFloat?) -> SwiftExpression {
    value.map(number) ?? .literal("nil")
  }

  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
