/// One variable times a coefficient, the building block of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as written in code, such as `2 * x`.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient.shortDescription) * \(variable)"
  }
}
