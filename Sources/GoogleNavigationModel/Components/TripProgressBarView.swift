public import Foundation
import UIKitModel

/// The model's trip progress bar: a vertical bar 12 points wide whose height the delegate
/// sets (api-facts.md §10; seeds, "Active guidance components").
public final class TripProgressBarView: GoogleComponentView {
  init(width: CGFloat) {
    super.init(name: "TripProgressBar", size: CGSize(width: width, height: 0), fixesHeight: false)
    sdkWrite { directionalLayoutMargins = NSDirectionalEdgeInsets() }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
