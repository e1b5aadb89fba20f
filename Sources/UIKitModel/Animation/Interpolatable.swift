import Foundation

/// A value a presentation animation can show part way between two others.
protocol Interpolatable {
  /// The value a fraction `t` of the way from `a` to `b` (t may leave 0...1 on a spring).
  static func interpolate(_ a: Self, _ b: Self, _ t: CGFloat) -> Self
}

extension CGFloat: Interpolatable {
  static func interpolate(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
}

extension CGRect: Interpolatable {
  /// Each of origin and size component by component.
  static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    return CGRect(
      x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
      width: mix(a.width, b.width), height: mix(a.height, b.height))
  }
}

extension CGAffineTransform: Interpolatable {
  /// Core Animation interpolates a transform by its decomposition, not its matrix entries:
  /// translation, scale and rotation angle each go linearly (so a rotation from 0 to 90°
  /// passes 45° half way, where mixing entries would shrink the view). The model decomposes
  /// the linear part as a scale (sx, sy) followed by a rotation; a transform with shear,
  /// which that cannot express, is mixed entry by entry (a model choice).
  static func interpolate(
    _ a: CGAffineTransform, _ b: CGAffineTransform, _ t: CGFloat
  ) -> CGAffineTransform {
    if t == 0 { return a }
    if t == 1 { return b }
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
    guard let from = a.decomposed, let to = b.decomposed else {
      return CGAffineTransform(
        a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
        tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
    }
    return CGAffineTransform(
      scale: (mix(from.sx, to.sx), mix(from.sy, to.sy)), angle: mix(from.angle, to.angle),
      translation: (mix(a.tx, b.tx), mix(a.ty, b.ty)))
  }

  /// Scale, then rotation, then translation.
  init(scale: (CGFloat, CGFloat), angle: CGFloat, translation: (CGFloat, CGFloat)) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(
      a: scale.0 * cosine, b: scale.0 * sine, c: -scale.1 * sine, d: scale.1 * cosine,
      tx: translation.0, ty: translation.1)
  }

  /// The scale and rotation whose product is the linear part; nil with shear or a zero
  /// scale.
  var decomposed: (sx: CGFloat, sy: CGFloat, angle: CGFloat)? {
    let sx = (a * a + b * b).squareRoot()
    guard sx > 0 else { return nil }
    let angle = CGFloat(atan2(Double(b), Double(a)))
    let sy = (a * d - b * c) / sx
    let rebuilt = CGAffineTransform(scale: (sx, sy), angle: angle, translation: (tx, ty))
    let tolerance = 1e-9 * max(1, abs(sx), abs(sy))
    guard abs(rebuilt.c - c) <= tolerance, abs(rebuilt.d - d) <= tolerance else { return nil }
    return (sx, sy, angle)
  }
}
