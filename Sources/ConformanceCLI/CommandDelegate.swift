public import GoogleNavigationModel

/// A delegate the command line can run: its name on the command line, optionally the rule it
/// is known to break (faulty delegates) and a one-line summary for `delegates`.
public struct CommandDelegate: Sendable {
  /// The name given to `--delegate`.
  public var name: String
  /// The rule this delegate is known to break, such as `NLC-009`; nil for one meant to
  /// conform.
  public var ruleID: String?
  /// One sentence for the `delegates` listing; may be empty.
  public var summary: String
  /// Makes a fresh instance; called on the main actor for each run.
  public var make: @MainActor () -> any NavigationLayoutDelegate

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The name on the command line.
  ///   - ruleID: The rule it breaks on purpose, if any.
  ///   - summary: One sentence describing it.
  ///   - make: Makes a fresh delegate.
  public init(
    name: String, ruleID: String? = nil, summary: String = "",
    make: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) {
    self.name = name
    self.ruleID = ruleID
    self.summary = summary
    self.make = make
  }

  /// Entries for a name-to-factory dictionary, sorted by name so listings and defaults never
  /// depend on dictionary order.
  static func sorted(
    _ delegates: [String: @MainActor () -> any NavigationLayoutDelegate]
  ) -> [CommandDelegate] {
    delegates.keys.sorted().map { CommandDelegate(name: $0, make: delegates[$0]!) }
  }
}
