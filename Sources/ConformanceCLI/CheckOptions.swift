import NavigationLayoutConformance

/// The options `run`, `replay` and `shrink` share: which delegate, over which environments,
/// under which rules. A replay token only decodes to its case under the profile and rules of
/// the campaign that printed it, so all three take the same ones.
struct CheckOptions {
  var delegateName = "reference"
  var profile = EnvironmentPreset.all
  var only: [String]?
  var disabled: [(id: String, reason: String)] = []

  static let help = """
      --delegate NAME      The delegate to check (default: reference); see `delegates`.
      --profile NAME       Environments: portrait-phone, phones or all (default: all).
      --rules IDS          Check only these rules, comma-separated: --rules NLC-003,NLC-005.
      --disable ID=REASON  Switch a rule off, with the reason every report repeats; repeatable.
    """

  /// Consumes `option` when it is one of these; returns false for any other option.
  mutating func read(_ option: String, from reader: inout ArgumentReader) throws(CommandLineError)
    -> Bool
  {
    switch option {
    case "--delegate":
      delegateName = try reader.value(for: option, example: "reference")
    case "--profile":
      profile = try OptionValues.profile(try reader.value(for: option, example: "phones"))
    case "--rules":
      only = try OptionValues.rules(
        try reader.value(for: option, example: "NLC-003,NLC-005"), option: option,
        toolName: reader.toolName)
    case "--disable":
      disabled.append(
        try OptionValues.disabledRule(
          try reader.value(for: option, example: "\"NLC-020=prompts are docked\""),
          toolName: reader.toolName))
    default:
      return false
    }
    return true
  }

  /// A configuration with these environments and rules (budgets at their defaults).
  var configuration: ConformanceConfiguration {
    var configuration = ConformanceConfiguration()
    configuration.environments = profile
    configuration.rules.only = only
    for rule in disabled { configuration.rules.disable(rule.id, because: rule.reason) }
    return configuration
  }
}
