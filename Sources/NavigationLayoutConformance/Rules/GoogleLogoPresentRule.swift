/// NLC-001: the Google logo is in the map's hierarchy, visible, and inside the safe area while
/// navigation is on (DESIGN.md §6).
///
/// **When:** in the ready and guiding phases, at every checkpoint (after each event and
/// settled); not on presentation frames sampled during animations.
///
/// **What:** an element with role ``ElementRole/googleLogo`` exists, is visible (not hidden,
/// not transparent, positive area), and its rectangle lies inside the safe area within
/// ``RuleGeometry/tolerance``.
///
/// **Why:** the guide's essentials checklist and "Required components (all navigation states)"
/// make the logo mandatory in every navigation state, and the logo turns into the re-center
/// button the driver taps, so it must sit where a finger reaches it: inside the safe area.
///
/// ```swift
/// let finding = GoogleLogoPresentRule().check(snapshot, in: context)
/// print(finding?.detail ?? "ok")
/// // googleLogo (16, 800, 80×24) is outside the safe area (0, 59, 393×759)
/// ```
public struct GoogleLogoPresentRule: ConformanceRule {
  public let id = "NLC-001"
  public let title = "googleLogo present: in the map's hierarchy, visible, positive area, inside the safe area"

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when the logo conforms or the rule does not apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.phase != .off, snapshot.isCheckpoint else { return nil }
    guard let logo = snapshot.element(.googleLogo) else {
      return RuleFinding(
        "the googleLogo is not in the map's hierarchy", kind: "missing",
        elementNames: ["googleLogo"])
    }
    let highlight = [RuleFinding.Highlight(logo.name, logo.visualRect)]
    if logo.frame.width <= 0 || logo.frame.height <= 0 {
      return RuleFinding("\(logo) has no area", highlights: highlight, kind: "no area")
    }
    if !logo.isVisible {
      return RuleFinding("\(logo) is hidden or transparent", highlights: highlight, kind: "hidden")
    }
    if !RuleGeometry.contains(snapshot.safeArea, logo.visualRect) {
      return .outside(logo, "the safe area", snapshot.safeArea)
    }
    return nil
  }

  /// Records how far the logo lies inside the safe area (``RuleGeometry/inset(of:in:)``), in
  /// points.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.phase != .off, snapshot.isCheckpoint,
      let logo = snapshot.element(.googleLogo), logo.isVisible
    else { return }
    readings.record(RuleGeometry.inset(of: logo.visualRect, in: snapshot.safeArea), rule: id, logo.name)
  }
}
