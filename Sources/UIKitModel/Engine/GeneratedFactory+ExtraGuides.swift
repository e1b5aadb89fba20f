import Foundation

// The readable-content guide and the keyboard guide, tied to their view by constraints the
// engine makes (identifiers are the model's; UIKit's are private).

extension UIView {
  /// The inputs of the readable-content and keyboard guides' constraints now.
  var extraGuidesKey: UIViewExtras.Key {
    var key = UIViewExtras.Key()
    if extras?.readableGuide != nil {
      key.readable = effectiveLayoutMargins
      key.readableWidth = UIView.readableWidth(
        for: layoutEnvironment.preferredContentSizeCategory)
    }
    if let guide = extras?.keyboardGuide {
      key.keyboardHeight = guide.usesBottomSafeArea ? safeAreaInsets.bottom : 0
    }
    return key
  }
}

extension GeneratedFactory {
  /// How strongly the readable guide wants the readable width: 0.5, below the lowest whole
  /// priority an app sets (1), so it only settles the guide's own width, never its view's.
  static let readableWidthPriority = UILayoutPriority(0.5)

  /// The readable guide: the margins guide's top and bottom; inside its left and right,
  /// centred in it, at most the readable width, and as wide as that allows. "As wide" is a
  /// preference at ``readableWidthPriority``, below any priority an app uses: Apple describes
  /// the guide as an area *within* the view, so it must never make its view wider than the
  /// app's constraints allow (at 999 it tied with an app's 999 width and pushed a side panel
  /// wider). The keyboard guide: the view's width and bottom, `height` tall.
  static func extraGuideConstraints(
    for view: UIView, extras: UIViewExtras, key: UIViewExtras.Key
  ) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    func tie(
      _ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ viewAttribute: NSLayoutConstraint.Attribute,
      _ constant: CGFloat, _ name: String
    ) {
      made.append(
        NSLayoutConstraint(
          first: guide, attribute, relation, second: view, viewAttribute, multiplier: 1,
          constant: constant, origin: .guide(name)))
    }
    if let guide = extras.readableGuide, let m = key.readable {
      tie(guide, .top, .equal, .top, m.top, "UIViewReadableContentGuide-top")
      tie(guide, .bottom, .equal, .bottom, -m.bottom, "UIViewReadableContentGuide-bottom")
      tie(guide, .left, .greaterThanOrEqual, .left, m.left, "UIViewReadableContentGuide-left")
      tie(guide, .right, .lessThanOrEqual, .right, -m.right, "UIViewReadableContentGuide-right")
      tie(
        guide, .centerX, .equal, .centerX, (m.left - m.right) / 2,
        "UIViewReadableContentGuide-centerX")
      made.append(
        NSLayoutConstraint(
          first: guide, .width, .lessThanOrEqual, second: nil, .notAnAttribute, multiplier: 1,
          constant: key.readableWidth, origin: .guide("UIViewReadableContentGuide-maxWidth")))
      made.append(
        NSLayoutConstraint(
          first: guide, .width, .equal, second: nil, .notAnAttribute, multiplier: 1,
          constant: key.readableWidth, priority: readableWidthPriority,
          origin: .guide("UIViewReadableContentGuide-width")))
    }
    if let guide = extras.keyboardGuide, let height = key.keyboardHeight {
      tie(guide, .left, .equal, .left, 0, "UIViewKeyboardLayoutGuide-left")
      tie(guide, .right, .equal, .right, 0, "UIViewKeyboardLayoutGuide-right")
      tie(guide, .bottom, .equal, .bottom, 0, "UIViewKeyboardLayoutGuide-bottom")
      tie(guide, .top, .equal, .bottom, -height, "UIViewKeyboardLayoutGuide-top")
    }
    return made
  }
}
