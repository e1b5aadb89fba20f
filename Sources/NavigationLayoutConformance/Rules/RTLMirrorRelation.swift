import Foundation
import GoogleNavigationModel
import UIKitModel

/// NLC-017: a right-to-left layout is the mirror image of the left-to-right one (DESIGN.md §6;
/// seeds: the SDK lays its own components out on leading and trailing edges).
///
/// The variant runs the same events in the mirror world: the layout direction flipped and the
/// left and right safe-area insets swapped, in the environment and in every resize (the sizes
/// stay). Every generated screen has equal side insets, so the swap only matters for
/// hand-written scenarios. At every settled step the elements are paired by name (the `k`-th
/// `prompt #1` with the `k`-th `prompt #1`); each name must occur as often in both runs, a
/// paired element must be visible in both or in neither, and a visible one's visual rectangle
/// in the variant must be the base's mirrored across the map's vertical centre line
/// (``RuleGeometry/mirrored(_:width:)``, within ``RuleGeometry/tolerance``).
public struct RTLMirrorRelation: MetamorphicRelation {
  public let id = "NLC-017"
  public let title = "a right-to-left layout is the mirror image of the left-to-right one"

  /// Creates the relation.
  public init() {}

  /// The scenario in the mirror world: direction flipped, side insets swapped.
  public func variant(of scenario: Scenario) -> Scenario? {
    var variant = scenario
    let screen = scenario.environment.screen
    variant.environment.screen.layoutDirection =
      screen.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
    variant.environment.screen.safeAreaInsets = Self.swappingSides(screen.safeAreaInsets)
    variant.events = scenario.events.map { event in
      guard case .resize(let size, let insets) = event else { return event }
      return .resize(size: size, safeAreaInsets: Self.swappingSides(insets))
    }
    return variant
  }

  static func swappingSides(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
  }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? {
    let direction = base.scenario.environment.screen.layoutDirection == .rightToLeft
      ? "left to right" : "right to left"
    for (snapshot, other) in settledPairs(base: base, variant: variant) {
      let pairing = ElementPairing(snapshot.elements, other.elements)
      if let mismatch = pairing.countMismatch {
        return violation(
          at: snapshot,
          "\(mismatch.name) occurs \(mismatch.first) times, but \(mismatch.second) times when "
            + "laid out \(direction)",
          highlights: [])
      }
      let width = snapshot.mapBounds.width
      for (left, right) in pairing.pairs where left.isCompared && (left.isVisible || right.isVisible) {
        let expected = RuleGeometry.mirrored(left.visualRect, width: width)
        guard left.isVisible != right.isVisible || !RuleGeometry.same(expected, right.visualRect)
        else { continue }
        let shown = left.isVisible ? "visible" : "hidden"
        let variantShown = right.isVisible ? "visible" : "hidden"
        return violation(
          at: snapshot,
          "\(left.name) is \(shown) at \(RectText.describe(left.visualRect)); laid out "
            + "\(direction) it is \(variantShown) at \(RectText.describe(right.visualRect)), not "
            + "at its mirror image \(RectText.describe(expected))",
          highlights: [.init(left.name, left.visualRect), .init("\(left.name) (mirrored)", right.visualRect)])
      }
    }
    return nil
  }
}
