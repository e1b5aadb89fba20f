import Cassowary
import Foundation

// `systemLayoutSizeFitting`: the view's subtree solved on its own, in a solver of its own,
// so the live engine and every cache it keeps are left as they were. What takes part: the
// view's own size floors, intrinsic size and built-in guides (made afresh; its frame and
// autoresizing constraints tie it to its superview and are left out); below it, everything a
// layout pass would collect; the constraints installed in the subtree (those relating it to
// the outside are installed above it and are left out). The view's width and height are
// pulled toward the target size at the fitting priorities.

extension LayoutEngine {
  /// The size the constraints of `view`'s subtree give it when pulled toward `target` with
  /// `horizontal` and `vertical` priorities, in points, rounded up to the pixel grid.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine()
    let root = view.rootView
    engine.rootDirection = root.rootState?.environment.layoutDirection ?? .leftToRight
    engine.scale = max(root.layoutEnvironment.scale, 1)
    var measured: [Int: CGSize] = [:]
    var size = CGSize.zero
    // A multi-line label measures again at the width it got, as a layout pass does.
    for _ in 0..<maxPasses {
      var models: [NSLayoutConstraint] = []
      engine.collectForFitting(view, isTop: true, measured: measured, into: &models)
      size = engine.solveFitting(
        view, models: models, target: target, horizontal: horizontal, vertical: vertical)
      var remeasured = false
      engine.remeasureLabels(under: view, measured: &measured, changed: &remeasured)
      if !remeasured { break }
    }
    func up(_ value: CGFloat) -> CGFloat {
      (value * engine.scale - 1e-6).rounded(.up) / engine.scale
    }
    return CGSize(width: up(size.width), height: up(size.height))
  }

  /// What a fitting solve of `view` wants, depth first as ``collect(_:into:)``.
  private func collectForFitting(
    _ view: UIView, isTop: Bool, measured: [Int: CGSize], into models: inout [NSLayoutConstraint]
  ) {
    if isTop {
      models += GeneratedFactory.frameConstraints(for: view, key: .floors)
    } else {
      models += GeneratedFactory.frameConstraints(for: view, key: frameKey(of: view))
    }
    if isTop || !view.translatesAutoresizingMaskIntoConstraints, !view.isLaidOutByHand {
      let key = GeneratedConstraints.ContentKey(
        size: measured[view.layoutSerial] ?? view.intrinsicContentSize, of: view)
      models += GeneratedFactory.contentConstraints(for: view, key: key)
    }
    if let guide = view.safeAreaGuide {
      models += GeneratedFactory.edges(
        of: guide, in: view, insets: view.safeAreaInsets, names: GeneratedFactory.safeAreaNames)
    }
    if let guide = view.marginsGuide {
      models += GeneratedFactory.edges(
        of: guide, in: view, insets: view.effectiveLayoutMargins,
        names: GeneratedFactory.marginNames)
    }
    if let extras = view.extras, extras.hasGuides {
      models += GeneratedFactory.extraGuideConstraints(
        for: view, extras: extras, key: view.extraGuidesKey)
    }
    models += view.installedConstraints
    for subview in view.subviews where subview.holdsEngineLaidOutViews {
      collectForFitting(subview, isTop: false, measured: measured, into: &models)
    }
  }

  /// Solves `models` in a new solver with `view` at the origin; its solved size.
  private func solveFitting(
    _ view: UIView, models: [NSLayoutConstraint], target: CGSize,
    horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    var fitting = Solver(recovery: .breakAndContinue)
    let v = view.variables
    func add(_ constraint: Constraint) { _ = try? fitting.addConstraint(constraint) }
    add(Constraint(v.minX, .equal, 0.0))
    add(Constraint(v.minY, .equal, 0.0))
    for model in models {
      // The live engine's cached lowering stays as it was.
      let cached = model.lowering
      if let lowered = lower(model) { add(lowered) }
      model.lowering = cached
    }
    add(
      Constraint(
        v.width, .equal, Double(target.width),
        strength: Strength(rawValue: Double(horizontal.rawValue))))
    add(
      Constraint(
        v.height, .equal, Double(target.height),
        strength: Strength(rawValue: Double(vertical.rawValue))))
    fitting.updateVariables()
    solver = fitting
    return CGSize(width: fitting.value(of: v.width), height: fitting.value(of: v.height))
  }

  /// Measures again each multi-line label below `view` at the width the last solve gave it.
  private func remeasureLabels(
    under view: UIView, measured: inout [Int: CGSize], changed: inout Bool
  ) {
    for subview in view.subviews {
      if let label = subview as? UILabel, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth == 0, !label.translatesAutoresizingMaskIntoConstraints
      {
        let width = CGFloat(solver.value(of: label.variables.width))
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let previous = measured[label.layoutSerial] ?? label.intrinsicContentSize
        if abs(size.height - previous.height) > 1e-6 || abs(size.width - previous.width) > 1e-6 {
          measured[label.layoutSerial] = size
          changed = true
        }
      }
      remeasureLabels(under: subview, measured: &measured, changed: &changed)
    }
  }
}
