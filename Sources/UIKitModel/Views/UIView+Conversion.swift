public import Foundation

// Coordinate conversion between views of one hierarchy. The model's bounds origin is zero
// (no scrolling offset), so without transforms a view's origin in its root is the sum of the
// frame origins below the root; a transform (or an anchor point off the centre) anywhere on
// the way maps points through each view's bounds-to-superview transform instead, as Core
// Animation's layer geometry does.

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

  /// Whether a view from this one up to (not including) the root shows a transform.
  private var isTransformedInRoot: Bool {
    var current: UIView? = self
    while let view = current, view.superview != nil {
      if view.hasVisualTransform { return true }
      current = view.superview
    }
    return false
  }

  /// The map from this view's bounds coordinates to its superview's: the anchor point to the
  /// centre, then the transform about it.
  var boundsToSuperview: CGAffineTransform {
    let size = storedFrame.size
    let anchor = layerAnchorPoint
    return CGAffineTransform(
      translationX: -(bounds.minX + anchor.x * size.width),
      y: -(bounds.minY + anchor.y * size.height)
    )
    .concatenating(transform)
    .concatenating(CGAffineTransform(translationX: storedFrame.midX, y: storedFrame.midY))
  }

  /// The map from this view's bounds coordinates to its root's.
  private var boundsToRoot: CGAffineTransform {
    var result = CGAffineTransform.identity
    var current: UIView? = self
    while let view = current, view.superview != nil {
      result = result.concatenating(view.boundsToSuperview)
      current = view.superview
    }
    return result
  }

  /// Converts a point from this view's coordinate space to `view`'s, in points.
  ///
  /// With `view` nil the target is the root's coordinate space, which stands in for the
  /// window. Views of different hierarchies are converted as if both roots sat at the same
  /// origin (UIKit leaves that case undefined). Transforms of the views on the way apply.
  ///
  /// ```swift
  /// let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
  /// map.addSubview(card)
  /// print(card.convert(CGPoint(x: 10, y: 10), to: map))  // (26.0, 110.0)
  /// ```
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    if isTransformedInRoot || view?.isTransformedInRoot == true {
      let toRoot = boundsToRoot
      let fromRoot = (view?.boundsToRoot ?? .identity).inverted()
      return point.applying(toRoot.concatenating(fromRoot))
    }
    let from = originInRoot
    let to = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point from `view`'s coordinate space (the root's for nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    if isTransformedInRoot || view?.isTransformedInRoot == true {
      let toRoot = view?.boundsToRoot ?? .identity
      return point.applying(toRoot.concatenating(boundsToRoot.inverted()))
    }
    let from = view?.originInRoot ?? .zero
    let to = originInRoot
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from this view's coordinate space to `view`'s: the bounding box of
  /// the converted rectangle (its size is kept when no transform is on the way).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    if isTransformedInRoot || view?.isTransformedInRoot == true {
      let toRoot = boundsToRoot
      let fromRoot = (view?.boundsToRoot ?? .identity).inverted()
      return rect.applying(toRoot.concatenating(fromRoot))
    }
    return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinate space to this view's (bounding box, as
  /// ``convert(_:to:)-(CGRect,_)``).
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    if isTransformedInRoot || view?.isTransformedInRoot == true {
      let toRoot = view?.boundsToRoot ?? .identity
      return rect.applying(toRoot.concatenating(boundsToRoot.inverted()))
    }
    return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
