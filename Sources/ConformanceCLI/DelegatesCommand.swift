/// `delegates`: the delegates `--delegate` accepts, by name, with the rule each faulty one
/// breaks and a summary.
struct DelegatesCommand {
  static let help = """
    USAGE: nav-layout-check delegates

    Lists the delegates --delegate accepts: name, the rule a faulty one breaks on purpose
    (- for one meant to conform) and a summary.
    """

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var reader = ArgumentReader(arguments, command: "delegates", toolName: toolName)
    try reader.expectNoArguments()
  }

  func execute(in context: CommandContext) -> Int32 {
    let rows =
      [["NAME", "BREAKS", "SUMMARY"]]
      + context.delegates.map { [$0.name, $0.ruleID ?? "-", $0.summary] }
    context.print(TextTable.render(rows))
    return ExitCode.success
  }
}
