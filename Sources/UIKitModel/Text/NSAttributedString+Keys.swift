public import Foundation

// UIKit declares these keys; this module stands in for UIKit, and Foundation has none.
// (`canImport(UIKit)` cannot guard them: inside this package it finds the `UIKit` shim.)

extension NSAttributedString.Key {
  /// The ``UIFont`` of a run (UIKit's `NSAttributedString.Key.font`, raw value `"NSFont"`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The ``UIColor`` of a run's text (raw value `"NSColor"`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
