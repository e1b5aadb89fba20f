import NavigationLayoutConformance
import PropertyEngine

/// `shrink TOKEN|FILE`: replays a failing case and shrinks it to a minimal one showing the
/// same bug; for a token of a case that was never shrunk (a fuzzer's find, a hand-edited
/// token) or a hand-written Seeds file.
struct ShrinkCommand {
  static let help = """
    USAGE: nav-layout-check shrink (TOKEN | FILE) [options]

    Replays the case of a replay token and shrinks it to a minimal case that shows the same
    bug, then prints the repro with its own token; or replays a Seeds JSON file and drops the
    events the failure does not need. Use the campaign's --profile and --rules.

    OPTIONS:
    \(CheckOptions.helpWithoutIsolation)
      -h, --help           Show this help.
      --version            Show the version.

    EXIT CODES: 0 the case passes, 1 shrunk counterexample printed, 64 usage, 70 internal.
    """

  var check = CheckOptions()
  var target: String

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    (check, target) = try ReplayCommand.parse(arguments, command: "shrink", toolName: toolName)
    if check.isolate || check.caseTimeout != nil {
      throw .usage(
        "shrink runs in this process and does not take --isolate; replay the token with "
          + "--isolate to see a trap (a campaign with --isolate shrinks traps in its workers)")
    }
  }

  func execute(in context: CommandContext, artifacts: ReproArtifacts) throws(CommandLineError)
    -> Int32
  {
    let target = self.target.hasPrefix("seed:") ? String(self.target.dropFirst(5)) : self.target
    guard target.hasPrefix(ReplayToken.prefix) else {
      return try ReplayCommand(check: check, target: target).replayFile(
        target, in: context, shrinks: true)
    }
    let delegate = try context.delegate(named: check.delegateName)
    let token = try ReplayCommand.token(target)
    try check.checkDelegate(
      of: token, against: delegate.name, command: "shrink",
      known: context.delegates.map(\.name))
    let shrunk: NavigationLayoutConformance.Counterexample?
    do {
      let configuration = check.isolatedConfiguration(
        arguments: context.arguments, delegate: delegate)
      shrunk = try Conformance.shrink(token, configuration: configuration, delegate: delegate.make)
    } catch {
      throw ReplayCommand.replayError(error)
    }
    return ReplayCommand.print(
      shrunk, check: check, in: context,
      passing: "passes: \(token.text) does not fail on \(delegate.name); nothing to shrink")
  }
}
