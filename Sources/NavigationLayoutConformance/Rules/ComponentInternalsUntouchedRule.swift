import GoogleNavigationModel

/// NLC-014: the internal view hierarchy of Google components is left untouched
/// (DESIGN.md §6).
///
/// **What.** The recorder logged no change to a Google component made by anyone but the SDK
/// (``NavigationRecord/componentTampered(component:part:change:)``): no subview added to or
/// removed from a component or one of its internal parts, no part moved elsewhere, no write to
/// a part's `isHidden`, `alpha` or background, nor to the component's own background, layout
/// margins or layer. Showing, hiding or fading the component itself (`isHidden` outside a
/// hiding stack, `alpha`) and setting a prompt's `roundedCorners` are the delegate's right
/// and are not recorded: the guide forbids changing what is inside a component, and its own
/// sample animates prompts in and out.
///
/// **When.** Every checkpoint, over the records logged since the previous one.
///
/// **Tolerance.** None.
///
/// **Why.** Seeds (customize-layout, "don't modify internal view structures"): the hierarchies
/// inside Google's components are implementation details that change between SDK releases;
/// api-facts.md §1 (guide-level rules, "no poking inside components").
public struct ComponentInternalsUntouchedRule: ConformanceRule {
  public let id = "NLC-014"
  public let title = "internal view hierarchy of Google components untouched"

  /// Creates the rule.
  public init() {}

  /// One finding per component part and kind of change, each its own bug.
  public func findings(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [RuleFinding] {
    var found: [RuleFinding] = []
    var kinds: [String] = []
    for record in snapshot.newRecords {
      guard case .componentTampered = record else { continue }
      let kind = StableText.kind(of: record.description)
      guard !kinds.contains(kind) else { continue }
      kinds.append(kind)
      found.append(
        RuleFinding(
          "a Google component was changed from outside the SDK: \(record.description)",
          kind: kind))
    }
    return found
  }

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    let changes = snapshot.newRecords.filter {
      if case .componentTampered = $0 { true } else { false }
    }
    guard !changes.isEmpty else { return nil }
    return RuleFinding(
      "a Google component was changed from outside the SDK: "
        + changes.map(\.description).joined(separator: "; "),
      kind: StableText.kind(of: changes.map(\.description).joined(separator: "; ")))
  }
}
