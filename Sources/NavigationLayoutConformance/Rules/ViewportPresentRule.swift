import Foundation

/// NLC-002: the camera viewport is in the map's hierarchy, not smaller than a floor (an
/// error), inside the map while navigation is on, and warned about while it is cramped
/// (DESIGN.md §6).
///
/// **When:** in the ready and guiding phases, at every checkpoint (after each event and
/// settled); not on presentation frames sampled during animations.
///
/// **What:** an element with role ``ElementRole/viewport`` exists, its frame is at least
/// ``ViewportMinimum/floor`` (less ``RuleGeometry/tolerance``) in both directions, and lies
/// inside the map's bounds within the tolerance: otherwise an error. A viewport that passes
/// but is under ``ViewportMinimum/warningSize`` in a direction is a warning (`cramped`). The
/// viewport draws nothing, so it is not required to be visible.
///
/// **Why:** the guide's essentials checklist and "Required components" make the viewport
/// mandatory in every state: the SDK frames the camera in it, putting the vehicle chevron and
/// the route there. A viewport squeezed to a sliver (or to nothing, as a layout that lets
/// cards and panels eat the open area does) leaves the camera nothing to frame; outside the
/// map it frames what nobody sees. Google publishes no minimum size and no size for the
/// vehicle chevron, so both figures are the project's, settable in
/// ``RuleSelection/viewportMinimum``: below the floor (24 points by default) the camera has no
/// room for the chevron with any route around it, which no layout intends; between the floor
/// and the warning size (32 points) the view is cramped, which a layout may accept on a
/// landscape phone with a prompt up (the open map between the turn card and the prompt can be
/// under 80 points tall there, and a delegate that keeps its own panel and the logo's row
/// leaves the viewport about 40 points: the reference delegate does).
public struct ViewportPresentRule: ConformanceRule {
  public let id = "NLC-002"
  public let title = "viewport present: in the hierarchy, at least a minimum size, inside the map"
  /// The floor and the warning size this rule judges by.
  public var minimum: ViewportMinimum

  /// Creates the rule.
  ///
  /// - Parameter minimum: The floor (error) and warning size, in points; the defaults are 24
  ///   and 32.
  public init(minimum: ViewportMinimum = ViewportMinimum()) {
    self.minimum = minimum
  }

  /// Judges one snapshot; nil when the viewport conforms or the rule does not apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.phase != .off, snapshot.isCheckpoint else { return nil }
    guard let viewport = snapshot.element(.viewport) else {
      return RuleFinding(
        "the viewport is not in the map's hierarchy", kind: "missing", elementNames: ["viewport"])
    }
    let size = viewport.frame.size
    if min(size.width, size.height) < minimum.floor - RuleGeometry.tolerance {
      return RuleFinding(
        "\(viewport) is smaller than \(Self.square(minimum.floor)), the floor below which the "
          + "camera has no room for the vehicle chevron",
        highlights: [RuleFinding.Highlight(viewport.name, viewport.frame)], kind: "too small")
    }
    if !RuleGeometry.contains(snapshot.mapBounds, viewport.frame) {
      return .outside(viewport, "the map", snapshot.mapBounds)
    }
    if min(size.width, size.height) < minimum.warningSize - RuleGeometry.tolerance {
      return RuleFinding(
        "\(viewport) is cramped: under \(Self.square(minimum.warningSize)) (the floor is "
          + "\(Self.square(minimum.floor)))",
        highlights: [RuleFinding.Highlight(viewport.name, viewport.frame)], kind: "cramped",
        severity: .warning)
    }
    return nil
  }

  /// Records the viewport's smaller side over the floor (`viewport size`) and how far inside
  /// the map it lies (`viewport inside the map`), in points.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.phase != .off, snapshot.isCheckpoint,
      let viewport = snapshot.element(.viewport)
    else { return }
    let side = min(viewport.frame.width, viewport.frame.height)
    readings.record(Double(side - minimum.floor), rule: id, "viewport size")
    readings.record(
      RuleGeometry.inset(of: viewport.frame, in: snapshot.mapBounds), rule: id,
      "viewport inside the map")
  }

  private static func square(_ side: CGFloat) -> String {
    "\(Environment.points(side))×\(Environment.points(side))"
  }
}
