import Cassowary
import Foundation

// Lowering a model constraint to a solver constraint. Items are positioned in the root's
// coordinate space. Leading and trailing resolve by one direction per constraint: that of the
// view the constraint belongs to, the closest common ancestor of its items (a guide counts as
// its owning view), which is the view UIKit installs it on (autolayout-and-layout-testing.md
// §A8). Both items' leading/trailing and the sign of the constant follow it; the constant
// points toward trailing, so in a right-to-left constraint it is negated (§A13). Per-item
// resolution would contradict common practice: apps force right-to-left on a button to put
// its image on the right, and its pinning to an LTR superview does not flip. A location related with a
// multiplier other than 1 is measured from the installing view's origin, as UIKit measures
// it in the container's coordinates.

/// The inputs a lowering depends on besides the constraint's fixed parts.
struct LoweringKey: Equatable {
  var constant: CGFloat
  var priority: Float
  var rightToLeft: Bool
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
    let key = LoweringKey(
      constant: model.constant, priority: model.storedPriority.rawValue,
      rightToLeft: isRightToLeft(model, first: first, second: second),
      container: model.installer?.layoutSerial)
    if let cached = model.lowering, cached.key == key {
      model.lowering = (Self.loweringEpoch, rootDirection, key, cached.constraint)
      return cached.constraint
    }
    let constraint = build(model, first: first, second: second, key: key)
    model.lowering = (Self.loweringEpoch, rootDirection, key, constraint)
    return constraint
  }

  /// Whether the constraint lays out right to left: the effective direction of the view it
  /// belongs to (its installer, else the closest common ancestor of its items), the same as
  /// that view's ``UIView/effectiveUserInterfaceLayoutDirection`` (§A13).
  private func isRightToLeft(
    _ model: NSLayoutConstraint, first: any LayoutItem, second: (any LayoutItem)?
  ) -> Bool {
    let owner =
      model.installer
      ?? (second == nil
        ? first.hostView : UIView.closestCommonAncestor(first.hostView, second?.hostView))
    let attribute = owner?.semanticContentAttribute ?? .unspecified
    return attribute.resolved(inheriting: rootDirection) == .rightToLeft
  }

  private func build(
    _ model: NSLayoutConstraint, first: any LayoutItem, second: (any LayoutItem)?,
    key: LoweringKey
  ) -> Constraint {
    var expression = Cassowary.Expression()
    expression.terms.reserveCapacity(6)
    add(model.firstAttribute, of: first, rightToLeft: key.rightToLeft, times: 1, to: &expression)
    let sign: Double = model.firstAttribute.isDirectional && key.rightToLeft ? -1 : 1
    expression.constant = -sign * Double(model.constant)
    if let second, model.secondAttribute != .notAnAttribute {
      let m = Double(model.multiplier)
      add(
        model.secondAttribute, of: second, rightToLeft: key.rightToLeft, times: -m,
        to: &expression)
      let offset =
        (model.firstAttribute.isLocation ? -1 : 0) + (model.secondAttribute.isLocation ? m : 0)
      if offset != 0,
        let container = model.installer
          ?? UIView.closestCommonAncestor(first.hostView, second.hostView)
      {
        let origin =
          model.firstAttribute.isVertical ? container.variables.minY : container.variables.minX
        expression.terms.append(Term(origin, coefficient: offset))
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

  /// Adds `factor × item.attribute` to `expression`.
  func add(
    _ attribute: NSLayoutConstraint.Attribute, of item: any LayoutItem, rightToLeft: Bool,
    times factor: Double, to expression: inout Cassowary.Expression
  ) {
    if let plain = attribute.withoutMargin, let view = item as? UIView {
      let guide = view.layoutMarginsGuide
      add(plain, of: guide, rightToLeft: rightToLeft, times: factor, to: &expression)
      return
    }
    let v = item.variables
    func term(_ variable: Variable, _ coefficient: Double) {
      expression.terms.append(Term(variable, coefficient: coefficient * factor))
    }
    switch attribute {
    case .left, .leftMargin: term(v.minX, 1)
    case .right, .rightMargin: term(v.minX, 1); term(v.width, 1)
    case .top, .topMargin, .firstBaseline: term(v.minY, 1)
    case .bottom, .bottomMargin, .lastBaseline: term(v.minY, 1); term(v.height, 1)
    case .width: term(v.width, 1)
    case .height: term(v.height, 1)
    case .centerX, .centerXWithinMargins: term(v.minX, 1); term(v.width, 0.5)
    case .centerY, .centerYWithinMargins: term(v.minY, 1); term(v.height, 0.5)
    case .leading, .leadingMargin:
      term(v.minX, 1)
      if rightToLeft { term(v.width, 1) }
    case .trailing, .trailingMargin:
      term(v.minX, 1)
      if !rightToLeft { term(v.width, 1) }
    case .notAnAttribute: break
    }
  }
}

extension NSLayoutConstraint.Attribute {
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
