import Foundation
import NavigationLayoutConformance
import PropertyEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `replay FILE|TOKEN`: re-runs one failure, from a replay token or a Seeds file, and says
/// whether it still fails.
struct ReplayCommand {
  static let help = """
    USAGE: nav-layout-check replay (TOKEN | FILE) [options]

    Replays a failure exactly: a replay token printed with a failure (pe1.…), or a Seeds
    JSON file as written (`shrink FILE` shortens one). A token decodes to its case only under
    the campaign's --profile and --rules; one made for another delegate (pe1.…@NAME) needs
    --delegate.

    OPTIONS:
    \(CheckOptions.help)
      -h, --help           Show this help.
      --version            Show the version.

    EXIT CODES: 0 passes, 1 still fails, 64 usage, 65 bad input file, 70 internal.
    """

  var check = CheckOptions()
  var target: String

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    (check, target) = try Self.parse(arguments, command: "replay", toolName: toolName)
  }

  /// A replay of `target` under `check` (`shrink FILE` borrows the file replay).
  init(check: CheckOptions, target: String) {
    self.check = check
    self.target = target
  }

  /// Reads the shared options and exactly one positional argument.
  static func parse(_ arguments: ArraySlice<String>, command: String, toolName: String)
    throws(CommandLineError) -> (CheckOptions, String)
  {
    var reader = ArgumentReader(arguments, command: command, toolName: toolName)
    var check = CheckOptions()
    var target: String?
    while let argument = try reader.next() {
      switch argument {
      case .option(let option):
        if try !check.read(option, from: &reader) { throw reader.unknown(option) }
      case .positional(let value):
        if target != nil { throw reader.unexpected(value) }
        target = value
      }
    }
    try check.checkConsistency()
    guard let target else {
      let what = "a replay token or a Seeds file"
      throw .usage(
        "\(command) needs \(what), e.g. \(toolName) \(command) pe1.AQCsAg; see \(reader.help)")
    }
    return (check, target)
  }

  func execute(in context: CommandContext, artifacts: ReproArtifacts) throws(CommandLineError)
    -> Int32
  {
    // A Seeds failure's token is `seed:<file>`: replay the file.
    let target = self.target.hasPrefix("seed:") ? String(self.target.dropFirst(5)) : self.target
    guard target.hasPrefix(ReplayToken.prefix) else {
      return try replayFile(target, in: context)
    }
    let delegate = try context.delegate(named: check.delegateName)
    let token = try Self.token(target)
    try check.checkDelegate(
      of: token, against: delegate.name, command: "replay",
      known: context.delegates.map(\.name))
    let found: NavigationLayoutConformance.Counterexample?
    do {
      let configuration = check.isolatedConfiguration(
        arguments: context.arguments, delegate: delegate)
      found = try Conformance.replay(token, configuration: configuration, delegate: delegate.make)
    } catch {
      throw Self.replayError(error)
    }
    return Self.print(
      found, check: check, in: context,
      passing: "passes: \(token.text) does not fail on \(delegate.name)")
  }

  /// Prints a replayed or shrunk token's outcome, with the command that replays it, and
  /// returns the exit code: 1 when an error-severity rule still breaks.
  ///
  /// - Parameter passing: The line printed when the case passes.
  static func print(
    _ found: NavigationLayoutConformance.Counterexample?, check: CheckOptions,
    in context: CommandContext, passing: String
  ) -> Int32 {
    guard var found else {
      context.print(passing)
      return ExitCode.success
    }
    found.replayCommand = check.replayCommand(for: found, toolName: context.toolName)
    context.print(found.description)
    return found.severity == .error ? ExitCode.counterexample : ExitCode.success
  }

  /// Replays a Seeds file as written, or shortened when `shrinks` (`shrink FILE`).
  func replayFile(
    _ target: String, in context: CommandContext, shrinks: Bool = false
  ) throws(CommandLineError) -> Int32 {
    let seed = try Self.seedFile(target)
    // A file saved by `run --save-seeds` names its campaign's delegate, rules and isolation;
    // options given here win.
    let check = check.adopting(seed.campaign)
    if check.isolate, !shrinks, ProcessInfo.processInfo.environment[Self.inChildVariable] == nil {
      return try Self.replayInChild(target, check: check, in: context)
    }
    let delegate = try context.delegate(named: check.delegateName)
    let found: NavigationLayoutConformance.Counterexample?
    do {
      found =
        shrinks
        ? try Conformance.shrink(seed, configuration: check.configuration, delegate: delegate.make)
        : try Conformance.replay(seed, configuration: check.configuration, delegate: delegate.make)
    } catch {
      throw .badInput("\(target): \(error)")
    }
    let code = Self.print(
      found, check: check, in: context, passing: "passes: \(target) on \(delegate.name)")
    if found != nil {
      context.print(
        shrinks
          ? "\nShortened: events that the failure does not need were dropped; `\(context.toolName) "
            + "replay \(ShellWord.quoted(target))` replays the file as written."
          : "\nReplayed as written, every event of the file; `\(context.toolName) shrink "
            + "\(ShellWord.quoted(target))` shortens it to the events the failure needs.")
    }
    return code
  }

  /// The Seeds file at `path`, parsed; a missing, unreadable or malformed file is bad input
  /// naming the file (and, when malformed, the line and the fix).
  static func seedFile(_ path: String) throws(CommandLineError) -> SeedFile {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
      throw .badInput(
        "\(path) \(reason); pass a readable Seeds JSON file or a replay token (pe1.…)")
    }
    do {
      return try SeedFile(parsing: text, file: path)
    } catch {
      throw .badInput(error.description)
    }
  }

  /// Set in the child that replays a Seeds file for an isolated replay: it replays in its own
  /// process, which is the isolation.
  static let inChildVariable = "NAV_LAYOUT_CHECK_SEED_REPLAY_CHILD"

  /// Replays a Seeds file in a child process of this same command (isolation workers take
  /// generated cases only): its report is passed on as it is; if the delegate traps there,
  /// the crash is reported as NLC-021 with its site, and a replay running past the case
  /// timeout as a hang.
  private static func replayInChild(
    _ target: String, check: CheckOptions, in context: CommandContext
  ) throws(CommandLineError) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: RunCommand.executablePath)
    process.arguments = context.arguments
    var environment = ProcessInfo.processInfo.environment
    environment[inChildVariable] = "1"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .internal("the isolated replay could not start \(RunCommand.executablePath): \(error)")
    }
    // Read both pipes while the child runs, so a full one never stalls it.
    let collected = CollectedOutput()
    let group = DispatchGroup()
    for (pipe, isError) in [(output, false), (errors, true)] {
      DispatchQueue.global().async(group: group) {
        collected.append(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
      }
    }
    let limit = check.caseTimeout ?? ChildProcessConfiguration().timeout
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
    let hung = group.wait(timeout: .now() + seconds) == .timedOut
    if hung {
      kill(process.processIdentifier, SIGKILL)
      group.wait()
    }
    process.waitUntilExit()
    let (standardOutput, standardError) = collected.texts
    if !hung, process.terminationReason == .exit {
      context.output.write(standardOutput)
      context.error.write(standardError)
      return process.terminationStatus
    }
    var message = "\(RuleCatalogue.trapRuleID) replaying \(target) on \(check.delegateName): "
    if hung {
      message += "the delegate hung: the replay ran longer than \(limit) and was killed"
    } else {
      let diagnostic = CrashDiagnostic(
        standardError: standardError, directory: FileManager.default.currentDirectoryPath)
      message +=
        "the delegate crashed: the replay terminated by signal \(process.terminationStatus)"
      if let frame = diagnostic.frame { message += " in " + frame }
      if let line = diagnostic.line { message += ": " + line }
    }
    context.print(message)
    return ExitCode.counterexample
  }

  /// A parsed token; a malformed one is a usage error.
  static func token(_ text: String) throws(CommandLineError) -> ReplayToken {
    do {
      return try ReplayToken(parsing: text)
    } catch {
      throw .usage(error.description)
    }
  }

  /// The command-line error for a replay or shrink that could not run.
  static func replayError(_ error: any Error) -> CommandLineError {
    switch error {
    case let engine as PropertyEngineError: .usage(engine.description)
    case let conformance as ConformanceError: .usage(conformance.description)
    default: .internal("the replay failed: \(error)")
    }
  }
}
