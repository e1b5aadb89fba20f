public import Foundation
import UIKitModel

/// The model's speed widget: speedometer and speed limit, in one of four states with four
/// sizes, switching with no delegate callback (seeds, "Active guidance components").
///
/// Its layout margins equal ``ComponentMetrics/speedWidgetPadding`` while it shows something,
/// zero in ``SpeedWidgetState/none``, where it takes no space.
public final class SpeedWidgetView: GoogleComponentView {
  /// The state the SDK's data asks for, before the map's display flags apply.
  @exclusivity(unchecked) public internal(set) var requestedState: SpeedWidgetState = .speed
  /// The state drawn now.
  @exclusivity(unchecked) public internal(set) var displayedState: SpeedWidgetState = .none

  init(size: CGSize) {
    super.init(name: "SpeedWidget", size: size)
    sdkWrite { directionalLayoutMargins = NSDirectionalEdgeInsets() }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// Draws a state: its size and margins.
  func display(_ state: SpeedWidgetState, size: CGSize, padding: CGFloat) {
    displayedState = state
    applySDKSize(size)
    setCardMargin(state == .none ? 0 : padding)
  }
}
