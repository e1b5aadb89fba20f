public import Foundation
import UIKitModel

/// The model's Google logo, which grows into the re-center button while the driver pans
/// (seeds, "Required components"; DESIGN.md §4).
///
/// The morph changes its size (``ComponentSizing/logoSize(recenterShown:)``) with no delegate
/// callback: layouts must follow it through constraints.
public final class GoogleLogoView: GoogleComponentView {
  /// Whether the view currently shows the re-center button instead of the logo.
  public internal(set) var isShowingRecenterButton = false

  init(size: CGSize) {
    super.init(name: "GoogleLogo", size: size)
    sdkWrite { directionalLayoutMargins = NSDirectionalEdgeInsets() }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
