public import Foundation
public import UIKitModel

/// The model's prompt: a Google view with configurable rounded corners, handed to the delegate
/// already sized (api-facts.md §5; seeds, "Customize prompts").
///
/// Its height varies per prompt (``contentHeight`` plus the bottom unsafe band). The top two
/// corners are rounded by default, with radius ``NavigationStyleValues/defaultCornerRadius``;
/// ``roundedCorners`` writes through to `layer.maskedCorners`.
public final class PromptView: GoogleComponentView, NavigationRoundedCornerView {
  /// The prompt's own height above the bottom unsafe band, in points.
  public let contentHeight: CGFloat
  /// A number telling prompts apart in one simulation: 1 for the first prompt shown.
  public let serial: Int

  init(serial: Int, contentHeight: CGFloat, size: CGSize, margin: CGFloat) {
    self.serial = serial
    self.contentHeight = contentHeight
    super.init(name: "Prompt\(serial)", size: size)
    setCardMargin(margin)
    sdkWrite {
      layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
      layer.maskedCorners = roundedCorners
    }
  }

  /// Archives are not modelled.
  public required init?(coder: NSCoder) { nil }

  /// The rounded corners; the two top corners by default.
  public var roundedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner] {
    // The delegate's way to choose corners (seeds): the SDK applies it, so it is no tampering.
    didSet { sdkWrite { layer.maskedCorners = roundedCorners } }
  }
}
