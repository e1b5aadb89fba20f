public import GoogleNavigation
import UIKit

/// The app's own opaque panel showing a delivery order's status: a custom view the reference
/// delegate keeps clear of Google's components and out of the camera viewport.
///
/// 48 points tall (the app's choice), white, identified as `orderStatus` for the checker.
@MainActor
public final class OrderStatusPanel: UIView {
  /// The panel's height, in points.
  public static let height: CGFloat = 48

  /// Creates the panel, laid out by constraints.
  public init() {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .white
    accessibilityIdentifier = "orderStatus"
    layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
  }

  /// No intrinsic width; the panel's height, so a hiding stack that arranges it knows how
  /// much room it needs before the first layout pass.
  public override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// Archives are not supported.
  public required init?(coder: NSCoder) { nil }
}
