import Foundation
import PropertyEngine
import UIKitModel

/// A random Auto Layout system as plain values, so the property engine can draw, shrink and
/// print it, and the same system can be built more than once (left to right, right to left,
/// in another activation order, moved).
///
/// Horizontal constraints use leading, trailing, centre X (only against leading or trailing)
/// and width, never left or right, so the right-to-left layout must be the mirror image of the
/// left-to-right one (Auto Layout Guide, "Interpreting Values").
struct ConstraintSystem: Sendable, CustomStringConvertible {
  /// An item a constraint can name.
  enum Item: Sendable, Hashable, CustomStringConvertible {
    case root, rootSafeArea, rootMargins, view(Int), viewMargins(Int), guide

    var description: String {
      switch self {
      case .root: "root"
      case .rootSafeArea: "root.safeArea"
      case .rootMargins: "root.margins"
      case .view(let index): "v\(index)"
      case .viewMargins(let index): "v\(index).margins"
      case .guide: "guide"
      }
    }
  }

  /// One view: its parent (nil for the root) and its intrinsic size, if any.
  struct ViewSpec: Sendable {
    var parent: Int?
    var intrinsic: CGSize?
    var hugging: Float
    var compression: Float
  }

  /// One constraint, as `first.a relation second.b × multiplier + constant @ priority`.
  struct ConstraintSpec: Sendable, CustomStringConvertible {
    var first: Item
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: Item?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float

    var description: String {
      let relation =
        switch self.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
      let right = second.map { "\($0).\(name(secondAttribute)) × \(multiplier) + " } ?? ""
      return "\(first).\(name(firstAttribute)) \(relation) \(right)\(constant) @\(priority)"
    }

    private func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
      switch attribute {
      case .leading: "leading"
      case .trailing: "trailing"
      case .centerX: "centerX"
      case .top: "top"
      case .bottom: "bottom"
      case .centerY: "centerY"
      case .width: "width"
      case .height: "height"
      default: "attribute \(attribute.rawValue)"
      }
    }
  }

  var width: CGFloat
  var height: CGFloat
  /// Physical safe-area insets of the left-to-right root; mirrored for right to left.
  var insets: UIEdgeInsets
  var views: [ViewSpec]
  var constraints: [ConstraintSpec]
  var hasGuide: Bool

  var description: String {
    var lines = ["root \(width)×\(height) insets \(insets)"]
    for (index, view) in views.enumerated() {
      let parent = view.parent.map { "v\($0)" } ?? "root"
      let size = view.intrinsic.map { " intrinsic \($0.width)×\($0.height)" } ?? ""
      lines.append("v\(index) in \(parent)\(size) hug \(view.hugging) resist \(view.compression)")
    }
    lines += constraints.map(\.description)
    return lines.joined(separator: "\n")
  }
}

extension ConstraintSystem {
  private static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250]

  /// Draws a system of one to five views and up to fourteen constraints, most of them of the
  /// shape layouts use (an edge to an edge, a size), so many systems are fully determined.
  static let generator = Gen<ConstraintSystem> { r throws(GenerationStop) in
    let width = CGFloat(try Gen<Int>.integers(in: 200...1000).generate(using: r))
    let height = CGFloat(try Gen<Int>.integers(in: 200...1000).generate(using: r))
    let inset = Gen<Int>.integers(in: 0...60)
    let insets = UIEdgeInsets(
      top: CGFloat(try inset.generate(using: r)), left: CGFloat(try inset.generate(using: r)),
      bottom: CGFloat(try inset.generate(using: r)), right: CGFloat(try inset.generate(using: r)))
    let count = try Gen<Int>.integers(in: 1...5).generate(using: r)
    var views: [ViewSpec] = []
    for index in 0..<count {
      var parent: Int?
      if index > 0, try !Gen.booleans(probability: 0.6).generate(using: r) {
        parent = try Gen<Int>.integers(in: 0...(index - 1)).generate(using: r)
      }
      var intrinsic: CGSize?
      if try Gen.booleans(probability: 0.4).generate(using: r) {
        intrinsic = CGSize(
          width: CGFloat(try Gen<Int>.integers(in: 0...400).generate(using: r)),
          height: CGFloat(try Gen<Int>.integers(in: 0...100).generate(using: r)))
      }
      views.append(
        ViewSpec(
          parent: parent, intrinsic: intrinsic,
          hugging: try Gen.element(of: [250, 251, 750]).generate(using: r),
          compression: try Gen.element(of: [750, 749, 1000]).generate(using: r)))
    }
    let hasGuide = try Gen.booleans(probability: 0.3).generate(using: r)
    var items: [Item] = [.root, .rootSafeArea, .rootMargins]
    for index in 0..<count { items += [.view(index), .viewMargins(index)] }
    if hasGuide { items.append(.guide) }
    let subjects: [Item] = (0..<count).map { .view($0) } + (hasGuide ? [.guide] : [])
    let constraintCount = try Gen<Int>.integers(in: 0...14).generate(using: r)
    var constraints: [ConstraintSpec] = []
    for _ in 0..<constraintCount {
      constraints.append(
        try drawConstraint(subjects: subjects, items: items, using: r))
    }
    return ConstraintSystem(
      width: width, height: height, insets: insets, views: views, constraints: constraints,
      hasGuide: hasGuide)
  }

  private static func drawConstraint(
    subjects: [Item], items: [Item], using r: ChoiceRecorder
  ) throws(GenerationStop) -> ConstraintSpec {
    let first = try Gen.element(of: subjects).generate(using: r)
    let relation = try Gen.element(
      of: [NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
    ).generate(using: r)
    let priority = try Gen.element(of: priorities).generate(using: r)
    let constant = CGFloat(try Gen<Int>.integers(in: -60...120).generate(using: r))
    let kind = try Gen<Int>.integers(in: 0...5).generate(using: r)
    let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing]
    let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
    switch kind {
    case 0, 1:
      // An x edge against an x edge (centre X on one side at most), maybe with a multiplier.
      let a = try Gen.element(of: horizontal + [.centerX]).generate(using: r)
      let b = try Gen.element(of: a == .centerX ? horizontal : horizontal + [.centerX])
        .generate(using: r)
      let multiplier: CGFloat =
        try Gen.booleans(probability: 0.15).generate(using: r) ? 0.5 : 1
      let second = try Gen.element(of: items.filter { $0 != first }).generate(using: r)
      return ConstraintSpec(
        first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
        multiplier: multiplier, constant: constant, priority: priority)
    case 2:
      let a = try Gen.element(of: vertical).generate(using: r)
      let b = try Gen.element(of: vertical).generate(using: r)
      let second = try Gen.element(of: items.filter { $0 != first }).generate(using: r)
      return ConstraintSpec(
        first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
        multiplier: 1, constant: constant, priority: priority)
    case 3:
      // A size against a size.
      let a = try Gen.element(of: [NSLayoutConstraint.Attribute.width, .height]).generate(using: r)
      let b = try Gen.element(of: [NSLayoutConstraint.Attribute.width, .height]).generate(using: r)
      let second = try Gen.element(of: items.filter { $0 != first }).generate(using: r)
      let multiplier = try Gen.element(of: [CGFloat(1), 0.5, 2]).generate(using: r)
      return ConstraintSpec(
        first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
        multiplier: multiplier, constant: constant, priority: priority)
    default:
      // A size against a constant.
      let a = try Gen.element(of: [NSLayoutConstraint.Attribute.width, .height]).generate(using: r)
      return ConstraintSpec(
        first: first, firstAttribute: a, relation: relation, second: nil,
        secondAttribute: .notAnAttribute, multiplier: 1, constant: abs(constant),
        priority: priority)
    }
  }
}

/// A stand-in for a label: a view with a fixed intrinsic content size.
@MainActor
private final class IntrinsicView: UIView {
  let size: CGSize
  init(size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// A ``ConstraintSystem`` built as views: what a property compares.
@MainActor
struct BuiltSystem {
  let root: UIView
  let views: [UIView]
  let guide: UILayoutGuide?
  let constraints: [NSLayoutConstraint]

  /// Builds and lays out the system.
  ///
  /// - Parameters:
  ///   - direction: The root's layout direction; right to left mirrors the safe-area insets.
  ///   - order: The order constraints are activated in, as indices into the system's list.
  ///   - offset: Where the system's root sits inside an outer root, in points; nil puts the
  ///     system's root at the top of the hierarchy.
  init(
    _ system: ConstraintSystem, direction: UIUserInterfaceLayoutDirection = .leftToRight,
    order: [Int]? = nil, offset: CGPoint? = nil
  ) {
    var insets = system.insets
    if direction == .rightToLeft { swap(&insets.left, &insets.right) }
    let frame = CGRect(x: 0, y: 0, width: system.width, height: system.height)
    let root: UIView
    if let offset {
      // The system's root sits at `offset` inside a larger root with no safe area.
      let outer = UIView(
        frame: CGRect(
          x: 0, y: 0, width: system.width + 2 * offset.x, height: system.height + 2 * offset.y))
      outer.layoutEnvironment = LayoutEnvironment(
        scale: 3, safeAreaInsets: .zero, layoutDirection: direction)
      root = UIView(frame: frame.offsetBy(dx: offset.x, dy: offset.y))
      root.autoresizingMask = []
      outer.addSubview(root)
    } else {
      root = UIView(frame: frame)
      root.layoutEnvironment = LayoutEnvironment(
        scale: 3, safeAreaInsets: insets, layoutDirection: direction)
    }
    var views: [UIView] = []
    for spec in system.views {
      let view: UIView = spec.intrinsic.map { IntrinsicView(size: $0) } ?? UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      view.setContentHuggingPriority(UILayoutPriority(spec.hugging), for: .horizontal)
      view.setContentHuggingPriority(UILayoutPriority(spec.hugging), for: .vertical)
      view.setContentCompressionResistancePriority(
        UILayoutPriority(spec.compression), for: .horizontal)
      view.setContentCompressionResistancePriority(
        UILayoutPriority(spec.compression), for: .vertical)
      (spec.parent.map { views[$0] } ?? root).addSubview(view)
      views.append(view)
    }
    var guide: UILayoutGuide?
    if system.hasGuide {
      let made = UILayoutGuide()
      root.addLayoutGuide(made)
      guide = made
    }
    func item(_ item: ConstraintSystem.Item) -> AnyObject {
      switch item {
      case .root: root
      case .rootSafeArea: root.safeAreaLayoutGuide
      case .rootMargins: root.layoutMarginsGuide
      case .view(let index): views[index]
      case .viewMargins(let index): views[index].layoutMarginsGuide
      case .guide: guide!
      }
    }
    let constraints = system.constraints.map { spec in
      let constraint = NSLayoutConstraint(
        item: item(spec.first), attribute: spec.firstAttribute, relatedBy: spec.relation,
        toItem: spec.second.map(item), attribute: spec.secondAttribute,
        multiplier: spec.multiplier, constant: spec.constant)
      constraint.priority = UILayoutPriority(spec.priority)
      return constraint
    }
    let order = order ?? Array(constraints.indices)
    NSLayoutConstraint.activate(order.map { constraints[$0] })
    (root.superview ?? root).layoutIfNeeded()
    self.root = root
    self.views = views
    self.guide = guide
    self.constraints = constraints
  }

  /// Whether any view or the guide has an ambiguous frame.
  var isAmbiguous: Bool {
    views.contains(where: \.hasAmbiguousLayout) || guide?.hasAmbiguousLayout == true
  }

  /// The unsatisfiable-constraint issues logged so far.
  var conflictCount: Int { conflictSets.count }

  /// Each logged conflict as the indices of the system's constraints in its mutually
  /// exclusive set (engine-generated members as -1), broken constraint last, in log order.
  var conflictSets: [[Int]] {
    root.layoutIssues.compactMap { issue in
      guard case .unsatisfiable(let conflict) = issue else { return nil }
      let index = { (member: NSLayoutConstraint) in
        constraints.firstIndex { $0 === member } ?? -1
      }
      return conflict.mutuallyExclusive.map(index).sorted() + [index(conflict.broken)]
    }
  }

  /// Whether a would-crash issue was logged (such a system is left out of the comparisons).
  var wouldCrash: Bool {
    root.layoutIssues.contains { if case .wouldCrash = $0 { true } else { false } }
  }
}
