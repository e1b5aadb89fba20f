#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation

  /// A two-dimensional vector as Core Graphics holds it, for platforms without CoreGraphics
  /// (Linux): what `UISpringTimingParameters` takes as an initial velocity.
  public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
    /// The vector with both components zero.
    public init() { self.init(dx: 0, dy: 0) }
    /// The vector with both components zero.
    public static let zero = CGVector()
  }
#endif
