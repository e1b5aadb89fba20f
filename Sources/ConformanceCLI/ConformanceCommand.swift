import Foundation
public import GoogleNavigationModel
public import PropertyEngine

/// The `nav-layout-check` command line, as a library, so an app builds its own campaign
/// executable over its own delegates (DESIGN.md §1):
///
/// ```swift
/// // Sources/layout-check/main.swift
/// import ConformanceCLI
/// ConformanceCommand.main(delegates: ["mine": { MyLayoutDelegate() }])
/// ```
///
/// Subcommands: `run`, `replay`, `shrink`, `rules`, `explain`, `delegates`, `bench`; each
/// takes `--help` and `--version`. Exit codes (DESIGN.md §8): 0 conforming, 1
/// counterexample, 64 usage, 65 bad input file, 70 internal.
public enum ConformanceCommand {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs the command line of this process and exits with its status.
  ///
  /// Call it from `main.swift`, on the main thread. When `run --isolate` (or `--jobs`)
  /// re-executes this binary as a worker, the worker serves cases and exits inside this call
  /// before printing anything.
  ///
  /// - Parameter delegates: The delegates `--delegate` accepts, by name; listed in name order.
  public static func main(
    delegates: [String: @MainActor () -> any NavigationLayoutDelegate]
  ) -> Never {
    main(catalogue: CommandDelegate.sorted(delegates))
  }

  /// Runs the command line of this process over delegates with rule tags and summaries, and
  /// exits with its status.
  ///
  /// - Parameter catalogue: The delegates; sorted by name before use.
  public static func main(catalogue: [CommandDelegate]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let toolName = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }
    // Ctrl-C and SIGTERM stop a campaign cleanly: verdict so far, files written, exit 130.
    // Other subcommands keep the default action, so one Ctrl-C ends them at once.
    let interruption = CampaignInterruption()
    let signals = arguments.first == "run" ? InterruptSignals.install(interruption) : []
    // A JSON report owns standard output; what a delegate prints goes to standard error. An
    // isolation worker keeps its own: it answers on it.
    let json = arguments.contains("--json") && getenv(IsolationWorker.propertyVariable) == nil
    let output = (json ? StandardStream.reservedOutput() : nil) ?? StandardStream.output
    let code = run(
      arguments: arguments, catalogue: catalogue, output: output,
      error: StandardStream.error, toolName: toolName ?? "nav-layout-check",
      interruption: interruption)
    withExtendedLifetime(signals) {}
    exit(code)
  }

  /// Runs one command line and returns its exit status, writing to the given outputs: the
  /// testable entry point.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable's name, such as `["run", "--json"]`.
  ///   - delegates: The delegates `--delegate` accepts, by name.
  ///   - output: Where results go (standard output).
  ///   - error: Where errors and progress go (standard error).
  ///   - toolName: The executable's name in messages.
  /// - Returns: 0 conforming (or success), 1 counterexample, 64 usage, 65 bad input file,
  ///   70 internal.
  ///   - interruption: Raised to stop a `run` campaign early (exit 130); see
  ///     ``run(arguments:catalogue:output:error:toolName:interruption:)``.
  public static func run(
    arguments: [String], delegates: [String: @MainActor () -> any NavigationLayoutDelegate],
    output: some TextOutput, error: some TextOutput, toolName: String = "nav-layout-check",
    interruption: CampaignInterruption? = nil
  ) -> Int32 {
    run(
      arguments: arguments, catalogue: CommandDelegate.sorted(delegates), output: output,
      error: error, toolName: toolName, interruption: interruption)
  }

  /// Runs one command line over delegates with rule tags and summaries; see
  /// ``run(arguments:delegates:output:error:toolName:)``.
  ///
  /// - Parameter interruption: Raised to stop a `run` campaign early, as SIGINT does in
  ///   ``main(catalogue:)``: the verdict so far is printed, the files asked for are written,
  ///   and the status is 130.
  public static func run(
    arguments: [String], catalogue: [CommandDelegate], output: some TextOutput,
    error: some TextOutput, toolName: String = "nav-layout-check",
    interruption: CampaignInterruption? = nil
  ) -> Int32 {
    let context = CommandContext(
      toolName: toolName, delegates: catalogue.sorted { $0.name < $1.name }, output: output,
      error: error, arguments: arguments, interruption: interruption)
    do {
      return try dispatch(arguments, in: context)
    } catch {
      context.note("error: \(error.message)")
      return error.code
    }
  }

  private static func dispatch(_ arguments: [String], in context: CommandContext)
    throws(CommandLineError) -> Int32
  {
    let subcommand = arguments.first
    var rest = arguments.dropFirst()
    // A tool built over one delegate and none named `reference` checks that one by default
    // (an independent trial's own tool refused `run` with "unknown delegate reference").
    if let subcommand, ["run", "replay", "shrink", "why"].contains(subcommand),
      !rest.contains("--delegate"), context.delegates.count == 1,
      context.delegates[0].name != CheckOptions.defaultDelegateName
    {
      // Not `--delegate`: a token made for another delegate is still refused (CheckOptions).
      rest += [CheckOptions.implicitDelegateOption, context.delegates[0].name]
    }
    let help = Self.help(for: subcommand, toolName: context.toolName)
    if arguments.contains("--version") {
      context.print("\(context.toolName) \(version)")
      return ExitCode.success
    }
    if arguments.contains("--help") || arguments.contains("-h") || subcommand == "help"
      || subcommand == nil
    {
      context.print(help ?? Self.help(for: nil, toolName: context.toolName)!)
      return ExitCode.success
    }
    let name = context.toolName
    let artifacts = ReproArtifacts()
    switch subcommand {
    case "run": return try RunCommand(parsing: rest, toolName: name).execute(in: context, artifacts: artifacts)
    case "replay":
      return try ReplayCommand(parsing: rest, toolName: name).execute(in: context, artifacts: artifacts)
    case "shrink": return try ShrinkCommand(parsing: rest, toolName: name).execute(in: context, artifacts: artifacts)
    case "rules": return try RulesCommand(parsing: rest, toolName: name).execute(in: context)
    case "explain": return try ExplainCommand(parsing: rest, toolName: name).execute(in: context)
    case "why": return try WhyCommand(parsing: rest, toolName: name).execute(in: context)
    case "delegates": return try DelegatesCommand(parsing: rest, toolName: name).execute(in: context)
    case "bench": return try BenchCommand(parsing: rest, toolName: name).execute(in: context)
    default:
      throw .usage(
        "unknown subcommand \"\(subcommand ?? "")\"; subcommands: "
          + "\(subcommands.joined(separator: ", ")) (see \(name) --help)")
    }
  }

  /// The subcommands, in the order the overview lists them.
  static let subcommands = [
    "run", "replay", "shrink", "why", "rules", "explain", "delegates", "bench",
  ]

  /// The help text for a subcommand, the overview for nil, and nil for an unknown one.
  static func help(for subcommand: String?, toolName: String) -> String? {
    let text: String? =
      switch subcommand {
      case nil, "help": overview
      case "run": RunCommand.help
      case "replay": ReplayCommand.help
      case "shrink": ShrinkCommand.help
      case "why": WhyCommand.help
      case "rules": RulesCommand.help
      case "explain": ExplainCommand.help
      case "delegates": DelegatesCommand.help
      case "bench": BenchCommand.help
      default: nil
      }
    return text?.replacingOccurrences(of: "nav-layout-check", with: toolName)
  }

  static let overview = """
    USAGE: nav-layout-check <subcommand> [options]

    Checks a Google Navigation SDK layout delegate against the SDK's layout rules on
    modelled devices, and shrinks every failure to a minimal repro.

    SUBCOMMANDS:
      run                  Run a conformance campaign (default delegate: reference).
      replay TOKEN|FILE    Replay a failure from its replay token or a Seeds file.
      shrink TOKEN         Shrink a failing case to a minimal repro.
      why TOKEN --view V   Show a view's frame at a step and the constraints (with the lines
                           of code) that placed it.
      rules                List the rules: ID, severity, title.
      explain RULE         Explain one rule, such as NLC-005.
      delegates            List the delegates --delegate accepts.
      bench                Benchmarks: solver, engine, layout, campaign, shrink.

    `nav-layout-check <subcommand> --help` describes a subcommand's options.

    OPTIONS:
      -h, --help           Show this help.
      --version            Show the version.

    EXIT CODES: 0 conforming, 1 counterexample, 64 usage, 65 bad input file, 70 internal,
    130 interrupted (Ctrl-C or SIGTERM: the verdict so far and the files asked for are written).
    """
}
