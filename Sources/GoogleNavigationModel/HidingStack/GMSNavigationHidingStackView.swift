public import Foundation
public import UIKitModel

/// A vertical stack that hides the views at the end of ``arrangedSubviews`` when they do not
/// fit its height, and brings them back in order as it grows (api-facts.md §6; seeds, "Active
/// guidance components").
///
/// The visible views are the longest prefix of ``arrangedSubviews`` whose heights plus
/// ``spacing`` between them fit the stack's height (api-facts.md, open question 11): a large
/// view is never skipped to show a later small one. The stack owns its arranged views'
/// `isHidden`; a write by anyone else is recorded when it happens (rule NLC-015) and left in
/// place until the stack's own next decision. It comes with
/// `translatesAutoresizingMaskIntoConstraints == false`, takes the width of its widest visible
/// view (as UIStackView does; DESIGN.md §4) and needs its height from the delegate.
///
/// ```swift
/// let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
/// stack.arrangedSubviews = state.buttons.map(\.view)
/// navMap.addSubview(stack)
/// ```
open class GMSNavigationHidingStackView: UIView {
  /// Where the views sit vertically.
  public let position: GMSNavigationHidingStackPosition
  /// Which edge the views align to.
  public let alignment: GMSNavigationHidingStackViewAlignment
  /// The vertical gap between neighbouring visible views, in points; 8 by default.
  public var spacing: CGFloat = 8 {
    didSet { rebuild() }
  }

  /// The views the stack arranges, first to last; setting it removes the old ones from the
  /// stack (showing any it hid) and adds the new ones as subviews, with
  /// `translatesAutoresizingMaskIntoConstraints` turned off ([INFERRED] from UIStackView).
  public var arrangedSubviews: [UIView] {
    get { arranged }
    set { replaceArrangedSubviews(with: newValue) }
  }

  // Stored state is `@exclusivity(unchecked)`: main-actor only, and the runtime's
  // exclusivity check cost more than the reads and writes it guarded on every rebuild.
  @exclusivity(unchecked) var arranged: [UIView] = []
  /// How many arranged views are visible: a prefix.
  @exclusivity(unchecked) public internal(set) var visibleCount = 0
  /// The `isHidden` value the stack last gave each arranged view.
  @exclusivity(unchecked) var appliedHidden: [Bool] = []
  @exclusivity(unchecked) var stackConstraints: [NSLayoutConstraint] = []
  /// Whether the stack itself is writing `isHidden`.
  @exclusivity(unchecked) public internal(set) var isWritingVisibility = false

  /// Creates an empty stack.
  /// - Parameters:
  ///   - position: Where the views sit vertically.
  ///   - alignment: Which edge they align to.
  public init(
    position: GMSNavigationHidingStackPosition, alignment: GMSNavigationHidingStackViewAlignment
  ) {
    self.position = position
    self.alignment = alignment
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Appends a view to the arranged views ([INFERRED] UIStackView-style API).
  /// - Parameter view: The view to arrange last; `fileID` and `line` record the caller as its
  ///   `addedAt` (model-only, for findings that name the line).
  public func addArrangedSubview(
    _ view: UIView, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    replaceArrangedSubviews(with: arranged.filter { $0 !== view } + [view])
    if view.superview === self { view.recordAddition(CallSite(fileID: fileID, line: line)) }
  }

  /// Inserts a view into the arranged views at an index, clamped to the valid range
  /// ([INFERRED]).
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its position among the arranged views.
  ///   - fileID: The caller's file, recorded as the view's `addedAt` (model-only).
  ///   - line: The caller's line.
  public func insertArrangedSubview(
    _ view: UIView, at stackIndex: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    var views = arranged.filter { $0 !== view }
    views.insert(view, at: max(0, min(stackIndex, views.count)))
    replaceArrangedSubviews(with: views)
    if view.superview === self { view.recordAddition(CallSite(fileID: fileID, line: line)) }
  }

  /// Removes a view from the arranged views; it stays a subview, as with UIStackView
  /// ([INFERRED]).
  /// - Parameter view: The view to stop arranging.
  public func removeArrangedSubview(_ view: UIView) {
    guard let index = arranged.firstIndex(where: { $0 === view }) else { return }
    release(view, wasHidden: appliedHidden[index])
    arranged.remove(at: index)
    appliedHidden.remove(at: index)
    rebuild()
  }

  /// The width of the widest visible view; no intrinsic height.
  open override var intrinsicContentSize: CGSize {
    // A loop (as `max()` compares), not `map { }`: a closure formed in main-actor code is
    // checked for the main actor on each call.
    var widest: CGFloat?
    for view in arranged.prefix(visibleCount) {
      let width = Self.size(of: view).width
      if let current = widest, !(current < width) { continue }
      widest = width
    }
    return CGSize(width: widest ?? 0, height: UIView.noIntrinsicMetric)
  }

  /// Lays out the views, then hides or shows the suffix that no longer fits or fits again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let fitting = fittingCount(height: bounds.height)
    if fitting != visibleCount { applyVisibleCount(fitting) }
  }
}
