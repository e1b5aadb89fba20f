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
      let margins = effectiveLayoutMargins
      key.readableSpansMargins =
        storedFrame.width - margins.left - margins.right <= key.readableWidth
    }
    if let guide = extras?.keyboardGuide {
      key.keyboardHeight = guide.usesBottomSafeArea ? safeAreaInsets.bottom : 0
    }
    return key
  }
}

extension GeneratedFactory {
  /// The readable guide: the margins guide's top and bottom, and across, the lesser of the
  /// margins area and the readable width, centred in the margins (useyourloaf.com: 672 wide,
  /// 176 in from each edge of a 1024-point iPad). Which of the two is lesser is read from the
  /// view's width in the last pass (``UIViewExtras/Key/readableSpansMargins``; a pass that
  /// changes it runs again): the margins area is the margins guide's edges, the readable
  /// width a required width centred on the margins. Either way the guide's width follows the
  /// view and never sets it: Apple describes an area *within* the view, and a preferred width
  /// (the model's earlier 999) pushed a side panel wider than the app's constraints allowed,
  /// while a weaker one let content pinned inside squeeze the guide. The keyboard guide: the
  /// view's width and bottom, `height` tall.
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
      if key.readableSpansMargins {
        tie(guide, .left, .equal, .left, m.left, "UIViewReadableContentGuide-left")
        tie(guide, .right, .equal, .right, -m.right, "UIViewReadableContentGuide-right")
      } else {
        tie(
          guide, .centerX, .equal, .centerX, (m.left - m.right) / 2,
          "UIViewReadableContentGuide-centerX")
        made.append(
          NSLayoutConstraint(
            first: guide, .width, .equal, second: nil, .notAnAttribute, multiplier: 1,
            constant: key.readableWidth, origin: .guide("UIViewReadableContentGuide-width")))
      }
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
