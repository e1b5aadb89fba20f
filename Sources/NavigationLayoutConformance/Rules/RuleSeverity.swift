/// How much a broken rule matters (DESIGN.md §6).
public enum RuleSeverity: String, Hashable, Sendable {
  /// The layout is wrong: the case fails and the delegate does not conform.
  case error
  /// Worth fixing, not wrong: reported and shrunk, but ``ConformanceReport/isConforming`` stays
  /// true, and an error later in the same case takes precedence.
  case warning
}
