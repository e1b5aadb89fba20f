import GoogleNavigationModel

/// NLC-007: after `stopGuidance`, nothing of the guidance layout is left (DESIGN.md §6).
///
/// **What.** In a settled snapshot taken in the navigation-ready phase, at or after a
/// `stopGuidance` event, the map's hierarchy holds no guidance-only component (turn card, ETA
/// card, speed widget, trip progress bar), no prompt, and no more buttons of a kind than the
/// ready state hands out (`SimulatorConfiguration/readyButtons`, less the compass when
/// `compassButton` is off): the two states' buttons are distinct views, so a surplus button of
/// a kind is a guidance button left behind. No active constraint may reference a guidance-only
/// component or a prompt outside the hierarchy either
/// (``ConstraintSnapshot/detachedComponents``).
///
/// **When.** Settled snapshots only: a prompt may still be sliding out right after the event,
/// and a completion may remove it. Every settled ready snapshot after a stop is judged, not
/// only the stop's own, because a resize in between (``SDKEvent/resize(size:safeAreaInsets:)``)
/// can settle a step whose leftovers the stop's step did not yet show settled.
///
/// **Tolerance.** None: membership in the hierarchy, whether visible or not (a hidden leftover
/// still holds constraints and memory).
///
/// **Why.** The seeds' cleanup bullet (customize-layout, "cleanup on state exit"; the Russian
/// text is the most explicit): `stopGuidance` must remove the prompt views on screen and
/// deactivate their constraints before restoring the ready layout; api-facts.md §3.2 and §3.3:
/// the ready state hands out only the logo, the viewport and its buttons.
public struct GuidanceCleanupRule: ConformanceRule {
  public let id = "NLC-007"
  public let title = "cleanup after stopGuidance"

  /// The component names (as ``ConstraintSnapshot`` names a detached component) of the
  /// guidance-only components.
  static let guidanceComponentNames = ["TurnCard", "ETACard", "SpeedWidget", "TripProgressBar"]

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.isSettled, snapshot.phase == .ready,
      context.events(through: snapshot.step).contains(.stopGuidance)
    else { return nil }
    var leftovers = snapshot.elements.filter { Self.isGuidanceOnly($0.role) }
    leftovers += surplusButtons(in: snapshot, configuration: context.scenario.environment.configuration)
    leftovers.sort { $0.index < $1.index }
    if !leftovers.isEmpty {
      return RuleFinding(
        "after stopGuidance the map still holds "
          + leftovers.map(\.description).joined(separator: ", "),
        highlights: leftovers.map { RuleFinding.Highlight($0.name, $0.frame) })
    }
    for constraint in snapshot.constraints {
      let stale = constraint.detachedComponents.filter(Self.isGuidanceOnly(componentName:))
      guard let first = stale.first else { continue }
      return RuleFinding(
        "after stopGuidance an active constraint still references \(first), which is no "
          + "longer on the map: \(constraint)")
    }
    return nil
  }

  static func isGuidanceOnly(_ role: ElementRole) -> Bool {
    switch role {
    case .turnCard, .etaCard, .speedWidget, .tripProgressBar, .prompt: true
    default: false
    }
  }

  static func isGuidanceOnly(componentName name: String) -> Bool {
    guidanceComponentNames.contains(name) || name.hasPrefix("Prompt")
  }

  /// The buttons beyond the ready state's count of their kind, the later ones in preorder.
  private func surplusButtons(
    in snapshot: LayoutSnapshot, configuration: SimulatorConfiguration
  ) -> [ElementSnapshot] {
    let ready = configuration.readyButtons.filter { configuration.compassButton || $0 != .compass }
    var surplus: [ElementSnapshot] = []
    var seen: [NavigationButtonKnownType] = []
    for element in snapshot.elements {
      guard case .button(let type) = element.role else { continue }
      seen.append(type)
      if seen.filter({ $0 == type }).count > ready.filter({ $0 == type }).count {
        surplus.append(element)
      }
    }
    return surplus
  }
}
