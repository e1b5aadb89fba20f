/// Why a ``Solver`` refused an operation. Each case carries what the caller needs to act.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicting` is a mutually exclusive set: the constraint plus already-added required
  /// constraints that together have no solution. Members come in the order they were added,
  /// the new constraint last. The set is minimal (no member can be dropped while the rest
  /// still conflict) whenever the contradiction's proof combines at most
  /// 200 constraints, which covers any layout; past that it is the proof's set as it is.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint's strength is outside (0, 1000].
  case invalidStrength(Constraint)
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// The value suggested for an edit variable is NaN or larger in magnitude than
  /// ``Solver/maximumSuggestion``.
  case suggestionOutOfRange(Variable, Double)
  /// The variable is not an edit variable of the solver.
  case unknownEditVariable(Variable)
  /// The variable is already an edit variable of the solver.
  case duplicateEditVariable(Variable)
  /// Edit variables must be optional: the strength given was required or outside (0, 1000).
  case badEditStrength(Variable, Strength)
  /// The solver reached a state its algorithm rules out; the message says which.
  case internalSolverError(String)

  /// A one-line message naming the operation and its payload.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicting):
      "unsatisfiable constraint: \(constraint); mutually exclusive: "
        + conflicting.map { "[\($0)]" }.joined(separator: ", ")
    case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
    case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
    case .invalidStrength(let constraint):
      "invalid strength \(constraint.strength.rawValue.shortDescription): must be in (0, 1000]: \(constraint)"
    case .nonFiniteConstraint(let constraint):
      "constraint with a NaN or infinite number: \(constraint)"
    case .suggestionOutOfRange(let variable, let value):
      "suggested value \(value) for \(variable) is out of range: at most 1e15 in magnitude"
    case .unknownEditVariable(let variable): "unknown edit variable: \(variable)"
    case .duplicateEditVariable(let variable): "duplicate edit variable: \(variable)"
    case .badEditStrength(let variable, let strength):
      "edit variable \(variable) needs an optional strength in (0, 1000), not \(strength)"
    case .internalSolverError(let message): "internal solver error: \(message)"
    }
  }
}
