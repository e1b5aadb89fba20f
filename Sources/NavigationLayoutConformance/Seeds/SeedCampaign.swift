/// What decides a saved failure besides its scenario: the delegate, environments, rules and
/// isolation of the campaign that found it. A Seeds file written by `run --save-seeds` carries
/// it as its `"campaign"` member, so `replay FILE` checks the same rules the campaign did (a
/// disabled rule stays disabled, and the file fails with the rule the report named).
///
/// ```json
/// "campaign": {"delegate": "mine", "profile": "phones", "rules": ["NLC-003"],
///              "disabled": [{"rule": "NLC-011", "reason": "known"}], "isolated": false}
/// ```
///
/// A campaign replaying a Seeds directory ignores this member: it checks its own rules.
public struct SeedCampaign: Hashable, Sendable {
  /// The delegate's name on the command line, such as `reference`.
  public var delegate: String
  /// The environment preset's name (``EnvironmentPreset/name``).
  public var profile: String
  /// The rules the campaign checked only (`--rules`); nil for every rule.
  public var rules: [String]?
  /// The rules switched off, with their reasons, in the order given.
  public var disabled: [RuleSelection.DisabledRule]
  /// Whether cases ran in child processes (`--isolate`, `--jobs`).
  public var isolated: Bool

  /// Creates a campaign record.
  public init(
    delegate: String, profile: String, rules: [String]? = nil,
    disabled: [RuleSelection.DisabledRule] = [], isolated: Bool = false
  ) {
    self.delegate = delegate
    self.profile = profile
    self.rules = rules
    self.disabled = disabled
    self.isolated = isolated
  }

  /// The rule selection this record names.
  public var selection: RuleSelection {
    var selection = RuleSelection()
    selection.only = rules
    for rule in disabled { selection.disable(rule.id, because: rule.reason) }
    return selection
  }
}
