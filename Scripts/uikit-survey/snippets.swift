// UIKit uses typical of navigation layout delegates, one per `// MARK: N name` block. Each block
// is type-checked on its own by Scripts/uikit-survey.sh against the UIKit model, as the body of
// `@MainActor func use(map: UIView, card: UIView, label: UILabel, button: UIButton)`.
// MARK: 1 view init with frame
let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50)); map.addSubview(v)
// MARK: 2 translatesAutoresizingMaskIntoConstraints
card.translatesAutoresizingMaskIntoConstraints = false
// MARK: 3 activate anchors
NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16), card.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16)])
// MARK: 4 safe area bottom
card.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = true
// MARK: 5 layout margins guide
let g = map.layoutMarginsGuide; _ = card.topAnchor.constraint(equalTo: g.topAnchor)
// MARK: 6 constraint priority
let c = card.heightAnchor.constraint(equalToConstant: 120); c.priority = .defaultHigh; c.isActive = true
// MARK: 7 lessThanOrEqual with multiplier
card.widthAnchor.constraint(lessThanOrEqualTo: map.widthAnchor, multiplier: 0.4).isActive = true
// MARK: 8 system spacing
card.topAnchor.constraint(equalToSystemSpacingBelow: map.safeAreaLayoutGuide.topAnchor, multiplier: 1).isActive = true
// MARK: 9 deactivate
NSLayoutConstraint.deactivate(card.constraints)
// MARK: 10 constraint identifier
let c = card.widthAnchor.constraint(equalToConstant: 10); c.identifier = "cardWidth"
// MARK: 11 layout guide
let guide = UILayoutGuide(); map.addLayoutGuide(guide); guide.identifier = "floor"
// MARK: 12 remove layout guide
let guide = UILayoutGuide(); map.addLayoutGuide(guide); map.removeLayoutGuide(guide)
// MARK: 13 layoutIfNeeded and setNeedsLayout
map.setNeedsLayout(); map.layoutIfNeeded()
// MARK: 14 content hugging
label.setContentHuggingPriority(.required, for: .vertical)
// MARK: 15 compression resistance
label.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
// MARK: 16 intrinsic content size
let size: CGSize = label.intrinsicContentSize; _ = size.width
// MARK: 17 UILabel text and font
label.text = "12 min"; label.font = .preferredFont(forTextStyle: .headline)
// MARK: 18 Dynamic Type adjusts
label.adjustsFontForContentSizeCategory = true; label.numberOfLines = 0
// MARK: 19 UIFont system font weight
label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
// MARK: 20 monospaced digits
label.font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
// MARK: 21 UIFontMetrics scaled font
label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))
// MARK: 22 text alignment and color
label.textAlignment = .natural; label.textColor = .secondaryLabel
// MARK: 23 line break mode
label.lineBreakMode = .byTruncatingTail
// MARK: 24 attributed text
label.attributedText = NSAttributedString(string: "ETA", attributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
// MARK: 25 UIStackView vertical
let stack = UIStackView(arrangedSubviews: [label, button]); stack.axis = .vertical; stack.spacing = 8
// MARK: 26 stack alignment distribution
let stack = UIStackView(); stack.alignment = .center; stack.distribution = .fillEqually
// MARK: 27 stack custom spacing
let stack = UIStackView(arrangedSubviews: [label]); stack.setCustomSpacing(12, after: label)
// MARK: 28 stack layout margins relative
let stack = UIStackView(); stack.isLayoutMarginsRelativeArrangement = true; stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
// MARK: 29 remove arranged subview
let stack = UIStackView(arrangedSubviews: [label]); stack.removeArrangedSubview(label); label.removeFromSuperview()
// MARK: 30 insert arranged subview
let stack = UIStackView(); stack.insertArrangedSubview(button, at: 0)
// MARK: 31 button with configuration
var config = UIButton.Configuration.filled(); config.title = "Call"; config.image = UIImage(systemName: "phone.fill"); button.configuration = config
// MARK: 32 button imagePadding and cornerStyle
var config = UIButton.Configuration.tinted(); config.imagePadding = 6; config.cornerStyle = .capsule; button.configuration = config
// MARK: 33 button primary action
let b = UIButton(primaryAction: UIAction(title: "Recenter") { _ in })
// MARK: 34 button addAction
button.addAction(UIAction { _ in }, for: .touchUpInside)
// MARK: 35 button setTitle
button.setTitle("Stop", for: .normal); button.setTitleColor(.systemRed, for: .normal)
// MARK: 36 UIButton system type
let b = UIButton(type: .system); b.setImage(UIImage(systemName: "xmark"), for: .normal)
// MARK: 37 UIImageView symbol
let iv = UIImageView(image: UIImage(systemName: "car.fill")); iv.contentMode = .scaleAspectFit
// MARK: 38 symbol configuration
let iv = UIImageView(); iv.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
// MARK: 39 tintColor
button.tintColor = .systemBlue; map.tintColor = .label
// MARK: 40 backgroundColor system
card.backgroundColor = .systemBackground
// MARK: 41 UIColor with alpha
card.backgroundColor = UIColor.black.withAlphaComponent(0.4)
// MARK: 42 dynamic color
card.backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
// MARK: 43 color rgb
let color = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1); card.backgroundColor = color
// MARK: 44 corner radius
card.layer.cornerRadius = 12; card.layer.cornerCurve = .continuous
// MARK: 45 masked corners
card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
// MARK: 46 shadow
card.layer.shadowColor = UIColor.black.cgColor; card.layer.shadowOpacity = 0.2; card.layer.shadowRadius = 8; card.layer.shadowOffset = CGSize(width: 0, height: 2)
// MARK: 47 border
card.layer.borderWidth = 1; card.layer.borderColor = UIColor.separator.cgColor
// MARK: 48 clipsToBounds masksToBounds
card.clipsToBounds = true; card.layer.masksToBounds = true
// MARK: 49 alpha and isHidden
card.alpha = 0; card.isHidden = true
// MARK: 50 animate
UIView.animate(withDuration: 0.3) { card.alpha = 1; map.layoutIfNeeded() }
// MARK: 51 animate with options and completion
UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: { card.alpha = 1 }, completion: { _ in card.removeFromSuperview() })
// MARK: 52 spring animation
UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: { map.layoutIfNeeded() })
// MARK: 53 iOS 17 spring
UIView.animate(springDuration: 0.4, bounce: 0.2) { map.layoutIfNeeded() }
// MARK: 54 property animator
let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }; animator.addCompletion { _ in card.removeFromSuperview() }; animator.startAnimation()
// MARK: 55 running property animator
UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { card.alpha = 1 })
// MARK: 56 keyframes
UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 } })
// MARK: 57 transition
UIView.transition(with: label, duration: 0.2, options: .transitionCrossDissolve, animations: { label.text = "5 min" })
// MARK: 58 transform translation
card.transform = CGAffineTransform(translationX: 0, y: 100)
// MARK: 59 transform identity and scale
card.transform = .identity; card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
// MARK: 60 perform without animation
UIView.performWithoutAnimation { map.layoutIfNeeded() }
// MARK: 61 remove all animations
card.layer.removeAllAnimations()
// MARK: 62 traitCollection size class
if map.traitCollection.horizontalSizeClass == .regular { card.isHidden = false }
// MARK: 63 layout direction
let rtl = map.effectiveUserInterfaceLayoutDirection == .rightToLeft; _ = rtl
// MARK: 64 semanticContentAttribute
card.semanticContentAttribute = .forceLeftToRight
// MARK: 65 content size category accessibility
let big = map.traitCollection.preferredContentSizeCategory.isAccessibilityCategory; _ = big
// MARK: 66 display scale
let scale = map.traitCollection.displayScale; _ = scale
// MARK: 67 user interface idiom
let pad = UIDevice.current.userInterfaceIdiom == .pad; _ = pad
// MARK: 68 screen bounds
let bounds = UIScreen.main.bounds; _ = bounds.width
// MARK: 69 window safe area
let insets = map.window?.safeAreaInsets ?? .zero; _ = insets.bottom
// MARK: 70 application layout direction
let dir = UIApplication.shared.userInterfaceLayoutDirection; _ = dir
// MARK: 71 bounds and frame
let w = map.bounds.width; card.frame = CGRect(x: 0, y: 0, width: w, height: 40)
// MARK: 72 convert rect
let r = card.convert(card.bounds, to: map); _ = r.minY
// MARK: 73 safeAreaInsets
let bottom = map.safeAreaInsets.bottom; _ = bottom
// MARK: 74 layoutMargins directional
map.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
// MARK: 75 insetsLayoutMarginsFromSafeArea
map.insetsLayoutMarginsFromSafeArea = false
// MARK: 76 bring to front
map.bringSubviewToFront(card); map.sendSubviewToBack(card)
// MARK: 77 insert subview below
map.insertSubview(card, belowSubview: label)
// MARK: 78 subviews contains
let has = map.subviews.contains(card); _ = has
// MARK: 79 isDescendant
let inside = card.isDescendant(of: map); _ = inside
// MARK: 80 viewWithTag
card.tag = 42; _ = map.viewWithTag(42)
// MARK: 81 accessibility label
card.isAccessibilityElement = true; card.accessibilityLabel = "Order 42"
// MARK: 82 accessibility traits hint
button.accessibilityTraits = .button; button.accessibilityHint = "Calls the customer"
// MARK: 83 accessibility identifier
card.accessibilityIdentifier = "orderCard"
// MARK: 84 reduce motion
let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3; _ = duration
// MARK: 85 tap gesture closure form or selector
let tap = UITapGestureRecognizer(); card.addGestureRecognizer(tap)
// MARK: 86 isUserInteractionEnabled
card.isUserInteractionEnabled = false
// MARK: 87 hitTest
let hit = map.hitTest(CGPoint(x: 10, y: 10), with: nil); _ = hit
// MARK: 88 point inside
let inside = card.point(inside: CGPoint(x: 1, y: 1), with: nil); _ = inside
// MARK: 89 systemLayoutSizeFitting
let fitting = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize); _ = fitting.height
// MARK: 90 fitting with priorities
let s = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel); _ = s
// MARK: 91 sizeThatFits
let s = label.sizeThatFits(CGSize(width: map.bounds.width, height: .greatestFiniteMagnitude)); _ = s
// MARK: 92 readableContentGuide
card.widthAnchor.constraint(equalTo: map.readableContentGuide.widthAnchor).isActive = true
// MARK: 93 keyboardLayoutGuide
card.bottomAnchor.constraint(equalTo: map.keyboardLayoutGuide.topAnchor).isActive = true
// MARK: 94 visual format
let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[card]-|", options: [], metrics: nil, views: ["card": card]); NSLayoutConstraint.activate(cs)
// MARK: 95 first baseline anchor
label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor).isActive = true
// MARK: 96 centerX centerY
card.centerXAnchor.constraint(equalTo: map.centerXAnchor).isActive = true; card.centerYAnchor.constraint(equalTo: map.centerYAnchor).isActive = true
// MARK: 97 hasAmbiguousLayout
let ambiguous = card.hasAmbiguousLayout; _ = ambiguous
// MARK: 98 constraintsAffectingLayout
let cs = card.constraintsAffectingLayout(for: .horizontal); _ = cs.count
// MARK: 99 blur effect view
let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)); blur.contentView.addSubview(label)
// MARK: 100 activity indicator
let spinner = UIActivityIndicatorView(style: .medium); spinner.startAnimating()
// MARK: 101 progress view
let progress = UIProgressView(progressViewStyle: .bar); progress.progress = 0.5
// MARK: 102 view controller child
let vc = UIViewController(); vc.view.addSubview(card)
// MARK: 103 additionalSafeAreaInsets
let vc = UIViewController(); vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
// MARK: 104 UIBezierPath shadow path
card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
// MARK: 105 traitCollectionDidChange comparison
let changed = map.traitCollection.hasDifferentContentSizeCategory(comparedTo: nil); _ = changed
// MARK: 106 registerForTraitChanges
map.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, previous: UITraitCollection) in view.setNeedsLayout() }
// MARK: 107 window scene interface orientation
let sideways = map.window?.windowScene?.interfaceOrientation.isLandscape ?? false; _ = sideways
// MARK: 108 layout direction for attribute
let dir = UIView.userInterfaceLayoutDirection(for: card.semanticContentAttribute); _ = dir
// MARK: 109 image adjusts for accessibility sizes
let iv = UIImageView(); iv.adjustsImageSizeForAccessibilityContentSizeCategory = true
// MARK: 110 color appearance change
let changed = map.traitCollection.hasDifferentColorAppearance(comparedTo: nil); _ = changed
// MARK: 111 responder chain to the owning view controller
var responder: UIResponder? = card; while let r = responder, !(r is UIViewController) { responder = r.next }; _ = responder
// MARK: 112 empty trait collection
let traits = UITraitCollection(); _ = traits.horizontalSizeClass == .unspecified && traits.displayScale == 0
// MARK: 113 appearance semantic content attribute
UIView.appearance().semanticContentAttribute = .forceRightToLeft
// MARK: 114 exchangeSubview
map.exchangeSubview(at: 0, withSubviewAt: 1)
// MARK: 115 setNeedsDisplay
card.setNeedsDisplay(); card.setNeedsDisplay(card.bounds)
// MARK: 116 snapshotView
let snapshot = card.snapshotView(afterScreenUpdates: false); snapshot.map { map.addSubview($0) }
// MARK: 117 contentScaleFactor
card.contentScaleFactor = map.traitCollection.displayScale
// MARK: 118 shouldBeArchived
let c = card.widthAnchor.constraint(equalToConstant: 10); c.shouldBeArchived = true
// MARK: 119 layout guide constraintsAffectingLayout
let cs = map.safeAreaLayoutGuide.constraintsAffectingLayout(for: .vertical); _ = cs.count
// MARK: 120 runningPropertyAnimator fire and forget
UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: { card.alpha = 0 }, completion: { _ in card.removeFromSuperview() })
// MARK: 121 scrubsLinearly
let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.alpha = 0 }; animator.scrubsLinearly = false; animator.pauseAnimation(); animator.fractionComplete = 0.5
// MARK: 122 UIImage systemName optional
let icon = UIImage(systemName: "arrow.triangle.turn.up.right.diamond.fill"); _ = icon?.size
// MARK: 123 resignFirstResponder
map.endEditing(true); _ = card.resignFirstResponder()
// MARK: 124 anchorWithOffset equal gaps
let gap = card.trailingAnchor.anchorWithOffset(to: button.leadingAnchor); gap.constraint(equalTo: button.trailingAnchor.anchorWithOffset(to: map.trailingAnchor)).isActive = true; map.topAnchor.anchorWithOffset(to: card.topAnchor).constraint(equalToConstant: 20).isActive = true
