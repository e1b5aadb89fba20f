public import Foundation

/// How the SDK decides wide mode from the map's size; Google publishes no threshold, so a
/// scenario draws one (DESIGN.md §4; api-facts.md, open question 2).
public enum WideModePolicy: Hashable, Sendable {
  /// Wide when the map is wider than tall.
  case landscape
  /// Wide when the map is at least this many points wide.
  case minimumWidth(CGFloat)

  /// Whether a map of `size` is in wide mode.
  /// - Parameter size: The map's size, in points.
  /// - Returns: True for wide mode.
  public func isWide(_ size: CGSize) -> Bool {
    switch self {
    case .landscape: size.width > size.height
    case .minimumWidth(let width): size.width >= width
    }
  }
}
