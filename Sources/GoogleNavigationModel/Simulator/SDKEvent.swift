public import Foundation
public import UIKitModel

/// One thing that happens to the SDK in a scenario, legal only in some phases (DESIGN.md §5).
public enum SDKEvent: Hashable, Sendable {
  /// Navigation turns on (off → ready): `enableNavigationUI`.
  case enableNavigation
  /// Guidance starts (ready → guiding): `startGuidance`.
  case startGuidance
  /// A prompt appears (guiding, none shown): `showPrompt`; nil height uses the metrics'.
  case showPrompt(contentHeight: CGFloat?)
  /// Another prompt replaces the one shown: `changePrompt`.
  case changePrompt(contentHeight: CGFloat?)
  /// The prompt goes away: `hidePrompt`.
  case hidePrompt
  /// Guidance ends (guiding → ready): `stopGuidance`; a prompt may still be on screen.
  case stopGuidance
  /// Navigation turns off (ready or guiding → off): `stopGuidance` if guiding, then
  /// `disableNavigationUI`.
  case disableNavigation
  /// The map's size or insets change: `sizeChanged` while enabled.
  case resize(size: CGSize, safeAreaInsets: UIEdgeInsets)
  /// The speed data changes what the speed widget shows (guiding): no callback.
  case speedWidget(SpeedWidgetState)
  /// The logo morphs into the re-center button or back (ready, guiding): no callback.
  case recenter(shown: Bool)
  /// Time passes: animation completions run.
  case advanceTime(TimeInterval)

  /// Whether the event may happen in `phase`.
  /// - Parameter phase: The SDK's phase.
  /// - Returns: True when legal.
  public func isLegal(in phase: SDKPhase) -> Bool {
    switch self {
    case .enableNavigation: phase == .off
    case .startGuidance: phase == .ready
    case .showPrompt: phase == .guiding(prompt: false)
    case .changePrompt, .hidePrompt: phase == .guiding(prompt: true)
    case .stopGuidance, .speedWidget: phase != .off && phase != .ready
    case .disableNavigation, .recenter: phase != .off
    case .resize, .advanceTime: true
    }
  }
}
