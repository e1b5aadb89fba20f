/// NLC-024 (warning): the camera viewport stays clear of the unsafe bands (DESIGN.md §6;
/// CONFORMANCE.md §1b).
///
/// **When:** navigation ready and guiding, at settled checkpoints only.
///
/// **What:** the viewport's frame, when it lies inside the map, lies inside the safe area too,
/// within ``RuleGeometry/tolerance`` on each edge. A viewport partly off the map is NLC-002's
/// error, not this rule's.
///
/// **Why:** the guide asks for the viewport to cover "the open, unobstructed part of the
/// screen", and the SDK frames the vehicle chevron and the route inside it, so a viewport
/// reaching under the sensor housing, into a landscape side band or behind the home indicator
/// can put the chevron where it cannot be seen. But the sentence names the app's opaque
/// overlays (custom bottom sheets) as what obstructs, and in wide mode the guide lets the
/// viewport sit "anywhere"; only its sample pins the viewport to `safeAreaLayoutGuide`. What the
/// guide recommends is a warning.
///
/// ```swift
/// print(ViewportInSafeAreaRule().check(snapshot, in: context)?.detail ?? "ok")
/// // viewport (0, 0, 393×600) is outside the safe area (0, 59, 393×759)
/// ```
public struct ViewportInSafeAreaRule: ConformanceRule {
  public let id = "NLC-024"
  public let title = "viewport clear of the unsafe bands"
  public let severity = RuleSeverity.warning

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when the viewport is inside the safe area, absent, empty, off
  /// the map or the snapshot is not settled.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.isSettled, let viewport = snapshot.element(.viewport),
      viewport.frame.width > 0, viewport.frame.height > 0,
      RuleGeometry.contains(snapshot.mapBounds, viewport.frame),
      !RuleGeometry.contains(snapshot.safeArea, viewport.frame)
    else { return nil }
    return .outside(viewport, "the safe area", snapshot.safeArea)
  }
}
