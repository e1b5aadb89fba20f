#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation

  /// An immutable path as a value for platforms without CoreGraphics (Linux): the model keeps
  /// its bounding box, which is what layout code reads (`CALayer.shadowPath`); it draws
  /// nothing. Core Graphics' own type is used where it exists.
  public class CGPath: Equatable, @unchecked Sendable {
    /// The smallest rectangle holding every point of the path, control points included; null
    /// for an empty path (Core Graphics `boundingBox`; `boundingBoxOfPath` is the one that
    /// leaves control points out).
    public internal(set) var boundingBox: CGRect

    init(boundingBox: CGRect) { self.boundingBox = boundingBox }

    /// A rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(boundingBox: rect.applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle; corner sizes do not change its bounding box.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      self.init(rect: rect, transform: transform)
    }

    /// An ellipse inscribed in `rect`; its bounding box is `rect` (untransformed).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(rect: rect, transform: transform)
    }

    /// Whether the path has no points.
    public var isEmpty: Bool { boundingBox.isNull }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.boundingBox == rhs.boundingBox }
  }
#endif
