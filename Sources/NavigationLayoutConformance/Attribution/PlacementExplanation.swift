public import Foundation
public import UIKitModel
public import GoogleNavigationModel

/// Why one element is where it is at one step: its frame and the constraints that placed it
/// on each axis, app code first, each with the line that made it and whether it holds. What
/// `nav-layout-check why` prints; the answer a team would otherwise get by stepping through a
/// device's view debugger and `constraintsAffectingLayout(for:)`.
public struct PlacementExplanation: Sendable, CustomStringConvertible {
  /// The element's name in the case (`opaqueOverlay 'orderCard'`).
  public var element: String
  /// The step, 1-based.
  public var step: Int
  /// The step's event; nil for the closing settle.
  public var event: SDKEvent?
  /// The map's layout direction: which side leading is.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// The element's frame in map coordinates, in points.
  public var frame: CGRect
  /// Its visual rectangle (the frame inset by a Google component's margins), in map
  /// coordinates, in points: what the rules judge.
  public var visualRect: CGRect
  /// What placed it horizontally (x and width), app code first.
  public var horizontal: [ConstraintCause]
  /// What placed it vertically (y and height), app code first.
  public var vertical: [ConstraintCause]

  /// The explanation as `why` prints it.
  public var description: String {
    let event = self.event.map(ScenarioEventText.describe) ?? "closing settle"
    var lines = ["\(element) at step \(step) (\(event)): frame \(RectText.describe(frame))"]
    if visualRect != frame { lines[0] += ", visual rectangle \(RectText.describe(visualRect))" }
    let direction = layoutDirection == .rightToLeft ? "right to left" : "left to right"
    lines[0] += " (map coordinates, points; laid out \(direction))"
    for (title, causes) in [
      ("horizontal (x, width)", horizontal), ("vertical (y, height)", vertical),
    ] {
      lines.append(title + ":")
      lines +=
        causes.isEmpty
        ? ["  no constraint places it (a frame set in code, or the SDK's own layout)"]
        : causes.map { "  " + $0.description + ($0.state == .holds ? "  (holds)" : "") }
    }
    return lines.joined(separator: "\n")
  }
}
