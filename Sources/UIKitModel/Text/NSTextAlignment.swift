/// Where lines sit across a text view: UIKit's `NSTextAlignment` (defined here: UIKit
/// declares it, and this module stands in for UIKit; Foundation has none), with UIKit's raw values.
///
/// ``natural`` follows the view's `effectiveUserInterfaceLayoutDirection`: left to right it
/// is ``left``, right to left ``right`` (the model's reading of "the default alignment of
/// the current localization"). ``justified`` lays lines out as ``natural``; the model does
/// not stretch word spaces.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
