import PropertyEngine
import Testing

@testable import property_engine_child

/// Failure identities: stable across runs and processes, whatever type the property threw.
@Suite("Property failures")
struct PropertyFailureTests {
  @Test("an error type declared in a function is identified without a runtime address")
  func localErrorType() {
    enum Bad: Error { case boom }
    let property = Property("local", Gen<Int>.integers(in: 0...9)) { _, _ in throw Bad.boom }
    let failure = property.execute(source: ReplayChoiceSource([3])).outcome.failure
    #expect(
      failure
        == PropertyFailure(
          identity: "error:PropertyEngineTests.PropertyFailureTests.Bad", message: "boom"))
  }

  @Test("a nested generic error type keeps its qualified name and its argument")
  func nestedGenericErrorType() {
    struct Wrapper<T>: Error {}
    enum Inner {}
    #expect(
      PropertyFailure.from(Wrapper<Inner>()).identity
        == "error:PropertyEngineTests.PropertyFailureTests.Wrapper<"
        + "PropertyEngineTests.PropertyFailureTests.Inner>")
    #expect(
      PropertyFailure.from(CampaignShardError()).identity
        == "error:PropertyEngineTests.CampaignShardError")
  }

  @Test("two worker processes give a local error type the same identity and report")
  func identityAcrossProcesses() throws {
    var reports: [[String]] = []
    for _ in 0..<2 {
      // Each campaign launches its own worker, so each identity comes from a new process.
      var lines: [String] = []
      let recorder = JSONLinesRecorder()
      let result = try Campaign(
        property: ChildProperties.throwsLocalError,
        configuration: IsolationTests.configuration(seed: 3, cases: 30)
      ).run { lines.append(recorder.line(for: $0)) }
      #expect(
        result.counterexamples.map(\.failure)
          == [
            PropertyFailure(
              identity: "error:property_engine_child.ChildProperties.LocalError",
              message: "tooBig(51)")
          ])
      reports.append(lines)
    }
    #expect(reports[0] == reports[1])
  }
}

/// A file-level error type, to check that a fully qualified name is left as it is.
struct CampaignShardError: Error {}
