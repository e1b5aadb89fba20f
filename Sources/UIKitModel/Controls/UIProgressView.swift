public import Foundation

/// A progress bar: UIKit's `UIProgressView`, at its system height.
///
/// Its intrinsic content size has no width (it stretches to what its constraints give) and a
/// height of 4 points (CONFORMANCE.md §3, "Controls and images"). ``progress`` is clamped to
/// 0...1, as UIKit does.
open class UIProgressView: UIView {
  /// The system bar's height, in points.
  public static let systemHeight: CGFloat = 4

  /// The bar's style; stored only (both styles are 4 points high in the model).
  open var progressViewStyle = Style.default
  /// The fraction done, 0...1; values outside are clamped.
  open var progress: Float = 0 {
    didSet {
      let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
      if clamped != progress { progress = clamped }
    }
  }
  /// The colour of the filled part; stored only.
  open var progressTintColor: UIColor?
  /// The colour of the track; stored only.
  open var trackTintColor: UIColor?

  /// Creates a bar of `style` with no progress.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets ``progress``; animation is not modelled.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No intrinsic width; 4 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.systemHeight)
  }

  /// The offered width, 4 points high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.systemHeight)
  }
}
