public import Foundation

/// Spacing values, in points, for matching the Navigation SDK's own components (seeds, "Match
/// Google's style"; api-facts.md §7).
///
/// Google publishes the names and meanings, not the numbers: every value here is the model's
/// assumption (CONFORMANCE.md §3), constant for the process.
open class NavigationStyleValues: NSObject {
  /// The gap between a button and the map's start or end edge: 12 (not Google's).
  open class var buttonHorizontalPadding: CGFloat { 12 }
  /// The gap between a button and a solid element above or below it: 12 (not Google's).
  open class var buttonVerticalPadding: CGFloat { 12 }
  /// The corner radius of cards and prompts: 16 (not Google's).
  open class var defaultCornerRadius: CGFloat { 16 }
  /// The gap between a control inside an element (such as the speed widget) and the element's
  /// start or end edge: 8 (not Google's).
  open class var elementHorizontalPadding: CGFloat { 8 }
  /// The gap between the turn or ETA card and the start or end edge of the UI: 8 (not
  /// Google's).
  open class var headerFooterHorizontalPadding: CGFloat { 8 }
  /// The fixed height of the turn card below the top unsafe band: 120 (not Google's).
  open class var headerNominalHeight: CGFloat { 120 }
  /// The gap above the turn card's visible top, for controls aligned with it: 8 (not Google's).
  open class var headerTopPadding: CGFloat { 8 }
}
