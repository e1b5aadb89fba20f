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
///
/// Inside a view that fixes its own layout direction (``ElementSnapshot/fixesLayoutDirection``:
/// playback controls, a forced direction) the subviews keep their order: such a view moves to
/// its mirrored place, and what is inside it moves with it without mirroring (UIKit's
/// `UISemanticContentAttribute.playback` is for controls that must not flip). Where it is, the
/// expected rectangle is built from the parent's expected one, top down.
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
          highlights: [], kind: "count differs", elementNames: [mismatch.name])
      }
      let expectedRects = Self.expectedRects(snapshot)
      for (left, right) in pairing.pairs where left.isCompared && (left.isVisible || right.isVisible) {
        let expected = expectedRects[left.index]
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

  /// Each element's visual rectangle as the mirror world should show it, by element index:
  /// mirrored within its parent unless the parent fixes its layout direction, then placed in
  /// the parent's expected frame (parents come before their children in the walk).
  static func expectedRects(_ snapshot: LayoutSnapshot) -> [CGRect] {
    let width = snapshot.mapBounds.width
    let elements = snapshot.elements
    // Without a view of fixed direction, everything mirrors across the map's centre line.
    guard elements.contains(where: \.fixesLayoutDirection) else {
      return elements.map { RuleGeometry.mirrored($0.visualRect, width: width) }
    }
    var frames: [CGRect] = []
    var rects: [CGRect] = []
    frames.reserveCapacity(elements.count)
    rects.reserveCapacity(elements.count)
    for element in elements {
      let parent = element.parentIndex.map { elements[$0] }
      let parentFrame = parent?.frame ?? CGRect(x: 0, y: 0, width: width, height: 0)
      let expectedParentX = element.parentIndex.map { frames[$0].minX } ?? 0
      func place(_ rect: CGRect) -> CGRect {
        let local = rect.minX - parentFrame.minX
        let x =
          parent?.fixesLayoutDirection == true
          ? expectedParentX + local : expectedParentX + parentFrame.width - local - rect.width
        return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
      }
      frames.append(place(element.frame))
      rects.append(place(element.visualRect))
    }
    return rects
  }
}
