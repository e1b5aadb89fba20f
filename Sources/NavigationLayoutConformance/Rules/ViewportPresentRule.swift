public import Foundation

/// NLC-002: the camera viewport is in the map's hierarchy, at least 32 × 32 points, and inside
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
/// map it frames what nobody sees. 32 points each way is the project's minimum (not Google's):
/// room for the vehicle chevron (Google publishes no size; the model assumes under 32 points)
/// with a little route around it. It is deliberately low: on a landscape phone in narrow mode
/// with a prompt up, the open map between the turn card and the prompt can be under 80 points
/// tall, and a delegate that keeps its own panel and the logo's row there leaves the viewport
/// about 40 points (the reference delegate does); that is cramped, not broken.
public struct ViewportPresentRule: ConformanceRule {
  public let id = "NLC-002"
  public let title = "viewport present: in the hierarchy, at least a minimum size, inside the map"
  /// The smallest viewport accepted, in points.
  public static let minimumSize = CGSize(width: 32, height: 32)

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when the viewport conforms or the rule does not apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.phase != .off, snapshot.isCheckpoint else { return nil }
    guard let viewport = snapshot.element(.viewport) else {
      return RuleFinding(
        "the viewport is not in the map's hierarchy", kind: "missing", elementNames: ["viewport"])
    }
    let minimum = Self.minimumSize
    if viewport.frame.width < minimum.width - RuleGeometry.tolerance
      || viewport.frame.height < minimum.height - RuleGeometry.tolerance
    {
      return RuleFinding(
        "\(viewport) is smaller than \(Environment.points(minimum.width))×"
          + "\(Environment.points(minimum.height))",
        highlights: [RuleFinding.Highlight(viewport.name, viewport.frame)], kind: "too small")
    }
    if !RuleGeometry.contains(snapshot.mapBounds, viewport.frame) {
      return .outside(viewport, "the map", snapshot.mapBounds)
    }
    return nil
  }
}
