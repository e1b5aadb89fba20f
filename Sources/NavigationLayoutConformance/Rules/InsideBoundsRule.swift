/// NLC-019: visible elements stay inside the map; the ones a driver taps stay inside the safe
/// area (DESIGN.md §6).
///
/// **When:** in every phase, at settled checkpoints only: the guide suggests starting a prompt
/// just below the visible area and sliding it in, so elements in transit may be off the map.
///
/// **What:** every visible drawn element (``ElementRole/isDrawn``) has its visual rectangle
/// inside the map's bounds, and every visible interactive one (``ElementRole/isInteractive``:
/// the logo, which turns into the re-center button, Google's buttons and the app's floating
/// controls) inside the safe area, within ``RuleGeometry/tolerance``. Cards and prompts may
/// extend behind the unsafe bands; their visual rectangles exclude those bands. The first
/// offending element in the map's preorder is reported.
///
/// **Why:** an element off the map is not seen, so whatever the guide requires of it (the
/// logo's presence, the cards' information) is lost; the guide's safe-area anchors in its
/// sample place every control inside the safe area, where the home indicator, the notch and
/// rounded corners cannot swallow a tap.
///
/// ```swift
/// print(InsideBoundsRule().check(snapshot, in: context)?.detail ?? "ok")
/// // button(compass) (337, 30, 48×48), interactive, is outside the safe area (0, 59, 393×759)
/// ```
public struct InsideBoundsRule: ScanningRule {
  public let id = "NLC-019"
  public let title = "visible elements inside the map; interactive ones inside the safe area"

  /// Creates the rule.
  public init() {}

  /// Every element outside its area, in the map's preorder: the first only, unless `all`;
  /// none when the snapshot is not settled.
  public func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding] {
    guard snapshot.isSettled else { return [] }
    var found: [RuleFinding] = []
    for element in snapshot.elements where element.isVisible && element.role.isDrawn {
      if !RuleGeometry.contains(snapshot.mapBounds, element.visualRect) {
        found.append(.outside(element, "the map", snapshot.mapBounds))
      } else if element.role.isInteractive,
        !RuleGeometry.contains(snapshot.safeArea, element.visualRect)
      {
        found.append(
          .outside(element, qualifier: ", interactive,", "the safe area", snapshot.safeArea))
      }
      if !all, !found.isEmpty { break }
    }
    return found
  }

  /// Records, per visible drawn element, how far its visual rectangle lies inside the map
  /// (``RuleGeometry/inset(of:in:)``), and inside the safe area for an interactive one, in
  /// points.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.isSettled else { return }
    for element in snapshot.elements where element.isVisible && element.role.isDrawn {
      let area = element.role.isInteractive ? snapshot.safeArea : snapshot.mapBounds
      readings.record(RuleGeometry.inset(of: element.visualRect, in: area), rule: id, element.name)
    }
  }
}
