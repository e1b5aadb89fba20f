import NavigationLayoutConformance
import PropertyEngine

/// `why (TOKEN | FILE) --view NAME [--step N]`: for one view at one step of a token's case or
/// a Seeds file's scenario, its frame and the constraints that placed it on each axis, with the
/// lines of app code that made them.
struct WhyCommand {
  static let help = """
    USAGE: nav-layout-check why (TOKEN | FILE) --view NAME [--step N] [options]

    Replays a token's case, or a Seeds JSON file's scenario as written (passing or not: a
    file you write by hand shows any layout), up to one step and prints, for one view, its frame and the
    constraints that placed it on each axis: app code first, each with the file and line that
    made it and whether it holds (or was broken by UIKit to recover from a conflict), then
    UIKit's (safe area, stack views, autoresizing masks) and the SDK's (component sizes).
    Use the campaign's --profile and --rules, which shape what the token decodes to.

    OPTIONS:
      --view NAME          The view: its name in a report (opaqueOverlay 'orderCard'), its
                           accessibilityIdentifier (orderCard), a role (etaCard, googleLogo,
                           viewport, prompt, speedWidget, turnCard) or a button's type
                           (compass). Required.
      --step N             The step, as the report numbers them (default: the step where the
                           case fails; its closing settle when it passes).
    \(CheckOptions.helpWithoutIsolation)
      -h, --help           Show this help.
      --version            Show the version.

    EXIT CODES: 0 printed, 64 usage (also: no such view or step), 65 bad input file,
    70 internal.
    """

  var check = CheckOptions()
  var target: String
  var view: String
  var step: Int?

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var reader = ArgumentReader(arguments, command: "why", toolName: toolName)
    var target: String?
    var view: String?
    while let argument = try reader.next() {
      switch argument {
      case .option(let option):
        if try check.read(option, from: &reader) { continue }
        switch option {
        case "--view":
          view = try reader.value(for: option, example: "orderCard")
        case "--step":
          step = try OptionValues.integer(
            try reader.value(for: option, example: "3"), option: option, example: "3")
        default: throw reader.unknown(option)
        }
      case .positional(let value):
        if target != nil { throw reader.unexpected(value) }
        target = value
      }
    }
    try check.checkConsistency()
    if check.isolate || check.caseTimeout != nil {
      throw .usage("why runs in this process and does not take --isolate or --case-timeout")
    }
    guard let target else {
      throw .usage(
        "why needs a replay token (pe1.…) or a Seeds file, e.g. \(toolName) why pe1.AQCsAg "
          + "--view orderCard; see \(reader.help)")
    }
    guard let view else {
      throw .usage(
        "why needs --view NAME: the view's name in the report, its accessibilityIdentifier or "
          + "a role, e.g. --view orderCard; see \(reader.help)")
    }
    self.target = target
    self.view = view
  }

  func execute(in context: CommandContext) throws(CommandLineError) -> Int32 {
    let explanation: PlacementExplanation
    do {
      if target.hasPrefix(ReplayToken.prefix) {
        let delegate = try context.delegate(named: check.delegateName)
        let token = try ReplayCommand.token(target)
        try check.checkDelegate(
          of: token, against: delegate.name, command: "why", known: context.delegates.map(\.name))
        explanation = try Conformance.why(
          token, element: view, step: step, configuration: check.configuration,
          delegate: delegate.make)
      } else {
        let seed = try ReplayCommand.seedFile(target)
        // A file saved by `run --save-seeds` names its campaign's delegate and rules.
        let check = check.adopting(seed.campaign)
        let delegate = try context.delegate(named: check.delegateName)
        explanation = try Conformance.why(
          seed, element: view, step: step, configuration: check.configuration,
          delegate: delegate.make)
      }
      context.print(explanation.description)
    } catch let error as CommandLineError {
      throw error
    } catch ConformanceError.scenarioNotRunnable(let reason) {
      throw .usage(reason)
    } catch {
      throw ReplayCommand.replayError(error)
    }
    return ExitCode.success
  }
}
