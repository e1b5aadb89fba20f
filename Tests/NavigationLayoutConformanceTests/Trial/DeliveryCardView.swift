import UIKit

/// The courier's delivery card: status symbol, stop name, address and ETA labels, and a
/// "Call customer" button. Sized by Dynamic Type; rounded and shadowed.
@MainActor
final class DeliveryCardView: UIView {
  let statusIcon = UIImageView(image: UIImage(systemName: "shippingbox.fill"))
  let titleLabel = UILabel()
  let addressLabel = UILabel()
  let etaLabel = UILabel()
  let callButton: UIButton
  private let textStack: UIStackView
  private let row: UIStackView
  var onCall: (() -> Void)?
  private(set) var taps = 0

  override init(frame: CGRect) {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call customer"
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 6
    configuration.buttonSize = .medium
    configuration.cornerStyle = .capsule
    callButton = UIButton(configuration: configuration)
    textStack = UIStackView(arrangedSubviews: [titleLabel, addressLabel, etaLabel])
    row = UIStackView(arrangedSubviews: [statusIcon, textStack])
    super.init(frame: frame)

    accessibilityIdentifier = "deliveryCard"
    backgroundColor = .systemBackground
    layer.cornerRadius = 14
    layer.cornerCurve = .continuous
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.18
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 2)
    insetsLayoutMarginsFromSafeArea = false
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14)

    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.text = "Stop 7 of 18 · Parcel #48213"
    addressLabel.font = .preferredFont(forTextStyle: .subheadline)
    addressLabel.textColor = .secondaryLabel
    addressLabel.text = "221 Harbour Street, Unit 4B"
    etaLabel.font = .preferredFont(forTextStyle: .footnote)
    etaLabel.textColor = .secondaryLabel
    etaLabel.text = "Leave at the back door · due 14:20"
    for (index, label) in [titleLabel, addressLabel, etaLabel].enumerated() {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.textAlignment = .natural
      // Distinct priorities so a squeezed or stretched card resolves deterministically.
      label.setContentHuggingPriority(UILayoutPriority(253 - Float(index)), for: .vertical)
      label.setContentCompressionResistancePriority(UILayoutPriority(752 - Float(index)), for: .vertical)
    }
    statusIcon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
    statusIcon.tintColor = .systemOrange
    statusIcon.contentMode = .scaleAspectFit
    statusIcon.setContentHuggingPriority(.required, for: .horizontal)
    statusIcon.isAccessibilityElement = false

    textStack.axis = .vertical
    textStack.spacing = 2
    textStack.alignment = .fill
    row.axis = .horizontal
    row.alignment = .top
    row.spacing = 10

    let column = UIStackView(arrangedSubviews: [row, callButton])
    column.axis = .vertical
    column.spacing = 10
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[column]-|", options: [], metrics: nil, views: ["column": column])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[column]-|", options: [], metrics: nil, views: ["column": column])
        + [row.trailingAnchor.constraint(equalTo: column.trailingAnchor)])

    callButton.addAction(UIAction { [weak self] _ in self?.onCall?() }, for: .primaryActionTriggered)
    addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
      self?.taps += 1
      self?.pulse()
    })
    isAccessibilityElement = false
    accessibilityLabel = "Delivery details"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }

  /// The card's height at a given width (Dynamic Type aware).
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// A short scale pulse of the status symbol, e.g. when the card appears or is tapped.
  func pulse() {
    let icon = statusIcon
    UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        icon.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        icon.transform = .identity
      }
    }
  }
}
