public import UIKitModel

/// The parts of a map view a delegate may change, by identity: its subviews, layout guides and
/// installed constraints, each in order (DESIGN.md §5, rule NLC-008).
///
/// The simulator takes one before `enableNavigationUI` (``NavigationSimulator/pristineSnapshot``);
/// after `disableNavigationUI` the map must match it again.
@preconcurrency @MainActor
public struct MapSnapshot {
  /// The map's subviews, back to front.
  public let subviews: [UIView]
  /// The layout guides added to the map.
  public let layoutGuides: [UILayoutGuide]
  /// The constraints installed on the map (active, with the map as closest common ancestor).
  public let constraints: [NSLayoutConstraint]

  /// Captures a view's subviews, guides and constraints now.
  /// - Parameter view: The map view (or any view).
  public init(of view: UIView) {
    subviews = view.subviews
    layoutGuides = view.layoutGuides
    constraints = view.appInstalledConstraints
  }

  /// Whether both hold the same objects in the same order.
  /// - Parameter other: The snapshot to compare with.
  /// - Returns: True when subviews, guides and constraints are identical.
  public func isIdentical(to other: MapSnapshot) -> Bool {
    Self.same(subviews, other.subviews) && Self.same(layoutGuides, other.layoutGuides)
      && Self.same(constraints, other.constraints)
  }

  /// What differs from `other`, as lines naming counts, e.g. `subviews: 2 → 3`; empty when
  /// identical.
  /// - Parameter other: The later snapshot.
  /// - Returns: One line per differing part.
  public func differences(to other: MapSnapshot) -> [String] {
    var lines: [String] = []
    if !Self.same(subviews, other.subviews) {
      lines.append("subviews: \(subviews.count) → \(other.subviews.count)")
    }
    if !Self.same(layoutGuides, other.layoutGuides) {
      lines.append("layout guides: \(layoutGuides.count) → \(other.layoutGuides.count)")
    }
    if !Self.same(constraints, other.constraints) {
      lines.append("constraints: \(constraints.count) → \(other.constraints.count)")
    }
    return lines
  }

  private static func same<T: AnyObject>(_ a: [T], _ b: [T]) -> Bool {
    // A loop, not `allSatisfy { }`: a closure formed in main-actor code is isolated, and the
    // runtime checks the executor on each of its calls.
    guard a.count == b.count else { return false }
    for index in a.indices where a[index] !== b[index] { return false }
    return true
  }
}
