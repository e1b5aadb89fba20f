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
    guard snapshot.isSettled else { return nil }
    switch snapshot.phase {
    case .ready:
      guard context.events(through: snapshot.step).contains(.stopGuidance) else { return nil }
      return readyFinding(snapshot, in: context)
    case .guiding:
      // Guidance started again: the prompt that was on screen at an earlier stop is a leftover
      // of that stop (it shows as a stale prompt to NLC-009 too, which is this bug again).
      guard snapshot.elements.contains(where: { $0.role == .prompt }) else { return nil }
      let stopped = Self.promptsAtStops(snapshot, in: context)
      let leftovers = snapshot.elements.filter {
        $0.role == .prompt && $0.promptSerial.map(stopped.contains) == true
      }
      return leftovers.isEmpty ? nil : finding(leftovers, when: "after stopGuidance")
    case .off:
      // A disable from guidance calls stopGuidance first (api-facts.md §3.1): what guidance
      // left is that call's leftover before it is disableNavigationUI's (NLC-008).
      guard snapshot.elements.contains(where: { Self.isGuidanceOnly($0.role) }),
        Self.disabledFromGuidance(snapshot, in: context)
      else { return nil }
      let leftovers = snapshot.elements.filter { Self.isGuidanceOnly($0.role) }
      return finding(leftovers, when: "after stopGuidance (called by disableNavigation)")
    }
  }

  /// The finding in the navigation-ready phase: guidance-only components, prompts and surplus
  /// buttons left, else a constraint still naming a guidance-only component.
  private func readyFinding(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    var leftovers = snapshot.elements.filter { Self.isGuidanceOnly($0.role) }
    leftovers += surplusButtons(in: snapshot, configuration: context.scenario.environment.configuration)
    leftovers.sort { $0.index < $1.index }
    if !leftovers.isEmpty { return finding(leftovers, when: "after stopGuidance") }
    for constraint in snapshot.constraints {
      let stale = constraint.detachedComponents.filter(Self.isGuidanceOnly(componentName:))
      guard let first = stale.first else { continue }
      return RuleFinding(
        "after stopGuidance an active constraint still references \(first), which is no "
          + "longer on the map: \(constraint)", kind: "constraint left",
        elementNames: [first])
    }
    return nil
  }

  private func finding(_ leftovers: [ElementSnapshot], when: String) -> RuleFinding {
    RuleFinding(
      "\(when) the map still holds " + leftovers.map(\.description).joined(separator: ", "),
      highlights: leftovers.map { RuleFinding.Highlight($0.name, $0.frame) },
      kind: "left on the map")
  }

  /// The serials of the prompts on screen when guidance stopped, at every stop so far
  /// (`stopGuidance`, or `disableNavigation` from guidance), read from the snapshot before
  /// each stop's step.
  static func promptsAtStops(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [Int] {
    var serials: [Int] = []
    let earlier = context.earlier
    for index in earlier.indices.dropFirst() where earlier[index].event == .stopGuidance
      || (earlier[index].event == .disableNavigation && earlier[index - 1].phase != .ready
        && earlier[index - 1].phase != .off)
    {
      if let serial = earlier[index - 1].currentPromptSerial { serials.append(serial) }
    }
    if snapshot.event == .stopGuidance, let serial = earlier.last?.currentPromptSerial {
      serials.append(serial)
    }
    return serials
  }

  /// Whether the navigation was last turned off from guidance, so `stopGuidance` ran first.
  static func disabledFromGuidance(_ snapshot: LayoutSnapshot, in context: RuleContext) -> Bool {
    // The step that turned navigation off: this one, or the last earlier one in an on phase
    // followed by an off one.
    let earlier = context.earlier
    var before: LayoutSnapshot? = earlier.last
    if snapshot.event != .disableNavigation {
      guard let index = earlier.lastIndex(where: { $0.phase != .off }) else { return false }
      before = earlier[index]
    }
    guard let before else { return false }
    if case .guiding = before.phase { return true }
    return false
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
