#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation

  /// A 2-D affine transform as Core Graphics holds it, for platforms without CoreGraphics
  /// (Linux, where Foundation has `AffineTransform` but not this type).
  ///
  /// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), Core Graphics' row-vector
  /// convention (`CGAffineTransform` reference), so `t1.concatenating(t2)` applies `t1` first.
  ///
  /// ```swift
  /// let t = CGAffineTransform(translationX: 0, y: 100).scaledBy(x: 2, y: 2)
  /// CGPoint(x: 1, y: 1).applying(t)  // (2, 102)
  /// ```
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entries of the matrix [a b 0; c d 0; tx ty 1].
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform: maps every point to itself.
    public static let identity = CGAffineTransform()

    /// A translation by (tx, ty) points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by sx horizontally and sy vertically, about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians, counterclockwise in a y-up space, so clockwise on a
    /// screen whose y axis points down (UIKit).
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the matrix product self × t2.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self` (Core Graphics' `translatedBy`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; `self` unchanged when it cannot be inverted (determinant 0),
    /// as Core Graphics returns.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s linear part (no translation); components may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the four corners of the standardized rectangle mapped
    /// by `t` (Core Graphics: "the transformed rectangle's bounding box").
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull { return self }
      let r = standardized
      let corners = [
        CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
        CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
      ]
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min()!
      let minY = ys.min()!
      return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
  }
#endif
