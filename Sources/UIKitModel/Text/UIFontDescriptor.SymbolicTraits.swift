extension UIFontDescriptor {
  /// A font's stylistic traits: UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's raw
  /// values. The model measures with bold, italic and monospaced; the others are kept only.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
}
