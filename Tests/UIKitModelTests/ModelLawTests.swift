import Foundation
import PropertyEngine
import Testing
import UIKitModel

// The UIKit model checks itself: laws any Auto Layout engine obeys, tested on random
// constraint systems with the package's own property engine. A counterexample fails the test
// with its shrunk system printed; each one found on the way is kept as a regular test below.
// `NLC_MODEL_LAW_CASES` sets the cases per law (1,000 by default).

@MainActor
@Suite("UIKit model laws on random constraint systems")
struct ModelLawTests {
  /// Cases per law: `NLC_MODEL_LAW_CASES`, else 1,000.
  static var cases: Int {
    ProcessInfo.processInfo.environment["NLC_MODEL_LAW_CASES"].flatMap(Int.init) ?? 1_000
  }

  /// Runs `law` over `generator` and fails the test with the shrunk counterexample.
  private func check<Value: Sendable>(
    _ name: String, _ generator: Gen<Value>, seed: UInt64,
    _ law: @escaping @MainActor (Value) throws -> Void
  ) throws {
    let property = Property(name, generator) { value, _ in
      try MainActor.assumeIsolated { try law(value) }
    }
    var configuration = CampaignConfiguration(seed: seed)
    configuration.maximumCases = Self.cases
    configuration.healthChecks.suppressed = [.filterTooMuch, .dataTooLarge, .tooSlow]
    let result = try Campaign(property: property, configuration: configuration).run()
    for counterexample in result.counterexamples {
      Issue.record(
        "\(counterexample.failure.message)\nshrunk system:\n\(counterexample.valueDescription)")
    }
    if result.counterexamples.isEmpty {
      #expect(result.summary.casesRun == Self.cases, "cases discarded or never run")
    }
  }

  /// How far two edges may differ after pixel rounding: one pixel at 3×, and a little.
  private static let pixel: CGFloat = 1.0 / 3 + 1e-9

  @Test("right to left is the mirror image of left to right")
  func rightToLeftMirrorsLeftToRight() throws {
    try check("rtl-mirror", ConstraintSystem.generator, seed: 1) { system in
      let ltr = BuiltSystem(system)
      let rtl = BuiltSystem(system, direction: .rightToLeft)
      guard !ltr.wouldCrash, !rtl.wouldCrash else { return }
      for index in ltr.views.indices {
        let a = ltr.views[index]
        let b = rtl.views[index]
        try require(
          a.hasAmbiguousLayout == b.hasAmbiguousLayout,
          "v\(index) ambiguous: LTR \(a.hasAmbiguousLayout), RTL \(b.hasAmbiguousLayout)")
      }
      // An ambiguous view lands wherever the engine puts it, not at its mirror image, and
      // where it lands decides its safe-area insets and so its margins: only determined
      // systems must log the same conflicts.
      guard !ltr.isAmbiguous else { return }
      try require(
        ltr.conflictSets == rtl.conflictSets,
        "conflicts: LTR \(ltr.conflictSets), RTL \(rtl.conflictSets)")
      for index in ltr.views.indices {
        let a = ltr.views[index].frame
        let b = rtl.views[index].frame
        let parentWidth = ltr.views[index].superview?.bounds.width ?? 0
        let mirroredMinX = parentWidth - a.maxX
        try require(
          abs(b.minX - mirroredMinX) <= Self.pixel && abs(b.width - a.width) <= Self.pixel
            && b.minY == a.minY && b.height == a.height,
          "v\(index): LTR \(a), RTL \(b), mirror of LTR has minX \(mirroredMinX)")
      }
      if let a = ltr.guide?.layoutFrame, let b = rtl.guide?.layoutFrame {
        try require(
          abs(b.minX - (system.width - a.maxX)) <= Self.pixel && b.minY == a.minY,
          "guide: LTR \(a), RTL \(b)")
      }
    }
  }

  @Test("the order of activation does not change an unambiguous layout")
  func activationOrderDoesNotMatter() throws {
    let generator = Gen<(ConstraintSystem, [Int])> { r throws(GenerationStop) in
      let system = try ConstraintSystem.generator.generate(using: r)
      var order = Array(system.constraints.indices)
      // Fisher–Yates from recorded choices, so the permutation shrinks toward the identity.
      for index in order.indices.reversed() where index > 0 {
        let other = try Gen<Int>.integers(in: 0...index).generate(using: r)
        order.swapAt(index, index - other)
      }
      return (system, order)
    }
    try check("activation-order", generator, seed: 2) { value in
      let (system, order) = value
      let first = BuiltSystem(system)
      let second = BuiltSystem(system, order: order)
      // Which member of a conflict breaks depends on order (UIKit breaks the later one).
      guard !first.wouldCrash, first.conflictCount == 0, second.conflictCount == 0,
        !first.isAmbiguous
      else { return }
      try require(!second.isAmbiguous, "ambiguous only in order \(order)")
      for index in first.views.indices {
        try require(
          first.views[index].frame == second.views[index].frame,
          "v\(index): \(first.views[index].frame) vs \(second.views[index].frame) in order \(order)"
        )
      }
    }
  }

  @Test("moving the root moves nothing inside it")
  func translationMovesEverythingTogether() throws {
    let generator = Gen<(ConstraintSystem, CGPoint)> { r throws(GenerationStop) in
      var system = try ConstraintSystem.generator.generate(using: r)
      system.insets = .zero
      let x = CGFloat(try Gen<Int>.integers(in: 0...300).generate(using: r))
      let y = CGFloat(try Gen<Int>.integers(in: 0...300).generate(using: r))
      return (system, CGPoint(x: x, y: y))
    }
    try check("translation", generator, seed: 3) { value in
      let (system, offset) = value
      let still = BuiltSystem(system)
      let moved = BuiltSystem(system, offset: offset)
      guard !still.wouldCrash, !still.isAmbiguous else { return }
      try require(
        still.conflictCount == moved.conflictCount,
        "conflicts: \(still.conflictCount) vs \(moved.conflictCount) moved by \(offset)")
      for index in still.views.indices {
        try require(
          still.views[index].frame == moved.views[index].frame,
          "v\(index): \(still.views[index].frame) vs \(moved.views[index].frame) moved by \(offset)"
        )
      }
    }
  }

  @Test("adding a constraint that already holds changes nothing")
  func redundantConstraintChangesNothing() throws {
    let generator = Gen<(ConstraintSystem, Int, Int)> { r throws(GenerationStop) in
      let system = try ConstraintSystem.generator.generate(using: r)
      let view = try Gen<Int>.integers(in: 0...(system.views.count - 1)).generate(using: r)
      let kind = try Gen<Int>.integers(in: 0...3).generate(using: r)
      return (system, view, kind)
    }
    try check("redundant", generator, seed: 4) { value in
      let (system, index, kind) = value
      let built = BuiltSystem(system)
      guard !built.wouldCrash, built.conflictCount == 0, !built.isAmbiguous else { return }
      let view = built.views[index]
      let before = built.views.map(\.frame)
      let frame = view.frame
      // Each holds with a point to spare, in the view's own direction-free terms.
      let extra: NSLayoutConstraint =
        switch kind {
        case 0: view.widthAnchor.constraint(greaterThanOrEqualToConstant: max(0, frame.width - 1))
        case 1: view.heightAnchor.constraint(lessThanOrEqualToConstant: frame.height + 1)
        case 2: view.widthAnchor.constraint(lessThanOrEqualToConstant: frame.width + 1)
        default: view.heightAnchor.constraint(greaterThanOrEqualToConstant: max(0, frame.height - 1))
        }
      extra.isActive = true
      built.root.layoutIfNeeded()
      try require(built.conflictCount == 0, "the redundant constraint conflicted")
      try require(
        built.views.map(\.frame) == before,
        "frames moved: \(before) → \(built.views.map(\.frame)) after \(extra)")
    }
  }

  @Test("a transform changes no layout, and the transform then its inverse shows the layout")
  func transformsLeaveLayoutAlone() throws {
    // A random transform per view: rotation in whole degrees, scale 0.25...4 per axis,
    // translation −200...200; Auto Layout lays out center and bounds, the transform applies
    // after (UIView.transform reference), and T followed by T⁻¹ is the identity map.
    let transform = Gen<CGAffineTransform> { r throws(GenerationStop) in
      let degrees = try Gen<Int>.integers(in: -180...180).generate(using: r)
      let sx = try Gen<Int>.integers(in: 1...16).generate(using: r)
      let sy = try Gen<Int>.integers(in: 1...16).generate(using: r)
      let tx = try Gen<Int>.integers(in: -200...200).generate(using: r)
      let ty = try Gen<Int>.integers(in: -200...200).generate(using: r)
      return CGAffineTransform(rotationAngle: CGFloat(degrees) * .pi / 180)
        .scaledBy(x: CGFloat(sx) / 4, y: CGFloat(sy) / 4)
        .concatenating(CGAffineTransform(translationX: CGFloat(tx), y: CGFloat(ty)))
    }
    let generator = Gen<(ConstraintSystem, [CGAffineTransform])> { r throws(GenerationStop) in
      let system = try ConstraintSystem.generator.generate(using: r)
      var transforms: [CGAffineTransform] = []
      for _ in system.views { transforms.append(try transform.generate(using: r)) }
      return (system, transforms)
    }
    try check("transform", generator, seed: 5) { value in
      let (system, transforms) = value
      let plain = BuiltSystem(system)
      let transformed = BuiltSystem(system)
      // An ambiguous system may settle differently from pass to pass.
      guard !plain.wouldCrash, !plain.isAmbiguous else { return }
      for (view, t) in zip(transformed.views, transforms) { view.transform = t }
      for built in [plain, transformed] {
        built.root.setNeedsLayout()
        built.root.layoutIfNeeded()
      }
      for index in plain.views.indices {
        let (a, b) = (plain.views[index], transformed.views[index])
        try require(
          a.center == b.center && a.bounds == b.bounds,
          "v\(index): laid out \(a.center) \(a.bounds) vs \(b.center) \(b.bounds) under \(transforms[index])")
        b.transform = b.transform.concatenating(b.transform.inverted())
        let f = b.frame
        let g = a.frame
        let close =
          abs(f.minX - g.minX) <= 1e-6 * max(1, abs(g.minX)) + 1e-9
          && abs(f.minY - g.minY) <= 1e-6 * max(1, abs(g.minY)) + 1e-9
          && abs(f.width - g.width) <= 1e-6 * max(1, g.width) + 1e-9
          && abs(f.height - g.height) <= 1e-6 * max(1, g.height) + 1e-9
        try require(close, "v\(index): T then T⁻¹ shows \(f), laid out \(g)")
      }
    }
  }

  @Test("a conflict made on purpose breaks only app constraints; UIKit's guides keep their frames")
  func conflictsBreakOnlyAppConstraints() throws {
    // A random app system, plus a view tied to both edges of the root, its safe area or its
    // margins guide with a required width that holds at first; then the root's safe-area
    // insets, side margins or size change, so the width cannot hold (unsatisfiable on
    // purpose). UIKit re-creates its own constraints from the views' state and breaks the
    // app's (AL-UIK-020): every broken constraint is one the app made, the root keeps its
    // size, its safe area is its bounds inset by the safe-area insets (UIView
    // safeAreaLayoutGuide reference) and its margins guide that inset by the margins, 8 by
    // default (UIView layoutMarginsGuide reference; insetsLayoutMarginsFromSafeArea true).
    let generator = Gen<(ConstraintSystem, Int, Int, Int, UIEdgeInsets)> {
      r throws(GenerationStop) in
      let system = try ConstraintSystem.generator.generate(using: r)
      let view = try Gen<Int>.integers(in: 0...(system.views.count - 1)).generate(using: r)
      let target = try Gen<Int>.integers(in: 0...2).generate(using: r)
      let change = try Gen<Int>.integers(in: 0...2).generate(using: r)
      let inset = Gen<Int>.integers(in: 1...60)
      let amounts = UIEdgeInsets(
        top: CGFloat(try inset.generate(using: r)), left: CGFloat(try inset.generate(using: r)),
        bottom: CGFloat(try inset.generate(using: r)), right: CGFloat(try inset.generate(using: r)))
      return (system, view, target, change, amounts)
    }
    try check("conflict-recovery", generator, seed: 6) { value in
      let (system, index, target, change, amounts) = value
      let built = BuiltSystem(system)
      guard !built.wouldCrash else { return }
      let root = built.root
      let view = built.views[index]
      let (leading, trailing, width): (NSLayoutXAxisAnchor, NSLayoutXAxisAnchor, CGFloat) =
        switch target {
        case 0: (root.leadingAnchor, root.trailingAnchor, system.width)
        case 1:
          (
            root.safeAreaLayoutGuide.leadingAnchor, root.safeAreaLayoutGuide.trailingAnchor,
            system.width - system.insets.left - system.insets.right
          )
        default:
          (
            root.layoutMarginsGuide.leadingAnchor, root.layoutMarginsGuide.trailingAnchor,
            system.width - system.insets.left - system.insets.right - 16
          )
        }
      let forced = [
        view.leadingAnchor.constraint(equalTo: leading),
        view.trailingAnchor.constraint(equalTo: trailing),
        view.widthAnchor.constraint(equalToConstant: max(0, width)),
      ]
      NSLayoutConstraint.activate(forced)
      root.layoutIfNeeded()
      var insets = system.insets
      var margins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      var size = CGSize(width: system.width, height: system.height)
      switch change {
      case 0:
        insets.left += amounts.left
        insets.right += amounts.right
        insets.top = amounts.top
        root.layoutEnvironment = LayoutEnvironment(scale: 3, safeAreaInsets: insets)
      case 1:
        margins.leading += amounts.left
        margins.trailing += amounts.right
        root.directionalLayoutMargins = margins
      default:
        size.width -= amounts.left + amounts.right
        size.height -= amounts.top
        root.frame = CGRect(origin: .zero, size: size)
      }
      root.layoutIfNeeded()
      let app = built.constraints + forced
      for issue in root.layoutIssues {
        guard case .unsatisfiable(let conflict) = issue else { continue }
        try require(
          app.contains { $0 === conflict.broken },
          "broke \(conflict.broken), not an app constraint, of \(conflict.mutuallyExclusive)")
      }
      let bounds = CGRect(origin: .zero, size: size)
      try require(root.bounds == bounds, "root \(root.bounds), expected \(bounds)")
      let safe = bounds.inset(by: insets)
      // Insets wider than the root leave no documented frame (the model keeps the guide at
      // zero width); only an area that exists is compared.
      guard safe.size.width >= 0, safe.size.height >= 0 else { return }
      try require(
        root.safeAreaLayoutGuide.layoutFrame == safe,
        "safe area \(root.safeAreaLayoutGuide.layoutFrame), expected \(safe)")
      let inside = safe.inset(
        by: UIEdgeInsets(
          top: margins.top, left: margins.leading, bottom: margins.bottom,
          right: margins.trailing))
      // The same for margins wider than the safe area.
      guard inside.size.width >= 0, inside.size.height >= 0 else { return }
      try require(
        root.layoutMarginsGuide.layoutFrame == inside,
        "margins guide \(root.layoutMarginsGuide.layoutFrame), expected \(inside)")
    }
  }

  // MARK: - Counterexamples found on the way, kept as regular tests

  @Test("found by the mirror law: a leading tied to half the root's leading, right to left")
  func halfLeadingMirrors() {
    // Shrunk from the mirror law against the model before right-to-left constraints were read
    // on a mirrored axis: v0.width == 0, v0.leading == root.leading × 0.5 and
    // v0.leading == root.leading conflicted right to left only. Measured from the root's
    // leading edge, leading is 0 in both directions, so half of it is 0 too: no conflict, and
    // v0 sits at the leading edge (x 0 left to right, x 200 right to left).
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      root.layoutEnvironment = LayoutEnvironment(layoutDirection: direction)
      let view = makeAutoLayoutView()
      root.addSubview(view)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 0),
        NSLayoutConstraint(
          item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
          multiplier: 0.5, constant: 0),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(root.layoutIssues.isEmpty, "\(direction)")
      #expect(view.frame.minX == (direction == .leftToRight ? 0 : 200), "\(direction)")
    }
  }

  private func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw PropertyFailure(identity: "law", message: message()) }
  }
}
