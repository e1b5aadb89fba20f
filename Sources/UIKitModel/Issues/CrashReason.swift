import Foundation

// UIKit's exception reasons (autolayout-and-layout-testing.md §A1, §A7, §A8): verbatim where
// sourced; where not, the doc comment says the text is the model's choice.

/// The reason texts of the UIKit exceptions the model records instead of raising.
@MainActor
enum CrashReason {
  /// §A1: leading/trailing paired with left/right (`NSInvalidArgumentException`).
  static let directionalMix =
    "A constraint cannot be made between a leading/trailing attribute and a right/left "
    + "attribute. Use leading/trailing for both or neither."

  /// §A1: a location attribute equal to a constant (`NSInvalidArgumentException`).
  static let locationEqualsConstant =
    "A multiplier of 0 or a nil second item together with a location for the first "
    + "attribute creates an illegal constraint of a location equal to a constant. Location "
    + "attributes must be specified in pairs."

  /// Adding a view to itself or to its own subtree (`NSInvalidArgumentException`).
  ///
  /// UIKit's text for adding a view to itself; the model uses it for any descendant too,
  /// which creates the same cycle (verify the descendant case on a device).
  static let addSelfAsSubview = "Can't add self as subview"

  /// §A7: switching an installed constraint between required and optional
  /// (`NSInternalInconsistencyException`).
  static func priorityMutation(passed: UILayoutPriority, existing: UILayoutPriority) -> String {
    "Mutating a priority from required to not on an installed constraint (or vice-versa) "
      + "is not supported. You passed priority \(passed) and the existing priority was "
      + "\(existing)."
  }

  /// §A1: a size paired with a location, or a vertical location with a horizontal one
  /// (`NSInvalidArgumentException`).
  ///
  /// UIKit raises for these pairings; "Invalid pairing of layout attributes" is the wording
  /// as best known, not verified against a source, so the exact text is a model choice.
  static func invalidPairing(
    _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute
  ) -> String {
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
      + "multiplier:constant:]: Invalid pairing of layout attributes \(first) and \(second)"
  }

  /// An item of the item/attribute initialiser that is neither a view nor a layout guide
  /// (`NSInvalidArgumentException`).
  ///
  /// The wording is remembered from device crash logs, not verified against a source, so
  /// the exact text is a model choice.
  static let itemNotLayoutItem =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
    + "multiplier:constant:]: Constraint items must each be a view or layout guide."

  /// §A8: legacy `addConstraint(_:)` on a view that is neither an item of the constraint
  /// nor an ancestor of its items.
  ///
  /// The opening sentence is UIKit's (§A8, [S48]); the sentence after the constraint is the
  /// wording as remembered, not verified against a source, so it is a model choice.
  static func hierarchyNotPrepared(_ constraint: NSLayoutConstraint) -> String {
    let log = constraint.itemRoots.first?.issueLog
    return "The view hierarchy is not prepared for the constraint: "
      + "\(constraint.logDescription(in: log)) When added to a view, the constraint's items "
      + "must be descendants of that view (or the view itself)."
  }

  /// A constraint created with, or given, a NaN or infinite constant.
  ///
  /// UIKit rejects non-finite constants; this text is the wording remembered from device
  /// crash logs, not verified against a source, so the exact text is a model choice.
  static func nonFiniteConstant(_ constraint: NSLayoutConstraint, _ value: CGFloat) -> String {
    let log = constraint.itemRoots.first?.issueLog
    let first = anchorText(constraint, second: false, log: log)
    let second =
      constraint.secondLayoutItem == nil
      ? "(null)" : anchorText(constraint, second: true, log: log)
    return "NSLayoutConstraint constant is not finite!  That's illegal.  "
      + "constant:\(value.layoutText) firstAnchor:\(first) secondAnchor:\(second)"
  }

  /// §A2: a priority outside (0, 1000].
  ///
  /// UIKit raises for such priorities; the wording is a model choice (not sourced).
  static func invalidPriority(_ priority: UILayoutPriority) -> String {
    "It's illegal to set priority:\(priority). Priorities must be greater than 0 and less "
      + "than or equal to UILayoutPriorityRequired, which is 1000."
  }

  /// §A8: activating a constraint whose items share no ancestor (`NSGenericException`);
  /// note the two spaces after each sentence.
  static func noCommonAncestor(_ constraint: NSLayoutConstraint) -> String {
    let log = constraint.itemRoots.first?.issueLog
    let first = anchorText(constraint, second: false, log: log)
    // A single-item constraint (only possible on a guide with no owning view) has no second
    // anchor; "(null)" is the model's choice of text.
    let second =
      constraint.secondLayoutItem == nil
      ? "(null)" : anchorText(constraint, second: true, log: log)
    return "Unable to activate constraint with anchors \(first) and \(second) because they "
      + "have no common ancestor.  Does the constraint or its anchors reference items in "
      + "different view hierarchies?  That's illegal."
  }

  /// An anchor as UIKit prints it: `<NSLayoutDimension:0x3 "UIView:0x1.height">`.
  static func anchorText(_ constraint: NSLayoutConstraint, second: Bool, log: LayoutIssueLog?)
    -> String
  {
    let attribute = second ? constraint.secondAttribute : constraint.firstAttribute
    let item = second ? constraint.secondLayoutItem : constraint.firstLayoutItem
    var address = second ? constraint.anchorAddresses.second : constraint.anchorAddresses.first
    let number = log?.address(&address) ?? 0
    if second {
      constraint.anchorAddresses.second = address
    } else {
      constraint.anchorAddresses.first = address
    }
    // With no hierarchy (a guide not yet added) there is no log to number the item: 0x0.
    let itemText = item.map { log?.name(of: $0) ?? "\($0.logClassName):0x0" } ?? "nil"
    return "<\(anchorClass(attribute)):0x\(String(number, radix: 16)) \"\(itemText).\(attribute)\">"
  }

  /// The anchor class UIKit uses for an attribute.
  static func anchorClass(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .width, .height: "NSLayoutDimension"
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      "NSLayoutYAxisAnchor"
    default: "NSLayoutXAxisAnchor"
    }
  }
}

/// The exception name UIKit raises with a reason text, for the device-style log line.
func exceptionName(forReason reason: String) -> String {
  if reason.hasPrefix("Unable to activate constraint") { return "NSGenericException" }
  if reason.hasPrefix("Mutating a priority") { return "NSInternalInconsistencyException" }
  return "NSInvalidArgumentException"
}
