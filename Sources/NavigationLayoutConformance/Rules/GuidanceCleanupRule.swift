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
      // of that stop (NLC-009 would call it stale: the same bug).
      guard snapshot.elements.contains(where: { $0.role == .prompt }) else { return nil }
      let leftovers = Self.stoppedPrompts(snapshot, in: context)
      return leftovers.isEmpty ? nil : finding(leftovers, when: "after stopGuidance")
    case .off:
      // The SDK calls stopGuidance before it disables guidance (api-facts.md §3.1): what
      // only guidance hands out is that call's leftover before it is disableNavigationUI's
      // (NLC-008, which names it too).
      guard snapshot.elements.contains(where: { Self.isGuidanceOnly($0.role) }) else { return nil }
      let prompts = Self.promptsLeftByStop(snapshot, in: context)
      let leftovers = snapshot.elements.filter { element in
        element.role == .prompt
          ? prompts.contains { $0.index == element.index } : Self.isGuidanceOnly(element.role)
      }
      return leftovers.isEmpty ? nil : finding(leftovers, when: "after stopGuidance")
    }
  }

  /// The prompts in `snapshot` that were on screen when guidance stopped
  /// (``promptsAtStops(_:in:)``).
  static func stoppedPrompts(_ snapshot: LayoutSnapshot, in context: RuleContext)
    -> [ElementSnapshot]
  {
    let prompts = snapshot.elements.filter { $0.role == .prompt }
    guard !prompts.isEmpty else { return [] }
    let serials = promptsAtStops(snapshot, in: context)
    return prompts.filter { $0.promptSerial.map(serials.contains) == true }
  }

  /// The prompts in `snapshot`, out of guidance, that are this rule's: all but those already
  /// stale during guidance (hidden or replaced and still on the map: NLC-009's), unless one of
  /// those was on screen at a stop.
  static func promptsLeftByStop(_ snapshot: LayoutSnapshot, in context: RuleContext)
    -> [ElementSnapshot]
  {
    let prompts = snapshot.elements.filter { $0.role == .prompt }
    guard !prompts.isEmpty else { return [] }
    let stopped = promptsAtStops(snapshot, in: context)
    let stale = staleDuringGuidance(context)
    return prompts.filter { prompt in
      guard let serial = prompt.promptSerial else { return true }
      return stopped.contains(serial) || !stale.contains(serial)
    }
  }

  /// The serials of the prompts an earlier snapshot during guidance held while the SDK showed
  /// another one or none: hidden or replaced, not removed.
  static func staleDuringGuidance(_ context: RuleContext) -> [Int] {
    var serials: [Int] = []
    for earlier in context.earlier {
      guard case .guiding = earlier.phase else { continue }
      for element in earlier.elements where element.role == .prompt {
        guard let serial = element.promptSerial, serial != earlier.currentPromptSerial,
          !serials.contains(serial)
        else { continue }
        serials.append(serial)
      }
    }
    return serials
  }

  /// The finding in the navigation-ready phase: guidance-only components, the prompts on
  /// screen at a stop and surplus buttons left, else a constraint still naming a guidance-only
  /// component. A prompt hidden or replaced before the stop and never removed is NLC-009's.
  private func readyFinding(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    var leftovers = snapshot.elements.filter { Self.isGuidanceOnly($0.role) && $0.role != .prompt }
    leftovers += Self.promptsLeftByStop(snapshot, in: context)
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
    // This step's own stop: a stopGuidance, or a disable from guidance.
    if let last = earlier.last, let serial = last.currentPromptSerial,
      snapshot.event == .stopGuidance
        || (snapshot.event == .disableNavigation && last.phase != .ready && last.phase != .off)
    {
      serials.append(serial)
    }
    return serials
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
