import GoogleNavigation
import UIKit

/// A courier team's layout delegate, written as an app writes one: while guiding, the app's
/// order card stands in a column with the ETA card, 12 points above the card's visible top
/// (its `layoutMarginsGuide`), with the viewport and the logo above it; a small ETA label sits
/// on the logo. The card's sides are one anchor a team might pick wrong; the tests for NLC-026
/// flip it.
@MainActor
final class OrderColumnDelegate: SessionTestDelegate {
  /// What the order card's sides are pinned to.
  enum Sides {
    /// The ETA card's `layoutMarginsGuide`: the guide's way.
    case etaCardMargins
    /// The ETA card's own leading and trailing edges (its frame).
    case etaCardFrame
    /// Leading on the ETA card's frame, trailing on its `layoutMarginsGuide`.
    case leadingOnETACardFrame
    /// The map's leading and trailing edges: a full-width banner.
    case map
    /// The card alone in a horizontal `UIStackView` row (`orderRow`), the row's sides on the
    /// ETA card's frame; with `insetsContent` the row arranges within its layout margins, 8
    /// points leading and trailing (`isLayoutMarginsRelativeArrangement`).
    case rowOnETACardFrame(insetsContent: Bool)
  }

  /// The order card's sides.
  let sides: Sides
  /// The app's order card: a plain view with a background (an opaque overlay), 60 points tall.
  let orderCard: UIView = {
    let view = UIView()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "orderCard"
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()
  /// The app's label above the logo, its leading edge on the logo's.
  let etaLabel: UILabel = {
    let label = UILabel()
    label.text = "Arrive 14:05"
    label.accessibilityIdentifier = "eta"
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  init(sides: Sides) {
    self.sides = sides
  }

  override func layOutGuidance(_ map: GMSMapView, _ state: any ActiveGuidanceUIState) {
    let safe = map.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let margins = etaCard.layoutMarginsGuide
    let (leading, trailing): (NSLayoutXAxisAnchor, NSLayoutXAxisAnchor) =
      switch sides {
      case .etaCardMargins: (margins.leadingAnchor, margins.trailingAnchor)
      case .etaCardFrame, .rowOnETACardFrame: (etaCard.leadingAnchor, etaCard.trailingAnchor)
      case .leadingOnETACardFrame: (etaCard.leadingAnchor, margins.trailingAnchor)
      case .map: (map.leadingAnchor, map.trailingAnchor)
      }
    // The card itself, or the row that holds it, is what the sides pin.
    var column: UIView = orderCard
    if case .rowOnETACardFrame(let insetsContent) = sides {
      let row = UIStackView(arrangedSubviews: [orderCard])
      row.accessibilityIdentifier = "orderRow"
      row.translatesAutoresizingMaskIntoConstraints = false
      row.isLayoutMarginsRelativeArrangement = insetsContent
      row.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 8, bottom: 0, trailing: 8)
      column = row
    }
    install(
      [viewport, turnCard, etaCard, column, logo, etaLabel],
      [
        turnCard.topAnchor.constraint(equalTo: map.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        column.leadingAnchor.constraint(equalTo: leading),
        column.trailingAnchor.constraint(equalTo: trailing),
        column.bottomAnchor.constraint(
          equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -12),
        orderCard.heightAnchor.constraint(equalToConstant: 60),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.layoutMarginsGuide.bottomAnchor),
        viewport.bottomAnchor.constraint(equalTo: column.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
        logo.bottomAnchor.constraint(equalTo: column.topAnchor, constant: -12),
        etaLabel.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        etaLabel.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -4),
      ], in: map)
  }
}
