import GoogleNavigation
import UIKit

/// The reference layout with a content-sized order card (``OrderCardView``: labels, an image
/// and a configured button in nested stack views) in place of the fixed 48-point panel.
///
/// The card is where the panel is: under the turn card in narrow guidance (in the top hiding
/// stack, which hides it when the room is too short for it), at the bottom of the safe area in
/// the ready state and beside the card column in wide mode. Its height follows its text, up to
/// ``ReferenceLayoutDelegate/panelShare`` of the safe area; beyond that the text truncates.
/// Nothing assumes a height, so Dynamic Type at any size moves the neighbours instead of
/// overlapping them.
@MainActor
public final class OrderCardLayoutDelegate: ReferenceLayoutDelegate {
  /// Creates the delegate with a new order card.
  public init() {
    super.init(panel: OrderCardView(), fixedHeight: nil)
  }
}
