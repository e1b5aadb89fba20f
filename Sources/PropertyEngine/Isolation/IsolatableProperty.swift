/// A property an isolation worker can run by name, whatever its value type.
///
/// ``Property`` conforms; workers receive a list of them in
/// ``IsolationWorker/serveIfRequested(_:)``.
///
/// ```swift
/// let properties: [any IsolatableProperty] = [reverse, noTrap]
/// ```
public protocol IsolatableProperty: Sendable {
  /// The property's name, which the parent sends to pick it.
  var name: String { get }

  /// Runs one case; see ``Property/execute(source:maximumChoices:checking:)``.
  ///
  /// - Parameters:
  ///   - source: Where the choices come from.
  ///   - maximumChoices: The overrun limit.
  ///   - checking: False to only generate.
  /// - Returns: The execution record.
  func execute(source: any ChoiceSource, maximumChoices: Int, checking: Bool) -> CaseExecution
}

extension Property: IsolatableProperty {}
