import Foundation

/// Turns a ``VisualFormatPlan`` into constraints (the rules are in
/// NSLayoutConstraint+VisualFormat.swift).
@MainActor
struct VisualFormatBuilder {
  let plan: VisualFormatPlan
  let options: NSLayoutConstraint.FormatOptions
  private var made: [NSLayoutConstraint] = []

  init(plan: VisualFormatPlan, options: NSLayoutConstraint.FormatOptions) {
    self.plan = plan
    self.options = options
  }

  /// The attribute at the start and at the end of an element along the axis.
  private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
    if plan.vertical { return (.top, .bottom) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right)
    case .directionRightToLeft: return (.right, .left)
    default: return (.leading, .trailing)
    }
  }

  private var isRightToLeft: Bool {
    !plan.vertical && options.intersection(.directionMask) == .directionRightToLeft
  }

  mutating func build(format: String) throws(VisualFormatError) -> [NSLayoutConstraint] {
    for use in plan.barUses where superItem(of: plan.views[use.view].item) == nil {
      throw VisualFormatError(
        message:
          "Unable to interpret '|' character, because the related view doesn't have a superview",
        format: format, position: use.column)
    }
    let alignments = try alignmentAttributes(format: format)
    for step in plan.steps {
      switch step {
      case .connection(let earlier, let later, let predicates):
        for predicate in predicates { connect(earlier, later, predicate) }
      case .size(let view, let predicates):
        for predicate in predicates { size(of: plan.views[view].item, predicate) }
      }
    }
    for index in plan.views.indices.dropFirst() {
      for attribute in alignments {
        made.append(
          NSLayoutConstraint(
            first: plan.views[index - 1].item, attribute, .equal,
            second: plan.views[index].item, attribute, multiplier: 1, constant: 0))
      }
    }
    return made
  }

  /// The attributes the alignment options ask for, checked against the format's axis.
  private func alignmentAttributes(format: String) throws(VisualFormatError)
    -> [NSLayoutConstraint.Attribute]
  {
    let bits = options.intersection(.alignmentMask).rawValue
    let attributes = (1...12).compactMap { raw -> NSLayoutConstraint.Attribute? in
      bits & (1 << UInt(raw)) == 0 ? nil : NSLayoutConstraint.Attribute(rawValue: raw)
    }
    let end = plan.views.last?.end ?? 0
    for attribute in attributes where attribute.isVertical != !plan.vertical {
      let axis = plan.vertical ? "vertical" : "horizontal"
      throw VisualFormatError(
        message:
          "Options mask required views to be aligned on a \(axis) edge, which is not allowed "
          + "for layout that is also \(axis).",
        format: format, position: end)
    }
    return attributes
  }

  /// `later.start REL earlier.end + c` (items swapped right to left), bars standing for the
  /// superview of the view beside them.
  private mutating func connect(
    _ earlier: VisualFormatPlan.Endpoint, _ later: VisualFormatPlan.Endpoint,
    _ predicate: VisualFormatPlan.Predicate
  ) {
    let baselines = plan.vertical && options.contains(.spacingBaselineToBaseline)
    let standard: Bool
    var constant: CGFloat = 0
    switch predicate.object {
    case .standard: standard = true
    case .constant(let value):
      standard = false
      constant = value
    case .item: return  // the parser allows views only in size predicates
    }
    func end(_ endpoint: VisualFormatPlan.Endpoint, atStart: Bool)
      -> (item: any LayoutItem, attribute: NSLayoutConstraint.Attribute)?
    {
      switch endpoint {
      case .view(let index):
        let attribute =
          baselines && earlier != .superview && later != .superview
          ? (atStart ? NSLayoutConstraint.Attribute.firstBaseline : .lastBaseline)
          : (atStart ? edges.start : edges.end)
        return (plan.views[index].item, attribute)
      case .superview:
        // The bar's edge is the one it stands at: the start for a leading bar.
        let neighbour = earlier == .superview ? later : earlier
        guard case .view(let index) = neighbour,
          let parent = superItem(of: plan.views[index].item)
        else { return nil }
        let edge = earlier == .superview ? edges.start : edges.end
        return (parent, standard ? edge.margin : edge)
      }
    }
    guard let first = end(later, atStart: true), let second = end(earlier, atStart: false)
    else { return }
    if standard {
      constant = earlier == .superview || later == .superview ? 0 : systemSpacing
    }
    let (a, b) = isRightToLeft ? (second, first) : (first, second)
    let constraint = NSLayoutConstraint(
      first: a.item, a.attribute, predicate.relation, second: b.item, b.attribute,
      multiplier: 1, constant: constant)
    if predicate.priority != 1000 { constraint.priority = UILayoutPriority(predicate.priority) }
    made.append(constraint)
  }

  /// `view.size REL constant` or `view.size REL other.size`.
  private mutating func size(of item: any LayoutItem, _ predicate: VisualFormatPlan.Predicate) {
    let attribute: NSLayoutConstraint.Attribute = plan.vertical ? .height : .width
    let constraint: NSLayoutConstraint
    switch predicate.object {
    case .item(let other):
      constraint = NSLayoutConstraint(
        first: item, attribute, predicate.relation, second: other, attribute, multiplier: 1,
        constant: 0)
    case .constant(let value):
      constraint = NSLayoutConstraint(
        first: item, attribute, predicate.relation, second: nil, .notAnAttribute,
        multiplier: 1, constant: value)
    case .standard: return
    }
    if predicate.priority != 1000 { constraint.priority = UILayoutPriority(predicate.priority) }
    made.append(constraint)
  }

  /// The view a bar beside `item` stands for: a view's superview, a guide's owning view.
  private func superItem(of item: any LayoutItem) -> UIView? {
    if let view = item as? UIView { return view.superview }
    return item.hostView
  }
}

extension NSLayoutConstraint.Attribute {
  /// The margin attribute of an edge (`.leading` → `.leadingMargin`).
  fileprivate var margin: NSLayoutConstraint.Attribute {
    switch self {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: self
    }
  }
}
