public import GoogleNavigation
import UIKit

/// A courier app's order card, written as app code: a status image, the order's title and its
/// pickup instructions in a vertical stack, and a "Call" button, all in one horizontal stack
/// inside an opaque rounded card. Its height comes from its content: the labels follow Dynamic
/// Type (`preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory`), so at the
/// accessibility sizes the card is several times taller than at `.large`.
///
/// The labels give way first when the card is squeezed to its maximum height (their vertical
/// compression resistance is just below the button's), and the card clips them, so a card held
/// to a maximum height truncates its text.
@MainActor
public final class OrderCardView: UIView {
  /// "Order #4821 · 3 items", in the headline style.
  public let titleLabel = UILabel()
  /// The pickup instructions, two lines at most, in the subheadline style.
  public let detailLabel = UILabel()
  /// The order's status symbol.
  public let statusImage = UIImageView(image: UIImage(systemName: "shippingbox.fill"))
  /// Calls the customer.
  public let callButton: UIButton

  /// Creates the card, laid out by constraints, identified as `orderCard` for the checker.
  public init() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Call"
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 6
    configuration.buttonSize = .medium
    callButton = UIButton(configuration: configuration)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .white
    accessibilityIdentifier = "orderCard"
    layer.cornerRadius = 12
    clipsToBounds = true

    titleLabel.text = "Order #4821 · 3 items"
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    detailLabel.text = "Pick up at the side entrance on Maple Street, ask for Dana"
    detailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
    detailLabel.adjustsFontForContentSizeCategory = true
    detailLabel.numberOfLines = 2
    // The text gives way only to required limits (the card's maximum height), never to the
    // map's optional preferences (the floor guide pulls down at .defaultLow).
    for label in [titleLabel, detailLabel] {
      label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .vertical)
    }
    statusImage.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
    // The symbol and the button keep their width before the text does (it truncates or
    // wraps), but not at any price: a narrow column at the largest text sizes squeezes them
    // rather than breaking a required constraint.
    statusImage.setContentHuggingPriority(.required, for: .horizontal)
    statusImage.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    callButton.setContentHuggingPriority(.required, for: .horizontal)
    callButton.setContentCompressionResistancePriority(.defaultHigh + 2, for: .horizontal)

    let text = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
    text.axis = .vertical
    text.spacing = 2
    let row = UIStackView(arrangedSubviews: [statusImage, text, callButton])
    row.axis = .horizontal
    row.alignment = .center
    row.spacing = 12
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 12, bottom: 10, trailing: 12)
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: topAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(equalTo: trailingAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  /// Archives are not supported.
  public required init?(coder: NSCoder) { nil }
}
