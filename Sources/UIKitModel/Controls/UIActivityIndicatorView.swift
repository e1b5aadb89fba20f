public import Foundation

/// A spinner: UIKit's `UIActivityIndicatorView`, at its system sizes.
///
/// The intrinsic content size follows ``style``: 20 × 20 points for `.medium`, 37 × 37 for
/// `.large` (CONFORMANCE.md §3). With ``hidesWhenStopped`` (true by default, as in UIKit) the
/// view is hidden while it is not animating, a new spinner included, so a stopped spinner in
/// a stack view collapses as any hidden arranged view does.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// print(spinner.isHidden)  // true
/// spinner.startAnimating()
/// print(spinner.isHidden, spinner.intrinsicContentSize)  // false (37.0, 37.0)
/// ```
open class UIActivityIndicatorView: UIView {
  /// The spinner's style; changing it changes the intrinsic size.
  open var style: Style {
    didSet { if oldValue != style { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view hides itself while not animating; true by default.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }
  /// The spinner's colour; stored only.
  open var color: UIColor!
  /// Whether the spinner is animating.
  open private(set) var isAnimating = false

  /// Creates a spinner of `style`, stopped (so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    updateHidden()
  }

  /// Creates a `.medium` spinner at `frame`, stopped (so hidden).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    updateHidden()
  }

  /// Archives are not modelled; creates a `.medium` spinner, stopped (so hidden).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    updateHidden()
  }

  /// Starts the animation and shows the view.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops the animation; hides the view when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  /// Hides the view when stopped and ``hidesWhenStopped``; shows it when animating.
  private func updateHidden() {
    if isAnimating {
      if isHidden { isHidden = false }
    } else if hidesWhenStopped != isHidden {
      isHidden = hidesWhenStopped
    }
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize { style.size }

  /// The style's size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
