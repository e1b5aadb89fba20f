public import GoogleNavigation

/// A deliberately broken layout delegate: a small change from ``ReferenceLayoutDelegate``
/// (usually a subclass overriding one step), tagged with the rule it breaks. The conformance
/// tests assert each one is caught within 1,000 cases with a minimal repro.
public struct FaultyDelegate: Sendable {
  /// The name on the command line, such as `leaves-prompt-on-hide`.
  public let name: String
  /// The rule it breaks, such as `NLC-009`.
  public let ruleID: String
  /// What it does wrong, in one sentence.
  public let summary: String
  /// Makes a fresh instance.
  public let make: @MainActor @Sendable () -> any NavigationLayoutDelegate

  /// Creates a catalogue entry.
  public init(
    name: String, ruleID: String, summary: String,
    make: @escaping @MainActor @Sendable () -> any NavigationLayoutDelegate
  ) {
    self.name = name
    self.ruleID = ruleID
    self.summary = summary
    self.make = make
  }
}

/// The catalogue of faulty delegates, at least one per rule, in rule order.
public enum FaultyDelegates {
  /// Every faulty delegate, sorted by rule ID then name.
  public static var all: [FaultyDelegate] {
    (geometry + cleanup + relations).sorted { ($0.ruleID, $0.name) < ($1.ruleID, $1.name) }
  }

  /// The faulty delegate named `name`, in ``all`` or ``boundary``, or nil.
  public static func named(_ name: String) -> FaultyDelegate? {
    (all + boundary).first { $0.name == name }
  }
}
