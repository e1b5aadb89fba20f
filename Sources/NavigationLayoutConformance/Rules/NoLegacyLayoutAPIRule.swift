import GoogleNavigationModel

/// NLC-013: no legacy slot-based layout API is used while a layout delegate is set
/// (DESIGN.md §6).
///
/// **What.** The recorder logged no use of a legacy layout property, method or guide
/// (``LegacyLayoutAPI``: the `GMSUISettings` header, footer, trip progress bar, re-center and
/// report-incident switches, `setHeaderAccessory(_:)`, `padding`, the four legacy layout
/// guides, ...) while a layout delegate was installed
/// (``NavigationRecord/legacyAPI(_:delegateInstalled:)`` with `delegateInstalled` true). Use
/// before the delegate is set, or after it is removed, is the built-in layout's business.
///
/// **When.** Every checkpoint, over the records logged since the previous one; reading a legacy
/// guide counts, even if nothing is pinned to it.
///
/// **Tolerance.** None.
///
/// **Why.** Seeds (customize-layout, "don't use legacy layout APIs"): the SDK may ignore them
/// while a custom delegate is attached; api-facts.md §8.4 lists them.
public struct NoLegacyLayoutAPIRule: ConformanceRule {
  public let id = "NLC-013"
  public let title = "no legacy slot-based layout API while a delegate is set"

  /// Creates the rule.
  public init() {}

  /// One finding per legacy API used, each its own bug (each is a line of code to change).
  public func findings(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [RuleFinding] {
    var apis: [LegacyLayoutAPI] = []
    for record in snapshot.newRecords {
      guard case .legacyAPI(let api, delegateInstalled: true) = record, !apis.contains(api) else {
        continue
      }
      apis.append(api)
    }
    return apis.map {
      RuleFinding(
        "legacy layout API used while a layout delegate is set: \($0.rawValue)", kind: $0.rawValue)
    }
  }

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    let uses = snapshot.newRecords.compactMap { record -> LegacyLayoutAPI? in
      if case .legacyAPI(let api, delegateInstalled: true) = record { api } else { nil }
    }
    guard !uses.isEmpty else { return nil }
    return RuleFinding(
      "legacy layout API used while a layout delegate is set: "
        + uses.map(\.rawValue).joined(separator: ", "),
      kind: uses.map(\.rawValue).joined(separator: ", "))
  }
}
