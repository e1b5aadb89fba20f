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
/// trap in the variant run is NLC-021's). A known button whose treatment follows its index in
/// the SDK's list rather than its type is an error too: its visibility, size or container
/// changed between the runs and the button that took its index in the variant got what it had
/// (inside a hiding stack, which hides its views from the end by design, only a change of the
/// view's own alpha counts). A known button that is otherwise visible in one run only, or sits
/// elsewhere (beyond ``RuleGeometry/tolerance``, map coordinates), is a warning: the guide's
/// own sample places the buttons in the order the SDK gives them, so their places may follow
/// that order.
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
    let baseLists = base.scenario.environment.configuration
    let variantLists = variant.scenario.environment.configuration
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
          let lists = (
            Self.list(of: type, in: baseLists, phase: snapshot.phase),
            Self.list(of: type, in: variantLists, phase: other.phase)
          )
          if let aspect = Self.indexFollowed(
            type, base: (snapshot, lists.0), variant: (other, lists.1), left: left, right: right)
          {
            return violation(
              at: snapshot,
              "\(role)'s \(aspect) follows its index in the SDK's list, not its type: it changes "
                + "\(change), and the button that takes its index gets what \(role) had (tell "
                + "buttons apart by `type`)",
              highlights: [
                .init("\(role)", left.visualRect), .init("\(role) (variant)", right.visualRect),
              ], kind: Self.byIndex, signatureNames: [])
          }
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
  /// The signature's kind when a known button's visibility, size or container follows its
  /// index (an error).
  static let byIndex = "a known button treated by its index"

  /// The list the SDK handed `type` in for `phase`: the guidance list while guiding when it
  /// holds the type, else the ready list.
  private static func list(
    of type: NavigationButtonKnownType, in configuration: SimulatorConfiguration, phase: SDKPhase
  ) -> [NavigationButtonKnownType] {
    if case .guiding = phase, configuration.guidanceButtons.contains(type) {
      return configuration.guidanceButtons
    }
    return configuration.readyButtons
  }

  /// What of `type`'s treatment follows its index, if anything: `visibility`, `size` or
  /// `container`, when it differs between the runs and the variant's button at the base run's
  /// index of `type` has the base run's value (so the delegate gave the index, not the type,
  /// that treatment). Nil when the treatment is the same, or changed in a way no other button
  /// took over (a stack of fixed length sizing every button anew, for example).
  private static func indexFollowed(
    _ type: NavigationButtonKnownType,
    base: (snapshot: LayoutSnapshot, list: [NavigationButtonKnownType]),
    variant: (snapshot: LayoutSnapshot, list: [NavigationButtonKnownType]),
    left: ElementSnapshot, right: ElementSnapshot
  ) -> String? {
    guard let index = base.list.firstIndex(of: type), index < variant.list.count else {
      return nil
    }
    let heir = variant.list[index]
    guard heir != type, let successor = variant.snapshot.element(.button(heir)) else {
      return nil
    }
    // A hiding stack shows or hides its views from the end when room runs out, so there
    // visibility follows the order by design (the guide's sample); in a stack only a fading
    // the app did (alpha, which the stack never writes) is judged.
    let stacked = [(left, base.snapshot), (right, variant.snapshot), (successor, variant.snapshot)]
      .contains { isInHidingStack($0.0, in: $0.1) }
    if left.isVisible != right.isVisible, successor.isVisible == left.isVisible,
      !stacked || left.isTransparent != right.isTransparent
    {
      return "visibility"
    }
    guard left.isVisible, right.isVisible else { return nil }
    if !sameSize(left.frame.size, right.frame.size), sameSize(successor.frame.size, left.frame.size) {
      return "size"
    }
    let container = (
      containerName(of: left, in: base.snapshot), containerName(of: right, in: variant.snapshot),
      containerName(of: successor, in: variant.snapshot)
    )
    if container.0 != container.1, container.2 == container.0 { return "container" }
    return nil
  }

  private static func isInHidingStack(_ element: ElementSnapshot, in snapshot: LayoutSnapshot)
    -> Bool
  {
    holder(of: element, in: snapshot)?.role == .hidingStack
  }

  /// The element holding `element`; nil when the map holds it.
  private static func holder(of element: ElementSnapshot, in snapshot: LayoutSnapshot)
    -> ElementSnapshot?
  {
    guard let parent = element.parentIndex else { return nil }
    return snapshot.elements.first { $0.index == parent }
  }

  private static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) <= RuleGeometry.tolerance
      && abs(a.height - b.height) <= RuleGeometry.tolerance
  }

  /// The name of the element holding `element`, `the map` for none.
  private static func containerName(of element: ElementSnapshot, in snapshot: LayoutSnapshot)
    -> String
  {
    holder(of: element, in: snapshot)?.name ?? "the map"
  }

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
