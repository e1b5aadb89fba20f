/// The shape of a layer's rounded corners: Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// The continuous curve of Apple's own rounded rectangles.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
