import Foundation
import UIKitModel

/// NLC-010: the delegate imposes no width or height on an SDK-sized component (DESIGN.md §6).
///
/// **What.** Two checks, constraints first:
/// 1. No active constraint the snapshot lists (``LayoutSnapshot/constraints``) that the delegate
///    made (not ``ConstraintSnapshot/isSDKOwned``) at required priority (1000) has an
///    SDK-sized component's width or height as its first item and attribute: a constant (`turnCard.width == 300`), an inequality (`prompt.height <= 200`)
///    or a relation to another item (`logo.width == button.width`). SDK-sized are the turn
///    card, ETA card, prompts, logo, speed widget and buttons (``ElementRole/isSDKSized``),
///    plus the trip progress bar's width (the SDK's 12 points; its height is the delegate's).
///    A constraint that sizes another view from a component (`panel.width == turnCard.width`)
///    reads the SDK's size and is allowed, and so is one below required priority, which can
///    never beat the SDK's own required size constraints.
/// 2. At settled checkpoints, every visible SDK-sized element's frame has the size the SDK
///    gives it (``ElementSnapshot/sdkSize``): this catches overrides by any other means, such
///    as a conflict that made the engine break the SDK's own size constraint.
///
/// **When.** Constraints at every checkpoint whose snapshot lists them; frame sizes only when
/// settled, because the SDK resizes components with no callback (the logo morphing into the
/// re-center button, the speed widget changing state) while an animation may still run.
///
/// **Tolerance.** ``RuleGeometry/tolerance`` on each dimension of the frame.
///
/// **Why.** Seeds (customize-layout, "respect fixed sizes"): do not apply width or height
/// constraints to the turn card, ETA card, prompts, logo or speed widget; api-facts.md §1
/// (guide-level rules): the SDK computes Google components' sizes, and the delegate must not
/// put custom width or height constraints on them.
public struct SDKSizeRespectedRule: ConformanceRule {
  public let id = "NLC-010"
  public let title = "no width or height override of SDK-sized components"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    for constraint in snapshot.constraints
    where !constraint.isSDKOwned && constraint.priority >= 1000 {
      let attribute = constraint.firstAttribute
      guard attribute == .width || attribute == .height,
        let element = snapshot.elements.first(where: { $0.name == constraint.firstItem }),
        element.role.isSDKSized || (element.role == .tripProgressBar && attribute == .width)
      else { continue }
      let size = element.sdkSize.map { ", which the SDK sizes to \(Self.describe($0))" } ?? ""
      return RuleFinding(
        "the delegate's constraint \(constraint) sets the \(attribute) of \(element.name)"
          + size,
        highlights: [RuleFinding.Highlight(element.name, element.frame)],
        kind: "\(attribute) constraint")
    }
    guard snapshot.isSettled else { return nil }
    // A component a constraint broken at this step ties is sized by Auto Layout's recovery,
    // not by the delegate: that is NLC-011's finding (an independent trial saw the ETA card's
    // own height broken and reported here as an override the delegate never made).
    for element in snapshot.elements
    where element.isVisible && element.role.isSDKSized
      && !snapshot.elementsInConflict.contains(element.name)
    {
      guard let size = element.sdkSize,
        abs(element.frame.width - size.width) > RuleGeometry.tolerance
          || abs(element.frame.height - size.height) > RuleGeometry.tolerance
      else { continue }
      return RuleFinding(
        "\(element.name) is \(Self.describe(element.frame.size)) on screen but the SDK sizes "
          + "it \(Self.describe(size))",
        highlights: [RuleFinding.Highlight(element.name, element.frame)], kind: "resized")
    }
    return nil
  }

  /// `393×140`, in points.
  static func describe(_ size: CGSize) -> String {
    "\(Environment.points(size.width))×\(Environment.points(size.height))"
  }
}
