import UIKit
import GoogleNavigation

@MainActor func uikitProbe(_ navMap: GMSMapView, _ card: UIView, _ label: UILabel, _ prompt: UIView) {
  // 1 trait-change registration, target/action form
  _ = card.registerForTraitChanges([UITraitHorizontalSizeClass.self], handler: { (v: UIView, _: UITraitCollection) in _ = v })
  // 2 traitCollection.horizontalSizeClass comparisons
  let _ = card.traitCollection.horizontalSizeClass == .compact && card.traitCollection.verticalSizeClass == .regular
  // 3 UIScreen / window / device
  let _ = UIScreen.main.bounds.width * UIScreen.main.scale
  let _ = card.window?.windowScene?.interfaceOrientation.isLandscape
  let _ = UIDevice.current.orientation.isLandscape
  let _ = card.window?.safeAreaInsets.bottom
  let _ = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
  let _ = card.effectiveUserInterfaceLayoutDirection == .rightToLeft
  let _ = UIView.userInterfaceLayoutDirection(for: card.semanticContentAttribute)
  // 4 animations
  UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [.allowUserInteraction, .beginFromCurrentState]) { prompt.transform = .identity }
  UIView.animate(springDuration: 0.4, bounce: 0.2) { prompt.transform = .identity }
  let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveEaseIn]) { prompt.alpha = 0 } completion: { _ in prompt.removeFromSuperview() }
  animator.pausesOnCompletion = false
  let spring = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.9)
  spring.addAnimations { prompt.transform = CGAffineTransform(translationX: 0, y: 40).scaledBy(x: 0.95, y: 0.95) }
  spring.startAnimation(afterDelay: 0.1)
  UIView.performWithoutAnimation { prompt.layoutIfNeeded() }
  UIView.transition(with: label, duration: 0.2, options: .transitionCrossDissolve) { label.text = "x" }
  // 5 layer
  card.layer.masksToBounds = false
  card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12)).cgPath
  card.clipsToBounds = true
  // 6 constraints
  let c = card.heightAnchor.constraint(equalToConstant: 10)
  c.identifier = "card.height"
  c.priority = .defaultHigh - 1
  NSLayoutConstraint.activate([card.topAnchor.constraint(equalToSystemSpacingBelow: navMap.safeAreaLayoutGuide.topAnchor, multiplier: 1)])
  card.leadingAnchor.constraint(equalToSystemSpacingAfter: navMap.layoutMarginsGuide.leadingAnchor, multiplier: 2).isActive = true
  label.firstBaselineAnchor.constraint(equalTo: card.topAnchor, constant: 20).isActive = true
  card.setNeedsUpdateConstraints(); card.updateConstraintsIfNeeded()
  let _ = card.constraintsAffectingLayout(for: .vertical)
  // 7 fonts
  label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
  label.font = .preferredFont(forTextStyle: .body, compatibleWith: card.traitCollection)
  label.font = .monospacedDigitSystemFont(ofSize: 14, weight: .medium)
  label.adjustsFontSizeToFitWidth = true; label.minimumScaleFactor = 0.7
  label.lineBreakMode = .byTruncatingTail
  let _ = card.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
  let _ = UIFontMetrics.default.scaledValue(for: 16)
  // 8 gestures
  let pan = UIPanGestureRecognizer { _ in }
  card.addGestureRecognizer(pan)
  card.isUserInteractionEnabled = true
  // 9 misc view
  card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  card.preservesSuperviewLayoutMargins = true
  card.setContentHuggingPriority(.defaultLow, for: .horizontal)
  card.accessibilityTraits = [.button]
  card.accessibilityElements = [label]
  UIAccessibility.post(notification: .layoutChanged, argument: label)
  let _ = UIAccessibility.isReduceMotionEnabled
  label.textAlignment = .natural
  card.semanticContentAttribute = .forceRightToLeft
  let _ = card.convert(card.bounds, to: navMap)
  let _ = NSLocalizedString("eta", comment: "")
  navMap.bringSubviewToFront(card)
  navMap.insertSubview(prompt, belowSubview: card)
  let stack = UIStackView(arrangedSubviews: [label])
  stack.setCustomSpacing(12, after: label)
  stack.isLayoutMarginsRelativeArrangement = true
  stack.directionalLayoutMargins = .init(top: 4, leading: 8, bottom: 4, trailing: 8)
  let img = UIImageView(image: UIImage(systemName: "bolt.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)))
  img.adjustsImageSizeForAccessibilityContentSizeCategory = true
  img.image = img.image?.withRenderingMode(.alwaysTemplate)
  var cfg = UIButton.Configuration.tinted()
  cfg.baseForegroundColor = .white
  cfg.background.cornerRadius = 10
  cfg.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
  cfg.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { var a = $0; a.font = .preferredFont(forTextStyle: .callout); return a }
  let b = UIButton(configuration: cfg)
  b.configurationUpdateHandler = { button in button.configuration?.showsActivityIndicator = false }
  b.setNeedsUpdateConfiguration()
  b.changesSelectionAsPrimaryAction = false
  b.menu = UIMenu(title: "", children: [UIAction(title: "Call") { _ in }])
  b.showsMenuAsPrimaryAction = true
  DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { label.alpha = 1 }
  card.layer.shadowColor = UIColor.label.resolvedColor(with: card.traitCollection).cgColor
  let _ = UIColor { tc in tc.userInterfaceStyle == .dark ? .black : .white }
  navMap.setNeedsLayout()
}

final class PromptHost: UIView {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { setNeedsLayout() }
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { setNeedsUpdateConstraints() }
  }
  override func updateConstraints() { super.updateConstraints() }
  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
  override func didMoveToWindow() { super.didMoveToWindow() }
  override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
  override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
}
