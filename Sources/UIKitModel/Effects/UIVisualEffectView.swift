public import Foundation

/// A view that shows a blur or vibrancy behind its content: UIKit's `UIVisualEffectView`.
///
/// Content goes in ``contentView``, a subview that fills the effect view through its
/// autoresizing mask (flexible width and height), so constraints to `contentView` place
/// content inside the effect view (UIKit `UIVisualEffectView` documentation: "add subviews to
/// the contentView"). The model draws nothing and keeps ``effect`` for the app to read back.
/// A subview added to the effect view itself is laid out like any other; the model records no
/// issue for it.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(label)
/// ```
open class UIVisualEffectView: UIView {
  /// The view content goes in; it fills the effect view.
  public let contentView: UIView = _UIVisualEffectContentView()
  /// The effect shown; nil shows none.
  public var effect: UIVisualEffect?

  /// Creates an effect view with an effect and a zero frame.
  /// - Parameter effect: The blur or vibrancy; nil for none.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpContentView()
  }

  /// Creates an effect view with no effect and a frame, in points.
  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
    setUpContentView()
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  private func setUpContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
