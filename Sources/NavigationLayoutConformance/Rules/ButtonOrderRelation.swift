import Foundation
public import GoogleNavigationModel

/// NLC-016: button order and unknown button types do not lose known buttons (DESIGN.md §6;
/// seeds: `NavigationButtonKnownType` is an open set, so new SDK versions may add buttons and
/// reorder the lists, and a delegate must not rely on fixed indices).
///
/// The variant runs the same events with both button lists (navigation ready and guidance)
/// reversed and an unknown button type, raw value 99, appended to each. At every settled step
/// a compass or reporting button in the map's hierarchy in one run must be in it in the other
/// (an error: the delegate lost a button the SDK handed over, as indexing the list does; a
/// trap in the variant run is NLC-021's). A known button that is visible in one run only, or
/// sits elsewhere (beyond ``RuleGeometry/tolerance``, map coordinates), is a warning: the
/// guide's own sample places the buttons in the order the SDK gives them, so their places may
/// follow that order.
public struct ButtonOrderRelation: MetamorphicRelation {
  public let id = "NLC-016"
  public let title = "button order and unknown button types do not move known buttons"

  /// The unknown button type the variant adds; outside the generator's 100–103.
  public static let addedType = NavigationButtonKnownType(rawValue: 99)
  /// The buttons whose place must not change.
  static let knownTypes: [NavigationButtonKnownType] = [.compass, .reporting]

  /// Creates the relation.
  public init() {}

  /// The scenario with both button lists reversed and ``addedType`` appended to each.
  public func variant(of scenario: Scenario) -> Scenario? {
    var variant = scenario
    var configuration = variant.environment.configuration
    configuration.readyButtons = configuration.readyButtons.reversed() + [Self.addedType]
    configuration.guidanceButtons = configuration.guidanceButtons.reversed() + [Self.addedType]
    variant.environment.configuration = configuration
    return variant
  }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? {
    var warning: Violation?
    let change = "when the button lists are reversed and an unknown button is added"
    for (snapshot, other) in settledPairs(base: base, variant: variant) {
      for type in Self.knownTypes {
        let role = ElementRole.button(type)
        switch (snapshot.element(role), other.element(role)) {
        case (nil, nil): continue
        case (let left?, nil):
          return violation(
            at: snapshot,
            "\(role) is in the map's hierarchy, but goes missing \(change)",
            highlights: [.init("\(role)", left.visualRect)], kind: Self.lost,
            signatureNames: [])
        case (nil, let right?):
          return violation(
            at: snapshot,
            "\(role) is missing from the map's hierarchy, but is there \(change)",
            highlights: [.init("\(role) (variant)", right.visualRect)], kind: Self.lost,
            signatureNames: [])
        case (let left?, let right?):
          guard warning == nil else { continue }
          warning = placementWarning(role, left, right, at: snapshot, change: change)
        }
      }
    }
    return warning
  }

  /// The signature's kind when a known button goes missing with the order (an error). Which
  /// button it is follows from the environment (which buttons the SDK hands out), not from the
  /// delegate's code, so the button is left out of the signature: one bug, however many
  /// buttons it loses.
  static let lost = "a known button lost when the order changes"
  /// The signature's kind when a known button moves, shows or hides with the order (a
  /// warning).
  static let moved = "a known button moves with the order"

  /// A warning when a known button is shown in one run only, or shown in different places.
  private func placementWarning(
    _ role: ElementRole, _ left: ElementSnapshot, _ right: ElementSnapshot,
    at snapshot: LayoutSnapshot, change: String
  ) -> Violation? {
    switch (left.isVisible, right.isVisible) {
    case (false, false): return nil
    case (true, true):
      guard !RuleGeometry.same(left.visualRect, right.visualRect) else { return nil }
      return violation(
        at: snapshot, severity: .warning,
        "\(role) is at \(RectText.describe(left.visualRect)), but at "
          + "\(RectText.describe(right.visualRect)) \(change)",
        highlights: [
          .init("\(role)", left.visualRect), .init("\(role) (variant)", right.visualRect),
        ], kind: Self.moved, signatureNames: [])
    case (true, false):
      return violation(
        at: snapshot, severity: .warning,
        "\(role) is shown at \(RectText.describe(left.visualRect)), but hidden \(change)",
        highlights: [.init("\(role)", left.visualRect)], kind: Self.moved, signatureNames: [])
    case (false, true):
      return violation(
        at: snapshot, severity: .warning,
        "\(role) is hidden, but shown at \(RectText.describe(right.visualRect)) \(change)",
        highlights: [.init("\(role) (variant)", right.visualRect)], kind: Self.moved,
        signatureNames: [])
    }
  }
}
