import Cassowary
import Foundation

// Lowering a model constraint to a solver constraint. Items are positioned in the root's
// coordinate space. Leading and trailing resolve by one direction per constraint: that of the
// view the constraint belongs to, the closest common ancestor of its items (a guide counts as
// its owning view), which is the view UIKit installs it on (autolayout-and-layout-testing.md
// §A8). Per-item resolution would contradict common practice: apps force right-to-left on a
// button to put its image on the right, and its pinning to an LTR superview does not flip.
//
// Right to left, a constraint that names leading or trailing is read on a mirrored axis: the
// Auto Layout Guide's "Interpreting Values" table says leading/trailing values increase toward
// the trailing edge (leftward), and that centre X takes its interpretation from the other
// attribute of the equation. So every x location of such a constraint (its centre X too) is
// measured leftward from the installing view's right edge, and the relation and constant are
// kept as written: `a.trailing <= b.trailing - 16` keeps a's left edge at least 16 pt right of
// b's left edge, the mirror image of the left-to-right layout, and `a.centerX == r.leading + 50`
// gives the same frame as `r.leading == a.centerX - 50`. A location related with a multiplier
// other than 1 is measured from that origin (the installing view's left edge left to right,
// its right edge mirrored), as UIKit measures it in the container's coordinates.

/// The inputs a lowering depends on besides the constraint's fixed parts.
struct LoweringKey: Equatable {
  /// The constant of the solver constraint: the model's, moved by the items' baseline offsets
  /// when it names a baseline, so a label's font change lowers it again (equal sums lower
  /// alike, so the key needs no more fields).
  var constant: CGFloat
  var priority: Float
  /// Whether x locations are read on the mirrored (right-to-left) axis.
  var mirrored: Bool
  var container: Int?
}

extension LayoutEngine {
  /// The solver form of `model`, reusing the cached one while its inputs are unchanged; nil
  /// when an item is gone or the priority is outside (0, 1000].
  func lower(_ model: NSLayoutConstraint) -> Constraint? {
    // Fast path: nothing that feeds the lowering changed since it was cached. Constant,
    // priority and activation changes clear the cache; direction inputs bump the epoch.
    if let cached = model.lowering, cached.epoch == Self.loweringEpoch,
      cached.rootDirection == rootDirection
    {
      return cached.constraint
    }
    guard let first = model.firstLayoutItem,
      model.storedPriority.rawValue > 0, model.storedPriority.rawValue <= 1000
    else { return nil }
    let second = model.secondLayoutItem
    var constant = model.constant
    // Only baseline constraints read offsets; the others skip the casts (a hot path).
    if model.firstAttribute.isBaseline {
      constant -= Self.baselineOffset(model.firstAttribute, of: first)
    }
    if model.secondAttribute.isBaseline, let second {
      constant += model.multiplier * Self.baselineOffset(model.secondAttribute, of: second)
    }
    let mirrored = isMirrored(model, first: first, second: second)
    // Constraints act on views' alignment rectangles (Apple, `alignmentRectInsets`): each
    // item's offset from its frame folds into the constant, as baselines do.
    if model.origin.actsOnAlignmentRects {
      let firstMirrored = mirrored && !model.firstSideIsAbsolute
      constant -= Self.alignmentOffset(model.firstAttribute, of: first, mirrored: firstMirrored)
      if let second {
        constant +=
          model.multiplier
          * Self.alignmentOffset(
            model.secondAttribute, of: second, mirrored: mirrored && !model.secondSideIsAbsolute)
      }
    }
    // A side that is a distance between two anchors (`anchorWithOffset(to:)`) subtracts its
    // start anchor: the start's baseline and alignment offsets enter with the opposite sign.
    if model.hasOffsetSide {
      guard let adjustment = offsetStartsAdjustment(model, mirrored: mirrored) else { return nil }
      constant += adjustment
    }
    let key = LoweringKey(
      constant: constant, priority: model.storedPriority.rawValue, mirrored: mirrored,
      container: model.installer?.layoutSerial)
    if let cached = model.lowering, cached.key == key {
      model.lowering!.epoch = Self.loweringEpoch
      model.lowering!.rootDirection = rootDirection
      return cached.constraint
    }
    // A process that never made a scroll view (the reference campaign) skips the check.
    let constraint =
      UIScrollView.anyCreated
      ? build(
        model, first: contentArea(of: first, model.firstAttribute, facing: second) ?? first,
        second: second.map { contentArea(of: $0, model.secondAttribute, facing: first) ?? $0 },
        key: key)
      : build(model, first: first, second: second, key: key)
    model.lowering = ConstraintLowering(
      epoch: Self.loweringEpoch, rootDirection: rootDirection, key: key, constraint: constraint)
    return constraint
  }

  /// Whether the constraint reads its x locations mirrored: it names leading or trailing, and
  /// the view it belongs to (its installer, else the closest common ancestor of its items)
  /// lays out right to left, as that view's ``UIView/effectiveUserInterfaceLayoutDirection``
  /// says (§A13).
  private func isMirrored(
    _ model: NSLayoutConstraint, first: any LayoutItem, second: (any LayoutItem)?
  ) -> Bool {
    guard
      model.firstAttribute.isDirectional || model.secondAttribute.isDirectional
        || model.firstOffsetStart?.attribute.isDirectional == true
        || model.secondOffsetStart?.attribute.isDirectional == true
    else {
      return false
    }
    var owner =
      model.installer
      ?? (second == nil
        ? first.hostView : UIView.closestCommonAncestor(first.hostView, second?.hostView))
    if model.installer == nil, model.hasOffsetSide {
      for start in [model.firstOffsetStart, model.secondOffsetStart] {
        guard let start else { continue }
        owner = UIView.closestCommonAncestor(owner, start.item?.hostView)
      }
    }
    let attribute = owner?.semanticContentAttribute ?? .unspecified
    return attribute.resolved(inheriting: rootDirection) == .rightToLeft
  }

  private func build(
    _ model: NSLayoutConstraint, first: any LayoutItem, second: (any LayoutItem)?,
    key: LoweringKey
  ) -> Constraint {
    var expression = Cassowary.Expression()
    expression.terms.reserveCapacity(6)
    let firstMirrored = key.mirrored && !model.firstSideIsAbsolute
    add(model.firstAttribute, of: first, mirrored: firstMirrored, times: 1, to: &expression)
    if let start = model.firstOffsetStart, let item = start.item {
      let from =
        UIScrollView.anyCreated ? contentArea(of: item, start.attribute, facing: first) : nil
      add(start.attribute, of: from ?? item, mirrored: firstMirrored, times: -1, to: &expression)
    }
    // The key's constant: the model's with the baseline offsets folded in.
    expression.constant = -Double(key.constant)
    if let second, model.secondAttribute != .notAnAttribute {
      let m = Double(model.multiplier)
      let secondMirrored = key.mirrored && !model.secondSideIsAbsolute
      add(model.secondAttribute, of: second, mirrored: secondMirrored, times: -m, to: &expression)
      if let start = model.secondOffsetStart, let item = start.item {
        let from =
          UIScrollView.anyCreated ? contentArea(of: item, start.attribute, facing: second) : nil
        add(start.attribute, of: from ?? item, mirrored: secondMirrored, times: m, to: &expression)
      }
      // first − m·second, each measured from the origin o: (x₁ − o) − m(x₂ − o) leaves
      // (m − 1)·o; mirrored, (o − x₁) − m(o − x₂) leaves (1 − m)·o with o the right edge. A
      // distance between two anchors is a size: its origins cancel.
      let firstIsLocation = model.firstAttribute.isLocation && model.firstOffsetStart == nil
      let secondIsLocation = model.secondAttribute.isLocation && model.secondOffsetStart == nil
      let offset = (firstIsLocation ? -1 : 0) + (secondIsLocation ? m : 0)
      if offset != 0,
        let container = model.installer
          ?? UIView.closestCommonAncestor(first.hostView, second.hostView)
      {
        let v = container.variables
        if model.firstAttribute.isVertical {
          expression.terms.append(Term(v.minY, coefficient: offset))
        } else if key.mirrored {
          expression.terms.append(Term(v.minX, coefficient: -offset))
          expression.terms.append(Term(v.width, coefficient: -offset))
        } else {
          expression.terms.append(Term(v.minX, coefficient: offset))
        }
      }
    }
    let relation: Constraint.Relation =
      switch model.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(
      reducing: expression, relation, strength: Strength(rawValue: Double(key.priority)))
  }

  /// The content area a scroll view's edge means when the constraint relates it to a view
  /// inside the scroll view (Apple, Auto Layout Guide, "Working with Scroll Views": edges and
  /// margins of the scroll view related to its content attach to the content area; width,
  /// height and centres to the frame); nil when `item` stands for itself. The model covers
  /// edges; margins attributes keep the frame's.
  private func contentArea(
    of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
    facing other: (any LayoutItem)?
  ) -> (any LayoutItem)? {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: break
    default: return nil
    }
    guard let scroll = item as? UIScrollView, let inside = other?.hostView, inside !== scroll,
      inside.isDescendant(of: scroll)
    else { return nil }
    return scroll.contentLayoutGuide
  }

  /// Adds `factor × item.attribute` to `expression`; `mirrored` reads x locations leftward
  /// (negated), as a right-to-left constraint naming leading or trailing does.
  func add(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, mirrored: Bool,
    times factor: Double, to expression: inout Cassowary.Expression
  ) {
    if let plain = attribute.withoutMargin, let view = item as? UIView {
      let guide = view.layoutMarginsGuide
      add(plain, of: guide, mirrored: mirrored, times: factor, to: &expression)
      return
    }
    let v = item.variables
    // The sign of x locations: −1 on the mirrored axis.
    let x: Double = mirrored ? -factor : factor
    func term(_ variable: Variable, _ coefficient: Double) {
      expression.terms.append(Term(variable, coefficient: coefficient))
    }
    switch attribute {
    case .left, .leftMargin: term(v.minX, factor)
    case .right, .rightMargin: term(v.minX, factor); term(v.width, factor)
    case .top, .topMargin: term(v.minY, factor)
    case .bottom, .bottomMargin: term(v.minY, factor); term(v.height, factor)
    case .firstBaseline:
      // The baseline view's top; its offset is in the key's constant (a view without text
      // has offset 0: its top).
      let b = (item as? UIView)?.forFirstBaselineLayout.variables ?? v
      term(b.minY, factor)
    case .lastBaseline:
      // The baseline view's bottom; its offset is in the key's constant.
      let b = (item as? UIView)?.forLastBaselineLayout.variables ?? v
      term(b.minY, factor)
      term(b.height, factor)
    case .width: term(v.width, factor)
    case .height: term(v.height, factor)
    case .centerX, .centerXWithinMargins: term(v.minX, x); term(v.width, 0.5 * x)
    case .centerY, .centerYWithinMargins: term(v.minY, factor); term(v.height, 0.5 * factor)
    case .leading, .leadingMargin:
      // Mirrored, leading is the right edge: −(minX + width).
      term(v.minX, x)
      if mirrored { term(v.width, x) }
    case .trailing, .trailingMargin:
      term(v.minX, x)
      if !mirrored { term(v.width, x) }
    case .notAnAttribute: break
    }
  }
}

extension LayoutEngine {
  /// What the start anchors of a constraint's distances (`anchorWithOffset(to:)`) add to the
  /// lowered constant: each side is `end − start`, so a start's baseline and alignment
  /// offsets enter with the sign opposite to its end's; nil when a start item is gone.
  fileprivate func offsetStartsAdjustment(_ model: NSLayoutConstraint, mirrored: Bool)
    -> CGFloat?
  {
    var adjustment: CGFloat = 0
    if let start = model.firstOffsetStart {
      guard let item = start.item else { return nil }
      adjustment += Self.baselineOffset(start.attribute, of: item)
      if model.origin.actsOnAlignmentRects {
        adjustment += Self.alignmentOffset(
          start.attribute, of: item, mirrored: mirrored && !model.firstSideIsAbsolute)
      }
    }
    if let start = model.secondOffsetStart {
      guard let item = start.item else { return nil }
      adjustment -= model.multiplier * Self.baselineOffset(start.attribute, of: item)
      if model.origin.actsOnAlignmentRects {
        adjustment -=
          model.multiplier
          * Self.alignmentOffset(
            start.attribute, of: item, mirrored: mirrored && !model.secondSideIsAbsolute)
      }
    }
    return adjustment
  }
}

extension NSLayoutConstraint {
  /// Whether the first side is a distance (`anchorWithOffset(to:)`) that names left or right:
  /// it is measured rightward even when the constraint reads leading and trailing mirrored.
  var firstSideIsAbsolute: Bool {
    guard let start = firstOffsetStart else { return false }
    return start.attribute.isAbsoluteHorizontal || firstAttribute.isAbsoluteHorizontal
  }

  /// The same for the second side.
  var secondSideIsAbsolute: Bool {
    guard let start = secondOffsetStart else { return false }
    return start.attribute.isAbsoluteHorizontal || secondAttribute.isAbsoluteHorizontal
  }
}

extension LayoutEngine {
  /// How far a baseline attribute of `item` lies below the edge it is measured from: the
  /// first baseline below the top (+offset), the last above the bottom (−offset); 0 for other
  /// attributes and for items that are not views. Folded into the lowering's key.
  static func baselineOffset(_ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem)
    -> CGFloat
  {
    switch attribute {
    case .firstBaseline: (item as? UIView)?.forFirstBaselineLayout.firstBaselineOffsetFromTop ?? 0
    case .lastBaseline:
      -((item as? UIView)?.forLastBaselineLayout.lastBaselineOffsetFromBottom ?? 0)
    default: 0
    }
  }
}

extension LayoutEngine {
  /// How far `attribute` of a view's alignment rectangle lies from the same attribute of its
  /// frame, as the lowering measures it (x locations leftward when `mirrored` and the
  /// attribute follows the direction); 0 for guides, margins and baselines.
  static func alignmentOffset(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, mirrored: Bool
  ) -> CGFloat {
    // A view is its own host; a guide's host is its owning view. No dynamic cast: lowering
    // runs for every new constraint, and a cast here cost most of a percent of a campaign.
    guard let view = item.hostView, view === item else { return 0 }
    let insets = view.alignmentRectInsets
    guard insets != .zero else { return 0 }
    let (l, r, t, b) = (insets.left, insets.right, insets.top, insets.bottom)
    switch attribute {
    case .left: return l
    case .right: return -r
    case .top: return t
    case .bottom: return -b
    case .width: return -(l + r)
    case .height: return -(t + b)
    case .centerY: return (t - b) / 2
    // Mirrored, leading is −maxX and trailing −minX; centre X is read leftward too.
    case .centerX: return mirrored ? -(l - r) / 2 : (l - r) / 2
    case .leading: return mirrored ? r : l
    case .trailing: return mirrored ? -l : -r
    default: return 0
    }
  }
}

extension NSLayoutConstraint.Origin {
  /// Whether the constraint relates alignment rectangles (the app's, content size, stack
  /// views'), not frames (autoresizing, root pins, size floors, built-in guides).
  var actsOnAlignmentRects: Bool {
    switch self {
    case .app, .contentSize, .stackView: true
    default: false
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a first or last baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute lies on the vertical axis.
  var isVertical: Bool {
    switch self {
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      true
    default: false
    }
  }
}
