/// A guide a ``UIStackView`` adds to itself to arrange its views: the alignment spanner
/// (`_UILayoutSpacer` `'UISV-alignment-spanner'`) and the gaps of the equal-spacing and
/// equal-centering distributions (`_UIOLAGapGuide`), printed under UIKit's private class
/// names (kean.blog, "Let's Build UIStackView", 2017: constraint lists printed from UIKit).
///
/// Listed in the stack's ``UIView/layoutGuides`` as UIKit lists them; left out of the
/// model's ambiguity reports, which name the views the spacers place instead.
@MainActor
final class StackSpacerGuide: UILayoutGuide {
  /// `_UILayoutSpacer` or `_UIOLAGapGuide`.
  let className: String

  /// Creates a spacer printed as `className`, with `identifier` in quotes when non-empty.
  init(className: String, identifier: String) {
    self.className = className
    super.init()
    self.identifier = identifier
  }

  override var logClassName: String { className }
}
