public import Foundation
import UIKitModel

/// The model's turn card: the header with the next maneuver (seeds, "Active guidance
/// components"; DESIGN.md §4).
///
/// Sized by ``ComponentSizing/turnCardSize``: the card width by the top unsafe band plus
/// ``NavigationStyleValues/headerNominalHeight``. Its layout margins (``ComponentMetrics/cardMargin``
/// plus the safe-area insets where it sits) bound the visible card.
public final class TurnCardView: GoogleComponentView {
  init(size: CGSize, margin: CGFloat) {
    super.init(name: "TurnCard", size: size)
    setCardMargin(margin)
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }
}

extension GoogleComponentView {
  /// Sets equal directional layout margins on every side, as the SDK's own write.
  func setCardMargin(_ margin: CGFloat) {
    sdkWrite {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: margin, leading: margin, bottom: margin, trailing: margin)
    }
  }
}
