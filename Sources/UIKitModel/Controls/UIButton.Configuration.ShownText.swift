import Foundation

extension UIButton.Configuration {
  /// A configured title or subtitle as shown: the attributed text when the app set one (even
  /// empty: it hides the plain text, as in UIKit), else the plain string.
  ///
  /// Plain text stays a `String`, so measuring it needs no `AttributedString` (building and
  /// reading one cost a configured button ~50,000 instructions per measurement).
  enum ShownText {
    case plain(String)
    case attributed(AttributedString)

    /// Nil when nothing would show: no text, or empty text.
    init?(_ attributed: AttributedString?, plain: String?) {
      if let attributed {
        guard !attributed.characters.isEmpty else { return nil }
        self = .attributed(attributed)
      } else if let plain, !plain.isEmpty {
        self = .plain(plain)
      } else {
        return nil
      }
    }
  }
}
