import Testing

@testable import PropertyEngine

/// The lines a parent sends an isolation worker.
@Suite("Worker requests")
struct WorkerRequestTests {
  @Test("a seed goes as its decimal number, a replay as its token, and both read back")
  func lines() throws {
    #expect(WorkerRequest.seed(1234).line == "seed 1234")
    #expect(WorkerRequest.seed(.max).line == "seed 18446744073709551615")
    // The token of this sequence is pinned by the replay-token tests.
    let replay = WorkerRequest.replay([0, 1, 127, 128, 300, UInt64.max])
    #expect(replay.line == "pe1.AAF_gAGsAv___________wE")
    for request in [WorkerRequest.seed(0), .seed(.max), replay] {
      #expect(try WorkerRequest(parsing: request.line) == request)
    }
  }

  @Test(
    "a seed the worker cannot read is a protocol error",
    arguments: ["seed x", "seed -1", "seed 18446744073709551616", "seed "])
  func malformed(line: String) {
    #expect(throws: PropertyEngineError.self) { try WorkerRequest(parsing: line) }
  }

  @Test("a seed request draws the case the seed draws in process")
  func sameDraws() {
    var fromRequest = WorkerRequest.seed(42).source
    var direct: any ChoiceSource = RandomChoiceSource(seed: 42)
    for _ in 0..<8 {
      let kind = ChoiceKind.integer(lower: 0, upper: 999, shrinkTowards: 0)
      #expect(fromRequest.nextIndex(for: kind) == direct.nextIndex(for: kind))
    }
  }
}
