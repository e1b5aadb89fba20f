// A view's gesture recognizers (UIView reference: `addGestureRecognizer(_:)`,
// `gestureRecognizers`, `removeGestureRecognizer(_:)`): a recognizer belongs to one view at a
// time, and adding it to another moves it.

extension UIView {
  /// The recognizers attached to the view, in the order added; nil when there are none, as
  /// UIKit answers.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      let attached = extras?.gestureRecognizers ?? []
      return attached.isEmpty ? nil : attached
    }
    set {
      for recognizer in extras?.gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`, taking it from the view it was on.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let previous = gestureRecognizer.view { previous.removeGestureRecognizer(gestureRecognizer) }
    ensureExtras().gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` if it is attached to this view.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let extras, extras.gestureRecognizers.contains(where: { $0 === gestureRecognizer })
    else { return }
    extras.gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
