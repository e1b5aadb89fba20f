@testable import ConformanceCLI
import ReferenceDelegates
import Testing

/// Issue 27: a token records the delegate it was made for, `replay` without `--delegate`
/// refuses one made for another, the Seeds corpus is found from any folder of the package,
/// and NLC-002's sizes are options checked like every other.
@Suite struct ReplayDelegateTests {
  @Test func aTokenRecordsItsDelegateAndAReplayOnAnotherIsRefused() throws {
    let run = CommandHarness.run([
      "run", "--delegate", "portrait", "--profile", "phones", "--no-seeds", "--first",
    ])
    #expect(run.code == 1)
    let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("Replay: ") })
    let token = String(line.split(separator: " ")[3])
    #expect(token.hasPrefix("pe1.") && token.hasSuffix("@portrait"), "\(line)")
    let refused = CommandHarness.run(["replay", token, "--profile", "phones"])
    #expect(refused.code == 64)
    #expect(
      refused.error
        == "error: replay: this token was made for the delegate \"portrait\", not \"reference\"; "
        + "add --delegate portrait (or --delegate NAME to replay it on another delegate)\n")
    // Named explicitly, another delegate may replay it: the reference keeps portrait layouts.
    let elsewhere = CommandHarness.run(["replay", token, "--profile", "phones", "--delegate", "reference"])
    #expect(elsewhere.code == 0, "\(elsewhere.output)\(elsewhere.error)")
  }

  /// A team's own tool has one delegate, chosen without `--delegate`: a token made for
  /// another is still refused (the independent trial's `layout-check` replayed one silently).
  @Test func aOneDelegateToolRefusesAnotherDelegatesToken() throws {
    let output = TextBuffer()
    let error = TextBuffer()
    let code = ConformanceCommand.run(
      arguments: ["replay", "pe1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAA@guide-sample"],
      delegates: ["mine": { ReferenceLayoutDelegate() }], output: output, error: error)
    #expect(code == 64)
    #expect(error.text.hasPrefix(
      "error: replay: this token was made for guide-sample, a name this tool does not have"))
  }

  @Test func theSeedsAreFoundFromAnyFolderOfThePackage() {
    let root = FileFixture.packageRoot
    #expect(RunCommand.seedsSearchPath(from: root) == "Seeds")
    #expect(RunCommand.seedsSearchPath(from: root + "/Sources/ConformanceCLI") == "../../Seeds")
    #expect(RunCommand.defaultSeedsDirectory(from: root + "/Docs") == "../Seeds")
    // Outside a package: ./Seeds, which does not exist at the file system's root.
    #expect(RunCommand.seedsSearchPath(from: "/") == "Seeds")
    #expect(RunCommand.defaultSeedsDirectory(from: "/") == nil)
  }

  @Test func aWarningSizeUnderTheFloorIsRefused() {
    let result = CommandHarness.run([
      "run", "--viewport-floor", "30", "--viewport-warning", "20", "--cases", "1",
    ])
    #expect(result.code == 64)
    #expect(
      result.error
        == "error: --viewport-warning 20 is under the viewport floor 30; give at least the floor "
        + "(equal turns the warning off)\n")
  }
}

/// The trial's dead end: a token from `swift test` names the delegate's type, which the
/// team's tool knows under another name; the refusal lists the names it has.
@Suite struct SwiftTestTokenReplayTests {
  @Test func aTypeNamedTokenAsksForOneOfTheToolsNames() {
    let output = TextBuffer()
    let error = TextBuffer()
    let code = ConformanceCommand.run(
      arguments: ["replay", "pe1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAA@MyLayoutDelegate"],
      delegates: ["mine": { ReferenceLayoutDelegate() }], output: output, error: error)
    #expect(code == 64)
    #expect(
      error.text
        == "error: replay: this token was made for MyLayoutDelegate, a name this tool does not "
        + "have (a token printed by swift test names the delegate's type); add --delegate NAME "
        + "naming the same delegate, one of: mine\n")
  }
}
