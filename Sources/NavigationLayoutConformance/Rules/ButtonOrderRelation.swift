import Foundation
public import GoogleNavigationModel

/// NLC-016: button order and unknown button types do not move known buttons (DESIGN.md §6;
/// seeds: `NavigationButtonKnownType` is an open set, so new SDK versions may add buttons and
/// reorder the lists).
///
/// The variant runs the same events with both button lists (navigation ready and guidance)
/// reversed and an unknown button type, raw value 99, appended to each. At every settled step
/// the compass and reporting buttons must be visible in both runs or in neither, and where
/// visible have the same visual rectangle (map coordinates, within ``RuleGeometry/tolerance``).
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
    for (snapshot, other) in settledPairs(base: base, variant: variant) {
      for type in Self.knownTypes {
        let role = ElementRole.button(type)
        let left = snapshot.element(role).flatMap { $0.isVisible ? $0 : nil }
        let right = other.element(role).flatMap { $0.isVisible ? $0 : nil }
        switch (left, right) {
        case (nil, nil): continue
        case (let left?, let right?):
          if RuleGeometry.same(left.visualRect, right.visualRect) { continue }
          return violation(
            at: snapshot,
            "\(role) is at \(RectText.describe(left.visualRect)), but at "
              + "\(RectText.describe(right.visualRect)) when the button lists are reversed "
              + "and an unknown button is added",
            highlights: [.init("\(role)", left.visualRect), .init("\(role) (variant)", right.visualRect)])
        case (let left?, nil):
          return violation(
            at: snapshot,
            "\(role) is shown at \(RectText.describe(left.visualRect)), but not when the "
              + "button lists are reversed and an unknown button is added",
            highlights: [.init("\(role)", left.visualRect)])
        case (nil, let right?):
          return violation(
            at: snapshot,
            "\(role) is not shown, but is at \(RectText.describe(right.visualRect)) when the "
              + "button lists are reversed and an unknown button is added",
            highlights: [.init("\(role) (variant)", right.visualRect)])
        }
      }
    }
    return nil
  }
}
