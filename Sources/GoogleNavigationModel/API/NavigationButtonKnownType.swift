/// An open identifier of a Google button kind; future SDKs may add values (api-facts.md §4).
///
/// Compare against the named values; treat any other value as an unknown button.
///
/// ```swift
/// let compass = state.buttons.first { $0.type == .compass }
/// ```
public struct NavigationButtonKnownType: RawRepresentable, Hashable, Sendable {
  /// The raw identifier (Objective-C `int`).
  public let rawValue: Int32

  /// Creates a button type from its raw identifier; any value is allowed.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// The navigation compass. Raw value 1 is the model's choice; Google publishes none.
  public static let compass = NavigationButtonKnownType(rawValue: 1)
  /// The incident-reporting button (seeds, legacy API table). Raw value 2 is the model's choice.
  public static let reporting = NavigationButtonKnownType(rawValue: 2)
}
