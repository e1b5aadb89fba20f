import PropertyEngine
import Testing

/// Campaign behaviour: determinism, failure modes, sharding, health checks, coverage.
@Suite("Campaign")
struct CampaignTests {
  static let reverse = Property("reverse", Gen.arrays(of: Gen<Int>.integers())) { list, context in
    context.classify(list.isEmpty, "empty")
    try context.require(list.reversed() == list, identity: "reverse", "\(list)")
  }

  /// Two identities: a list with a 7 fails "seven", one longer than 3 fails "long".
  static let twoBugs = Property(
    "two-bugs", Gen.arrays(of: Gen<Int>.integers(in: 0...9))
  ) { list, context in
    try context.require(!list.contains(7), identity: "seven", "\(list)")
    try context.require(list.count <= 3, identity: "long", "\(list)")
  }

  static func recordedLines<Value>(
    _ property: Property<Value>, _ configuration: CampaignConfiguration
  ) throws -> [String] {
    let recorder = JSONLinesRecorder()
    var lines: [String] = []
    _ = try Campaign(property: property, configuration: configuration).run {
      lines.append(recorder.line(for: $0))
    }
    return lines
  }

  @Test("the same seed gives a byte-identical event stream; another seed does not")
  func determinism() throws {
    var configuration = CampaignConfiguration(seed: 42)
    configuration.maximumCases = 500
    configuration.failureMode = .collectDistinctFailures
    configuration.progressInterval = 100
    let first = try Self.recordedLines(Self.twoBugs, configuration)
    let second = try Self.recordedLines(Self.twoBugs, configuration)
    #expect(first == second)
    #expect(first.count > 10)
    configuration.seed = 43
    #expect(try Self.recordedLines(Self.twoBugs, configuration) != first)
  }

  @Test("stop at first failure reports one counterexample and stops")
  func stopAtFirst() throws {
    let result = try Campaign(property: Self.reverse, configuration: .init(seed: 3)).run()
    #expect(result.stopReason == .counterexampleFound)
    #expect(result.counterexamples.map(\.valueDescription) == ["[0, 1]"])
    #expect(result.counterexamples[0].replayToken.text == "pe1.AQABAQA")
  }

  @Test("a counterexample carries the typed shrunk and first failing values and its cost")
  func counterexampleDetails() throws {
    let result = try Campaign(property: Self.reverse, configuration: .init(seed: 3)).run()
    let counterexample = try #require(result.counterexamples.first)
    #expect(counterexample.value(as: [Int].self) == [0, 1])
    let original = try #require(counterexample.originalValue(as: [Int].self))
    #expect(original.reversed() != original)
    #expect(counterexample.originalValueDescription == "\(original)")
    #expect(counterexample.originalSequence.count == counterexample.originalChoiceCount)
    #expect(counterexample.value(as: String.self) == nil)
    // At least one round that shrinks and one that confirms the fixpoint.
    #expect(counterexample.shrinkRounds >= 2)
    #expect(counterexample.shrinkDuration > .zero)
    #expect(counterexample.shrinkStopReason == .fixpoint)
  }

  @Test("the README's example finds equal insets and shrinks them to (10, 10)")
  func readmeExample() throws {
    let inset = Gen<Int>.integers(in: 0...60)
    let insets = Gen { recorder in
      (try inset.generate(using: recorder), try inset.generate(using: recorder))
    }
    let property = Property("insets", insets) { value, context in
      try context.require(value.0 != value.1 || value.0 < 10, identity: "equal insets")
    }
    let result = try Campaign(property: property, configuration: .init(seed: 1)).run()
    let counterexample = try #require(result.counterexamples.first)
    let value = try #require(counterexample.value(as: (Int, Int).self))
    #expect(value == (10, 10))
    #expect(counterexample.shrinkStopReason == .fixpoint)
  }

  @Test("collecting distinct failures shrinks one counterexample per identity")
  func collectDistinct() throws {
    var configuration = CampaignConfiguration(seed: 5)
    configuration.maximumCases = 300
    configuration.failureMode = .collectDistinctFailures
    let result = try Campaign(property: Self.twoBugs, configuration: configuration).run()
    #expect(result.stopReason == .caseBudgetExhausted)
    #expect(result.summary.casesRun == 300)
    let found = result.counterexamples.map { "\($0.failure.identity) \($0.valueDescription)" }
    #expect(found.sorted() == ["long [0, 0, 0, 0]", "seven [7]"])
  }

  /// Fails "seven" when the list holds a 7; a 3 beside it is a second bug found in the same
  /// case ("three"), never a failure of its own.
  static let maskedBug = Property(
    "masked-bug", Gen.arrays(of: Gen<Int>.integers(in: 0...9))
  ) { list, _ in
    guard list.contains(7) else { return }
    let others =
      list.contains(3) ? [PropertyFailure(identity: "three", message: "\(list) holds 3")] : []
    throw PropertyFailure(identity: "seven", message: "\(list) holds 7", alsoFound: others)
  }

  @Test("collecting distinct failures also shrinks a bug only ever found beside another")
  func collectDistinctAlsoFound() throws {
    var configuration = CampaignConfiguration(seed: 5)
    configuration.maximumCases = 300
    configuration.failureMode = .collectDistinctFailures
    let result = try Campaign(property: Self.maskedBug, configuration: configuration).run()
    let found = result.counterexamples.map { "\($0.failure.identity) \($0.valueDescription)" }
    // The smallest lists showing each: [7] alone, and a 3 with the 7 it needs.
    #expect(found.sorted() == ["seven [7]", "three [3, 7]"])
    let three = try #require(result.counterexamples.first { $0.failure.identity == "three" })
    #expect(three.failure.message == "[3, 7] holds 3")
    // Stopping at the first failure, only the case's own identity is shrunk.
    configuration.failureMode = .stopAtFirstFailure
    let first = try Campaign(property: Self.maskedBug, configuration: configuration).run()
    #expect(first.counterexamples.map(\.failure.identity) == ["seven"])
  }

  @Test("a worker's message carries the other failures of a case")
  func workerMessageCarriesAlsoFound() throws {
    let failure = PropertyFailure(
      identity: "seven", message: "a\tb",
      alsoFound: [PropertyFailure(identity: "three", message: "c\nd")])
    let line = WorkerMessage.encode(CaseExecution(outcome: .failed(failure), sequence: []))
    #expect(
      line == #"{"outcome":"failed","identity":"seven","message":"a\tb","#
        + #""alsoFound":[{"identity":"three","message":"c\nd"}],"labels":[]}"#)
    let decoded = try #require(WorkerMessage.decode(line))
    #expect(decoded.0 == .failed(failure))
  }

  @Test("shards partition the cases and merge to the unsharded result")
  func shards() throws {
    var configuration = CampaignConfiguration(seed: 9)
    configuration.maximumCases = 200
    configuration.failureMode = .collectDistinctFailures
    let whole = try Campaign(property: Self.twoBugs, configuration: configuration).run()
    var parts: [CampaignResult] = []
    for index in 1...3 {
      configuration.shard = try Shard(index: index, count: 3)
      parts.append(try Campaign(property: Self.twoBugs, configuration: configuration).run())
    }
    #expect(parts.map(\.summary.casesRun) == [67, 67, 66])
    let merged = CampaignResult.merging(parts)
    #expect(merged.summary == whole.summary)
    #expect(
      merged.counterexamples.map(\.sequence)
        == whole.counterexamples.sorted { $0.failure.identity < $1.failure.identity }.map(
          \.sequence))
  }

  @Test("labels are counted over valid cases and coverage shortfalls are reported")
  func labelsAndCoverage() throws {
    let property = Property("parity", Gen<Int>.integers(in: 0...99)) { value, context in
      context.classify(value % 2 == 0, "even")
      context.classify(value == 1000, "impossible")
    }
    var configuration = CampaignConfiguration(seed: 1)
    configuration.maximumCases = 400
    configuration.coverageRequirements = [
      CoverageRequirement(label: "even", minimumPercentage: 30),
      CoverageRequirement(label: "impossible", minimumPercentage: 1),
    ]
    var events: [CampaignEvent] = []
    let result = try Campaign(property: property, configuration: configuration).run {
      events.append($0)
    }
    #expect(result.statistics.validCases == 400)
    #expect(result.statistics.counts.map(\.label) == ["even"])
    #expect(
      result.coverageShortfalls.map(\.description)
        == ["label \"impossible\" on 0.0% of valid cases; required 1.0%"])
    #expect(events.contains { if case .coverageInsufficient = $0 { true } else { false } })
  }

  @Test("too much filtering stops the campaign with a health-check failure")
  func filterHealthCheck() throws {
    let property = Property("rare", Gen<Int>.integers(in: 0...1_000_000).filter { $0 == 3 }) {
      _, _ in
    }
    var configuration = CampaignConfiguration(seed: 1)
    configuration.maximumCases = 1000
    let result = try Campaign(property: property, configuration: configuration).run()
    #expect(result.stopReason == .healthCheckFailed(.filterTooMuch))
    #expect(result.summary.rejected == 50)
  }

  @Test("cases that overrun the choice limit fail the data-too-large health check")
  func sizeHealthCheck() throws {
    let property = Property("big", Gen.arrays(of: Gen<Int>.integers(), count: 100...100)) { _, _ in
    }
    var configuration = CampaignConfiguration(seed: 1)
    configuration.maximumChoices = 50
    let result = try Campaign(property: property, configuration: configuration).run()
    #expect(result.stopReason == .healthCheckFailed(.dataTooLarge))
    #expect(result.summary.overruns == 20)
  }

  @Test("a spent time budget stops generation before the first case")
  func timeBudget() throws {
    var configuration = CampaignConfiguration(seed: 1)
    configuration.timeBudget = .zero
    let result = try Campaign(property: Self.reverse, configuration: configuration).run()
    #expect(result.stopReason == .timeBudgetExhausted)
    #expect(result.summary.casesRun == 0)
  }

  @Test("a replay token reproduces the shrunk failure")
  func replayToken() throws {
    let campaign = Campaign(property: Self.reverse)
    let execution = try campaign.replay(try ReplayToken(parsing: "pe1.AQABAQA"))
    #expect(execution.outcome.failure == PropertyFailure(identity: "reverse", message: "[0, 1]"))
  }

  @Test("a replay token cut short is an error naming it, not a padded case that passes")
  func replayTokenCutShort() throws {
    let campaign = Campaign(property: Self.reverse)
    // [1, 0, 1, 1, 0] is [0, 1]; its first choice alone, padded with zeros, would be [0].
    #expect(throws: PropertyEngineError.replayTokenExhausted(token: "pe1.AQ", choices: 1)) {
      try campaign.replay(try ReplayToken(parsing: "pe1.AQ"))
    }
    #expect(
      PropertyEngineError.replayTokenExhausted(token: "pe1.AQ", choices: 1).description
        == "Replay token \"pe1.AQ\" ran out of choices: it holds 1 choice and its case needs "
        + "more, so it is not the case that was reported. Copy the whole token from the failure "
        + "report.")
    // A token with choices to spare replays; the extra choices are unused.
    let execution = try campaign.replay(ReplayToken(sequence: [1, 0, 1, 1, 0, 9]))
    #expect(execution.outcome.failure?.message == "[0, 1]")
  }

  @Test("the throughput measurement runs every case of its trivial property")
  func throughput() {
    let measurement = EngineThroughput.measure(cases: 2000, seed: 1)
    #expect(measurement.cases == 2000)
    #expect(measurement.passed == 2000)
  }
}
