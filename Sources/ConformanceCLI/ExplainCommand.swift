import NavigationLayoutConformance

/// `explain RULE`: a rule's title, severity and what it checks, when and why.
struct ExplainCommand {
  static let help = """
    USAGE: nav-layout-check explain RULE

    Explains one rule: what it checks, when, and why. RULE is an ID such as NLC-005.
    """

  let id: String

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var reader = ArgumentReader(arguments, command: "explain", toolName: toolName)
    var id: String?
    while let argument = try reader.next() {
      switch argument {
      case .option(let option): throw reader.unknown(option)
      case .positional(let value):
        if id != nil { throw reader.unexpected(value) }
        id = try OptionValues.rule(value.uppercased(), option: "explain", toolName: toolName)
      }
    }
    guard let id else {
      throw .usage("explain needs a rule ID, e.g. \(toolName) explain NLC-005 (see \(toolName) rules)")
    }
    self.id = id
  }

  func execute(in context: CommandContext) -> Int32 {
    guard let entry = RuleCatalogue.entries.first(where: { $0.id == id }) else {
      return ExitCode.internalError
    }
    context.print("\(entry.id) (\(entry.severity.rawValue)): \(entry.title)")
    if let text = RuleExplanations.explanation(for: id) {
      context.print("")
      context.print(text)
    }
    context.print("")
    context.print(
      "Switch it off: --disable \(id)=REASON, or configuration.rules.disable(\"\(id)\", "
        + "because: REASON). Exact checks and tolerance: CONFORMANCE.md §1b.")
    return ExitCode.success
  }
}
