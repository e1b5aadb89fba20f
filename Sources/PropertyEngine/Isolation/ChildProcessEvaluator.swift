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
  var isShrinkingTrap = false {
    // Workers take the backtracer setting at launch: start fresh ones with the new one.
    didSet { if oldValue != isShrinkingTrap { shutDown() } }
  }

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
    check(caseSeeds.count) { locally(RandomChoiceSource(seed: caseSeeds[$0])) }
  }

  func generate(caseSeed: UInt64) -> CaseExecution {
    check(1) { _ in locally(RandomChoiceSource(seed: caseSeed)) }[0]
  }

  func replay(_ sequence: ChoiceSequence) -> CaseExecution {
    check(1) { _ in locally(ReplayChoiceSource(sequence)) }[0]
  }

  func shutDown() {
    for worker in workers { worker?.stop() }
    workers = Array(repeating: nil, count: workers.count)
  }

  /// Generates without checking, so the parent knows the choices, kinds and spans.
  private func locally(_ source: any ChoiceSource) -> CaseExecution {
    property.execute(source: source, maximumChoices: maximumChoices, checking: false)
  }

  /// Generates `count` cases here and checks them in workers: case `i` goes to worker
  /// `i % jobs` as soon as it is generated (workers start while the rest are generated), and
  /// answers are read in case order, so the results do not depend on which worker is faster.
  /// A worker that dies (trap, hang) answers for the case it died on; the cases queued behind
  /// it are checked again by fresh workers. Cases that could not be generated keep their
  /// local outcome.
  private func check(_ count: Int, _ make: (Int) -> CaseExecution) -> [CaseExecution] {
    var results: [CaseExecution] = []
    results.reserveCapacity(count)
    var sent: [(offset: Int, slot: Int, worker: IsolationWorkerProcess)] = []
    for offset in 0..<count {
      results.append(make(offset))
      if results[offset].outcome == .passed { send(offset, position: sent.count, &results, &sent) }
    }
    var pending = collect(sent, into: &results)
    while !pending.isEmpty {
      sent = []
      for offset in pending { send(offset, position: sent.count, &results, &sent) }
      pending = collect(sent, into: &results)
    }
    return results
  }

  /// Sends one generated case to the worker its position picks.
  private func send(
    _ offset: Int, position: Int, _ results: inout [CaseExecution],
    _ sent: inout [(offset: Int, slot: Int, worker: IsolationWorkerProcess)]
  ) {
    let slot = position % workers.count
    guard let worker = worker(at: slot) else {
      results[offset].outcome = .failed(
        PropertyFailure(identity: PropertyFailure.trapIdentity, message: "no worker could start"))
      return
    }
    worker.send(results[offset].sequence)
    sent.append((offset, slot, worker))
  }

  /// Reads the answers in case order; returns the cases queued behind a worker that died.
  private func collect(
    _ sent: [(offset: Int, slot: Int, worker: IsolationWorkerProcess)],
    into results: inout [CaseExecution]
  ) -> [Int] {
    var unanswered: [Int] = []
    var deadSlots: [Int] = []
    for (offset, slot, worker) in sent {
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
    return unanswered
  }

  private func worker(at slot: Int) -> IsolationWorkerProcess? {
    if let worker = workers[slot] { return worker }
    workers[slot] = try? launch()
    return workers[slot]
  }

  private func launch() throws(PropertyEngineError) -> IsolationWorkerProcess {
    try IsolationWorkerProcess(
      configuration: configuration, propertyName: property.name, maximumChoices: maximumChoices,
      backtraces: !isShrinkingTrap)
  }
}
