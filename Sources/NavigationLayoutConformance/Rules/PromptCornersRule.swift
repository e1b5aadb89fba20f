import UIKitModel

/// NLC-020 (warning): a prompt that is not docked at the bottom edge rounds all four corners
/// (DESIGN.md §6).
///
/// **When:** in the guiding phase, at settled checkpoints: where a prompt finally rests, not
/// where it passes while sliding in.
///
/// **What:** a visible prompt whose frame stops above the safe area's bottom edge (by more than
/// ``RuleGeometry/tolerance``) is not docked; its ``ElementSnapshot/roundedCorners`` must then
/// hold all four `CACornerMask` corners. The frame, not the visual rectangle, decides docking:
/// a prompt pinned to the map's bottom draws its visible part its own margin above the safe
/// area's bottom, and is still docked.
///
/// **Why:** the guide's "Prompt corner rounding" section: prompts round only their top corners
/// by default, which suits a prompt docked at the bottom of the screen; a prompt placed over
/// other content, such as a bottom sheet or the ETA card, should round all four. A square
/// corner there looks broken but works, so the rule is a warning.
///
/// ```swift
/// print(PromptCornersRule().check(snapshot, in: context)?.detail ?? "ok")
/// // prompt #1 (8, 538, 377×104) is not docked at the bottom edge but does not round
/// // all four corners (missing: layerMinXMaxYCorner, layerMaxXMaxYCorner)
/// ```
public struct PromptCornersRule: ConformanceRule {
  public let id = "NLC-020"
  public let title = "a prompt not at the bottom edge has all four corners rounded"
  public let severity = RuleSeverity.warning

  /// The four corners, in the order findings name them.
  static let corners: [(CACornerMask, String)] = [
    (.layerMinXMinYCorner, "layerMinXMinYCorner"), (.layerMaxXMinYCorner, "layerMaxXMinYCorner"),
    (.layerMinXMaxYCorner, "layerMinXMaxYCorner"), (.layerMaxXMaxYCorner, "layerMaxXMaxYCorner"),
  ]

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when every floating prompt is fully rounded or the rule does not
  /// apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard case .guiding = snapshot.phase, snapshot.isSettled else { return nil }
    let bottom = snapshot.safeArea.maxY - RuleGeometry.tolerance
    for prompt in snapshot.elements where prompt.role == .prompt && prompt.isVisible {
      guard prompt.frame.maxY < bottom else { continue }
      let rounded = prompt.roundedCorners ?? []
      let missing = Self.corners.filter { !rounded.contains($0.0) }.map(\.1)
      guard !missing.isEmpty else { continue }
      return RuleFinding(
        "\(prompt) is not docked at the bottom edge but does not round all four corners "
          + "(missing: \(missing.joined(separator: ", ")))",
        highlights: [RuleFinding.Highlight(prompt.name, prompt.visualRect)])
    }
    return nil
  }
}
