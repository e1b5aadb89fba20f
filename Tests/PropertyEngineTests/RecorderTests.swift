import PropertyEngine
import Testing

/// Exact text from both recorders.
@Suite("Recorders")
struct RecorderTests {
  static let counterexample = Counterexample(
    propertyName: "reverse", failure: PropertyFailure(identity: "reverse", message: "[0, 1]"),
    sequence: [1, 0, 1, 1, 0], valueDescription: "[0, 1]", origin: .generated(caseIndex: 4),
    originalChoiceCount: 11, shrinkEvaluations: 37, shrinkSteps: 6, shrinkStopReason: .fixpoint)

  @Test("JSON lines carry the schema version and fixed member order")
  func jsonLines() {
    let recorder = JSONLinesRecorder()
    #expect(
      recorder.line(for: .started(property: "p", seed: .max, maximumCases: 10, shard: nil))
        == #"{"schemaVersion":1,"kind":"started","property":"p","seed":18446744073709551615,"maximumCases":10,"shard":null}"#
    )
    #expect(
      recorder.line(for: .counterexampleShrunk(Self.counterexample))
        == #"{"schemaVersion":1,"kind":"counterexampleShrunk","property":"reverse","identity":"reverse","message":"[0, 1]","value":"[0, 1]","replayToken":"pe1.AQABAQA","origin":{"caseIndex":4},"originalChoiceCount":11,"choiceCount":5,"shrinkEvaluations":37,"shrinkSteps":6,"shrinkStopReason":"fixpoint"}"#
    )
    var summary = CampaignSummary()
    summary.record(.passed)
    #expect(
      recorder.line(for: .finished(.caseBudgetExhausted, summary))
        == #"{"schemaVersion":1,"kind":"finished","stopReason":"caseBudgetExhausted","message":"ran every case in the budget","summary":{"casesRun":1,"passed":1,"rejected":0,"overruns":0,"failed":0}}"#
    )
  }

  @Test("the human recorder prints the counterexample, its token and the next step")
  func human() {
    let recorder = HumanReadableRecorder()
    #expect(
      recorder.lines(for: .counterexampleShrunk(Self.counterexample), maximumCases: 100) == [
        "Counterexample for reverse [reverse]:",
        "  value:   [0, 1]",
        "  failure: [0, 1]",
        "  shrunk from 11 to 5 choices in 6 steps, 37 runs",
        "  replay:  pe1.AQABAQA",
        "Next: replay the token to debug it, then add it to Seeds/ once fixed.",
      ])
    var summary = CampaignSummary()
    for _ in 0..<250 { summary.record(.passed) }
    #expect(
      recorder.lines(for: .progress(summary), maximumCases: 1000)
        == ["[#####...............] 250/1000 cases (250 passed, 0 rejected)"])
    #expect(
      recorder.lines(for: .shrinkStepAccepted(pass: "zero spans", choiceCount: 3), maximumCases: 1)
        .isEmpty)
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func escaping() throws {
    let value = JSONValue.string("a\"b\\c\nd\u{1}")
    #expect(value.serialized == #""a\"b\\c\nd\u0001""#)
    #expect(try JSONParser.parse(value.serialized) == value)
  }
}
