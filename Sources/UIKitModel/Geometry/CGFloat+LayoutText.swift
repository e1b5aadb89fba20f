import Foundation

extension CGFloat {
  /// The number as UIKit's logs print it: no decimals when whole, else up to 4 significant
  /// decimals with trailing zeros dropped (`20`, `-16`, `44.3333`).
  var layoutText: String { Double(self).layoutText }
}

extension Double {
  /// The number as UIKit's logs print it; see `CGFloat.layoutText`.
  var layoutText: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
    let scaled = (self * 10_000).rounded() / 10_000
    var text = String(scaled)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
