/// Every rule of DESIGN.md §6, in ID order: the snapshot rules the driver checks at each
/// checkpoint, the metamorphic relations that compare two runs, and NLC-021, which only an
/// isolated run can judge (a trap ends the process).
public enum RuleCatalogue {
  /// The snapshot rules, in ID order.
  public static let rules: [any ConformanceRule] = [
    GoogleLogoPresentRule(), ViewportPresentRule(), NoOverlapRule(), ViewportUnobstructedRule(),
    PromptClearOfLogoRule(), WideModeLeadingCardsRule(), GuidanceCleanupRule(),
    NavigationCleanupRule(), PromptCleanupRule(), SDKSizeRespectedRule(), AutoLayoutCleanRule(),
    GoogleViewPlacementRule(), NoLegacyLayoutAPIRule(), ComponentInternalsUntouchedRule(),
    HidingStackVisibilityRule(), InsideBoundsRule(), PromptCornersRule(),
    ShownPromptOnScreenRule(), GoogleContentInSafeAreaRule(), ViewportInSafeAreaRule(),
    StackedMarginsRule(), MarginAlignmentRule(),
  ]

  /// The metamorphic relations, in ID order.
  public static let relations: [any MetamorphicRelation] = [
    ButtonOrderRelation(), RTLMirrorRelation(), RoundTripRelation(),
  ]

  /// NLC-021's ID: a delegate that traps fails this rule; only isolated runs can report it.
  public static let trapRuleID = "NLC-021"

  /// The rules that report warnings besides errors: NLC-002 errs under its floor and warns on
  /// a cramped viewport; NLC-016 errs on a lost button and warns on a moved one.
  public static let alsoWarningIDs = ["NLC-002", "NLC-016"]

  /// Every rule's ID, title and severity, in ID order, for tables and `explain`.
  public static var entries: [(id: String, title: String, severity: RuleSeverity)] {
    let snapshot = rules.map { ($0.id, $0.title, $0.severity) }
    // NLC-016 also warns (a known button moving with the order); its errors decide its row.
    let metamorphic = relations.map { ($0.id, $0.title, RuleSeverity.error) }
    let trap = (trapRuleID, "the delegate never traps (isolated runs)", RuleSeverity.error)
    return (snapshot + metamorphic + [trap]).sorted { $0.0 < $1.0 }
  }
}
