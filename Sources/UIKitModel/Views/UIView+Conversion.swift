public import Foundation

// Coordinate conversion between views of one hierarchy. The model's
// bounds origin is always zero (no scrolling offset) and transforms are identity, so a
// view's origin in its root is the sum of the frame origins below the root.

extension UIView {
  /// The view's origin in its root's coordinate space, in points, from the current frames.
  private var originInRoot: CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var current: UIView? = self
    while let view = current, let parent = view.superview {
      x += view.storedFrame.minX
      y += view.storedFrame.minY
      current = parent
    }
    return CGPoint(x: x, y: y)
  }

  /// Converts a point from this view's coordinate space to `view`'s, in points.
  ///
  /// With `view` nil the target is the root's coordinate space, which stands in for the
  /// window. Views of different hierarchies are converted as if both roots sat at the same
  /// origin (UIKit leaves that case undefined).
  ///
  /// ```swift
  /// let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
  /// map.addSubview(card)
  /// print(card.convert(CGPoint(x: 10, y: 10), to: map))  // (26.0, 110.0)
  /// ```
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInRoot
    let to = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point from `view`'s coordinate space (the root's for nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let from = view?.originInRoot ?? .zero
    let to = originInRoot
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from this view's coordinate space to `view`'s; the size is kept.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinate space to this view's; the size is kept.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
