public import Foundation

/// An invisible rectangle that takes part in Auto Layout: UIKit's `UILayoutGuide`.
///
/// Add it to a view with ``UIView/addLayoutGuide(_:)`` before constraining it; until then it
/// has no owning view, and activating a constraint on it records the "no common ancestor"
/// crash (autolayout-and-layout-testing.md §A8). With no hierarchy to log it in, the guide
/// keeps the issue and the hierarchy it is later added to lists it in
/// ``UIView/layoutIssues``. ``layoutFrame`` is in the owning view's
/// coordinate space, in points, as of the last layout pass.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
  // Hot properties are `@exclusivity(unchecked)`: see LayoutEngine's performance notes.
  /// The view the guide belongs to; nil until added.
  public internal(set) var owningView: UIView? {
    get { owningViewStorage }
    set {
      owningViewStorage = newValue
      NSLayoutConstraint.placementEpoch &+= 1
    }
  }
  /// Unowned and unchecked rather than weak (see ``LayoutItemTether``): the owning view
  /// holds the guide and clears the pointer on removal and in its `deinit`.
  var owningViewStorage: UIView? {
    get { owningViewReference?.takeUnretainedValue() }
    set { owningViewReference = Unmanaged.unretained(newValue) }
  }
  /// The pointer itself, read with no retain and release where constraints are matched to
  /// views by identity (``NSLayoutConstraint/refers(into:)``).
  @exclusivity(unchecked) nonisolated(unsafe) var owningViewReference: Unmanaged<UIView>?
  /// What constraints on this guide reference it through; cleared in `deinit`.
  let tether = LayoutItemTether()
  /// A name shown in quotes in layout logs.
  @exclusivity(unchecked) public var identifier = ""
  /// Model-only: the line of app code that last added the guide to a view
  /// (``UIView/addLayoutGuide(_:fileID:line:)``); nil for one never added or a built-in guide.
  public internal(set) var addedAt: CallSite?
  /// The guide's rectangle in the owning view's coordinate space, in points.
  ///
  /// Runs a pending layout pass first, as UIKit's engine answers with current values; that is
  /// what makes a built-in guide created by this very read (``UIView/layoutMarginsGuide``)
  /// report its real frame.
  public var layoutFrame: CGRect {
    owningView?.layoutIfNeeded()
    return storedLayoutFrame
  }

  @exclusivity(unchecked) var storedLayoutFrame = CGRect.zero
  let variables = LayoutVariables()
  @exclusivity(unchecked) var logAddress: Int?
  /// Whether the guide is one of a view's built-in guides (safe area, margins).
  @exclusivity(unchecked) var isBuiltIn = false
  /// Crashes recorded while the guide had no owning view (and so no hierarchy log); the
  /// hierarchy it is added to takes them over (``UIView/addLayoutGuide(_:)``).
  @exclusivity(unchecked) var pendingIssues: [(id: Int, issue: LayoutIssue)] = []

  /// Creates a guide that belongs to no view yet.
  public override init() {
    super.init()
    tether.item = self
    tether.guideReference = Unmanaged.passUnretained(self)
  }

  deinit {
    tether.item = nil
    tether.guideReference = nil
  }

  var hostView: UIView? { owningView }
  var logClassName: String { "UILayoutGuide" }
  var logSuffix: String { identifier.isEmpty ? "" : "'\(identifier)'" }

  /// Whether two optimal layouts give the guide different frames (§A5).
  public var hasAmbiguousLayout: Bool {
    owningView?.rootView.layoutEngineIfLaidOut?.isAmbiguous(self) ?? false
  }
}
