/// A view whose width a horizontal baseline-aligned stack view disambiguates, as UIKit does
/// for its text views (`UISV-text-width-disambiguation`, `width == 1/n × stack width @760`;
/// kean.blog, "Let's Build UIStackView", 2017). A model hook, not UIKit API: the model's text
/// views adopt it; plain views never get the constraint.
@MainActor
package protocol UIStackViewTextContent: UIView {}
