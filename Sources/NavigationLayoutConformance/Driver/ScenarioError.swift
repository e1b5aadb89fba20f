/// Why a scenario could not be run at all (as opposed to a rule it broke).
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `setLayoutDelegate(_:)` threw; the text is the SDK's error.
  case delegateRefused(String)

  public var description: String {
    switch self {
    case .delegateRefused(let error):
      "the map refused the layout delegate (\(error)); set it before enableNavigation"
    }
  }
}
