extension UIFont {
  /// Which system typeface a font measures with (model-only): the proportional system font,
  /// the system font with tabular digits, or the monospaced system font (SF Mono).
  public enum Design: Hashable, Sendable {
    case system
    case monospacedDigits
    case monospaced
  }
}
