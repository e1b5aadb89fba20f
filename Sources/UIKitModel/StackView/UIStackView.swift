public import Foundation

/// A view that lays out a row or column of views with Auto Layout: UIKit's `UIStackView`.
///
/// The stack makes ordinary constraints before the next layout pass (in
/// ``updateConstraints()``), installed on itself (a constant size on the view it sizes) and
/// listed in ``UIView/constraints``, under UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-hiding`, …), so a conflict with them reads in
/// ``UIView/layoutIssues`` as it does in Xcode's console. Which constraints it makes for each
/// ``axis``, ``distribution`` and ``alignment`` follows the lists UIKit prints (kean.blog,
/// "Let's Build UIStackView", 2017); the resulting layout follows Apple's `UIStackView`
/// documentation. Arranged views get `translatesAutoresizingMaskIntoConstraints == false`;
/// a hidden arranged view collapses to zero size along the axis (`UISV-hiding`, required),
/// and hiding or showing one inside a `UIView.animate` block animates the new arrangement.
/// Horizontal stacks run leading to trailing: right to left in a right-to-left layout.
///
/// The stack has no intrinsic size of its own (its size comes from its views' constraints)
/// and, like UIKit's before iOS 14, draws nothing but its ``UIView/backgroundColor``.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [icon, status])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// ```
open class UIStackView: UIView {
  /// The custom spacing value meaning "use ``spacing``"; what ``customSpacing(after:)``
  /// returns for a view with none (UIKit: `UIStackView.spacingUseDefault`, `FLT_MAX`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing value meaning "the system's standard spacing", 8 points in the model
  /// (UIKit: `UIStackView.spacingUseSystem`, `FLT_MIN`; the 8 is the model's choice,
  /// UIKit's standard sibling spacing).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  /// The points ``spacingUseSystem`` stands for in the model.
  static let systemSpacing: CGFloat = 8

  /// The views the stack arranges, in order (leading to trailing, or top to bottom). Each
  /// is also one of ``UIView/subviews``; hidden ones stay in the list.
  public private(set) var arrangedSubviews: [UIView] = []

  /// Whether the views run in a row (`.horizontal`, the default) or a column.
  public var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
  }
  /// How the views share the length of the axis; `.fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
  }
  /// How the views sit across the axis; `.fill` by default.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
  }
  /// The gap between neighbouring views, in points (a minimum for `.equalSpacing` and
  /// `.equalCentering`); 0 by default. ``spacingUseSystem`` asks for the standard spacing;
  /// a negative value overlaps the views.
  public var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
  }
  /// Whether the views are laid out inside the stack's ``UIView/layoutMarginsGuide``
  /// instead of its bounds; false by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
  }
  /// Vertical stacks: whether the gap between views runs from one view's last baseline to
  /// the next one's first baseline; false by default.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
  }

  /// Custom gaps after particular views, in the order set.
  var customSpacings: [(view: WeakView<UIView>, spacing: CGFloat)] = []
  /// The constraints the stack made and has active, in the order made.
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The spanner and gap guides the stack has added to itself.
  var spacerGuides: [StackSpacerGuide] = []
  /// The intrinsic sizes the fill-proportionally multipliers, or the fill distribution's
  /// tie-breaks, were computed from.
  var proportionalSizes: [CGFloat] = []
  /// Whether an arranged view's intrinsic size was invalidated since the sizes were compared.
  var arrangedContentChanged = false

  /// Creates an empty horizontal stack with a frame, in points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a horizontal stack arranging `views`, with a zero frame.
  /// - Parameter views: The views to arrange, in order; each becomes a subview, added at the
  ///   caller's `fileID` and `line` (``UIView/addedAt``).
  public init(arrangedSubviews views: [UIView], fileID: StaticString = #fileID, line: UInt = #line)
  {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view, fileID: fileID, line: line) }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Arranges `view` after the others, adding it as a subview if it is not one; a view
  /// already arranged moves to the end.
  /// - Parameter view: The view to arrange; `fileID` and `line` record the caller as its
  ///   ``UIView/addedAt``, which the stack's constraints for it carry as their call site.
  public func addArrangedSubview(_ view: UIView, fileID: StaticString = #fileID, line: UInt = #line)
  {
    insertArrangedSubview(view, at: arrangedSubviews.count, fileID: fileID, line: line)
  }

  /// Arranges `view` at `stackIndex` of ``arrangedSubviews``, adding it as a subview if it
  /// is not one; a view already arranged moves there. The index is clamped to the valid
  /// range (UIKit raises for an index past the end; the model's choice is to clamp).
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its position among the arranged views.
  public func insertArrangedSubview(
    _ view: UIView, at stackIndex: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    guard view !== self else { return }
    arrangedSubviews.removeAll(identicalTo: view)
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    // Arranged first, so the move out of another stack (`willRemoveSubview`) cannot undo it.
    if view.superview !== self { addSubview(view) }
    // Adding an ancestor records UIKit's crash and changes nothing; it is not arranged.
    guard view.superview === self else {
      arrangedSubviews.removeAll(identicalTo: view)
      return
    }
    if !arrangedSubviews.containsIdentical(view) {
      arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    view.addedAt = CallSite(fileID: fileID, line: line)
    view.hiddenWriteObserver = self
    setNeedsUpdateConstraints()
  }

  /// Stops arranging `view`; it stays a subview (and visible), as in UIKit, with nothing
  /// left placing it.
  /// - Parameter view: The view to stop arranging.
  public func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.containsIdentical(view) else { return }
    arrangedSubviews.removeAll(identicalTo: view)
    if view.hiddenWriteObserver === self { view.hiddenWriteObserver = nil }
    setNeedsUpdateConstraints()
  }

  /// Sets the gap after `arrangedSubview` to `spacing` points (``spacingUseDefault``
  /// clears it, ``spacingUseSystem`` asks for the standard spacing).
  /// - Parameters:
  ///   - spacing: The gap, in points.
  ///   - arrangedSubview: The view the gap follows.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings.removeAll { $0.view.view == nil || $0.view.view === arrangedSubview }
    if spacing != Self.spacingUseDefault {
      customSpacings.append((WeakView(arrangedSubview), spacing))
    }
    setNeedsUpdateConstraints()
  }

  /// The custom gap after `arrangedSubview`, in points; ``spacingUseDefault`` when none is
  /// set.
  /// - Parameter arrangedSubview: The view the gap follows.
  /// - Returns: The gap in points, or ``spacingUseDefault``.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.last { $0.view.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
  }

  /// Removing an arranged view from the stack also stops arranging it (UIKit
  /// `arrangedSubviews` documentation).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Rebuilds the stack's constraints for the changes made since the last pass (UIKit's
  /// stack view also brings its constraints up to date here); call `super` when overriding.
  open override func updateConstraints() {
    arrange()
    super.updateConstraints()
  }

  /// Rebuilds the fill-proportionally constraints when an arranged view's intrinsic size
  /// changed since they were made, as UIKit does when a child invalidates its intrinsic
  /// size; the change takes effect in the next pass.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard arrangedContentChanged else { return }
    arrangedContentChanged = false
    if distribution == .fillProportionally || distribution == .fill,
      proportionalSizes != currentProportionalSizes()
    {
      arrange()
    }
  }
}

// MARK: - UIViewHiddenWriteObserver

extension UIStackView: UIViewHiddenWriteObserver {
  /// Collapses or restores an arranged view when its ``UIView/isHidden`` changes. Inside an
  /// animation block the stack lays out at once, so the change animates as UIKit's does.
  package func view(_ view: UIView, didWriteHidden isHidden: Bool) {
    guard arrangedSubviews.containsIdentical(view) else { return }
    setNeedsUpdateConstraints()
    if !AnimationTransaction.stack.isEmpty, AnimationTransaction.suppressed == 0 {
      rootView.layoutIfNeeded()
    }
  }
}
