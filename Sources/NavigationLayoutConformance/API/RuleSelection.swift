/// Which rules a run checks: all by default, optionally only some, minus any disabled with a
/// reason (which reports repeat, so a disabled rule is never forgotten).
///
/// ```swift
/// var rules = RuleSelection()
/// rules.disable("NLC-020", because: "our prompts are always docked at the bottom")
/// ```
public struct RuleSelection: Hashable, Sendable {
  /// A rule switched off, and why.
  public struct DisabledRule: Hashable, Sendable {
    /// The rule's ID.
    public var id: String
    /// Why it is off, in the team's words.
    public var reason: String

    /// Creates a record of a disabled rule.
    public init(id: String, reason: String) {
      self.id = id
      self.reason = reason
    }
  }

  /// When set, only these rule IDs are checked.
  public var only: [String]? {
    // Read as the command line reads them: `NLC-16` is NLC-016 on both sides.
    didSet {
      guard let only, only.contains(where: { RuleCatalogue.normalizedID($0) != $0 }) else {
        return
      }
      self.only = only.map(RuleCatalogue.normalizedID)
    }
  }
  /// The rules switched off, in the order they were disabled.
  public private(set) var disabled: [DisabledRule] = []
  /// NLC-002's floor (error) and warning size for the viewport, in points.
  public var viewportMinimum = ViewportMinimum()

  /// Selects every rule.
  public init() {}

  /// Switches a rule off.
  ///
  /// - Parameters:
  ///   - id: The rule's ID, such as `NLC-020`.
  ///   - reason: Why; shown in every report.
  public mutating func disable(_ id: String, because reason: String) {
    let id = RuleCatalogue.normalizedID(id)
    disabled.removeAll { $0.id == id }
    disabled.append(DisabledRule(id: id, reason: reason))
  }

  /// The snapshot rules this selection checks, in ID order, set up with its thresholds.
  public var snapshotRules: [any ConformanceRule] {
    var rules: [any ConformanceRule] = []
    for rule in RuleCatalogue.rules where isEnabled(rule.id) {
      rules.append(
        rule is ViewportPresentRule ? ViewportPresentRule(minimum: viewportMinimum) : rule)
    }
    return rules
  }

  /// Whether the rule with `id` is checked.
  public func isEnabled(_ id: String) -> Bool {
    if let only, !only.contains(id) { return false }
    return !disabled.contains { $0.id == id }
  }

  /// IDs this selection names that the catalogue does not know, in the order given.
  public var unknownIDs: [String] {
    let known = RuleCatalogue.entries.map(\.id)
    return ((only ?? []) + disabled.map(\.id)).filter { !known.contains($0) }
  }
}
