public import Foundation
public import GoogleNavigationModel
import UIKitModel

/// What a scenario from a Seeds file or the API may ask of the model: screens, insets, metrics,
/// prompt heights and split widths some real device or window could have (CONFORMANCE.md §3,
/// "Plausibility limits"). Outside them a finding would blame the delegate for a screen nobody
/// could meet (a 0×0 map, a 5,000-pt logo), or the geometry stops being finite. Every number
/// must be finite. Generated scenarios stay well inside these limits.
///
/// ```swift
/// let scenario = Scenario(device: .iPhone15).enableNavigation().showPrompt(contentHeight: 1e9)
/// print(PlausibilityLimits.problem(in: scenario) ?? "plausible")
/// // event 2: prompt content height 1000000000 pt is above the limit of 1000 pt; …
/// ```
public enum PlausibilityLimits {
  /// A map's (screen's or window's) width and height, in points.
  public static let mapSide: ClosedRange<CGFloat> = 200...4096
  /// One safe-area inset, in points.
  public static let inset: ClosedRange<CGFloat> = 0...200
  /// The safe area left inside the insets, each way, in points.
  public static let minimumSafeSide: CGFloat = 100
  /// A prompt's content height (`showPrompt`, `changePrompt`, the metrics' default), in points.
  public static let promptContentHeight: ClosedRange<CGFloat> = 0...1000
  /// One `advanceTime` step, in seconds.
  public static let advanceTime: ClosedRange<CGFloat> = 0...3600
  /// Component metrics by name (ComponentMetrics members; sizes apply to width and height).
  public static let metrics: [(name: String, range: ClosedRange<CGFloat>)] = [
    ("etaCardHeight", 0...400), ("cardMargin", 0...64), ("wideCardWidthFraction", 0...1),
    ("wideCardMinimumWidth", 0...1000), ("wideCardMaximumWidth", 0...1400),
    ("logoSize", 0...400), ("recenterButtonSize", 0...400), ("speedometerSize", 0...400),
    ("speedLimitSize", 0...400), ("speedWidgetPadding", 0...64),
    ("tripProgressBarWidth", 0...64), ("buttonSide", 0...200), ("promptContentHeight", 0...1000),
  ]
  /// The most events a Seeds file may hold.
  public static let maximumEvents = 1_000
  /// The largest Seeds file, in bytes.
  public static let maximumFileBytes = 1 << 20

  /// The first limit the environment breaks, as one sentence with the value, the limit and
  /// the fix; nil when it is plausible.
  public static func problem(in environment: Environment) -> String? {
    let screen = environment.screen
    if let problem = problem(size: screen.size, insets: screen.safeAreaInsets, what: "map") {
      return problem
    }
    if let device = environment.device {
      let full = device.screen(environment.orientation).size
      switch environment.window {
      case .splitView(let width) where width > full.width:
        return "split view width \(text(width)) pt is wider than the \(device.name)'s "
          + "\(text(full.width)) pt screen; give a width up to the screen's"
      case .stageManager(let size) where size.width > full.width || size.height > full.height:
        return "Stage Manager window \(text(size.width))×\(text(size.height)) pt does not fit "
          + "the \(device.name)'s \(text(full.width))×\(text(full.height)) pt screen; give a "
          + "window that fits it"
      default: break
      }
    }
    let metrics = environment.configuration.metrics
    for field in MetricsField.all {
      guard let range = Self.metrics.first(where: { $0.name == field.name })?.range else { continue }
      for value in field.numbers(metrics) {
        if let problem = outside(value, range, what: "metrics \"\(field.name)\"", unit: "pt") {
          return problem + "; keep the component's size one a screen can hold"
        }
      }
    }
    return nil
  }

  /// The first limit the event breaks, or nil.
  public static func problem(in event: SDKEvent) -> String? {
    switch event {
    case .showPrompt(let height?), .changePrompt(let height?):
      if let problem = outside(height, promptContentHeight, what: "prompt content height", unit: "pt") {
        return problem + "; give a prompt a map can show"
      }
    case .resize(let size, let insets):
      return problem(size: size, insets: insets, what: "resized map")
    case .advanceTime(let seconds):
      if let problem = outside(CGFloat(seconds), advanceTime, what: "advanceTime", unit: "seconds") {
        return problem + "; advance time in steps of at most an hour"
      }
    default: break
    }
    return nil
  }

  /// The first limit the scenario breaks, naming the event (`event 3: …`), or nil.
  public static func problem(in scenario: Scenario) -> String? {
    if let problem = problem(in: scenario.environment) { return "environment: " + problem }
    if scenario.events.count > maximumEvents {
      return "\(scenario.events.count) events is above the limit of \(maximumEvents); split the "
        + "scenario"
    }
    for (index, event) in scenario.events.enumerated() {
      if let problem = problem(in: event) { return "event \(index + 1): " + problem }
    }
    return nil
  }

  private static func problem(size: CGSize, insets: UIEdgeInsets, what: String) -> String? {
    let fix = "; give a size a device or window could have"
    if let problem = outside(size.width, mapSide, what: "\(what) width", unit: "pt") {
      return problem + fix
    }
    if let problem = outside(size.height, mapSide, what: "\(what) height", unit: "pt") {
      return problem + fix
    }
    for (edge, value) in [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
    ] {
      if let problem = outside(value, inset, what: "\(edge) safe-area inset", unit: "pt") {
        return problem + "; give insets a device has (status bar, notch, home indicator)"
      }
    }
    let safeWidth = size.width - insets.left - insets.right
    let safeHeight = size.height - insets.top - insets.bottom
    if min(safeWidth, safeHeight) < minimumSafeSide {
      return "the safe area of the \(what), \(text(safeWidth))×\(text(safeHeight)) pt, is "
        + "below the limit of \(text(minimumSafeSide)) pt each way; make the insets smaller "
        + "than the map"
    }
    return nil
  }

  private static func outside(
    _ value: CGFloat, _ range: ClosedRange<CGFloat>, what: String, unit: String
  ) -> String? {
    guard value.isFinite else { return "\(what) \(value) is not a finite number" }
    if value < range.lowerBound {
      return "\(what) \(text(value)) \(unit) is below the limit of \(text(range.lowerBound)) \(unit)"
    }
    if value > range.upperBound {
      return "\(what) \(text(value)) \(unit) is above the limit of \(text(range.upperBound)) \(unit)"
    }
    return nil
  }

  private static func text(_ value: CGFloat) -> String { NumberLiteral.text(value) }
}
