/// An unknown of a linear system, identified by the object itself.
///
/// A variable holds no value: a ``Solver`` assigns values, and ``Solver/value(of:)`` reads
/// them after ``Solver/updateVariables()``. Two variables with the same name are still two
/// variables; the name only appears in dumps and error messages.
///
/// ```swift
/// let width = Variable("turnCard.width")
/// print(width)  // turnCard.width
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// The name shown in dumps and error messages.
  public let name: String

  /// Creates a variable.
  ///
  /// - Parameter name: The name shown in dumps and error messages; it need not be unique.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The name, or "<unnamed>".
  public var description: String { name.isEmpty ? "<unnamed>" : name }

  /// Whether the two are the same variable (identity, not name).
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
