import Foundation

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

    /// The symbol weight nearest a font weight (UIKit's font weights: ultraLight −0.8 … black
    /// 0.62).
    init(_ weight: UIFont.Weight) {
      let weights: [(UIFont.Weight, SymbolWeight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
        (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
        (.black, .black),
      ]
      var best = weights[3]
      for entry in weights
      where abs(entry.0.rawValue - weight.rawValue) < abs(best.0.rawValue - weight.rawValue) {
        best = entry
      }
      self = best.1
    }
  }
}
