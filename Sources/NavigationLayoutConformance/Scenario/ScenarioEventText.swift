import Foundation
public import GoogleNavigationModel
import UIKitModel

/// Human wording for events and phases, shared by traces, messages and `Scenario`'s
/// description.
public enum ScenarioEventText {
  /// One event in words: `resize to 852×393 pt, insets (top 0, left 59, bottom 21, right 59)`.
  public static func describe(_ event: SDKEvent) -> String {
    switch event {
    case .enableNavigation: "enableNavigation"
    case .startGuidance: "startGuidance"
    case .showPrompt(let height): "showPrompt" + heightText(height)
    case .changePrompt(let height): "changePrompt" + heightText(height)
    case .hidePrompt: "hidePrompt"
    case .stopGuidance: "stopGuidance"
    case .disableNavigation: "disableNavigation"
    case .resize(let size, let insets):
      "resize to \(Environment.points(size.width))×\(Environment.points(size.height)) pt, "
        + "insets (top \(Environment.points(insets.top)), left \(Environment.points(insets.left)), "
        + "bottom \(Environment.points(insets.bottom)), right \(Environment.points(insets.right)))"
    case .speedWidget(let state): "speedWidget(.\(state))"
    case .recenter(let shown): "recenter(shown: \(shown))"
    case .advanceTime(let seconds): "advanceTime(\(seconds) s)"
    }
  }

  /// A phase in words: `off`, `ready`, `guiding`, `guiding with a prompt`.
  public static func describe(_ phase: SDKPhase) -> String {
    switch phase {
    case .off: "off"
    case .ready: "ready"
    case .guiding(let prompt): prompt ? "guiding with a prompt" : "guiding"
    }
  }

  private static func heightText(_ height: CGFloat?) -> String {
    height.map { "(contentHeight: \(Environment.points($0)))" } ?? ""
  }
}
