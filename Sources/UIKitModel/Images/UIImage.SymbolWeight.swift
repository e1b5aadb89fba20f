public import Foundation

extension UIImage {
  /// The stroke weight of a symbol image: UIKit's `UIImage.SymbolWeight`, with UIKit's raw
  /// values (`unspecified` 0, `ultraLight` 1 … `black` 9).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }
}
