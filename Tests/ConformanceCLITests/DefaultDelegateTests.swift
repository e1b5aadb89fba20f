import ConformanceCLI
import GoogleNavigation
import ReferenceDelegates
import Testing

/// Without `--delegate`, a tool built over one delegate checks that one; with several and no
/// `reference`, the error says the default is missing and how to choose. (An independent
/// trial's own tool, over its delegates, refused `run` with "unknown delegate reference" while
/// its help promised that default.)
@Suite struct DefaultDelegateTests {
  static func run(
    _ arguments: [String], _ delegates: [String: @MainActor () -> any NavigationLayoutDelegate]
  ) -> (code: Int32, output: String, error: String) {
    let output = TextBuffer()
    let error = TextBuffer()
    let code = ConformanceCommand.run(
      arguments: arguments, delegates: delegates, output: output, error: error,
      toolName: "layout-check")
    return (code, output.text, error.text)
  }

  @Test func theOnlyDelegateIsTheDefault() {
    let result = Self.run(
      ["run", "--cases", "3", "--no-seeds", "--profile", "portrait-phone"],
      ["mine": { ReferenceLayoutDelegate() }])
    #expect(result.code == 0)
    #expect(result.output.contains("conforming: 3 cases over portrait-phone"))
    #expect(result.error.isEmpty || !result.error.contains("unknown delegate"))
  }

  @Test func severalDelegatesWithoutReferenceNeedAChoice() {
    let result = Self.run(
      ["run", "--cases", "3", "--no-seeds"],
      ["mine": { ReferenceLayoutDelegate() }, "theirs": { PortraitLayoutDelegate() }])
    #expect(result.code == 64)
    #expect(
      result.error
        == "error: unknown delegate \"reference\" (the default; choose one with --delegate NAME); "
        + "known: mine, theirs (see layout-check delegates)\n")
  }
}
