/// Why a scenario could not be run at all (as opposed to a rule it broke), or why a question
/// about one of its steps has no answer.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `setLayoutDelegate(_:)` threw; the text is the SDK's error.
  case delegateRefused(String)
  /// Nothing on the map answers to the name asked about (``LifecycleDriver/explain(_:in:at:)``);
  /// `known` lists the elements that were there, by name.
  case noSuchElement(String, known: [String])

  public var description: String {
    switch self {
    case .delegateRefused(let error):
      "the map refused the layout delegate (\(error)); set it before enableNavigation"
    case .noSuchElement(let name, let known):
      "nothing on the map at that step answers to \"\(name)\"; give an element's name, an "
        + "accessibilityIdentifier or a role. On the map: "
        + (known.isEmpty ? "nothing" : known.joined(separator: ", "))
    }
  }
}
