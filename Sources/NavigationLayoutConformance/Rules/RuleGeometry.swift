public import Foundation

/// The geometry every rule shares, with one tolerance so that pixel rounding never fails a
/// layout and a real overlap always does.
public enum RuleGeometry {
  /// Half a point: above a 2× or 3× screen's pixel rounding (0.5 and 0.33 points), below any
  /// visible overlap or misplacement.
  public static let tolerance: CGFloat = 0.5

  /// The overlap of two rectangles when it is wider and taller than ``tolerance``, else nil.
  public static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
    let intersection = a.intersection(b)
    guard !intersection.isNull, intersection.width > tolerance, intersection.height > tolerance
    else { return nil }
    return intersection
  }

  /// Whether `inner` lies inside `outer`, allowing ``tolerance`` on each edge.
  public static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
      && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
  }

  /// Whether two rectangles are the same within ``tolerance`` on each edge.
  public static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }

  /// `rect` mirrored across the vertical centre line of a container `width` points wide.
  public static func mirrored(_ rect: CGRect, width: CGFloat) -> CGRect {
    CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// How far apart two rectangles are, in points: the larger of the horizontal and vertical
  /// gaps between them, negative by the smaller overlap when they overlap both ways. The pair
  /// breaks a no-overlap rule when this is below `-tolerance`: it is the slack of
  /// ``overlap(_:_:)``, up to that tolerance.
  public static func separation(_ a: CGRect, _ b: CGRect) -> Double {
    let horizontal = max(b.minX - a.maxX, a.minX - b.maxX)
    let vertical = max(b.minY - a.maxY, a.minY - b.maxY)
    return Double(max(horizontal, vertical))
  }

  /// How far `inner` lies inside `outer`, in points: the least distance from one of its edges
  /// to the matching edge of `outer`, negative when it sticks out. ``contains(_:_:)`` holds
  /// when this is at least `-tolerance`.
  public static func inset(of inner: CGRect, in outer: CGRect) -> Double {
    Double(
      min(
        min(inner.minX - outer.minX, outer.maxX - inner.maxX),
        min(inner.minY - outer.minY, outer.maxY - inner.maxY)))
  }
}
