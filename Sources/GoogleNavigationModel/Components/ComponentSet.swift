import Foundation
import UIKitModel

/// The Google components of one map view, made once and handed out in every state and every
/// guidance session (api-facts.md §3, open question 9).
@preconcurrency @MainActor
public final class ComponentSet {
  /// The turn card.
  public let turnCard: TurnCardView
  /// The ETA card.
  public let etaCard: ETACardView
  /// The logo that turns into the re-center button.
  public let googleLogo: GoogleLogoView
  /// The camera viewport.
  public let viewport: ViewportView
  /// The speed widget.
  public let speedWidget: SpeedWidgetView
  /// The trip progress bar.
  public let tripProgressBar: TripProgressBarView
  /// The navigation-ready buttons, in the order handed out.
  public let readyButtons: [NavigationButtonView]
  /// The active-guidance buttons, in the order handed out.
  public let guidanceButtons: [NavigationButtonView]

  init(
    sizing: ComponentSizing, readyButtonTypes: [NavigationButtonKnownType],
    guidanceButtonTypes: [NavigationButtonKnownType], recorder: NavigationRecorder
  ) {
    let metrics = sizing.metrics
    turnCard = TurnCardView(size: sizing.turnCardSize, margin: metrics.cardMargin)
    etaCard = ETACardView(size: sizing.etaCardSize, margin: metrics.cardMargin)
    googleLogo = GoogleLogoView(size: sizing.logoSize(recenterShown: false))
    viewport = ViewportView()
    speedWidget = SpeedWidgetView(size: sizing.speedWidgetSize(.none))
    tripProgressBar = TripProgressBarView(width: metrics.tripProgressBarWidth)
    readyButtons = readyButtonTypes.map { NavigationButtonView(type: $0, side: metrics.buttonSide) }
    guidanceButtons = guidanceButtonTypes.map {
      NavigationButtonView(type: $0, side: metrics.buttonSide)
    }
    for component in googleComponents { component.recorder = recorder }
  }

  /// Every Google component except the viewport, in a fixed order.
  public var googleComponents: [GoogleComponentView] {
    [turnCard, etaCard, googleLogo, speedWidget, tripProgressBar] + readyButtons
      + guidanceButtons
  }
}
