import PropertyEngine

/// What every subcommand works with: the tool's name, its delegates and its two streams.
struct CommandContext {
  /// The executable's name in messages, such as `nav-layout-check`.
  let toolName: String
  /// The delegates, sorted by name.
  let delegates: [CommandDelegate]
  /// Results (reports, tables, JSON).
  let output: any TextOutput
  /// Errors and progress.
  let error: any TextOutput
  /// The arguments as given, for isolation workers, which re-execute the same command.
  let arguments: [String]
  /// Raised by SIGINT/SIGTERM (or a test) to stop a campaign early; nil when nothing can.
  var interruption: CampaignInterruption? = nil

  /// Writes one line to standard output.
  func print(_ line: String) { output.write(line + "\n") }

  /// Writes one line to standard error.
  func note(_ line: String) { error.write(line + "\n") }

  /// The delegate named `name`.
  ///
  /// - Throws: A usage error listing the known names.
  func delegate(named name: String) throws(CommandLineError) -> CommandDelegate {
    if let found = delegates.first(where: { $0.name == name }) { return found }
    let known = delegates.map(\.name).joined(separator: ", ")
    let hint =
      name == CheckOptions.defaultDelegateName ? " (the default; choose one with --delegate NAME)" : ""
    throw .usage(
      "unknown delegate \"\(name)\"\(hint); known: \(known.isEmpty ? "none" : known) "
        + "(see \(toolName) delegates)")
  }
}
