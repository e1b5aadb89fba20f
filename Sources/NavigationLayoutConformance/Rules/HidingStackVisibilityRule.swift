import GoogleNavigationModel

/// NLC-015: nobody but the hiding stack writes `isHidden` on the views it manages
/// (DESIGN.md §6).
///
/// **What.** The recorder logged no `isHidden` write, by anyone but the stack, on a view
/// arranged in a `GMSNavigationHidingStackView`
/// (``NavigationRecord/hiddenWriteOnManagedView(view:value:)``), whether a Google button or
/// the app's own view, and whichever value was written (writing the value it already has still
/// fights the stack).
///
/// **When.** Every checkpoint, over the records logged since the previous one.
///
/// **Tolerance.** None.
///
/// **Why.** Seeds (customize-layout, the active-guidance buttons): the stack hides views from
/// the end of `arrangedSubviews` when space runs out, and `isHidden` must not be set on the
/// views it manages; api-facts.md §6.
public struct HidingStackVisibilityRule: ConformanceRule {
  public let id = "NLC-015"
  public let title = "no isHidden writes on views a hiding stack manages"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    let writes = snapshot.newRecords.filter {
      if case .hiddenWriteOnManagedView = $0 { true } else { false }
    }
    guard !writes.isEmpty else { return nil }
    return RuleFinding(
      "isHidden written on a view a hiding stack manages: "
        + writes.map(\.description).joined(separator: "; "),
      // One bug however many views it writes: which buttons the stack manages follows from
      // the environment, the write from one place in the delegate.
      kind: "isHidden written on a managed view",
      // The buttons it may have written, for what follows from it (a button that then moves
      // or shows where the stack would hide it); not part of the signature.
      elementNames: snapshot.elements.filter {
        if case .button = $0.role { true } else { false }
      }.map(\.name), signatureNames: [])
  }
}
