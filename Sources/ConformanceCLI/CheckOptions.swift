import NavigationLayoutConformance
import PropertyEngine

/// The options `run`, `replay` and `shrink` share: which delegate, over which environments,
/// under which rules. A replay token only decodes to its case under the profile and rules of
/// the campaign that printed it, so all three take the same ones.
struct CheckOptions {
  /// The delegate checked without `--delegate`; a tool with one delegate and none of this
  /// name checks its only one.
  static let defaultDelegateName = "reference"
  var delegateName = defaultDelegateName
  /// What the dispatcher adds for a tool with one delegate, which is not the user's
  /// `--delegate` (so `given` does not list it); not in the help.
  static let implicitDelegateOption = "--only-delegate"
  var profile = EnvironmentPreset.all
  var only: [String]?
  var disabled: [(id: String, reason: String)] = []
  /// `--viewport-floor` and `--viewport-warning`: NLC-002's sizes.
  var viewportMinimum = ViewportMinimum()
  /// `--isolate`: cases run in child processes, so a trapping delegate is reported.
  var isolate = false
  /// `--case-timeout`: how long an isolated case may run before it is a hang.
  var caseTimeout: Duration?
  /// The shortest `--case-timeout` taken: a case takes milliseconds in a release build and
  /// many more in a debug build or a worker's first case, so a shorter limit reports hangs at
  /// random instead of the delegate's.
  static let minimumCaseTimeout: Duration = .milliseconds(100)
  /// The options given on the command line, in order, so a Seeds file's campaign fills in
  /// only the others.
  var given: [String] = []

  static let help = """
      --delegate NAME      The delegate to check (default: reference, or the only one of a tool
                           with one delegate); see `delegates`.
      --profile NAME       Environments: portrait-phone, phones or all (default: all).
      --rules IDS          Check only these rules, comma-separated: --rules NLC-003,NLC-005.
      --disable ID=REASON  Switch a rule off, with the reason every report repeats; repeatable.
      --viewport-floor PT  NLC-002: a viewport under PT points either way is an error
                           (default 24).
      --viewport-warning PT
                           NLC-002: one under PT points (and not under the floor) is a
                           warning, "cramped" (default 32; equal to the floor: no warning).
    """ + "\n" + isolateHelp

  /// `--isolate`, which `shrink` does not take (it shrinks in its own process).
  static let isolateHelp = """
      --isolate            Run cases in child processes, so a delegate that traps is reported
                           as NLC-021 instead of ending the command (Seeds are then not replayed).
      --case-timeout DURATION
                           With --isolate or --jobs: a case running longer is a hang (NLC-021);
                           default 10s; a hang is shrunk with a 1s limit.
    """

  /// The help without `--isolate`, for `shrink`.
  static var helpWithoutIsolation: String {
    String(help.dropLast(isolateHelp.count + 1))
  }

  /// Consumes `option` when it is one of these; returns false for any other option.
  mutating func read(_ option: String, from reader: inout ArgumentReader) throws(CommandLineError)
    -> Bool
  {
    switch option {
    case "--delegate":
      delegateName = try reader.value(for: option, example: "reference")
    case Self.implicitDelegateOption:
      // The one delegate of a tool built over one: chosen, not given.
      delegateName = try reader.value(for: option, example: "mine")
      return true
    case "--profile":
      profile = try OptionValues.profile(try reader.value(for: option, example: "phones"))
    case "--rules":
      only = try OptionValues.rules(
        try reader.value(for: option, example: "NLC-003,NLC-005"), option: option,
        toolName: reader.toolName)
    case "--viewport-floor":
      viewportMinimum.floor = try OptionValues.points(
        try reader.value(for: option, example: "24"), option: option, example: "24")
    case "--viewport-warning":
      viewportMinimum.warningSize = try OptionValues.points(
        try reader.value(for: option, example: "32"), option: option, example: "32")
    case "--isolate":
      isolate = true
    case "--case-timeout":
      let limit = try OptionValues.duration(
        try reader.value(for: option, example: "2s"), option: option, example: "2s")
      guard limit >= Self.minimumCaseTimeout else {
        throw .usage(
          "--case-timeout \(OptionValues.text(limit)) is under "
            + "\(OptionValues.text(Self.minimumCaseTimeout)), less than a case can take in a fresh "
            + "worker, so conforming cases would be reported as hangs at random; e.g. "
            + "--case-timeout 2s")
      }
      caseTimeout = limit
    case "--disable":
      disabled.append(
        try OptionValues.disabledRule(
          try reader.value(for: option, example: "\"NLC-020=prompts are docked\""),
          toolName: reader.toolName))
    default:
      return false
    }
    given.append(option)
    return true
  }

  /// Rejects options that contradict each other, so a run never silently checks something
  /// other than what the command line says.
  ///
  /// - Parameter jobs: Whether `--jobs` isolates the cases (`run` only).
  func checkConsistency(jobs: Bool = false) throws(CommandLineError) {
    if caseTimeout != nil, !isolate, !jobs {
      throw .usage("--case-timeout applies to isolated cases; add --isolate (or --jobs N)")
    }
    if viewportMinimum.warningSize < viewportMinimum.floor {
      if given.contains("--viewport-warning") {
        throw .usage(
          "--viewport-warning \(OptionValues.text(viewportMinimum.warningSize)) is under the "
            + "viewport floor \(OptionValues.text(viewportMinimum.floor)); give at least the floor "
            + "(equal turns the warning off)")
      }
      throw .usage(
        "--viewport-floor \(OptionValues.text(viewportMinimum.floor)) is over the warning size "
          + "\(OptionValues.text(viewportMinimum.warningSize)); add --viewport-warning "
          + "\(OptionValues.text(viewportMinimum.floor)) or more")
    }
    if let only {
      for rule in disabled where only.contains(rule.id) {
        throw .usage(
          "\(rule.id) is both selected by --rules and switched off by --disable; drop it from one")
      }
    }
  }

  /// A configuration with these environments and rules (budgets at their defaults).
  var configuration: ConformanceConfiguration {
    var configuration = ConformanceConfiguration()
    configuration.environments = profile
    configuration.rules.only = only
    for rule in disabled { configuration.rules.disable(rule.id, because: rule.reason) }
    configuration.rules.viewportMinimum = viewportMinimum
    configuration.delegateName = delegateName
    configuration.caseTimeout = caseTimeout
    if isolate {
      configuration.isolation = .childProcesses(
        ChildProcessConfiguration(executable: RunCommand.executablePath))
    }
    return configuration
  }

  /// The flags that decide a case: the delegate, the profile and rules a token decodes
  /// under, every disabled rule (a disabled rule cannot break, so without it another rule
  /// could take the failure's place) and isolation. Words are shell-quoted.
  func replayFlags(isolated: Bool) -> String {
    var words = ["--delegate", delegateName]
    if profile.name != EnvironmentPreset.all.name { words += ["--profile", profile.name] }
    if let only { words += ["--rules", only.joined(separator: ",")] }
    for rule in disabled { words += ["--disable", "\(rule.id)=\(rule.reason)"] }
    if viewportMinimum.floor != ViewportMinimum.defaultFloor {
      words += ["--viewport-floor", OptionValues.text(viewportMinimum.floor)]
    }
    if viewportMinimum.warningSize != ViewportMinimum.defaultWarningSize {
      words += ["--viewport-warning", OptionValues.text(viewportMinimum.warningSize)]
    }
    if isolated { words.append("--isolate") }
    if let caseTimeout, isolated { words += ["--case-timeout", OptionValues.text(caseTimeout)] }
    return words.map { " " + ShellWord.quoted($0) }.joined()
  }

  /// The command that replays `failure` as this command found it: the token under the same
  /// delegate, profile, rules and isolation, isolated for a trap in any case; a Seeds failure
  /// by its file, with `shrink`, which shortens the file as the campaign did and so prints the
  /// same trace (`replay FILE` replays the file as written; a trap's file is replayed,
  /// isolated).
  func replayCommand(
    for failure: NavigationLayoutConformance.Counterexample, toolName: String,
    isolated: Bool = false
  ) -> String {
    let token = failure.replayToken
    let target = token.hasPrefix("seed:") ? String(token.dropFirst(5)) : token
    let trap = failure.ruleID == RuleCatalogue.trapRuleID
    let command = token.hasPrefix("seed:") && !trap && !isolated && !isolate ? "shrink" : "replay"
    return "\(toolName) \(command) \(ShellWord.quoted(target))"
      + replayFlags(isolated: isolated || isolate || trap)
  }

  /// Refuses a token made for another delegate when `--delegate` was not given: without it
  /// the default delegate would run a case it was never made for, and most likely pass.
  ///
  /// - Parameters:
  ///   - token: The token given.
  ///   - delegate: The delegate the command would run (the default, or a one-delegate tool's).
  ///   - command: `replay` or `shrink`, for the message.
  func checkDelegate(
    of token: ReplayToken, against delegate: String, command: String, known: [String]
  ) throws(CommandLineError) {
    guard let made = token.label, made != delegate, !given.contains("--delegate") else {
      return
    }
    // A token from `swift test` names the delegate's type, which a tool names otherwise.
    guard known.contains(made) else {
      throw .usage(
        "\(command): this token was made for \(made), a name this tool does not have (a token "
          + "printed by swift test names the delegate's type); add --delegate NAME naming the "
          + "same delegate, one of: \(known.joined(separator: ", "))")
    }
    throw .usage(
      "\(command): this token was made for the delegate \"\(made)\", not \"\(delegate)\"; "
        + "add --delegate \(made) (or --delegate NAME to \(command) it on another delegate)")
  }

  /// The record a saved Seeds file carries of this command's settings.
  func seedCampaign(isolated: Bool) -> SeedCampaign {
    SeedCampaign(
      delegate: delegateName, profile: profile.name, rules: only,
      disabled: disabled.map { RuleSelection.DisabledRule(id: $0.id, reason: $0.reason) },
      isolated: isolated || isolate)
  }

  /// These options with a saved campaign's settings for every option not given here: what
  /// `replay FILE` checks a file saved by `run --save-seeds` with.
  func adopting(_ campaign: SeedCampaign?) -> CheckOptions {
    guard let campaign else { return self }
    var options = self
    if !given.contains("--delegate") { options.delegateName = campaign.delegate }
    if !given.contains("--profile"), let preset = EnvironmentPreset.named(campaign.profile) {
      options.profile = preset
    }
    if !given.contains("--rules") { options.only = campaign.rules }
    if !given.contains("--disable") {
      options.disabled = campaign.disabled.map { ($0.id, $0.reason) }
    }
    if !given.contains("--isolate") { options.isolate = campaign.isolated }
    return options
  }

  /// The configuration, made ready for isolation workers (`replay` and `shrink`): they
  /// re-execute this same command with `arguments`, and this process serves them when it is one.
  func isolatedConfiguration(
    arguments: [String], delegate: CommandDelegate
  ) -> ConformanceConfiguration {
    var configuration = configuration
    if case .childProcesses(var children) = configuration.isolation {
      children.arguments = arguments
      configuration.isolation = .childProcesses(children)
      IsolationWorker.serveIfRequested([Conformance.property(configuration, delegate: delegate.make)])
    }
    return configuration
  }
}
