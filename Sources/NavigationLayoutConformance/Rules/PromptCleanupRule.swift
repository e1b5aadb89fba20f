/// NLC-009: after `hidePrompt` or `changePrompt`, the old prompt is gone (DESIGN.md §6).
///
/// **What.** No prompt other than the one the SDK considers shown
/// (``LayoutSnapshot/currentPromptSerial``) is in the map's hierarchy, visible or not: a
/// hidden or transparent old prompt still holds its constraints.
///
/// **When.** Settled snapshots, in every phase: the seeds let the delegate slide the old prompt
/// out and remove it in the animation's completion, so it may linger until the animations end;
/// a prompt hidden or replaced and never removed stays this rule's bug after guidance stops
/// or navigation is disabled. The prompt still on screen when guidance stopped is NLC-007's.
///
/// **Tolerance.** None.
///
/// **Why.** The seeds' prompt section (customize-layout, "animated prompts"): in
/// `hidePrompt` animate the prompt away and then remove it from its superview; `changePrompt`
/// runs the hide and the show together.
public struct PromptCleanupRule: ConformanceRule {
  public let id = "NLC-009"
  public let title = "cleanup after hidePrompt and changePrompt: the old prompt is gone"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.isSettled,
      snapshot.elements.contains(where: {
        $0.role == .prompt && $0.promptSerial != snapshot.currentPromptSerial
      })
    else { return nil }
    // The prompt on screen when guidance stopped is NLC-007's leftover, not a stale one; out
    // of guidance, so is every prompt not already stale during it.
    let stopped = GuidanceCleanupRule.promptsAtStops(snapshot, in: context)
    var stale = snapshot.elements.filter {
      $0.role == .prompt && $0.promptSerial != snapshot.currentPromptSerial
        && !($0.promptSerial.map(stopped.contains) ?? false)
    }
    if snapshot.phase == .ready || snapshot.phase == .off {
      let staleDuringGuidance = GuidanceCleanupRule.staleDuringGuidance(context)
      stale = stale.filter { $0.promptSerial.map(staleDuringGuidance.contains) ?? false }
    }
    guard !stale.isEmpty else { return nil }
    let current = snapshot.currentPromptSerial.map { "prompt #\($0)" } ?? "none"
    return RuleFinding(
      stale.map(\.description).joined(separator: ", ")
        + (stale.count == 1 ? " is" : " are") + " still on the map; the SDK's current prompt is "
        + current,
      highlights: stale.map { RuleFinding.Highlight($0.name, $0.frame) })
  }
}
