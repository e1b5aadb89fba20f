import Cassowary
public import Foundation

/// A linear relation between two layout attributes: UIKit's `NSLayoutConstraint`.
///
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// in points (autolayout-and-layout-testing.md §A1). A new constraint is inactive; activating
/// installs it on the closest common ancestor of its items (§A8). Operations that crash on a
/// device are recorded as ``LayoutIssue/wouldCrash(reason:)`` in the root's issue log and
/// skipped, so the model keeps running.
///
/// ```swift
/// let width = card.widthAnchor.constraint(equalToConstant: 200)
/// width.priority = .defaultHigh
/// width.isActive = true
/// print(width)  // <NSLayoutConstraint:0x1 UIView:0x2.width == 200 @750   (active)>
/// ```
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  // Hot properties are `@exclusivity(unchecked)`: see LayoutEngine's performance notes.
  /// The items, weakly as in UIKit: through their tethers (see ``LayoutItemTether``).
  let firstTether: LayoutItemTether
  let secondTether: LayoutItemTether?
  var firstLayoutItem: (any LayoutItem)? { firstTether.item }
  var secondLayoutItem: (any LayoutItem)? { secondTether?.item }
  /// Model-only: the view the first item is, or the owning view of a guide; no dynamic cast,
  /// no existential call (read through the tether).
  package var firstItemHostView: UIView? { firstTether.host?.takeUnretainedValue() }
  /// Model-only: the view the second item is, or the owning view of a guide.
  package var secondItemHostView: UIView? { secondTether?.host?.takeUnretainedValue() }
  /// Model-only: ``firstItemHostView`` unretained, for scans that only test it (the item's
  /// hierarchy keeps it alive while the constraint is installed).
  package var firstItemHostReference: Unmanaged<UIView>? { firstTether.host }
  /// Model-only: ``secondItemHostView`` unretained.
  package var secondItemHostReference: Unmanaged<UIView>? { secondTether?.host }
  /// Model-only: when the first side is a dimension from `anchorWithOffset(to:)`, the anchor
  /// its distance starts at; the side is then `firstItem.firstAttribute − start`.
  let firstOffsetStart: OffsetStart?
  /// Model-only: the same for the second side.
  let secondOffsetStart: OffsetStart?
  /// Whether a side is a distance between two anchors (`anchorWithOffset(to:)`).
  var hasOffsetSide: Bool { firstOffsetStart != nil || secondOffsetStart != nil }
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// The attribute of the second item; `.notAnAttribute` for a constant constraint.
  public let secondAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// A name shown in quotes in layout logs.
  @exclusivity(unchecked) public var identifier: String?
  /// Whether the constraint is archived with its view; false by default, as in UIKit
  /// (`NSLayoutConstraint.shouldBeArchived`). The model archives nothing: stored only.
  public var shouldBeArchived = false
  /// Who made the constraint: the app, or the engine on a view's behalf.
  let origin: Origin
  /// Model-only: the line of app code that made the constraint (``CallSite``): an anchor
  /// factory's, the item/attribute initialiser's or the visual format's caller; for one UIKit
  /// makes on a view's behalf (a stack view arranging it, its autoresizing mask translated),
  /// the line that added the view. Nil for UIKit's own constraints. Read it through
  /// ``source``, which also says what made the others.
  @exclusivity(unchecked) public internal(set) var callSite: CallSite?
  /// Model-only: set by a framework model on a constraint the framework keeps in force and
  /// re-applies itself (the Navigation SDK's component sizes, `GMS-width`/`GMS-height`), which
  /// conflict recovery breaks only when no app constraint is in the set (AL-UIK-020).
  @exclusivity(unchecked) package var isFrameworkOwned = false
  /// Position in activation order; a later constraint is the one broken in a conflict.
  @exclusivity(unchecked) package var sequence = 0
  /// When the app last deactivated the constraint, on the same count as ``sequence``; 0 for
  /// one never deactivated. The engine replays activations and deactivations in this order.
  @exclusivity(unchecked) var deactivationSequence = 0
  /// When the app last changed the constant, on the same count as ``sequence``; 0 when it
  /// never did, or when the change is not to be ordered against deactivations (the SDK model
  /// resizing its components before the delegate's callback, an order that is the model's).
  @exclusivity(unchecked) package var constantSequence = 0
  /// The view it is installed on while active.
  var installer: UIView? {
    get { installerStorage }
    set { installerStorage = newValue }
  }
  /// Unowned and unchecked rather than weak (see ``LayoutItemTether``): the installer lists
  /// the constraint and clears the pointer on deactivation and in its `deinit`.
  var installerStorage: UIView? {
    get { installerReference?.takeUnretainedValue() }
    set { installerReference = Unmanaged.unretained(newValue) }
  }
  /// The pointer itself: ``isActive`` tests it with no retain and release, which reading an
  /// `unowned(unsafe)` view costs.
  @exclusivity(unchecked) nonisolated(unsafe) var installerReference: Unmanaged<UIView>?
  /// Set when creating the constraint would have raised: it can never be activated.
  @exclusivity(unchecked) var isIllegal = false
  @exclusivity(unchecked) var logAddress: Int?
  /// The last lowering, reused while its inputs are unchanged.
  @exclusivity(unchecked) var lowering: ConstraintLowering?
  /// The engine and solver constraint it is installed as: the engines' table lives on the
  /// constraints, so finding it costs no hashing.
  @exclusivity(unchecked) var installedRecord: (engine: Int, constraint: Constraint)?
  /// Records of other engines while the first is taken: a constraint whose view moved to
  /// another hierarchy stays in the old engine until that engine's next pass. Almost always
  /// empty.
  @exclusivity(unchecked) var otherInstalledRecords: [(engine: Int, constraint: Constraint)] = []
  /// The engine pass that last found the constraint wanted.
  @exclusivity(unchecked) var seenInPass = 0
  @exclusivity(unchecked) var anchorAddresses: (first: Int?, second: Int?) = (nil, nil)

  /// The added distance, in points; for leading/trailing relations positive is toward
  /// trailing in the direction of the view the constraint belongs to, the closest common
  /// ancestor of its items (§A13, §A8).
  ///
  /// Changing it on an active constraint re-solves incrementally on the next layout pass. A
  /// NaN or infinite value raises in UIKit: the model records
  /// ``LayoutIssue/wouldCrash(reason:)`` and keeps the old constant.
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet {
      guard constant.isFinite else {
        let reason = CrashReason.nonFiniteConstant(self, constant)
        constant = oldValue
        recordCrash(reason)
        return
      }
      guard constant != oldValue else { return }
      constantSequence = Self.nextSequence()
      lowering = nil
      // The fast path: only this constraint is re-lowered on the next pass (§A19). A root
      // with no state yet will make a full pass anyway.
      guard let state = installer?.rootView.rootState else { return }
      state.needsLayout = true
      state.changedConstants.append(self)
    }
  }

  /// The priority; 1000 is required (§A2). Switching an installed constraint between
  /// required and optional (§A7), or a priority outside (0, 1000] (§A2), is recorded as a
  /// crash and ignored.
  public var priority: UILayoutPriority {
    get { storedPriority }
    set { setPriority(newValue) }
  }
  @exclusivity(unchecked) var storedPriority: UILayoutPriority

  init(
    first: any LayoutItem, _ firstAttribute: Attribute, _ relation: Relation,
    second: (any LayoutItem)?, _ secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat, priority: UILayoutPriority = .required, origin: Origin = .app,
    validates: Bool = true, firstOffsetStart: OffsetStart? = nil,
    secondOffsetStart: OffsetStart? = nil, callSite: CallSite? = nil
  ) {
    self.callSite = callSite
    firstTether = first.tether
    secondTether = second?.tether
    self.firstOffsetStart = firstOffsetStart
    self.secondOffsetStart = second == nil ? nil : secondOffsetStart
    self.firstAttribute = firstAttribute
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    storedPriority = priority
    self.origin = origin
    super.init()
    if origin == .app, validates { validate() }
  }

  /// Creates `view1.attr1 relation multiplier × view2.attr2 + c`; UIKit's original form.
  ///
  /// Items are views or layout guides. A leading/trailing attribute paired with a left/right
  /// one, a location equal to a constant, a size paired with a location, a vertical location
  /// paired with a horizontal one, or an item that is neither a view nor a guide is recorded
  /// as a crash with UIKit's reason text (§A1) and the constraint can never become active;
  /// the model never traps. `fileID` and `line` record the caller (``callSite``).
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    let first = view1 as? any LayoutItem
    let second = view2 as? any LayoutItem
    let itemsAreLegal = first != nil && (view2 == nil || second != nil)
    // A stand-in keeps the object well formed; it is released at once, and the constraint
    // is illegal, so it never activates.
    self.init(
      first: first ?? UILayoutGuide(), attr1, relation, second: second, attr2,
      multiplier: multiplier, constant: c, validates: itemsAreLegal,
      callSite: CallSite(fileID: fileID, line: line))
    guard !itemsAreLegal else { return }
    isIllegal = true
    recordCrash(CrashReason.itemNotLayoutItem)
  }

  /// The anchor of the first item and attribute.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(
      firstLayoutItem ?? UILayoutGuide(), firstAttribute, offsetFrom: firstOffsetStart)
  }

  /// The anchor of the second item and attribute; nil for a constant constraint.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondLayoutItem.map { NSLayoutAnchor($0, secondAttribute, offsetFrom: secondOffsetStart) }
  }

  /// The first item: a ``UIView`` or ``UILayoutGuide``.
  public var firstItem: AnyObject? { firstLayoutItem }
  /// The second item, nil for a constant constraint.
  public var secondItem: AnyObject? { secondLayoutItem }

  /// Whether the constraint is installed and taking part in layout.
  ///
  /// Setting true installs it on the closest common ancestor of its items; with no common
  /// ancestor it records UIKit's "no common ancestor" crash and stays inactive (§A8).
  public var isActive: Bool {
    get { installerReference != nil || isContentSizeListing }
    set { newValue ? activate() : deactivate() }
  }

  /// Whether this is one of the content-size entries ``UIView/constraints`` lists: always
  /// active, never installed.
  var isContentSizeListing: Bool {
    if case .contentSizeListing = origin { return true }
    return false
  }

  /// Activates each constraint in order; equivalent to setting ``isActive`` on each (§A8).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// The constraint as UIKit prints it, with addresses from the log of its first item's root.
  nonisolated public override var description: String {
    mainActorUnchecked { logDescription(in: itemRoots.first?.issueLog) }
  }

  /// Deactivates each constraint in order.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
