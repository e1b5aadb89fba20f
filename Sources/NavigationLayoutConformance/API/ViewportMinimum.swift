public import Foundation

/// The sizes NLC-002 judges the camera viewport by, in points, the smaller of its width and
/// height compared with each.
///
/// A viewport under ``floor`` is an error: the camera has no room for the vehicle chevron and
/// any route around it. One at least ``floor`` but under ``warningSize`` is a warning
/// (`cramped`): a team may accept it where the screen is short (a landscape phone with a prompt
/// up), and sees it once in the report. Google publishes neither figure (the guide asks for the
/// viewport in every state, with no size): both are the project's, and the defaults, 24 and
/// 32 points, are chosen so that only a viewport no layout intends fails.
///
/// ```swift
/// var configuration = ConformanceConfiguration()
/// configuration.rules.viewportMinimum = ViewportMinimum(floor: 40, warningSize: 80)
/// ```
///
/// The command line takes the same values: `--viewport-floor 40 --viewport-warning 80`.
public struct ViewportMinimum: Hashable, Sendable {
  /// Below this, in points, in either direction, the viewport is an error.
  public var floor: CGFloat
  /// Below this, in points, in either direction (and not below ``floor``), it is a warning.
  /// Equal to ``floor`` turns the warning off.
  public var warningSize: CGFloat

  /// The default floor, in points.
  public static let defaultFloor: CGFloat = 24
  /// The default warning size, in points.
  public static let defaultWarningSize: CGFloat = 32

  /// Creates the sizes; ``ConformanceConfiguration/validate()`` refuses a floor under 0 or a
  /// warning size under the floor.
  public init(floor: CGFloat = defaultFloor, warningSize: CGFloat = defaultWarningSize) {
    self.floor = floor
    self.warningSize = warningSize
  }

  /// Whether these are the defaults (a printed repro sets them only when not).
  public var isDefault: Bool { self == ViewportMinimum() }

  /// Why these sizes cannot be used, naming the fix; nil when they can.
  var problem: String? {
    guard floor.isFinite, warningSize.isFinite, floor >= 0 else {
      return "viewport floor \(floor): give a number of points, 0 or more (the default is 24)"
    }
    guard warningSize >= floor else {
      return "viewport warning size \(warningSize) is under the floor \(floor): give a size at "
        + "least the floor (equal turns the warning off; the defaults are 24 and 32)"
    }
    return nil
  }
}
