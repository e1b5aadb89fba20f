#if canImport(Glibc)
  private import Glibc
#elseif canImport(Darwin)
  private import Darwin
#endif

/// Runs cases in isolation workers, so a trap or hang in the property becomes a failure and the
/// campaign goes on. A generated case goes to its worker as its seed and is drawn there; the
/// parent draws it again (recording choices and spans) only when it failed, for shrinking. A
/// replayed case is drawn here first, so one that cannot be generated never reaches a worker.
///
/// With `jobs` workers, each batch's cases go to whichever worker answers first, and answers
/// are stored by case index, so results do not depend on which worker is faster.
final class ChildProcessEvaluator<Value>: CaseEvaluator {
  private let property: Property<Value>
  private let maximumChoices: Int
  private let configuration: ChildProcessConfiguration
  /// Raised (Ctrl-C, SIGTERM) while cases run: the wait for their answers ends, the workers
  /// are stopped, and the cases not answered are left out of the results.
  private let interruption: CampaignInterruption?
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
    property: Property<Value>, maximumChoices: Int, configuration: ChildProcessConfiguration,
    interruption: CampaignInterruption? = nil
  ) throws(PropertyEngineError) {
    self.property = property
    self.maximumChoices = maximumChoices
    self.configuration = configuration
    self.interruption = interruption
    workers = Array(repeating: nil, count: configuration.jobs)
    // A worker that dies mid-request must not kill the campaign through SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    workers[0] = try launch()
  }

  func generate(caseSeeds: [UInt64]) -> [CaseExecution] {
    var results = check(caseSeeds.count) { offset in
      (CaseExecution(outcome: .passed, sequence: ChoiceSequence([])), .seed(caseSeeds[offset]))
    }
    // Only a failure needs its choices (to shrink it): draw just those cases again here.
    // Interrupted, `results` holds the cases answered before the first one that was not.
    for offset in results.indices where results[offset].outcome.failure != nil {
      var drawn = locally(RandomChoiceSource(seed: caseSeeds[offset]))
      drawn.outcome = results[offset].outcome
      drawn.labels = results[offset].labels
      results[offset] = drawn
    }
    return results
  }

  func generate(caseSeed: UInt64) -> CaseExecution? {
    generate(caseSeeds: [caseSeed]).first
  }

  func replay(_ sequence: ChoiceSequence) -> CaseExecution {
    // An interrupted replay (a shrink candidate) shows nothing: it is not taken as failing,
    // so the shrinker ends with the smallest case found so far.
    let abandoned = CaseExecution(outcome: .passed, sequence: sequence)
    if interruption?.isRequested == true { return abandoned }
    let results = check(1) { _ in
      let drawn = locally(ReplayChoiceSource(sequence))
      return (drawn, drawn.outcome == .passed ? .replay(drawn.sequence) : nil)
    }
    return results.first ?? abandoned
  }

  func shutDown() {
    for worker in workers { worker?.stop() }
    workers = Array(repeating: nil, count: workers.count)
  }

  /// Generates without checking, so the parent knows the choices, kinds and spans.
  private func locally(_ source: any ChoiceSource) -> CaseExecution {
    property.execute(source: source, maximumChoices: maximumChoices, checking: false)
  }

  /// Cases one worker holds at once: the one it runs and the next two, already in its pipe, so
  /// it never waits for the parent between two cases.
  private static var inFlightPerWorker: Int { 3 }

  /// Prepares `count` cases here (each an execution and the request that checks it in a
  /// worker, if any) and checks them in workers. Cases are handed out as workers answer (a
  /// worker that drew short cases takes more), at most ``inFlightPerWorker`` each, and
  /// preparation goes on while workers run, so neither a slow case nor the parent leaves a
  /// worker idle. Results are stored by case index, so they do not depend on which worker ran
  /// what. A worker that dies (trap, hang) answers for the case it died on; the cases it held
  /// after it are checked again by a fresh worker. Cases without a request keep their
  /// prepared outcome. An interruption ends the wait at once: the result is then the cases
  /// answered before the first one that was not.
  private func check(
    _ count: Int, _ prepare: (Int) -> (CaseExecution, WorkerRequest?)
  ) -> [CaseExecution] {
    var results: [CaseExecution] = []
    results.reserveCapacity(count)
    var dispatch = Dispatch(slots: workers.count)
    dispatch.requests.reserveCapacity(count)
    for offset in 0..<count where !dispatch.isAbandoned {
      let (execution, request) = prepare(offset)
      results.append(execution)
      dispatch.requests.append(request)
      if request != nil { dispatch.waiting.append(offset) }
      send(&dispatch, &results)
      collect(&dispatch, into: &results, blocking: false)
    }
    while !dispatch.isDone, !dispatch.isAbandoned {
      send(&dispatch, &results)
      collect(&dispatch, into: &results, blocking: true)
    }
    guard dispatch.isAbandoned else { return results }
    let answered = results.indices.firstIndex { dispatch.isPending(offset: $0) } ?? results.count
    return Array(results[..<answered])
  }

  /// Which cases wait for a worker and which each worker holds, oldest first.
  private struct Dispatch {
    /// Per case offset: what a worker is sent to check it; nil keeps the prepared outcome.
    var requests: [WorkerRequest?] = []
    /// Case offsets not yet sent (or sent to a worker that died before running them).
    var waiting: [Int] = []
    var nextWaiting = 0
    /// Per worker slot: the offsets sent and not answered, in the order sent.
    var held: [[Int]]
    /// Per worker slot: when its oldest held case started running, for the timeout.
    var started: [ContinuousClock.Instant]

    init(slots: Int) {
      held = Array(repeating: [], count: slots)
      started = Array(repeating: ContinuousClock().now, count: slots)
    }

    var isDone: Bool { nextWaiting == waiting.count && held.allSatisfy(\.isEmpty) }

    /// Set when an interruption ended the wait; the workers were stopped.
    var isAbandoned = false

    /// Whether the case at `offset` still waits for, or is held by, a worker.
    func isPending(offset: Int) -> Bool {
      waiting[nextWaiting...].contains(offset) || held.contains { $0.contains(offset) }
    }
  }

  /// Hands waiting cases to workers with room, lowest slot first.
  private func send(_ dispatch: inout Dispatch, _ results: inout [CaseExecution]) {
    for slot in workers.indices {
      while dispatch.nextWaiting < dispatch.waiting.count,
        dispatch.held[slot].count < Self.inFlightPerWorker
      {
        let offset = dispatch.waiting[dispatch.nextWaiting]
        dispatch.nextWaiting += 1
        guard let worker = worker(at: slot) else {
          results[offset].outcome = .failed(
            PropertyFailure(
              identity: PropertyFailure.trapIdentity, message: "no worker could start"))
          continue
        }
        if dispatch.held[slot].isEmpty { dispatch.started[slot] = ContinuousClock().now }
        if let request = dispatch.requests[offset] { worker.send(request) }
        dispatch.held[slot].append(offset)
      }
    }
  }

  /// Reads the answers that are ready; with `blocking`, first waits until one is, or until
  /// the oldest running case passes the timeout (that worker is then killed and its case is
  /// a timeout failure).
  private func collect(
    _ dispatch: inout Dispatch, into results: inout [CaseExecution], blocking: Bool
  ) {
    var busy: [Int] = []
    for slot in workers.indices where !dispatch.held[slot].isEmpty { busy.append(slot) }
    guard !busy.isEmpty else { return }
    var ready = busy.filter { workers[$0]?.hasBufferedAnswer ?? true }
    if ready.isEmpty {
      let deadline = busy.map { dispatch.started[$0] + timeout }.min() ?? ContinuousClock().now
      let descriptors = busy.map { workers[$0]?.answerDescriptor ?? -1 }
      // Waiting, in slices of a tenth of a second, so an interruption ends a wait for a case
      // that hangs at once instead of after its timeout.
      func slice() -> ContinuousClock.Instant {
        blocking ? min(deadline, ContinuousClock().now + .milliseconds(100)) : ContinuousClock().now
      }
      var readable = FileDescriptorIO.readable(descriptors, until: slice())
      while blocking, !readable.contains(true), ContinuousClock().now < deadline {
        if interruption?.isRequested == true {
          dispatch.isAbandoned = true
          shutDown()
          return
        }
        readable = FileDescriptorIO.readable(descriptors, until: slice())
      }
      ready = zip(busy, readable).filter(\.1).map(\.0)
      if ready.isEmpty, blocking {
        // Nothing came before the deadline: the workers whose case ran out of time.
        let now = ContinuousClock().now
        ready = busy.filter { dispatch.started[$0] + timeout <= now }
      }
    }
    for slot in ready { receive(slot, &dispatch, into: &results) }
  }

  /// Takes the answer to the oldest case `slot` holds. A worker that died (a trap or a
  /// timeout) answered for that case; the cases it held after it go back to the front of the
  /// queue for a fresh worker.
  private func receive(
    _ slot: Int, _ dispatch: inout Dispatch, into results: inout [CaseExecution]
  ) {
    guard let worker = workers[slot] else { return }
    let offset = dispatch.held[slot].removeFirst()
    // An answer already on its way by the deadline still counts.
    let remaining = ContinuousClock().now.duration(to: dispatch.started[slot] + timeout)
    let answer = worker.receive(timeout: max(remaining, .milliseconds(50)), caseLimit: timeout)
    if let reason = worker.protocolFailure, protocolFailure == nil {
      protocolFailure = .workerFailure(executable: worker.executable, reason: reason)
    }
    results[offset].outcome = answer.outcome
    results[offset].labels = answer.labels
    dispatch.started[slot] = ContinuousClock().now
    guard !answer.alive else { return }
    worker.stop()
    workers[slot] = nil
    let orphans = dispatch.held[slot]
    dispatch.held[slot] = []
    dispatch.waiting.replaceSubrange(
      dispatch.nextWaiting..<dispatch.nextWaiting, with: orphans)
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
