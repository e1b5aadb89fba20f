#if canImport(Glibc)
  private import Glibc
#elseif canImport(Darwin)
  private import Darwin
#endif

/// Runs cases in isolation workers: values are generated here (recording choices and spans),
/// checked there, so a trap or hang in the property becomes a failure and the campaign goes on.
///
/// With `jobs` workers, a batch of cases is sent to all of them before any answer is read,
/// and answers are used in case order, so results do not depend on which worker is faster.
final class ChildProcessEvaluator<Value>: CaseEvaluator {
  private let property: Property<Value>
  private let maximumChoices: Int
  private let configuration: ChildProcessConfiguration
  private var workers: [IsolationWorkerProcess?]
  private(set) var protocolFailure: PropertyEngineError?
  var isShrinkingHang = false

  /// The per-case limit: the configured timeout, or the shorter shrink timeout while a hang
  /// is shrunk (every smaller case that still hangs would otherwise cost the full timeout).
  private var timeout: Duration {
    isShrinkingHang ? min(configuration.timeout, configuration.hangShrinkTimeout) : configuration.timeout
  }

  init(
    property: Property<Value>, maximumChoices: Int, configuration: ChildProcessConfiguration
  ) throws(PropertyEngineError) {
    self.property = property
    self.maximumChoices = maximumChoices
    self.configuration = configuration
    workers = Array(repeating: nil, count: configuration.jobs)
    // A worker that dies mid-request must not kill the campaign through SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    workers[0] = try launch()
  }

  func generate(caseSeeds: [UInt64]) -> [CaseExecution] {
    check(caseSeeds.map { locally(RandomChoiceSource(seed: $0)) })
  }

  func generate(caseSeed: UInt64) -> CaseExecution {
    check([locally(RandomChoiceSource(seed: caseSeed))])[0]
  }

  func replay(_ sequence: ChoiceSequence) -> CaseExecution {
    check([locally(ReplayChoiceSource(sequence))])[0]
  }

  func shutDown() {
    for worker in workers { worker?.stop() }
    workers = Array(repeating: nil, count: workers.count)
  }

  /// Generates without checking, so the parent knows the choices, kinds and spans.
  private func locally(_ source: any ChoiceSource) -> CaseExecution {
    property.execute(source: source, maximumChoices: maximumChoices, checking: false)
  }

  /// Checks generated cases in workers: case `i` goes to worker `i % jobs`, every worker's
  /// cases are sent before any answer is read, and answers are read in case order, so the
  /// results do not depend on which worker is faster. A worker that dies (trap, hang) answers
  /// for the case it died on; the cases queued behind it are checked again by fresh workers.
  /// Cases that could not be generated keep their local outcome.
  private func check(_ generated: [CaseExecution]) -> [CaseExecution] {
    var results = generated
    var pending = generated.indices.filter { generated[$0].outcome == .passed }
    while !pending.isEmpty {
      var sentTo: [(offset: Int, slot: Int, worker: IsolationWorkerProcess)] = []
      for (position, offset) in pending.enumerated() {
        let slot = position % workers.count
        guard let worker = worker(at: slot) else {
          results[offset].outcome = .failed(
            PropertyFailure(identity: PropertyFailure.trapIdentity, message: "no worker could start"))
          continue
        }
        worker.send(generated[offset].sequence)
        sentTo.append((offset, slot, worker))
      }
      var unanswered: [Int] = []
      var deadSlots: [Int] = []
      for (offset, slot, worker) in sentTo {
        if deadSlots.contains(slot) {
          unanswered.append(offset)
          continue
        }
        let answer = worker.receive(timeout: timeout)
        if let reason = worker.protocolFailure, protocolFailure == nil {
          protocolFailure = .workerFailure(executable: worker.executable, reason: reason)
        }
        results[offset].outcome = answer.outcome
        results[offset].labels = answer.labels
        if !answer.alive {
          worker.stop()
          workers[slot] = nil
          deadSlots.append(slot)
        }
      }
      pending = unanswered
    }
    return results
  }

  private func worker(at slot: Int) -> IsolationWorkerProcess? {
    if let worker = workers[slot] { return worker }
    workers[slot] = try? launch()
    return workers[slot]
  }

  private func launch() throws(PropertyEngineError) -> IsolationWorkerProcess {
    try IsolationWorkerProcess(
      configuration: configuration, propertyName: property.name, maximumChoices: maximumChoices)
  }
}
