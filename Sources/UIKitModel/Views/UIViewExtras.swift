import Foundation

/// What only some views need, kept out of ``UIView`` itself: its gesture recognizers and the
/// built-in guides made on first use beyond the safe area and margins.
///
/// Not main-actor isolated so that the view's nonisolated `deinit` can read the guides (to
/// clear their owning-view pointers); only main-actor code touches it otherwise.
final class UIViewExtras: @unchecked Sendable {
  var gestureRecognizers: [UIGestureRecognizer] = []
  /// ``UIView/readableContentGuide``, once read.
  var readableGuide: UILayoutGuide?
  /// ``UIView/keyboardLayoutGuide``, once read.
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// The engine-made edges of those guides and what they were built from (kept here, not in
  /// ``GeneratedConstraints``, so the struct every view copies in a pass stays small).
  var generated: [NSLayoutConstraint] = []
  var generatedKey: Key?

  /// What the readable-content and keyboard guides' constraints depend on.
  struct Key: Equatable {
    /// The effective margins and the readable width, when the readable guide exists.
    var readable: UIEdgeInsets?
    var readableWidth: CGFloat = 0
    /// Whether the view's margins area, at its last laid-out width, is no wider than the
    /// readable width, so the guide spans the margins; otherwise it is the readable width,
    /// centred.
    var readableSpansMargins = true
    /// The keyboard guide's height with the keyboard offscreen, when the guide exists.
    var keyboardHeight: CGFloat?
  }

  /// Whether any guide was made.
  var hasGuides: Bool { readableGuide != nil || keyboardGuide != nil }

  /// The built-in guides made so far, in a fixed order.
  var guides: [UILayoutGuide] {
    var guides: [UILayoutGuide] = []
    if let readableGuide { guides.append(readableGuide) }
    if let keyboardGuide { guides.append(keyboardGuide) }
    return guides
  }
}

extension UIView {
  /// The view's extras, made on first use.
  func ensureExtras() -> UIViewExtras {
    if let extras { return extras }
    let made = UIViewExtras()
    extras = made
    return made
  }
}
