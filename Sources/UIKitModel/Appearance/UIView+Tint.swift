import Foundation

// Tint inheritance: a view without its own tint takes its superview's, up to the system
// blue at the root, and hears tintColorDidChange() when the effective tint changes.

extension UIView {
  /// The effective adjustment mode: the one set on this view unless `.automatic`, else the
  /// superview's, `.normal` at the root (Apple, `tintAdjustmentMode`). Setting it calls
  /// ``tintColorDidChange()`` on the views whose effective tint changes.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get {
      var view: UIView? = self
      while let current = view {
        if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
        view = current.superview
      }
      return .normal
    }
    set {
      let before = subtreeTints()
      ownTintAdjustmentMode = newValue
      if newValue != .automatic { UIView.tintWasCustomised = true }
      notifyTintChanges(since: before)
    }
  }

  /// The tint this view shows: its own, else the nearest ancestor's, else the system blue;
  /// dimmed when its adjustment mode is.
  var effectiveTintColor: UIColor {
    var view: UIView? = self
    var color = UIColor.systemBlue
    while let current = view {
      if let own = current.ownTintColor {
        color = own
        break
      }
      view = current.superview
    }
    guard UIView.tintWasCustomised, tintAdjustmentMode == .dimmed else { return color }
    let grey = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
    return UIColor(white: grey, alpha: color.alpha)
  }

  /// The `tintColor` setter.
  func setTintColor(_ color: UIColor?) {
    let before = subtreeTints()
    ownTintColor = color
    if color != nil { UIView.tintWasCustomised = true }
    if !UIAppearanceProxy.isApplying { appearanceExplicit.insert(.tintColor) }
    notifyTintChanges(since: before)
  }

  /// The effective tint of this view and each view below it, superviews first.
  func subtreeTints() -> [(view: UIView, tint: UIColor)] {
    var result = [(view: self, tint: effectiveTintColor)]
    for subview in subviews { result += subview.subtreeTints() }
    return result
  }

  /// Calls ``tintColorDidChange()`` on each view whose effective tint now differs from the
  /// one recorded, superviews first: the view set, and the subviews that inherit from it (a
  /// subview with its own tint hears only a change of its dimming; Apple,
  /// `tintColorDidChange()`).
  func notifyTintChanges(since before: [(view: UIView, tint: UIColor)]) {
    for (view, tint) in before where view.effectiveTintColor != tint {
      view.tintColorDidChange()
    }
  }

  /// Whether any view ever set a tint or an adjustment mode: until then every view's tint is
  /// the system blue, and moves need not compare tints (the hot path of layout rebuilds).
  @MainActor static var tintWasCustomised = false

  /// Called by a move under a new superview with the tints the subtree had before.
  func didMoveTint(from before: [(view: UIView, tint: UIColor)]?) {
    guard let before else { return }
    notifyTintChanges(since: before)
  }
}
