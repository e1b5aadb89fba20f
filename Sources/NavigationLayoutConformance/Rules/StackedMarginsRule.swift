import Foundation
import UIKitModel

/// NLC-025 (warning): two Google views stacked one above the other share a margin instead of
/// adding theirs up (DESIGN.md §6; CONFORMANCE.md §1b).
///
/// **When:** in every phase, at settled checkpoints only (a prompt sliding in passes by).
///
/// **What:** for every pair of visible Google components whose frames touch, one's bottom edge on
/// the other's top edge within ``RuleGeometry/tolerance``, and whose visual rectangles overlap
/// horizontally by more than the tolerance (one is stacked above the other), the vertical gap
/// between their visual rectangles is at most the larger of the two margins facing each other (plus
/// the tolerance). Frames that touch while both facing margins are positive leave a gap of both
/// margins together: the two views were anchored frame to frame. Anchoring one to the other's
/// `layoutMarginsGuide`, as the guide says, overlaps the frames by one margin and leaves a gap of
/// the other alone; frames spaced apart on purpose, or overlapping, are not this mistake and pass;
/// so do frames that touch by coincidence: the constraints must tie the two frame edges together
/// (``tiedFrameToFrame(_:_:in:)``), directly or through other views, with no margin in the chain.
/// The chain is followed through the constraints a snapshot records, those that involve a Google
/// component (``LayoutSnapshot/constraints``): a hiding stack docked on a card's frame is followed;
/// a link between two of the delegate's own items (a stack on a floor guide, a `UIStackView`'s
/// canvas) is not seen, so such a chain is missed, never wrongly reported. Only cards, prompts and
/// the speed widget have margins; the logo, the buttons and the progress bar have none, so a pair
/// with one of them never adds up. Side-by-side views are not judged: the guide speaks of stacking
/// one above the other. Pairs are met in the map's preorder.
///
/// **Why:** the guide's "Match Google's style" section: Google's views have built-in margins,
/// and when two of them are stacked one is anchored to the other's `layoutMarginsGuide` so that
/// their margins do not add up; its example puts the speed widget's bottom on
/// `etaCard.layoutMarginsGuide.topAnchor`. A doubled gap wastes the map's height and breaks
/// Google's spacing, but hides nothing: a warning.
///
/// ```swift
/// print(StackedMarginsRule().check(snapshot, in: context)?.detail ?? "ok")
/// // speedWidget (8, 622, 64×64) sits on etaCard (8, 702, 377×80) frame to frame: their
/// // margins add up to a 16-pt gap where one margin (8 pt) is enough; anchor one to the
/// // other's layoutMarginsGuide
/// ```
public struct StackedMarginsRule: ScanningRule {
  public let id = "NLC-025"
  public let title = "stacked Google views share one margin, not both"
  public let severity = RuleSeverity.warning

  /// Creates the rule.
  public init() {}

  /// Every stacked pair whose margins add up, in the map's preorder: the first only, unless
  /// `all`; none when the snapshot is not settled.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding]
  {
    guard snapshot.isSettled else { return [] }
    let views = snapshot.elements.filter {
      $0.isVisible && $0.role.isGoogleComponent && $0.role.isDrawn
    }
    var found: [RuleFinding] = []
    for (position, first) in views.enumerated() {
      for second in views[(position + 1)...] {
        guard let finding = Self.addedUp(first, second, in: snapshot.constraints) else {
          continue
        }
        found.append(finding)
        if !all { return found }
      }
    }
    return found
  }

  /// The name the snapshot gives every view's `layoutMarginsGuide` (UIKit's identifier for it).
  static let marginsGuide = "guide 'UIViewLayoutMarginsGuide'"

  /// Whether the active constraints (the delegate's and its stacks') tie `upper`'s bottom edge to
  /// `lower`'s top edge frame to frame: a chain of zero-offset ties between top and bottom edges
  /// (`==`, `<=` or `>=` with a constant within ``RuleGeometry/tolerance``), through other items,
  /// where a zero-height item (`heightAnchor == 0`) ties its own top and bottom. Only `constraints`
  /// are followed: a snapshot's, which involve a Google component. A `layoutMarginsGuide` or a
  /// margin attribute breaks the chain: that is the guide's way. The chain tells the mistake from
  /// frames that touch by coincidence, such as a gap of the delegate's own from a margins guide
  /// that happens to equal the other view's margin (`speed.topAnchor ==
  /// turnCard.layoutMarginsGuide.bottomAnchor + 8` with an 8-point card margin), or a guide another
  /// view holds at the height where one frame ends.
  ///
  /// - Parameters:
  ///   - upper: The view above.
  ///   - lower: The view below.
  ///   - constraints: The snapshot's active constraints.
  /// - Returns: Whether such a chain exists.
  static func tiedFrameToFrame(
    _ upper: ElementSnapshot, _ lower: ElementSnapshot, in constraints: [ConstraintSnapshot]
  ) -> Bool {
    let tolerance = RuleGeometry.tolerance
    let edges: [NSLayoutConstraint.Attribute] = [.top, .bottom]
    // Edges as `item|attribute`, adjacency in constraint order (deterministic).
    var ties: [String: [String]] = [:]
    func tie(_ a: String, _ b: String) {
      ties[a, default: []].append(b)
      ties[b, default: []].append(a)
    }
    for constraint in constraints {
      guard abs(constraint.constant) <= tolerance, constraint.firstOffsetStart == nil,
        constraint.secondOffsetStart == nil, constraint.firstItem != marginsGuide
      else { continue }
      if constraint.secondItem == nil, constraint.firstAttribute == .height,
        constraint.relation == .equal
      {
        tie("\(constraint.firstItem)|top", "\(constraint.firstItem)|bottom")
        continue
      }
      guard let second = constraint.secondItem, second != marginsGuide,
        constraint.multiplier == 1, edges.contains(constraint.firstAttribute),
        edges.contains(constraint.secondAttribute)
      else { continue }
      tie(
        "\(constraint.firstItem)|\(constraint.firstAttribute == .top ? "top" : "bottom")",
        "\(second)|\(constraint.secondAttribute == .top ? "top" : "bottom")")
    }
    let target = "\(lower.name)|top"
    var seen: Set<String> = ["\(upper.name)|bottom"]
    var queue = ["\(upper.name)|bottom"]
    while let edge = queue.popLast() {
      if edge == target { return true }
      for next in ties[edge] ?? [] where !seen.contains(next) {
        seen.insert(next)
        queue.append(next)
      }
    }
    return false
  }

  /// The finding for `a` and `b` when one is stacked on the other frame to frame with both
  /// facing margins showing and the delegate's constraints tying the frames, else nil.
  static func addedUp(
    _ a: ElementSnapshot, _ b: ElementSnapshot, in constraints: [ConstraintSnapshot]
  ) -> RuleFinding? {
    let tolerance = RuleGeometry.tolerance
    let upper: ElementSnapshot
    let lower: ElementSnapshot
    if abs(a.frame.maxY - b.frame.minY) <= tolerance {
      (upper, lower) = (a, b)
    } else if abs(b.frame.maxY - a.frame.minY) <= tolerance {
      (upper, lower) = (b, a)
    } else {
      return nil
    }
    let left = max(upper.visualRect.minX, lower.visualRect.minX)
    let right = min(upper.visualRect.maxX, lower.visualRect.maxX)
    guard right - left > tolerance else { return nil }
    let upperMargin = upper.frame.maxY - upper.visualRect.maxY
    let lowerMargin = lower.visualRect.minY - lower.frame.minY
    let gap = lower.visualRect.minY - upper.visualRect.maxY
    let enough = max(upperMargin, lowerMargin)
    guard gap > enough + tolerance, tiedFrameToFrame(upper, lower, in: constraints) else {
      return nil
    }
    let gapRect = CGRect(x: left, y: upper.visualRect.maxY, width: right - left, height: gap)
    return RuleFinding(
      "\(upper) sits on \(lower) frame to frame: their margins add up to a "
        + "\(Environment.points(gap))-pt gap where one margin (\(Environment.points(enough)) pt) "
        + "is enough; anchor one to the other's layoutMarginsGuide",
      highlights: [
        RuleFinding.Highlight(upper.name, upper.visualRect),
        RuleFinding.Highlight(lower.name, lower.visualRect),
        RuleFinding.Highlight("gap", gapRect),
      ])
  }
}
