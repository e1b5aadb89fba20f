public import Foundation
import UIKitModel

/// The model's ETA card: the footer with arrival time, time and distance left (seeds, "Active
/// guidance components"; DESIGN.md §4).
///
/// Sized by ``ComponentSizing/etaCardSize``: the card width by the bottom unsafe band plus
/// ``ComponentMetrics/etaCardHeight``. Align a view above it with its `layoutMarginsGuide`.
public final class ETACardView: GoogleComponentView {
  init(size: CGSize, margin: CGFloat) {
    super.init(name: "ETACard", size: size)
    setCardMargin(margin)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}
