/// NLC-004: no opaque overlay covers the camera viewport; floating controls may
/// (DESIGN.md §6).
///
/// **When:** in every phase, at settled checkpoints only: a prompt sliding in passes through
/// places it does not stay, and the guide tells the delegate to animate it (see NLC-003).
///
/// **What:** no visible element whose role is an opaque overlay (``ElementRole/isOpaqueOverlay``:
/// turn card, ETA card, prompts, the app's opaque views) has a visual rectangle overlapping the
/// viewport's frame by more than ``RuleGeometry/tolerance`` in both directions. The logo, the
/// buttons, the speed widget, the trip progress bar and the app's floating controls float over
/// the map and may sit inside the viewport. An opaque app view that contains the viewport
/// counts too: it hides the map the camera frames.
///
/// **Why:** the guide's "Required components" section asks for the viewport to cover the open,
/// unobstructed part of the screen without extending under opaque overlays such as custom
/// bottom sheets, because the SDK centres the vehicle chevron and draws the route inside it;
/// its tip on the camera pins the viewport's top to the turn card's bottom for the same reason.
///
/// ```swift
/// print(ViewportUnobstructedRule().check(snapshot, in: context)?.detail ?? "ok")
/// // turnCard (8, 8, 377×222) covers viewport (0, 59, 393×600) in (8, 59, 377×171)
/// ```
public struct ViewportUnobstructedRule: ScanningRule {
  public let id = "NLC-004"
  public let title = "viewport unobstructed by opaque overlays"

  /// Creates the rule.
  public init() {}

  /// Every opaque overlay over the viewport, in the map's preorder: the first only, unless
  /// `all`; none when the snapshot is not settled.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding] {
    guard snapshot.isSettled, let viewport = snapshot.element(.viewport) else { return [] }
    var found: [RuleFinding] = []
    for element in snapshot.elements where element.isVisible && element.role.isOpaqueOverlay {
      if let overlap = RuleGeometry.overlap(element.visualRect, viewport.frame) {
        found.append(.overlap(element, "covers", viewport, in: overlap))
        if !all { break }
      }
    }
    return found
  }

  /// Records, per opaque overlay, how far its visual rectangle is from the viewport's frame
  /// (``RuleGeometry/separation(_:_:)``), in points.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.isSettled, let viewport = snapshot.element(.viewport) else { return }
    for element in snapshot.elements where element.isVisible && element.role.isOpaqueOverlay {
      readings.record(
        RuleGeometry.separation(element.visualRect, viewport.frame), rule: id, element.name,
        viewport.name)
    }
  }
}
