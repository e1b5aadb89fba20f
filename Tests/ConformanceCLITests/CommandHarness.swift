import ConformanceCLI
import GoogleNavigation
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

  /// Runs `arguments` and returns what happened.
  static func run(_ arguments: [String], terminal: Bool = false) -> CommandHarness {
    let output = TextBuffer()
    let error = TextBuffer(isTerminal: terminal)
    let code = ConformanceCommand.run(
      arguments: arguments, delegates: delegates, output: output, error: error)
    return CommandHarness(code: code, output: output.text, error: error.text)
  }
}
