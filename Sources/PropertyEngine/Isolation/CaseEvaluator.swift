/// Runs cases for a campaign, either in this process or in isolation workers.
///
/// The campaign and the shrinker only talk to an evaluator, so every phase (corpus replay,
/// generation, shrinking) gets isolation and parallel jobs the same way.
protocol CaseEvaluator: AnyObject {
  /// Generates and checks the cases with these seeds, returning executions in the same order;
  /// after an interruption, only those of the cases answered before the first that was not.
  func generate(caseSeeds: [UInt64]) -> [CaseExecution]
  /// Generates and checks one case with this seed; nil when an interruption abandoned it.
  func generate(caseSeed: UInt64) -> CaseExecution?
  /// Replays a choice sequence and checks the value it stands for.
  func replay(_ sequence: ChoiceSequence) -> CaseExecution
  /// Stops any workers.
  func shutDown()
  /// Set once a worker process turned out not to speak the worker protocol: the campaign
  /// ends with this error instead of reporting the delegate (never NLC-021).
  var protocolFailure: PropertyEngineError? { get }
  /// While true, hangs are being shrunk: the per-case limit is the short shrink timeout.
  var isShrinkingHang: Bool { get set }
  /// While true, traps are being shrunk: workers skip the slow backtrace of each trap.
  var isShrinkingTrap: Bool { get set }
}

/// Runs cases directly in this process: the fast path, used unless isolation is requested.
final class InProcessEvaluator<Value>: CaseEvaluator {
  private let property: Property<Value>
  private let maximumChoices: Int

  init(property: Property<Value>, maximumChoices: Int) {
    self.property = property
    self.maximumChoices = maximumChoices
  }

  func generate(caseSeeds: [UInt64]) -> [CaseExecution] {
    caseSeeds.compactMap { generate(caseSeed: $0) }
  }

  func generate(caseSeed: UInt64) -> CaseExecution? {
    property.execute(source: RandomChoiceSource(seed: caseSeed), maximumChoices: maximumChoices)
  }

  func replay(_ sequence: ChoiceSequence) -> CaseExecution {
    property.execute(source: ReplayChoiceSource(sequence), maximumChoices: maximumChoices)
  }

  func shutDown() {}

  var protocolFailure: PropertyEngineError? { nil }

  var isShrinkingHang: Bool {
    get { false }
    set {}  // No limit in process: a hang there hangs the campaign.
  }

  var isShrinkingTrap: Bool {
    get { false }
    set {}  // A trap in process ends the campaign; nothing to shrink.
  }
}
