/// Who keeps a constraint in force: what the conflict recovery policy asks before it breaks
/// one (``ConflictRecoveryPolicy``).
enum ConstraintOwner: Equatable {
  /// The app's code activated it; UIKit breaks these.
  case app
  /// UIKit makes it from a view's state and makes it again when that state changes: a root
  /// view's size (`'UIView-Encapsulated-Layout-…'`), a built-in guide's edges (safe area,
  /// layout margins, readable content, keyboard), an autoresizing mask's translation, the
  /// model's size floors, and a stack view's `UISV-hiding`. Never broken while the set holds
  /// a constraint that may be.
  case uikit
  /// UIKit arranging a stack view's subviews (`UISV-spacing`, `UISV-canvas-connection`, …):
  /// broken when no app constraint is in the set (UIKit breaks an inner stack's
  /// `UISV-spacing` over `UISV-hiding`, autolayout-and-layout-testing.md §A17).
  case stackArrangement
  /// A framework the app links keeps it in force and re-applies it (the Navigation SDK's
  /// component sizes, ``NSLayoutConstraint/isFrameworkOwned``). Never broken while the set
  /// holds a constraint that may be.
  case framework

  /// The owner of `constraint`.
  @MainActor
  init(of constraint: NSLayoutConstraint) {
    switch constraint.origin {
    case .app: self = constraint.isFrameworkOwned ? .framework : .app
    case .stackView(let identifier): self = identifier == "UISV-hiding" ? .uikit : .stackArrangement
    case .rootFrame, .autoresizing, .contentSize, .contentSizeListing, .guide, .sizeFloor:
      self = .uikit
    }
  }

  /// How readily the policy breaks a constraint of this owner: higher first, 0 never.
  var breakRank: Int {
    switch self {
    case .app: 2
    case .stackArrangement: 1
    case .uikit, .framework: 0
    }
  }
}
