/// A named property: a generator and a body that must hold for every value it generates.
///
/// The body throws to fail (a ``PropertyFailure`` names its identity; any other error is
/// identified by its type) and can label or discard its case through ``CaseContext``.
///
/// ```swift
/// let reverse = Property("reverse", Gen.arrays(of: Gen<Int>.integers())) { list, context in
///   try context.require(list.reversed() == list, identity: "reverse", "\(list)")
/// }
/// ```
public struct Property<Value>: Sendable {
  /// The property's name: it keys the failure database and isolation workers.
  public let name: String
  /// The generator of inputs.
  public let generator: Gen<Value>
  private let body: @Sendable (Value, CaseContext) throws -> Void

  /// Creates a property.
  ///
  /// - Parameters:
  ///   - name: A stable name; letters, digits, `-`, `_` and `.` keep file names readable.
  ///   - generator: The generator of inputs.
  ///   - body: The check; it throws to fail.
  public init(
    _ name: String, _ generator: Gen<Value>,
    _ body: @escaping @Sendable (Value, CaseContext) throws -> Void
  ) {
    self.name = name
    self.generator = generator
    self.body = body
  }

  /// Runs one case from a source: generates a value, then checks it unless `checking` is false.
  ///
  /// - Parameters:
  ///   - source: Where the choices come from.
  ///   - maximumChoices: The overrun limit.
  ///   - checking: False to only generate (isolation records choices in the parent this way).
  /// - Returns: The execution record; the outcome is `passed` when only generating succeeded.
  public func execute(
    source: any ChoiceSource, maximumChoices: Int = 8192, checking: Bool = true
  ) -> CaseExecution {
    let recorder = ChoiceRecorder(source: source, maximumChoices: maximumChoices)
    let context = CaseContext()
    let outcome: CaseOutcome
    do {
      let value = try generator.generateCase(using: recorder)
      if checking { try body(value, context) }
      outcome = .passed
    } catch let stop as GenerationStop {
      outcome = stop == .overrun ? .overrun : .rejected(reason: Self.reason(of: stop))
    } catch {
      outcome = .failed(PropertyFailure.from(error))
    }
    var execution = CaseExecution(
      outcome: outcome, sequence: recorder.sequence, kinds: recorder.kinds,
      spans: recorder.spans, labels: context.labels)
    execution.slacks = context.slacks
    return execution
  }

  /// Rebuilds the value a sequence stands for and describes it, for reports.
  ///
  /// - Parameter sequence: The choices.
  /// - Returns: `String(describing:)` of the value, or a note when it cannot be generated.
  public func describeValue(for sequence: ChoiceSequence) -> String {
    switch rebuild(sequence) {
    case .success(let value): String(describing: value)
    case .failure(let stop): "<not generable: \(stop)>"
    }
  }

  /// Rebuilds the value a sequence stands for.
  ///
  /// - Parameter sequence: The choices.
  /// - Returns: The value, or nil when the sequence does not generate one (it is rejected or
  ///   overruns).
  public func value(for sequence: ChoiceSequence) -> Value? {
    try? rebuild(sequence).get()
  }

  private func rebuild(_ sequence: ChoiceSequence) -> Result<Value, GenerationStop> {
    let recorder = ChoiceRecorder(source: ReplayChoiceSource(sequence))
    do throws(GenerationStop) {
      return .success(try generator.generateCase(using: recorder))
    } catch {
      return .failure(error)
    }
  }

  private static func reason(of stop: GenerationStop) -> String {
    if case .rejected(let reason) = stop { return reason }
    return "overrun"
  }
}
