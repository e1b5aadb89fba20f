import ConformanceCLI
import GoogleNavigation
import PropertyEngine
import ReferenceDelegates

/// Runs a command line in-process with the built-in delegates and captures both streams.
struct CommandHarness {
  var code: Int32 = 0
  var output = ""
  var error = ""

  /// The built-in delegates as nav-layout-check registers them (minus the faulty ones,
  /// which other work adds).
  static let delegates: [String: @MainActor () -> any NavigationLayoutDelegate] = [
    "reference": { ReferenceLayoutDelegate() },
    "portrait": { PortraitLayoutDelegate() },
  ]

  /// The built-in delegates and every faulty one, by name.
  static let withFaulty: [String: @MainActor () -> any NavigationLayoutDelegate] =
    delegates.merging(FaultyDelegates.all.map { ($0.name, $0.make) }) { first, _ in first }

  /// Runs `arguments` and returns what happened; `faulty` adds the faulty delegates.
  static func run(
    _ arguments: [String], terminal: Bool = false, faulty: Bool = false,
    interruption: CampaignInterruption? = nil, columns: Int? = nil
  ) -> CommandHarness {
    let output = TextBuffer()
    let error = TextBuffer(isTerminal: terminal, columns: columns)
    let code = ConformanceCommand.run(
      arguments: arguments, delegates: faulty ? withFaulty : delegates, output: output,
      error: error, interruption: interruption)
    return CommandHarness(code: code, output: output.text, error: error.text)
  }
}
