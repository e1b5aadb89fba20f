import NavigationLayoutConformance

/// `rules`: every rule's ID, severity and title, in ID order.
struct RulesCommand {
  static let help = """
    USAGE: nav-layout-check rules

    Lists every rule: ID, severity (error or warning) and title. `explain ID` says more.
    """

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var reader = ArgumentReader(arguments, command: "rules", toolName: toolName)
    try reader.expectNoArguments()
  }

  func execute(in context: CommandContext) -> Int32 {
    let rows =
      [["ID", "SEVERITY", "TITLE"]]
      + RuleCatalogue.entries.map { entry in
        let severity =
          RuleCatalogue.alsoWarningIDs.contains(entry.id)
          ? "\(entry.severity.rawValue) or warning" : entry.severity.rawValue
        return [entry.id, severity, entry.title]
      }
    context.print(TextTable.render(rows))
    return ExitCode.success
  }
}
