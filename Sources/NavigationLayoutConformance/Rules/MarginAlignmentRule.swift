import Foundation
import UIKitModel

/// NLC-026 (warning): the app's own view aligned to a Google view's frame instead of its
/// `layoutMarginsGuide`, so it runs past the Google view's visible body by the margin
/// (DESIGN.md §6; CONFORMANCE.md §1b).
///
/// **When:** in every phase, at settled checkpoints only (a prompt sliding in passes by).
///
/// **What:** an active constraint the app's code made (``ConstraintSnapshot/isAppMade``; a
/// `UIStackView` aligning its arranged views is UIKit's doing, and the SDK's are the SDK's),
/// with multiplier 1 and a constant within ``RuleGeometry/tolerance`` of 0, that ties an edge of
/// a visible, drawn view of the app's (an overlay, a control, a label or image), or of a
/// container or hiding stack of the app's with such a view inside on that edge, to the same
/// edge of a visible Google component's frame (leading to leading, trailing to trailing, left,
/// right, top or bottom to the same; either item first; leading and trailing resolved to left
/// and right by ``LayoutSnapshot/layoutDirection``), where the component has a margin of at
/// least 1 point on that side and the app's edge lies on the component's frame edge (within
/// the tolerance: the constraint holds). Cards, prompts and the speed widget have margins
/// (``ElementSnapshot/visualRect`` is their frame inset by them); the logo, the buttons, the
/// progress bar and the viewport have none, so an edge on theirs is aligned with what they
/// draw. Only what the constraints say counts: an app view whose edge meets a card's frame
/// edge because both are pinned to the map's edge is aligned with the map, not with the card,
/// and is not reported. A snapshot records the constraints that involve a Google component
/// (``LayoutSnapshot/constraints``), which a direct tie always does; one through a guide or
/// another view of the app's is not seen (a miss, never a false alarm). Stacking one view on
/// another (an app view's bottom on a card's top) is a different pair of edges and not judged:
/// the guide's sentence is about alignment, and correct delegates stack the app's content on
/// Google frames with gaps of their own (the guide's sample holds its content guide on the ETA
/// card's frame top). A Google view inside the app's view (or the other way round) is not
/// judged: one frames the other. One finding per pair of views, with every edge so tied, in
/// constraint order.
///
/// **Why:** the guide's advice on matching Google's style: Google's views have built-in visual
/// margins; to align your own elements exactly with Google's components, constrain them to the
/// Google view's `layoutMarginsGuide`. Tied to the frame, the app's card runs past the card
/// beside it by the margin (8 points for the ETA card) and breaks the column, but hides
/// nothing: advice, so a warning.
///
/// ```swift
/// print(MarginAlignmentRule().check(snapshot, in: context)?.detail ?? "ok")
/// // opaqueOverlay 'orderCard' (0, 614, 385×100) is aligned to etaCard's frame, not to its
/// // visible body (8, 746, 377×98): its left edge at x = 0 lies 8 pt outside; constrain it
/// // to etaCard.layoutMarginsGuide
/// ```
public struct MarginAlignmentRule: ScanningRule {
  /// The rule's ID.
  public let id = "NLC-026"
  /// The rule's title, as in CONFORMANCE.md's table.
  public let title = "app views align to a Google view's layoutMarginsGuide, not its frame"
  /// A warning: the guide advises this, it does not state it.
  public let severity = RuleSeverity.warning

  /// Creates the rule.
  public init() {}

  /// One edge of a rectangle, physically (leading and trailing resolved).
  enum Edge: Equatable {
    case left, right, top, bottom

    /// The edge `attribute` names under `direction`; nil for a size, a centre, a baseline or
    /// a margin attribute.
    init?(_ attribute: NSLayoutConstraint.Attribute, _ direction: UIUserInterfaceLayoutDirection) {
      let leftToRight = direction == .leftToRight
      switch attribute {
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .leading: self = leftToRight ? .left : .right
      case .trailing: self = leftToRight ? .right : .left
      default: return nil
      }
    }

    /// `rect`'s coordinate on this edge, in points.
    func position(of rect: CGRect) -> CGFloat {
      switch self {
      case .left: rect.minX
      case .right: rect.maxX
      case .top: rect.minY
      case .bottom: rect.maxY
      }
    }

    /// How far `inner` lies inside `outer` on this edge, in points.
    func inset(of inner: CGRect, in outer: CGRect) -> CGFloat {
      switch self {
      case .left, .top: position(of: inner) - position(of: outer)
      case .right, .bottom: position(of: outer) - position(of: inner)
      }
    }

    /// `x = 0` or `y = 746`.
    func coordinate(_ value: CGFloat) -> String {
      "\(self == .left || self == .right ? "x" : "y") = \(Environment.points(value))"
    }
  }

  /// Every app view aligned to a Google view's frame, one finding per pair, in the order of
  /// their first such constraint: the first only, unless `all`; none when the snapshot is not
  /// settled.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding]
  {
    guard snapshot.isSettled else { return [] }
    // Pairs as (app element, Google element, edges), in constraint order.
    var pairs: [(app: ElementSnapshot, google: ElementSnapshot, edges: [Edge])] = []
    for constraint in snapshot.constraints {
      guard let (app, google, edge) = Self.alignment(constraint, in: snapshot) else { continue }
      if let index = pairs.firstIndex(where: {
        $0.app.name == app.name && $0.google.name == google.name
      }) {
        if !pairs[index].edges.contains(edge) { pairs[index].edges.append(edge) }
      } else {
        pairs.append((app, google, [edge]))
      }
    }
    let findings = pairs.map { Self.finding($0.app, $0.google, $0.edges) }
    return all ? findings : Array(findings.prefix(1))
  }

  /// The app element, the Google component and the edge `constraint` aligns frame to frame,
  /// when it is the mistake this rule reports; else nil.
  static func alignment(_ constraint: ConstraintSnapshot, in snapshot: LayoutSnapshot)
    -> (app: ElementSnapshot, google: ElementSnapshot, edge: Edge)?
  {
    let tolerance = RuleGeometry.tolerance
    guard constraint.isAppMade, let secondItem = constraint.secondItem,
      constraint.firstOffsetStart == nil, constraint.secondOffsetStart == nil,
      let firstEdge = alignedEdge(
        constraint.firstAttribute, constraint.secondAttribute, multiplier: constraint.multiplier,
        constant: constraint.constant, direction: snapshot.layoutDirection),
      let first = uniqueElement(named: constraint.firstItem, in: snapshot),
      let second = uniqueElement(named: secondItem, in: snapshot)
    else { return nil }
    let app: ElementSnapshot
    let google: ElementSnapshot
    switch (first.role.isGoogleComponent, second.role.isGoogleComponent) {
    case (false, true): (app, google) = (first, second)
    case (true, false): (app, google) = (second, first)
    default: return nil
    }
    let edge = firstEdge.position(of: google.frame)
    guard app.isVisible, google.isVisible,
      firstEdge.inset(of: google.visualRect, in: google.frame) >= 1,
      abs(firstEdge.position(of: app.frame) - edge) <= tolerance,
      !isInside(app, google, in: snapshot), !isInside(google, app, in: snapshot),
      app.role.isDrawn || showsContent(app, on: firstEdge, at: edge, in: snapshot)
    else { return nil }
    return (app, google, firstEdge)
  }

  /// The edge a constraint between `first` and `second` ties frame to frame with nothing
  /// added (the same edge on both sides, multiplier 1, a constant within
  /// ``RuleGeometry/tolerance`` of 0); nil for any other. The rule and the causes of its
  /// findings both ask it.
  static func alignedEdge(
    _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute,
    multiplier: CGFloat, constant: CGFloat, direction: UIUserInterfaceLayoutDirection
  ) -> Edge? {
    guard multiplier == 1, abs(constant) <= RuleGeometry.tolerance,
      let edge = Edge(first, direction), edge == Edge(second, direction)
    else { return nil }
    return edge
  }

  /// The one element named `name`; nil when none or several are (two unnamed labels share a
  /// name, and a constraint's item could then be either: not judged rather than misread).
  static func uniqueElement(named name: String, in snapshot: LayoutSnapshot) -> ElementSnapshot? {
    var found: ElementSnapshot?
    for element in snapshot.elements where element.name == name {
      guard found == nil else { return nil }
      found = element
    }
    return found
  }

  /// Whether `holder`, a container of the app's or a hiding stack (neither drawn), has a
  /// visible drawn view of the app's inside it whose `edge` lies at `position` (within
  /// ``RuleGeometry/tolerance``): what the holder's tie to a frame puts past the visible body.
  /// A stack that insets its views (`isLayoutMarginsRelativeArrangement`) has none there.
  static func showsContent(
    _ holder: ElementSnapshot, on edge: Edge, at position: CGFloat, in snapshot: LayoutSnapshot
  ) -> Bool {
    guard holder.role == .container || holder.role == .hidingStack else { return false }
    return snapshot.elements.contains { element in
      element.isVisible && element.role.isDrawn && !element.role.isGoogleComponent
        && abs(edge.position(of: element.frame) - position) <= RuleGeometry.tolerance
        && isInside(element, holder, in: snapshot)
    }
  }

  /// Whether `inner` lies in `outer`'s subtree (the snapshot's elements are in preorder, and
  /// each names its parent's index).
  static func isInside(
    _ inner: ElementSnapshot, _ outer: ElementSnapshot, in snapshot: LayoutSnapshot
  ) -> Bool {
    var parent = inner.parentIndex
    while let index = parent {
      if index == outer.index { return true }
      parent = snapshot.elements.first { $0.index == index }?.parentIndex
    }
    return false
  }

  /// The finding for `app` tied to `google`'s frame on `edges`.
  static func finding(_ app: ElementSnapshot, _ google: ElementSnapshot, _ edges: [Edge])
    -> RuleFinding
  {
    var highlights = [
      RuleFinding.Highlight(app.name, app.frame),
      RuleFinding.Highlight(google.name, google.visualRect),
    ]
    var sides: [String] = []
    for edge in edges {
      let margin = edge.inset(of: google.visualRect, in: google.frame)
      sides.append(
        "its \(edge) edge at \(edge.coordinate(edge.position(of: app.frame))) lies "
          + "\(Environment.points(margin)) pt outside")
      // The margin the app's view lines up with: from the frame's edge to the visible body's.
      let frame = google.frame
      let band: CGRect
      switch edge {
      case .left: band = CGRect(x: frame.minX, y: frame.minY, width: margin, height: frame.height)
      case .right:
        band = CGRect(x: frame.maxX - margin, y: frame.minY, width: margin, height: frame.height)
      case .top: band = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: margin)
      case .bottom:
        band = CGRect(x: frame.minX, y: frame.maxY - margin, width: frame.width, height: margin)
      }
      highlights.append(RuleFinding.Highlight("margin", band))
    }
    return RuleFinding(
      "\(app.name) \(RectText.describe(app.frame)) is aligned to \(google.name)'s frame, not to "
        + "its visible body \(RectText.describe(google.visualRect)): "
        + sides.joined(separator: ", ") + "; constrain it to \(google.role).layoutMarginsGuide",
      highlights: highlights)
  }
}
