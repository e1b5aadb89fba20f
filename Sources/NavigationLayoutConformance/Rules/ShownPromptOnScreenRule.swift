import Foundation

/// NLC-022: the prompt the SDK currently shows is on screen (DESIGN.md §6).
///
/// **What.** While guiding, once the animations have settled, the prompt the SDK last handed
/// over and has not taken back (``LayoutSnapshot/currentPromptSerial``) is in the map's
/// hierarchy, visible (not hidden, not transparent, positive area) and at least partly inside
/// the map. A late completion of an old prompt's slide-out that removes the prompt now shown
/// breaks it, and so does a delegate that ignores `showPrompt`.
///
/// The turn card and ETA card are not required: the guide makes only the Google logo and the
/// viewport mandatory in every state (NLC-001, NLC-002), and its guidance components are
/// offered to place, not demanded.
///
/// **When.** Settled snapshots during guidance with a current prompt.
///
/// **Tolerance.** None.
///
/// **Why.** The seeds' prompt section (customize-layout, "prompts"): in `showPrompt` add the
/// prompt to the map and animate it in; `changePrompt` slides the old one out while the new one
/// slides in. A prompt the SDK shows but the screen does not is an alert the driver never sees.
public struct ShownPromptOnScreenRule: ConformanceRule {
  public let id = "NLC-022"
  public let title = "the prompt the SDK shows is on screen once settled"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.isSettled, case .guiding = snapshot.phase,
      let serial = snapshot.currentPromptSerial
    else { return nil }
    guard let prompt = snapshot.elements.first(where: { $0.promptSerial == serial }) else {
      return RuleFinding(
        "the SDK shows prompt #\(serial), but it is not in the map's hierarchy",
        kind: "missing", elementNames: ["prompt #\(serial)"])
    }
    guard prompt.isVisible else {
      return RuleFinding(
        "the SDK shows prompt #\(serial), but \(prompt) is hidden, transparent or empty",
        highlights: [RuleFinding.Highlight(prompt.name, prompt.frame)], kind: "hidden")
    }
    let onScreen = prompt.visualRect.intersection(snapshot.mapBounds)
    guard onScreen.isNull || onScreen.width <= 0 || onScreen.height <= 0 else { return nil }
    return RuleFinding(
      "the SDK shows prompt #\(serial), but \(prompt) lies outside the map "
        + RectText.describe(snapshot.mapBounds),
      highlights: [RuleFinding.Highlight(prompt.name, prompt.frame)], kind: "off the map")
  }
}
