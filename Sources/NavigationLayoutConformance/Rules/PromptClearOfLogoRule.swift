/// NLC-005: a prompt never covers the Google logo, during animations too (DESIGN.md §6).
///
/// **When:** in the guiding phase, at every checkpoint and on the presentation frames the
/// driver samples while an animation runs (``checksAnimationFrames``), except the frames
/// sampled after a resize and before the layout settles again: on a device a rotation
/// animates the new layout alongside the transition (`viewWillTransition(to:with:)`), which
/// the model does not, so there the logo would jump while a prompt slides on, a picture no
/// device shows. Settled layouts after a resize are judged as always.
///
/// **What:** no visible prompt's visual rectangle overlaps the visible logo's rectangle by
/// more than ``RuleGeometry/tolerance`` in both directions, at any of those moments.
///
/// **Why:** the guide's prompt section says that since an incoming prompt covers the bottom of
/// the screen, the delegate must update the layout so that the prompt does not cover the
/// viewport, the Google logo or bottom-aligned buttons, and it makes the delegate animate
/// prompts in and out. The logo is mandatory and must stay readable (and tappable as the
/// re-center button), so a delegate that slides the prompt over the logo before moving the
/// logo out of the way breaks the rule even if the settled layout is clean.
///
/// ```swift
/// print(PromptClearOfLogoRule().check(snapshot, in: context)?.detail ?? "ok")
/// // prompt #1 (8, 610, 377×150) covers googleLogo (16, 720, 80×24) in (16, 720, 80×24)
/// ```
public struct PromptClearOfLogoRule: ScanningRule {
  public let id = "NLC-005"
  public let title = "prompts never cover the logo, also during animations"
  /// Judged on the presentation frames sampled during animations too.
  public let checksAnimationFrames = true

  /// Creates the rule.
  public init() {}

  /// Every prompt over the logo: the first only, unless `all`.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool)
    -> [RuleFinding]
  {
    guard case .guiding = snapshot.phase,
      let logo = snapshot.element(.googleLogo), logo.isVisible
    else { return [] }
    if case .duringAnimation = snapshot.moment, Self.resizedWhileAnimating(snapshot, context) {
      return []
    }
    var found: [RuleFinding] = []
    for prompt in snapshot.elements where prompt.role == .prompt && prompt.isVisible {
      if let overlap = RuleGeometry.overlap(prompt.visualRect, logo.visualRect) {
        found.append(.overlap(prompt, "covers", logo, in: overlap))
        if !all { break }
      }
    }
    return found
  }

  /// Records, per visible prompt, how far it is from the logo at the checkpoint
  /// (``RuleGeometry/separation(_:_:)``), in points; animation frames are not measured.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard case .guiding = snapshot.phase, let logo = snapshot.element(.googleLogo), logo.isVisible
    else { return }
    for prompt in snapshot.elements where prompt.role == .prompt && prompt.isVisible {
      readings.record(
        RuleGeometry.separation(prompt.visualRect, logo.visualRect), rule: id, "prompt",
        logo.name)
    }
  }

  /// Whether a resize happened since the layout last settled, so the animations sampled now
  /// run across a jump the model does not animate.
  static func resizedWhileAnimating(_ snapshot: LayoutSnapshot, _ context: RuleContext) -> Bool {
    let first = (context.lastSettled?.step ?? 0) + 1
    return context.events(through: snapshot.step).dropFirst(first - 1).contains {
      if case .resize = $0 { true } else { false }
    }
  }
}
