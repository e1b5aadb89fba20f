public import Foundation

/// NLC-002: the camera viewport is in the map's hierarchy, at least 44 × 44 points, and inside
/// the map while navigation is on (DESIGN.md §6).
///
/// **When:** in the ready and guiding phases, at every checkpoint (after each event and
/// settled); not on presentation frames sampled during animations.
///
/// **What:** an element with role ``ElementRole/viewport`` exists, its frame is at least
/// ``minimumSize`` (less ``RuleGeometry/tolerance``) in both directions, and lies inside the
/// map's bounds within the tolerance. The viewport draws nothing, so it is not required to be
/// visible.
///
/// **Why:** the guide's essentials checklist and "Required components" make the viewport
/// mandatory in every state: the SDK frames the camera in it, putting the vehicle chevron and
/// the route there. A viewport squeezed to a sliver (or to nothing, as a layout that lets
/// cards and panels eat the open area does) leaves the camera nothing to frame; outside the
/// map it frames what nobody sees. 44 points is the smallest size the project accepts: the
/// size of a tap target in Apple's guidelines, about what the chevron and a short stretch of
/// route need, and small enough that every plausible environment (DESIGN.md §4) leaves that
/// much open map beside the cards and a prompt.
public struct ViewportPresentRule: ConformanceRule {
  public let id = "NLC-002"
  public let title = "viewport present: in the hierarchy, at least a minimum size, inside the map"
  /// The smallest viewport accepted, in points.
  public static let minimumSize = CGSize(width: 44, height: 44)

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when the viewport conforms or the rule does not apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.phase != .off, snapshot.isCheckpoint else { return nil }
    guard let viewport = snapshot.element(.viewport) else {
      return RuleFinding("the viewport is not in the map's hierarchy")
    }
    let minimum = Self.minimumSize
    if viewport.frame.width < minimum.width - RuleGeometry.tolerance
      || viewport.frame.height < minimum.height - RuleGeometry.tolerance
    {
      return RuleFinding(
        "\(viewport) is smaller than \(Environment.points(minimum.width))×"
          + "\(Environment.points(minimum.height))",
        highlights: [RuleFinding.Highlight(viewport.name, viewport.frame)])
    }
    if !RuleGeometry.contains(snapshot.mapBounds, viewport.frame) {
      return .outside(viewport, "the map", snapshot.mapBounds)
    }
    return nil
  }
}
